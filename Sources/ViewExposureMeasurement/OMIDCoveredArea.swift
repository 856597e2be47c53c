import ViewExposureGeometry

/// The area Open Measurement counts as covered (docs/semantics.md §3.10, "Covered area"): the
/// accepted obstructions' edges, clipped to the on-screen rect, cut it into a grid; a cell
/// counts when some obstruction strictly contains the point half a unit right of and below the
/// cell's top-left corner, and adds `round(cell width) × round(cell height)` (half up).
///
/// So a strip thinner than 0.5 covers nothing, and a cell from 0.5 to 1 wide counts as 1.
///
/// Computed by a sweep over the columns with a segment tree over the rows (weights the rows'
/// rounded heights): O(n log n) for n obstructions, not O(n²) cells × n.
enum OMIDCoveredArea {
    /// `x` rounded half up, as JavaScript's `Math.round` (ties toward +∞), exactly: no
    /// `x + 0.5` that rounds 0.49999999999999994 up.
    @inline(__always) static func roundHalfUp(_ x: Double) -> Double {
        let f = x.rounded(.down)
        return x - f >= 0.5 ? f + 1 : f
    }

    /// The covered area of `onScreen` by `obstructions` (each with positive size).
    static func covered(_ onScreen: Rect, by obstructions: [Rect]) -> Double {
        guard !obstructions.isEmpty else { return 0 }
        if obstructions.count <= fewObstructions { return coveredByFew(onScreen, obstructions) }
        let xs = gridLines(obstructions, min: onScreen.minX, max: onScreen.maxX, \.minX, \.maxX)
        let ys = gridLines(obstructions, min: onScreen.minY, max: onScreen.maxY, \.minY, \.maxY)
        guard xs.count > 1, ys.count > 1 else { return 0 }
        let columnCount = xs.count - 1, rowCount = ys.count - 1
        // Probe points of the cells: increasing, so each obstruction covers a contiguous range.
        let px = xs.dropLast().map { $0 + 0.5 }, py = ys.dropLast().map { $0 + 0.5 }
        // (column, row range, +1/-1): an obstruction enters at its first column, leaves after its last.
        var events: [(column: Int, rows: Range<Int>, delta: Int32)] = []
        events.reserveCapacity(2 * obstructions.count)
        for o in obstructions {
            let columns = probes(px, strictlyInside: o.minX, o.maxX)
            let rows = probes(py, strictlyInside: o.minY, o.maxY)
            guard !columns.isEmpty, !rows.isEmpty else { continue }
            events.append((columns.lowerBound, rows, 1))
            events.append((columns.upperBound, rows, -1))
        }
        events.sort { $0.column < $1.column }
        var tree = WeightedCoverTree(weights: (0..<rowCount).map { roundHalfUp(ys[$0 + 1] - ys[$0]) })
        var covered = 0.0, next = 0
        for column in 0..<columnCount {
            while next < events.count && events[next].column == column {
                tree.add(events[next].delta, to: events[next].rows)
                next += 1
            }
            let width = roundHalfUp(xs[column + 1] - xs[column])
            if width > 0 { covered += width * tree.coveredWeight }
        }
        return covered
    }

    /// Up to this many obstructions, ``coveredByFew(_:_:)`` asks each cell about each
    /// obstruction, with no allocation; beyond, the sweep's O(n log n) wins.
    static let fewObstructions = 8

    /// The same count for a few obstructions: the same grid lines and probe points, on a
    /// temporary buffer instead of arrays. Each obstruction marks, as bits, the rows whose
    /// probe it strictly contains; a column's covered rows are the union of the marks of the
    /// obstructions strictly containing its probe. O(n²) for n ≤ ``fewObstructions`` (at most
    /// 2n − 1 columns and rows: bits of a `UInt32`). The sums run over the columns, and in each
    /// over the rows, in increasing order, as a cell-by-cell count would: the same total, bit
    /// for bit, even where the rounded sizes are too large to add exactly.
    private static func coveredByFew(_ onScreen: Rect, _ obstructions: [Rect]) -> Double {
        let n = obstructions.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * n) { buffer in
            var xs = 0, ys = 2 * n
            for r in obstructions {
                buffer[xs] = Swift.min(Swift.max(r.minX, onScreen.minX), onScreen.maxX)
                buffer[xs + 1] = Swift.min(Swift.max(r.maxX, onScreen.minX), onScreen.maxX)
                buffer[ys] = Swift.min(Swift.max(r.minY, onScreen.minY), onScreen.maxY)
                buffer[ys + 1] = Swift.min(Swift.max(r.maxY, onScreen.minY), onScreen.maxY)
                xs += 2
                ys += 2
            }
            let columns = distinctSorted(buffer, 0..<(2 * n)), rows = distinctSorted(buffer, (2 * n)..<(4 * n))
            guard columns > 1, rows > 1 else { return 0 }
            let firstRow = 2 * n
            // Per obstruction, its rows as bits; per row, its rounded height (once, not once a
            // column: the same values, summed in the same order).
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: n) { rowMarks in
                for (k, o) in obstructions.enumerated() {
                    var mark: UInt32 = 0
                    for r in 0..<(rows - 1) {
                        let py = buffer[firstRow + r] + 0.5
                        if py > o.minY && py < o.maxY { mark |= 1 << UInt32(r) }
                    }
                    rowMarks[k] = mark
                }
                return withUnsafeTemporaryAllocation(of: Double.self, capacity: rows - 1) { rowWeights in
                    for r in 0..<(rows - 1) {
                        rowWeights[r] = roundHalfUp(buffer[firstRow + r + 1] - buffer[firstRow + r])
                    }
                    var covered = 0.0
                    for c in 0..<(columns - 1) {
                        let width = roundHalfUp(buffer[c + 1] - buffer[c])
                        guard width > 0 else { continue }
                        let px = buffer[c] + 0.5
                        var marks: UInt32 = 0
                        for (k, o) in obstructions.enumerated() where px > o.minX && px < o.maxX { marks |= rowMarks[k] }
                        var weight = 0.0
                        while marks != 0 {
                            weight += rowWeights[marks.trailingZeroBitCount]
                            marks &= marks - 1
                        }
                        covered += width * weight
                    }
                    return covered
                }
            }
        }
    }

    /// Sorts `buffer[range]` (insertion sort: a few values) and moves its distinct values to
    /// the range's start; returns how many.
    private static func distinctSorted(_ buffer: UnsafeMutableBufferPointer<Double>, _ range: Range<Int>) -> Int {
        for i in range.dropFirst() {
            let v = buffer[i]
            var j = i
            while j > range.lowerBound && buffer[j - 1] > v {
                buffer[j] = buffer[j - 1]
                j -= 1
            }
            buffer[j] = v
        }
        var count = 0
        for i in range where count == 0 || buffer[range.lowerBound + count - 1] != buffer[i] {
            buffer[range.lowerBound + count] = buffer[i]
            count += 1
        }
        return count
    }

    /// The sorted distinct edges of `rects` along one axis, each clamped to `min...max`.
    private static func gridLines(_ rects: [Rect], min: Double, max: Double,
                                  _ low: KeyPath<Rect, Double>, _ high: KeyPath<Rect, Double>) -> [Double] {
        var lines: [Double] = []
        lines.reserveCapacity(2 * rects.count)
        for r in rects {
            lines.append(Swift.min(Swift.max(r[keyPath: low], min), max))
            lines.append(Swift.min(Swift.max(r[keyPath: high], min), max))
        }
        lines.sort()
        var distinct: [Double] = []
        distinct.reserveCapacity(lines.count)
        for v in lines where distinct.last != v { distinct.append(v) }
        return distinct
    }

    /// The indices of the increasing `probes` strictly between `low` and `high`. O(log n).
    private static func probes(_ probes: [Double], strictlyInside low: Double, _ high: Double) -> Range<Int> {
        let first = partition(probes) { $0 > low }
        let end = partition(probes) { $0 >= high }
        return first < end ? first..<end : first..<first
    }

    /// The first index whose element satisfies `isAbove` (monotone over `values`).
    private static func partition(_ values: [Double], _ isAbove: (Double) -> Bool) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isAbove(values[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

/// A segment tree over weighted rows answering "the total weight of the rows covered by at
/// least one active range" after each range is added or removed (the classic union-area
/// tree). O(log n) per change; the recursion depth is the tree's height, about log₂ n.
struct WeightedCoverTree {
    private let weights: [Double]
    private var count: [Int32]
    private var covered: [Double]
    private var total: [Double]

    /// A tree over rows with these weights, nothing covered.
    init(weights: [Double]) {
        self.weights = weights
        let size = Swift.max(1, 4 * weights.count)
        count = Array(repeating: 0, count: size)
        covered = Array(repeating: 0, count: size)
        total = Array(repeating: 0, count: size)
        if !weights.isEmpty { build(node: 1, weights.startIndex, weights.endIndex) }
    }

    /// The total weight of the covered rows.
    var coveredWeight: Double { covered.count > 1 ? covered[1] : 0 }

    /// Adds `delta` (+1 or -1) to the cover count of `rows`.
    mutating func add(_ delta: Int32, to rows: Range<Int>) {
        guard !rows.isEmpty else { return }
        update(node: 1, weights.startIndex, weights.endIndex, rows, delta)
    }

    private mutating func build(node: Int, _ lo: Int, _ hi: Int) {
        if hi - lo == 1 { total[node] = weights[lo]; return }
        let mid = (lo + hi) / 2
        build(node: 2 * node, lo, mid)
        build(node: 2 * node + 1, mid, hi)
        total[node] = total[2 * node] + total[2 * node + 1]
    }

    private mutating func update(node: Int, _ lo: Int, _ hi: Int, _ rows: Range<Int>, _ delta: Int32) {
        if rows.upperBound <= lo || hi <= rows.lowerBound { return }
        if rows.lowerBound <= lo && hi <= rows.upperBound {
            count[node] += delta
        } else {
            let mid = (lo + hi) / 2
            update(node: 2 * node, lo, mid, rows, delta)
            update(node: 2 * node + 1, mid, hi, rows, delta)
        }
        if count[node] > 0 {
            covered[node] = total[node]
        } else if hi - lo == 1 {
            covered[node] = 0
        } else {
            covered[node] = covered[2 * node] + covered[2 * node + 1]
        }
    }
}
