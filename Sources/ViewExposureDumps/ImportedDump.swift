import ViewExposureGeometry
import ViewExposureTree

/// A UI dump turned into a view tree: the `Screen` (windows back to front), one
/// ``DumpElement`` per element in document order, and what the importer noticed.
///
/// Invariants: every element's view is on ``screen``, every view on the screen belongs to
/// exactly one element, and view identifiers are unique. Not `Sendable` (it holds views).
public final class ImportedDump {
    /// Which format the dump was in.
    public let format: DumpFormat
    /// The screen: windows back to front (Android windows reordered, see docs/dumps.md).
    public let screen: Screen
    /// Every element that became a view, in document order.
    public let elements: [DumpElement]
    /// The attributes of what is above the windows (the iOS application element, Android's
    /// `<hierarchy>`): bundle id, `rotation`, declared `width`/`height`…
    public let screenAttributes: [String: String]
    /// Oddities noticed while importing (declared size differing from the elements', windows
    /// reordered, zero-size or off-screen elements…), one sentence each.
    public let notes: [String]
    /// The views whose subviews' drawing order the dump does not give (Android parents with
    /// no `drawing-order` on their children, parents in legacy UI Automation trees): what
    /// the audit finds from the order of two of their subviews is uncertain.
    public let viewsWithUnknownChildOrder: [View]
    /// The views whose subviews' drawing order the dump does not give for two subviews of about
    /// one size, one within the other (equal frames included), and gives by position for any
    /// other two (legacy Android parents of `android-same-frame-document-order` and
    /// `android-nested-layer-document-order`): only what the audit finds from the order of
    /// such a pair is uncertain.
    public let viewsWithUnknownNestedChildOrder: [View]
    /// For each element (document order), the rules that decided its drawing, touches, hiding
    /// or its subviews' order (docs/dumps.md, "Rules"): eight bytes an element, beside the
    /// views rather than in them.
    package let rules: [DumpRuleSet]

    /// Built on first use (most runs never ask).
    private lazy var indexByView: [ObjectIdentifier: Int] = {
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(elements.count)
        for (i, e) in elements.enumerated() { index[ObjectIdentifier(e.view)] = i }
        return index
    }()
    /// For each element, the index of its parent element, or -1 for a window.
    private let parents: [Int32]

    init(format: DumpFormat, screen: Screen, elements: [DumpElement], parents: [Int32],
         screenAttributes: [String: String], notes: [String], viewsWithUnknownChildOrder: [View] = [],
         viewsWithUnknownNestedChildOrder: [View] = [], rules: [DumpRuleSet] = []) {
        self.viewsWithUnknownChildOrder = viewsWithUnknownChildOrder
        self.viewsWithUnknownNestedChildOrder = viewsWithUnknownNestedChildOrder
        self.rules = rules.count == elements.count ? rules : [DumpRuleSet](repeating: .empty, count: elements.count)
        self.format = format
        self.screen = screen
        self.elements = elements
        self.parents = parents
        self.screenAttributes = screenAttributes
        self.notes = notes
    }

    /// The element a view was built for, or `nil` for a view that is not from this dump. O(1).
    public func element(for view: View) -> DumpElement? {
        indexByView[ObjectIdentifier(view)].map { elements[$0] }
    }

    /// The index of `view`'s element in ``elements``, `nil` for a view not from this dump. O(1).
    package func elementIndex(of view: View) -> Int? { indexByView[ObjectIdentifier(view)] }

    /// The value of attribute `name` of element number `i` (``DumpAttributes``' subscript:
    /// read from the dump's bytes, no dictionary made), or `nil`.
    package func attribute(_ name: String, ofElement i: Int) -> String? { elements[i].attributeList[name] }

    /// The index of the parent element of element number `i`, -1 for a window root.
    package func parentIndex(of i: Int) -> Int { Int(parents[i]) }

    /// The full path of `element` from its window: its ancestors' steps and its own
    /// (`Window[2]/Other[1]/Alert[1]`); unique in the dump. O(depth).
    public func path(of element: DumpElement) -> String {
        guard var i = indexByView[ObjectIdentifier(element.view)] else { return element.step }
        var steps: [String] = []
        while i >= 0 {
            steps.append(elements[i].step)
            i = Int(parents[i])
        }
        return steps.reversed().joined(separator: "/")
    }

    /// The elements the audit lists (``DumpElement/isInteractive``), in document order.
    public var interactiveElements: [DumpElement] { elements.filter(\.isInteractive) }
}
