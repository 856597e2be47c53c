import ViewExposureGeometry

/// A uniform grid over the boxes of one view's subviews (their subtree regions on screen), so
/// that "the later siblings whose box meets this rect, in drawing order" costs about the number
/// of such siblings rather than the number of siblings: a screen of 50 000 overlapping buttons
/// asked that once per button, scanning every later one, which was quadratic.
///
/// Cells are about the median box size (at most four cells per box on the whole); each cell
/// lists the siblings whose box touches it, ascending. A query merges the lists of the cells
/// the rect touches, in index order (ascending or descending), each sibling once; boxes that
/// are empty or not finite are in every query. Answers are exactly the siblings in the range
/// whose box `overlaps` the rect, in order. Not `Sendable`.
struct SiblingGrid {
    let boxes: [Rect]
    private let originX, originY, cellWidth, cellHeight: Double
    private let columns, rows: Int
    private var cells: [[Int32]]
    /// Siblings with an empty or non-finite box: examined by every query.
    private var everywhere: [Int32] = []

    /// A grid over `boxes` (the siblings' boxes, in order). O(n log n).
    init(boxes: [Rect]) {
        self.boxes = boxes
        let good = boxes.filter { $0.isFinite && !$0.isEmpty }
        guard let first = good.first else {
            originX = 0; originY = 0; cellWidth = 1; cellHeight = 1; columns = 1; rows = 1
            cells = [[]]
            everywhere = boxes.indices.map { Int32($0) }
            return
        }
        var all = first
        for b in good { all = all.union(b) }
        let widths = good.map(\.width).sorted(), heights = good.map(\.height).sorted()
        let budget = Swift.max(1, 4 * boxes.count)
        var cols = Swift.max(1, Swift.min(4_096, Int((all.width / Swift.max(widths[widths.count / 2], 1e-9)).rounded(.up))))
        var rws = Swift.max(1, Swift.min(4_096, Int((all.height / Swift.max(heights[heights.count / 2], 1e-9)).rounded(.up))))
        while cols * rws > budget { if cols >= rws { cols = (cols + 1) / 2 } else { rws = (rws + 1) / 2 } }
        originX = all.minX; originY = all.minY
        cellWidth = Swift.max(all.width / Double(cols), 1e-9); cellHeight = Swift.max(all.height / Double(rws), 1e-9)
        columns = cols; rows = rws
        cells = Array(repeating: [], count: cols * rws)
        for (i, b) in boxes.enumerated() {
            guard b.isFinite, !b.isEmpty else { everywhere.append(Int32(i)); continue }
            let (c0, c1, r0, r1) = span(b)
            for r in r0...r1 { for c in c0...c1 { cells[r * cols + c].append(Int32(i)) } }
        }
    }

    /// The cells a rect touches (inclusive, clamped to the grid).
    private func span(_ r: Rect) -> (Int, Int, Int, Int) {
        func clamp(_ x: Double, _ n: Int) -> Int {
            guard x.isFinite else { return x > 0 ? n - 1 : 0 }
            return Swift.min(n - 1, Swift.max(0, Int(x.rounded(.down))))
        }
        return (clamp((r.minX - originX) / cellWidth, columns), clamp((r.maxX - originX) / cellWidth, columns),
                clamp((r.minY - originY) / cellHeight, rows), clamp((r.maxY - originY) / cellHeight, rows))
    }

    /// Calls `body` with each sibling in `range` whose box overlaps `rect`, ascending or
    /// descending, until `body` returns `false`.
    func forEach(overlapping rect: Rect, in range: Range<Int>, descending: Bool, _ body: (Int) -> Bool) {
        guard !range.isEmpty else { return }
        var lists: [ArraySlice<Int32>] = []
        func slice(_ list: [Int32]) -> ArraySlice<Int32> {
            // Binary searches for the part of the (ascending) list inside `range`.
            func lowerBound(_ x: Int) -> Int {
                var lo = 0, hi = list.count
                while lo < hi { let m = (lo + hi) / 2; if Int(list[m]) < x { lo = m + 1 } else { hi = m } }
                return lo
            }
            return list[lowerBound(range.lowerBound)..<lowerBound(range.upperBound)]
        }
        if !everywhere.isEmpty { lists.append(slice(everywhere)) }
        if rect.isFinite && !rect.isEmpty {
            let (c0, c1, r0, r1) = span(rect)
            for r in r0...r1 { for c in c0...c1 where !cells[r * columns + c].isEmpty { lists.append(slice(cells[r * columns + c])) } }
        } else {
            // A rect that is not finite may overlap anything: every sibling in the range.
            for i in (descending ? Array(range.reversed()) : Array(range)) where boxes[i].overlaps(rect) {
                if !body(i) { return }
            }
            return
        }
        lists.removeAll { $0.isEmpty }
        while !lists.isEmpty {
            // The next index in order among the lists' heads; every list holding it advances.
            var pick = descending ? Int(lists[0].last!) : Int(lists[0].first!)
            for l in lists.dropFirst() {
                let h = Int(descending ? l.last! : l.first!)
                if descending ? h > pick : h < pick { pick = h }
            }
            var k = 0
            while k < lists.count {
                if Int(descending ? lists[k].last! : lists[k].first!) == pick {
                    if descending { lists[k].removeLast() } else { lists[k].removeFirst() }
                    if lists[k].isEmpty { lists.remove(at: k); continue }
                }
                k += 1
            }
            if boxes[pick].overlaps(rect), !body(pick) { return }
        }
    }

    /// The siblings whose box holds `point` (edges included), descending; boxes that are empty
    /// or not finite are always listed (the caller decides). One cell's list.
    func candidates(at point: Point) -> [Int] {
        var out: [Int] = []
        if point.x.isFinite && point.y.isFinite {
            let (c, _, r, _) = span(Rect(x: point.x, y: point.y, width: 0, height: 0))
            for i in cells[r * columns + c] {
                let b = boxes[Int(i)]
                if b.minX <= point.x && point.x <= b.maxX && b.minY <= point.y && point.y <= b.maxY { out.append(Int(i)) }
            }
        } else {
            return boxes.indices.reversed()
        }
        if !everywhere.isEmpty {
            out += everywhere.map(Int.init)
            out.sort()
        }
        return out.reversed()
    }

    /// The list of the cell holding `point` (ascending; a superset of the siblings whose box
    /// holds it), or `nil` when some boxes are in every answer or the point is not finite
    /// (then use ``candidates(at:)``).
    func cell(at point: Point) -> [Int32]? {
        guard everywhere.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
        let (c, _, r, _) = span(Rect(x: point.x, y: point.y, width: 0, height: 0))
        return cells[r * columns + c]
    }

    /// Whether sibling `i`'s box holds `point` (edges included).
    func box(_ i: Int, holds point: Point) -> Bool {
        let b = boxes[i]
        return b.minX <= point.x && point.x <= b.maxX && b.minY <= point.y && point.y <= b.maxY
    }
}
