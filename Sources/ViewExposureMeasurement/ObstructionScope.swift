import ViewExposureGeometry
import ViewExposureTree

/// What a whole-screen exposure pass has accumulated in front of the view it is at, within
/// one scope (see ``ExposureMeasurer/measureAll(windows:appState:only:)``): obstruction rects
/// on screen, each with the sequence number that orders them (higher = further back in
/// painter's order), and the friendly obstructions to report.
///
/// The outermost scope also keeps the union of its rects as a ``RectRegion``, so that a
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
    /// The union of `rects`, kept by the outermost scope only (inner scopes are rare and short).
    private var coverage: RectRegion?
    /// `rects` indexed by place, so that gathering those near a view does not scan them all.
    private var grid = ObstructionGrid()

    /// An empty scope; `tracksCoverage` for the outermost one.
    init(tracksCoverage: Bool) {
        coverage = tracksCoverage ? RectRegion() : nil
    }

    /// Adds an obstruction rect (non-empty, finite).
    mutating func add(_ rect: Rect, sequence: Int) {
        grid.add(rect, number: rects.count)
        rects.append(rect)
        sequences.append(sequence)
        coverage?.formUnion(rect)
    }

    /// Whether the rects together cover all of `rect` (`false` when not tracked).
    func covers(_ rect: Rect) -> Bool { coverage?.contains(rect) ?? false }

    /// Whether no rect overlaps `rect` (`false` when not tracked: then look).
    func misses(_ rect: Rect) -> Bool { coverage.map { !$0.overlaps(rect) } ?? false }

    /// Appends the rects that overlap `rect` (positive area) with their sequence numbers and
    /// their places in this scope (the order they were added in), in no particular order.
    /// O(the grid's query; see ``ObstructionGrid``).
    func collect(overlapping rect: Rect, into found: inout [(rect: Rect, sequence: Int, place: Int)]) {
        grid.forEachCandidate(near: rect) { i in
            if rects[i].overlaps(rect) { found.append((rects[i], sequences[i], i)) }
        }
    }
}
