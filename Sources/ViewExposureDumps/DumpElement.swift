import ViewExposureGeometry
import ViewExposureTree

/// One element of an imported dump: the view it became and what the dump said about it.
///
/// Its texts (attributes, label) stay in the dump's storage, as bytes, until asked for: an
/// import makes no `String` and no dictionary per element for them.
///
/// Not `Sendable`: it holds its view, which belongs to one thread.
public struct DumpElement {
    /// The view built for the element (a `Window` for a window root).
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
    /// `content-desc`), without surrounding spaces; `nil` when blank. Made on each call:
    /// O(length).
    public var label: String? { attributeList.label }
    /// Whether the audit lists it: a control a person taps (see docs/dumps.md).
    public let isInteractive: Bool
    /// Whether the dump says it is enabled (`enabled`, `isEnabled`); a disabled control is still
    /// listed, flagged.
    public let isEnabled: Bool
    /// Its frame on screen as the dump gives it (absolute; Android bounds already clipped).
    public let frameOnScreen: Rect
    /// Every attribute of the element, as text, as the dump has it (see ``attributeList``).
    public var attributes: [String: String] { attributeList.dictionary }
    /// The element's attributes, read from the dump's storage when asked.
    public let attributeList: DumpAttributes
    /// The format the element came from (it decides the order ``orderedAttributes`` uses).
    public var format: DumpFormat { attributeList.format }

    /// The attributes in a stable, readable order: the format's usual ones first (type, name,
    /// label… / class, resource-id, text…), then the rest by name.
    public var orderedAttributes: [(name: String, value: String)] { attributeList.ordered }

    /// The attribute names ``orderedAttributes`` puts first for this element's format.
    public var leadingAttributeNames: [String] { DumpAttributes.leadingNames(format) }
}

/// The attributes of one element of an imported dump, kept as the dump's bytes and made text
/// only when read. Copying it copies two references' worth: no text.
///
/// Not `Sendable` (it shares the dump's storage, which remembers the dictionaries it made).
public struct DumpAttributes {
    let storage: DumpTextStorage
    let element: Int32
    let labelAttribute: Int32

    /// The format the element came from.
    public var format: DumpFormat { storage.format }

    /// Every attribute by name, built from the dump's bytes on each call (O(its attributes));
    /// a caller that reads it often keeps it (the dump does not: keeping every element's
    /// dictionary would cost several times the file).
    public var dictionary: [String: String] { storage.dictionary(of: element) }

    /// The value of attribute `name`, or `nil`: what ``dictionary`` holds for it, read without
    /// building the dictionary. O(the element's attributes + the name's length).
    public subscript(name: String) -> String? { storage.value(of: element, named: name) }

    /// The attributes in print order: the format's usual names first
    /// (``leadingNames(_:)``), then the rest by name. O(a log a) for a attributes.
    public var ordered: [(name: String, value: String)] {
        // Read from the bytes in one sort, not through ``dictionary`` (hashing every name to
        // look each up again). Names equal as `String`s are one entry, as in the dictionary:
        // the first spelling with the last value.
        let tree = storage.tree
        let e = tree.elements[Int(element)]
        let first = Int(e.firstAttribute)
        var all: [(name: String, value: String, at: Int)] = []
        all.reserveCapacity(Int(e.attributeCount))
        for a in first..<first + Int(e.attributeCount) { all.append((storage.name(tree.attributes[a].name), tree.value(a), a)) }
        all.sort { $0.name < $1.name || ($0.name == $1.name && $0.at < $1.at) }
        var merged: [(name: String, value: String)] = []
        merged.reserveCapacity(all.count)
        for x in all {
            if let last = merged.last, last.name == x.name { merged[merged.count - 1].value = x.value } else { merged.append((x.name, x.value)) }
        }
        let preferred = Self.leadingNames(format)
        var out: [(name: String, value: String)] = []
        out.reserveCapacity(merged.count)
        for k in preferred { if let m = merged.first(where: { $0.name == k }) { out.append((k, m.value)) } }
        for m in merged where !preferred.contains(m.name) { out.append(m) }
        return out
    }

    /// What a person reads on the element (see ``DumpElement/label``).
    public var label: String? {
        labelAttribute < 0 ? nil : ElementTraits.nonBlank(storage.tree.value(Int(labelAttribute)))
    }

    /// The attribute names printed first for a format.
    public static func leadingNames(_ format: DumpFormat) -> [String] { format.isIOS ? iosOrder : androidOrder }

    private static let iosOrder = ["type", "name", "label", "value", "enabled", "isEnabled", "visible", "isVisible",
                                   "accessible", "x", "y", "width", "height", "rect", "frame", "index"]
    private static let androidOrder = ["class", "resource-id", "text", "content-desc", "package", "bounds",
                                       "clickable", "long-clickable", "enabled", "focusable", "scrollable",
                                       "checkable", "checked", "visible-to-user", "displayed", "drawing-order", "index"]
}

/// The texts of an imported dump (its ``RawElementTree``), shared by its elements'
/// ``DumpAttributes``.
final class DumpTextStorage {
    let tree: RawElementTree
    let format: DumpFormat

    init(tree: RawElementTree, format: DumpFormat) {
        self.tree = tree
        self.format = format
    }

    /// Every name of the tree's table as a `String`, made once (``name(_:)``).
    private lazy var nameStrings: [String] = (0..<tree.names.count).map { tree.names.string(Int32($0)) }
    /// Whether every name of the table is ASCII: then two names are equal as `String`s exactly
    /// when their bytes are, and an ASCII name is found by its number.
    private lazy var namesAreASCII: Bool = nameStrings.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }

    /// Name number `n` of the tree's table as a `String` (decoded once per dump).
    func name(_ n: Int32) -> String { nameStrings[Int(n)] }

    func dictionary(of element: Int32) -> [String: String] {
        tree.attributeDictionary(Int(element), nameText: name)
    }

    /// ``dictionary(of:)``'s value for `name` (the last attribute whose name equals it as a
    /// `String`), found by the name's number when the names are ASCII: no name is decoded.
    func value(of element: Int32, named name: String) -> String? {
        let e = tree.elements[Int(element)]
        let attributes = Int(e.firstAttribute)..<Int(e.firstAttribute + e.attributeCount)
        var query = name
        // The name's number (`nil` when the dump has no such name), or `.none` when names must
        // be compared as `String`s.
        let number: Int32?? = query.withUTF8 { bytes in
            guard namesAreASCII, !bytes.contains(where: { $0 >= 0x80 }) else { return .none }
            return .some(tree.names.number(of: bytes))
        }
        if let number {
            guard let n = number else { return nil }
            for a in attributes.reversed() where tree.attributes[a].name == n { return tree.value(a) }
            return nil
        }
        for a in attributes.reversed() where self.name(tree.attributes[a].name) == name { return tree.value(a) }
        return nil
    }
}
