import ViewExposureGeometry
import ViewExposureTree

/// The exposures of many views of a screen, measured in one front-to-back pass
/// (``ExposureMeasurer/measureAll(windows:appState:only:)``).
///
/// Every view the pass reached is recorded. A view in a hidden subtree, or in a subtree that
/// lies wholly outside its clipping ancestors, is not reached and reads ``Exposure/zero`` —
/// which is also what measuring it alone gives.
public struct ScreenExposures {
    /// The measured views and their exposures, in painter's order (windows back to front,
    /// each view before its subviews, subviews back to front) — document order in a scene.
    public private(set) var entries: [(view: View, exposure: Exposure)] = []
    /// Entry positions by view, built on the first ``exposure(of:)``: a caller that reads
    /// ``entries`` in order never pays for it.
    private let index = LazyIndex()

    private final class LazyIndex {
        var table: [ObjectIdentifier: Int]?
    }

    /// Creates an empty result.
    init() {}

    /// The exposure of `view`: what ``ExposureMeasurer/measure(_:)`` gives for it, or
    /// ``Exposure/zero`` for a view the pass did not reach or was not asked about. O(1).
    /// The first call builds an index of the entries (O(count)).
    public func exposure(of view: View) -> Exposure {
        if index.table == nil {
            var table: [ObjectIdentifier: Int] = [:]
            table.reserveCapacity(entries.count)
            for (i, e) in entries.enumerated() { table[ObjectIdentifier(e.view)] = i }
            index.table = table
        }
        return index.table![ObjectIdentifier(view)].map { entries[$0].exposure } ?? .zero
    }

    /// The number of views measured.
    public var count: Int { entries.count }

    /// Records `exposure` for `view`. The pass records a view when it leaves its subtree
    /// (post-order, front-most subview first), which is painter's order reversed; ``finish()``
    /// reverses it once.
    mutating func record(_ view: View, _ exposure: Exposure) {
        entries.append((view, exposure))
    }

    /// Puts the entries in painter's order.
    mutating func finish() {
        entries.reverse()
    }
}
