import ViewExposure

/// A coordinate-compressed grid over a set of rects: every x and y edge becomes a grid line and
/// each cell is marked covered when some rect contains it. Exact by construction, O(cells × rects)
/// — the oracle's only data structure, deliberately simple.
struct ReferenceGrid {
    /// Sorted distinct x grid lines.
    let xs: [Double]
    /// Sorted distinct y grid lines.
    let ys: [Double]
    /// `covered[row * columns + column]`.
    private(set) var covered: [Bool]

    /// Number of cell columns.
    var columns: Int { max(xs.count - 1, 0) }
    /// Number of cell rows.
    var rows: Int { max(ys.count - 1, 0) }

    /// The grid spanning `frame` with the edges of `rects` (all already inside `frame` and valid).
    init(frame: Rect, rects: [Rect]) {
        xs = Array(Set([frame.minX, frame.maxX] + rects.flatMap { [$0.minX, $0.maxX] })).sorted()
        ys = Array(Set([frame.minY, frame.maxY] + rects.flatMap { [$0.minY, $0.maxY] })).sorted()
        covered = Array(repeating: false, count: max(xs.count - 1, 0) * max(ys.count - 1, 0))
        for r in rects {
            let c0 = xs.firstIndex(of: r.minX)!, c1 = xs.firstIndex(of: r.maxX)!
            let r0 = ys.firstIndex(of: r.minY)!, r1 = ys.firstIndex(of: r.maxY)!
            for row in r0..<r1 { for col in c0..<c1 { covered[row * columns + col] = true } }
        }
    }

    /// The rect of one cell.
    func cell(row: Int, column: Int) -> Rect {
        Rect(minX: xs[column], minY: ys[row], maxX: xs[column + 1], maxY: ys[row + 1])
    }

    /// Whether a cell is covered.
    func isCovered(row: Int, column: Int) -> Bool { covered[row * columns + column] }

    /// Sum of the areas of the cells with `isCovered == wantCovered`, in row-major order.
    func area(covered wantCovered: Bool) -> Double {
        var sum = 0.0
        for row in 0..<rows {
            for col in 0..<columns where isCovered(row: row, column: col) == wantCovered {
                sum += (xs[col + 1] - xs[col]) * (ys[row + 1] - ys[row])
            }
        }
        return sum
    }

    /// The bounding box (from grid lines) of the cells with `isCovered == wantCovered`, or `nil`.
    func bounds(covered wantCovered: Bool) -> Rect? {
        var c0 = Int.max, c1 = -1, r0 = Int.max, r1 = -1
        for row in 0..<rows {
            for col in 0..<columns where isCovered(row: row, column: col) == wantCovered {
                c0 = min(c0, col); c1 = max(c1, col); r0 = min(r0, row); r1 = max(r1, row)
            }
        }
        guard c1 >= 0 else { return nil }
        return Rect(minX: xs[c0], minY: ys[r0], maxX: xs[c1 + 1], maxY: ys[r1 + 1])
    }

    /// Disjoint rects covering exactly the cells with `isCovered == wantCovered` inside `window`
    /// (grid lines of `window` must be grid lines of the grid): horizontal runs per row.
    func runs(covered wantCovered: Bool, inside window: Rect) -> [Rect] {
        var out: [Rect] = []
        for row in 0..<rows where ys[row] >= window.minY && ys[row + 1] <= window.maxY {
            var col = 0
            while col < columns {
                guard xs[col] >= window.minX, xs[col + 1] <= window.maxX,
                    isCovered(row: row, column: col) == wantCovered
                else { col += 1; continue }
                let start = col
                while col < columns, xs[col + 1] <= window.maxX,
                    isCovered(row: row, column: col) == wantCovered
                { col += 1 }
                out.append(Rect(minX: xs[start], minY: ys[row], maxX: xs[col], maxY: ys[row + 1]))
            }
        }
        return out
    }
}
