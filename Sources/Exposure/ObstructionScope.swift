import Geometry
import ViewTree

/// What a whole-screen exposure pass has accumulated in front of the view it is at, within
/// one scope (see ``ExposureMeasurer/measureAll(windows:appState:only:)``): obstruction rects
/// on screen, each with the sequence number that orders them (higher = further back in
/// painter's order), and the friendly obstructions to report.
///
/// The outermost scope also keeps the union of its rects as a ``CoverageRegion``, so that a
/// view wholly covered by what is in front is answered without gathering anything.
struct ObstructionScope {
    /// A friendly obstruction: the view, its marker, and the rect it covers on screen.
    struct Friendly {
        let view: View
        let marker: FriendlyObstruction
        let rect: Rect
        let sequence: Int
    }

    private(set) var rects: [Rect] = []
    private(set) var sequences: [Int] = []
    var friendly: [Friendly] = []
    private var coverage = CoverageRegion()

    /// Adds an obstruction rect (non-empty, finite).
    mutating func add(_ rect: Rect, sequence: Int) {
        rects.append(rect)
        sequences.append(sequence)
        coverage.add(rect)
    }

    /// Whether the rects together cover all of `rect`.
    func covers(_ rect: Rect) -> Bool { coverage.contains(rect) }

    /// Appends the rects that overlap `rect` (positive area) with their sequence numbers.
    func collect(overlapping rect: Rect, into found: inout [(rect: Rect, sequence: Int)]) {
        for i in rects.indices where rects[i].overlaps(rect) { found.append((rects[i], sequences[i])) }
    }
}
