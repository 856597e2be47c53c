import ViewExposureGeometry

/// A growing set of rects (an ``ObstructionScope``'s obstructions, on screen) that answers
/// "which of them overlap this rect" in about the number that do, not the number there are.
///
/// A hierarchical grid: a rect whose longer side is at most 2^L lies at level L, listed in the
/// one cell of side 2^L holding its minimum corner; a query looks, at each level in use, at the
/// cells whose rects can reach it (a rect reaches at most one cell past its own), or scans
/// the level's list when that is shorter. Rects with a non-finite or huge coordinate are in
/// every answer's candidates. Each rect is listed once, so an answer holds each once; the
/// exact test is `Rect.overlaps`, so answers are exactly the overlapping rects.
///
/// Complexity: adding is O(1) amortized; a query is O(Σ over levels in use of
/// min(cells it spans, rects at the level)) plus the candidates tested. Memory: one cell
/// entry per occupied cell and two integers per rect.
struct ObstructionGrid {
    /// A cell of one level.
    private struct Cell: Hashable {
        let level: Int32
        let x: Int
        let y: Int
    }

    /// The most recently added rect of each occupied cell; `next` links each rect to the one
    /// added before it in its cell (-1: none).
    private var head: [Cell: Int32] = [:]
    private var next: [Int32] = []
    /// The rects at each level, by level (`levels[l - lowestLevel]`).
    private var levels: [[Int32]] = []
    /// Rects that are in no cell (a coordinate not finite or beyond ``limit``).
    private var everywhere: [Int32] = []

    /// Levels below this hold rects of sides up to 2^lowestLevel (tiny rects share it).
    private static let lowestLevel = -16
    /// Coordinates beyond this (in absolute value) are not put in cells (so that a cell
    /// coordinate, at most 2^(40 + 16), is an `Int`).
    private static let limit = 0x1p40

    /// An empty grid.
    init() {}

    /// The level of a finite, non-negative extent: the least L ≥ ``lowestLevel`` with
    /// extent ≤ 2^L.
    private static func level(of extent: Double) -> Int {
        guard extent > 0x1p-16 else { return lowestLevel }
        // `exponent` is floor(log2); an exact power of two is its own level.
        let e = Int(extent.exponent)
        return extent == Double(sign: .plus, exponent: extent.exponent, significand: 1) ? e : e + 1
    }

    private static func cellCoordinate(_ x: Double, _ side: Double) -> Int { Int((x / side).rounded(.down)) }

    /// Lists rect number `i` (numbers count up from 0 in the order rects are added).
    mutating func add(_ rect: Rect, number i: Int) {
        next.append(-1)
        let n = Int32(truncatingIfNeeded: i)
        guard rect.isFinite, Swift.max(abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY)) <= Self.limit else {
            everywhere.append(n)
            return
        }
        let l = Self.level(of: Swift.max(rect.width, rect.height))
        let side = Double(sign: .plus, exponent: l, significand: 1)
        let cell = Cell(level: Int32(l), x: Self.cellCoordinate(rect.minX, side), y: Self.cellCoordinate(rect.minY, side))
        next[i] = head.updateValue(n, forKey: cell) ?? -1
        let k = l - Self.lowestLevel
        if levels.count <= k { levels += Array(repeating: [], count: k + 1 - levels.count) }
        levels[k].append(n)
    }

    /// Calls `body` with the number of every listed rect that may overlap `query` (a superset
    /// of those that do, each once, in no particular order). A query that is not finite, or
    /// beyond the cells' limit, gets every rect.
    func forEachCandidate(near query: Rect, _ body: (Int) -> Void) {
        for n in everywhere { body(Int(n)) }
        guard query.isFinite, Swift.max(abs(query.minX), abs(query.maxX), abs(query.minY), abs(query.maxY)) <= Self.limit else {
            for level in levels { for n in level { body(Int(n)) } }
            return
        }
        for (k, members) in levels.enumerated() where !members.isEmpty {
            let l = k + Self.lowestLevel
            let side = Double(sign: .plus, exponent: l, significand: 1)
            // A rect in cell (x, y) has its minimum corner in it and sides ≤ side, so it
            // reaches into the next cell at most.
            let x0 = Self.cellCoordinate(query.minX, side) - 1, x1 = Self.cellCoordinate(query.maxX, side)
            let y0 = Self.cellCoordinate(query.minY, side) - 1, y1 = Self.cellCoordinate(query.maxY, side)
            let cells = (x1 - x0 + 1).multipliedReportingOverflow(by: y1 - y0 + 1)
            if cells.overflow || cells.partialValue >= members.count {
                for n in members { body(Int(n)) }
                continue
            }
            let level = Int32(l)
            for y in y0...y1 {
                for x in x0...x1 {
                    var n = head[Cell(level: level, x: x, y: y)] ?? -1
                    while n >= 0 {
                        body(Int(n))
                        n = next[Int(n)]
                    }
                }
            }
        }
    }
}
