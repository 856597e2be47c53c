import ViewExposureTree

/// The source's attributes of recently asked views, read back by pre-order number: the checks
/// read a view's attributes many times in a row (flags, classes, ancestors' facts), and a dump
/// answers each by building a dictionary from its bytes.
///
/// Bounded: ``slots`` views are remembered (direct-mapped by number), not every view of the
/// screen, whose dictionaries together would cost several times the dump's file. A view asked
/// again after its slot was reused is asked of the source again (same answer). Not `Sendable`:
/// one screen.
final class AttributeCache {
    /// How many views' attributes are remembered at once.
    static let slots = 1_024
    private let index: ScreenIndex
    private let source: (View) -> [String: String]?
    private var values: [[String: String]?]
    /// The pre-order number each slot holds, -1 when empty.
    private var holder: [Int]

    init(index: ScreenIndex, source: @escaping (View) -> [String: String]?) {
        self.index = index
        self.source = source
        values = Array(repeating: nil, count: Self.slots)
        holder = Array(repeating: -1, count: Self.slots)
    }

    /// `source(view)`, remembered for views on the screen while their slot holds them.
    func attributes(of view: View) -> [String: String]? {
        guard let n = index.number(of: view) else { return source(view) }
        let slot = n & (Self.slots - 1)
        if holder[slot] == n { return values[slot] }
        let a = source(view)
        values[slot] = a
        holder[slot] = n
        return a
    }
}
