import ViewExposureGeometry
import ViewExposureTree

/// One element of an imported dump: the view it became and what the dump said about it.
///
/// Not `Sendable`: it holds its view, which belongs to one thread.
public struct DumpElement {
    /// The view built for the element (a ``Window`` for a window root).
    public let view: View
    /// The id of the view: the element's identifier (iOS `name`, Android `resource-id` without
    /// its `package:id/` prefix, else in full) when it is unique in the dump; else the shortest
    /// end of its path (``ImportedDump/path(of:)``) that no other element's path ends with (as
    /// XPath's `//Other[3]/Button[2]`), or its steps below the nearest uniquely named ancestor
    /// (`backBtn/StaticText[1]`), whichever comes first going up, at most 12 steps; else
    /// `Type#n`, n its place in document order (deep unnamed chains).
    public var identifier: String { view.identifier ?? step }
    /// Its step in paths: `Type[k]`, k counting its siblings of the same type from 1 in
    /// document order (windows count among the windows).
    public var step: String { "\(type)[\(stepIndex)]" }
    /// The k of ``step``.
    public let stepIndex: Int
    /// The short type: `Button` (iOS, without `XCUIElementType`), `TextView` (Android class
    /// without its package).
    public let type: String
    /// What a person reads on it: iOS `label` (else `value`), Android `text` (else
    /// `content-desc`); `nil` when empty.
    public let label: String?
    /// Whether the audit lists it: a control a person taps (see docs/dumps.md).
    public let isInteractive: Bool
    /// Whether the dump says it is enabled (`enabled`, `isEnabled`); a disabled control is still
    /// listed, flagged.
    public let isEnabled: Bool
    /// Its frame on screen as the dump gives it (absolute; Android bounds already clipped).
    public let frameOnScreen: Rect
    /// Every attribute of the element, as text, as the dump has it.
    public let attributes: [String: String]
    /// The format the element came from (it decides the order ``orderedAttributes`` uses).
    public let format: DumpFormat

    /// The attributes in a stable, readable order: the format's usual ones first (type, name,
    /// label… / class, resource-id, text…), then the rest by name.
    public var orderedAttributes: [(name: String, value: String)] {
        let preferred = leadingAttributeNames
        var out: [(String, String)] = []
        for k in preferred { if let v = attributes[k] { out.append((k, v)) } }
        let rest = attributes.keys.filter { !preferred.contains($0) }.sorted()
        for k in rest { out.append((k, attributes[k]!)) }
        return out
    }

    /// The attribute names ``orderedAttributes`` puts first for this element's format.
    public var leadingAttributeNames: [String] { format.isIOS ? DumpElement.iosOrder : DumpElement.androidOrder }

    private static let iosOrder = ["type", "name", "label", "value", "enabled", "isEnabled", "visible", "isVisible",
                                   "accessible", "x", "y", "width", "height", "rect", "frame", "index"]
    private static let androidOrder = ["class", "resource-id", "text", "content-desc", "package", "bounds",
                                       "clickable", "long-clickable", "enabled", "focusable", "scrollable",
                                       "checkable", "checked", "visible-to-user", "displayed", "drawing-order", "index"]
}
