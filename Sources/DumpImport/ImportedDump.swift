import Geometry
import JSON
import ViewTree

/// A UI dump turned into a view tree: the ``Screen`` (windows back to front), one
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
    private let indexByView: [ObjectIdentifier: Int]

    init(format: DumpFormat, screen: Screen, elements: [DumpElement], screenAttributes: [String: String],
         notes: [String]) {
        self.format = format
        self.screen = screen
        self.elements = elements
        self.screenAttributes = screenAttributes
        self.notes = notes
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(elements.count)
        for (i, e) in elements.enumerated() { index[ObjectIdentifier(e.view)] = i }
        self.indexByView = index
    }

    /// The element a view was built for, or `nil` for a view that is not from this dump. O(1).
    public func element(for view: View) -> DumpElement? {
        indexByView[ObjectIdentifier(view)].map { elements[$0] }
    }

    /// The elements the audit lists (``DumpElement/isInteractive``), in document order.
    public var interactiveElements: [DumpElement] { elements.filter(\.isInteractive) }
}
