import ViewExposureGeometry

/// A uniform grid over the boxes of one view's subviews (their subtree regions on screen), so
/// that "the later siblings whose box meets this rect, in drawing order" costs about the number
/// of such siblings rather than the number of siblings: a screen of 50 000 overlapping buttons
/// asked that once per button, scanning every later one, which was quadratic.
///
/// Cells are about the median box size (at most four cells per box on the whole); each cell
/// lists the siblings whose box touches it, ascending. A query merges the lists of the cells
/// the rect touches, in index order (ascending or descending), each sibling once; boxes that
/// are empty or not finite are in every query, absent ones (`nil`: nothing there to find) in
/// none. Answers are exactly the siblings in the range whose box `overlaps` the rect, in order.
/// Immutable once made; a class, so that handing one out (an index keeps each, a walk asks it
/// per view) passes one reference rather than its four arrays. Not `Sendable`.
final class SiblingGrid {
    /// The boxes; an absent one is stored as a box that overlaps and holds nothing (NaN).
    let boxes: [Rect]
    private let originX, originY, cellWidth, cellHeight: Double
    private let columns, rows: Int
    /// Each cell's siblings, ascending, one cell after another (`cellStart[c]..<cellStart[c + 1]`).
    private let flat: [Int32]
    private let cellStart: [Int]
    /// Siblings with an empty or non-finite box: examined by every query.
    private let everywhere: [Int32]

    /// A grid over `boxes` (the siblings' boxes, in order; `nil`: the sibling is never an
    /// answer). O(n log n).
    init(boxes given: [Rect?]) {
        let nowhere = Rect(minX: .nan, minY: .nan, maxX: .nan, maxY: .nan)
        let boxes = given.map { $0 ?? nowhere }
        self.boxes = boxes
        let good = boxes.filter { $0.isFinite && !$0.isEmpty }
        guard let first = good.first else {
            originX = 0; originY = 0; cellWidth = 1; cellHeight = 1; columns = 1; rows = 1
            flat = []
            cellStart = [0, 0]
            everywhere = given.indices.filter { given[$0] != nil }.map { Int32($0) }
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
        var cells = Array(repeating: [Int32](), count: cols * rws)
        var everywhere: [Int32] = []
        for (i, b) in boxes.enumerated() where given[i] != nil {
            guard b.isFinite, !b.isEmpty else { everywhere.append(Int32(i)); continue }
            let (c0, c1, r0, r1) = Self.span(b, originX: originX, originY: originY, cellWidth: cellWidth,
                                             cellHeight: cellHeight, columns: cols, rows: rws)
            for r in r0...r1 { for c in c0...c1 { cells[r * cols + c].append(Int32(i)) } }
        }
        var flat: [Int32] = [], cellStart = [0]
        flat.reserveCapacity(cells.reduce(0) { $0 + $1.count })
        for c in cells { flat += c; cellStart.append(flat.count) }
        self.flat = flat
        self.cellStart = cellStart
        self.everywhere = everywhere
    }

    /// The cells a rect touches (inclusive, clamped to the grid).
    private func span(_ r: Rect) -> (Int, Int, Int, Int) {
        Self.span(r, originX: originX, originY: originY, cellWidth: cellWidth, cellHeight: cellHeight,
                  columns: columns, rows: rows)
    }

    /// ``span(_:)`` of a grid with these dimensions.
    private static func span(_ r: Rect, originX: Double, originY: Double, cellWidth: Double, cellHeight: Double,
                             columns: Int, rows: Int) -> (Int, Int, Int, Int) {
        func clamp(_ x: Double, _ n: Int) -> Int {
            guard x.isFinite else { return x > 0 ? n - 1 : 0 }
            return Swift.min(n - 1, Swift.max(0, Int(saturating: x.rounded(.down))))
        }
        return (clamp((r.minX - originX) / cellWidth, columns), clamp((r.maxX - originX) / cellWidth, columns),
                clamp((r.minY - originY) / cellHeight, rows), clamp((r.maxY - originY) / cellHeight, rows))
    }

    /// Calls `body` with each sibling in `range` whose box overlaps `rect`, ascending or
    /// descending, until `body` returns `false`.
    func forEach(overlapping rect: Rect, in range: Range<Int>, descending: Bool, _ body: (Int) -> Bool) {
        guard !range.isEmpty else { return }
        guard rect.isFinite && !rect.isEmpty else {
            // A rect that is not finite may overlap anything: every sibling in the range.
            for i in (descending ? Array(range.reversed()) : Array(range)) where boxes[i].overlaps(rect) {
                if !body(i) { return }
            }
            return
        }
        let (c0, c1, r0, r1) = span(rect)
        let lo = Int32(range.lowerBound), hi = Int32(range.upperBound)
        func lowerBound(_ x: Int32, _ buffer: UnsafeBufferPointer<Int32>, _ from: Int, _ to: Int) -> Int {
            var a = from, b = to
            while a < b { let m = (a + b) / 2; if buffer[m] < x { a = m + 1 } else { b = m } }
            return a
        }
        flat.withUnsafeBufferPointer { flat in
            everywhere.withUnsafeBufferPointer { everywhere in
                // Per list (the cells the rect touches, and the boxes that are everywhere), the
                // part in `range`: a cursor walking it in order, always at a sibling whose box
                // overlaps the rect (the others are stepped over where they are met: one test each,
                // not a turn of the merge). Kept in a temporary buffer (no array to grow or to
                // check for uniqueness on every step).
                let lists = (r1 - r0 + 1) * (c1 - c0 + 1) + 1
                withUnsafeTemporaryAllocation(of: MergeCursor.self, capacity: lists) { cursors in
                    let step = descending ? -1 : 1
                    // Moves `cursor` on (from where it is) to a sibling whose box overlaps the
                    // rect; `false` when its list has none left.
                    func settle(_ cursor: inout MergeCursor) -> Bool {
                        while cursor.at != cursor.end {
                            if boxes[Int(cursor.head)].overlaps(rect) { return true }
                            cursor.at += step
                        }
                        return false
                    }
                    var live = 0
                    func add(_ list: UnsafeBufferPointer<Int32>, _ from: Int, _ to: Int) {
                        let a = lowerBound(lo, list, from, to)
                        let b = lowerBound(hi, list, a, to)
                        guard a < b else { return }
                        var cursor = descending ? MergeCursor(base: list.baseAddress!, at: b - 1, end: a - 1)
                                                : MergeCursor(base: list.baseAddress!, at: a, end: b)
                        guard settle(&cursor) else { return }
                        cursors.initializeElement(at: live, to: cursor)
                        live += 1
                    }
                    for r in r0...r1 {
                        for c in c0...c1 {
                            let cell = r * columns + c
                            add(flat, cellStart[cell], cellStart[cell + 1])
                        }
                    }
                    if !everywhere.isEmpty { add(everywhere, 0, everywhere.count) }
                    while live > 0 {
                        // The next index in order among the cursors' heads; every list holding it
                        // moves on to its next overlapping box (an emptied one is replaced by the
                        // last: order among cursors does not matter).
                        var pick = cursors[0].head
                        for k in 1..<live {
                            let h = cursors[k].head
                            if descending ? h > pick : h < pick { pick = h }
                        }
                        var k = 0
                        while k < live {
                            if cursors[k].head == pick {
                                cursors[k].at += step
                                if !settle(&cursors[k]) {
                                    live -= 1
                                    cursors[k] = cursors[live]
                                    continue
                                }
                            }
                            k += 1
                        }
                        if !body(Int(pick)) { break }
                    }
                    // Cursors are plain values: nothing to deinitialize.
                }
            }
        }
    }

    /// The siblings whose box holds `point` (edges included), descending; boxes that are empty
    /// or not finite are always listed (the caller decides). One cell's list.
    func candidates(at point: Point) -> [Int] {
        var out: [Int] = []
        if point.x.isFinite && point.y.isFinite {
            let (c, _, r, _) = span(Rect(x: point.x, y: point.y, width: 0, height: 0))
            let cell = r * columns + c
            for i in flat[cellStart[cell]..<cellStart[cell + 1]] {
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
    func cell(at point: Point) -> ArraySlice<Int32>? {
        guard everywhere.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
        let (c, _, r, _) = span(Rect(x: point.x, y: point.y, width: 0, height: 0))
        let cell = r * columns + c
        return flat[cellStart[cell]..<cellStart[cell + 1]]
    }

    /// Whether sibling `i`'s box holds `point` (edges included).
    func box(_ i: Int, holds point: Point) -> Bool {
        let b = boxes[i]
        return b.minX <= point.x && point.x <= b.maxX && b.minY <= point.y && point.y <= b.maxY
    }
}

/// A position in one ascending list of sibling numbers, walked toward `end` (exclusive) in
/// either direction, for ``SiblingGrid/forEach(overlapping:in:descending:_:)``'s merge.
private struct MergeCursor {
    let base: UnsafePointer<Int32>
    var at: Int
    let end: Int
    /// The number at the cursor.
    var head: Int32 { base[at] }
}
