import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// The questions an audit asks a screen many times over, answered once each: the hit test
/// and the front-most drawn view at a point (controls stacked on one spot share their center,
/// and a chain of nested controls all ask the same point), and per-view geometry and order from
/// a ``ScreenIndex`` (O(1) instead of walking the superview chain).
///
/// The hit test and the front-most walk are the library's walks, except that in a long sibling
/// list only the subviews whose (widened) box holds the point are asked (``SiblingGrid``): on a
/// screen of 50 000 stacked buttons each walk asked thousands.
///
/// The answers are those of `Screen.hitTest(_:)`, `Screen.frontmostDrawnView(at:)`,
/// `View.isDescendant(of:)` and `View.isInFront(of:)`; the screen must not change while the
/// queries are in use. Not `Sendable`: one screen, one thread.
final class ScreenQueries {
    let screen: Screen
    /// Every view's order and geometry.
    let index: ScreenIndex
    private var hits: [Point: View?] = [:]
    private var frontmost: [Point: View?] = [:]

    /// Indexes the screen's views (``ScreenIndex/init(screen:touchAreas:)``): O(views).
    init(screen: Screen, touchAreas: Bool = true) {
        self.screen = screen
        index = ScreenIndex(screen: screen, touchAreas: touchAreas)
    }

    /// `screen.hitTest(point)`, remembered by point; the library's walk, asking in a long
    /// sibling list only the subviews whose hit area holds the point (``GridOrder``).
    func hitTest(_ point: Point) -> View? {
        if let v = hits[point] { return v }
        let v = screen.hitTest(point, asking: GridOrder(index: index))
        hits[point] = .some(v)
        return v
    }

    /// `screen.frontmostDrawnView(at: point)`, remembered by point; the library's walk, asking
    /// in a long sibling list only the subviews whose subtree region holds the point.
    func frontmostDrawnView(at point: Point) -> View? {
        if let v = frontmost[point] { return v }
        let v = screen.frontmostDrawnView(at: point, asking: GridOrder(index: index))
        frontmost[point] = .some(v)
        return v
    }

    /// Whether `view` is `ancestor` or inside it. O(1) for views on the screen.
    func isDescendant(_ view: View, of ancestor: View) -> Bool { index.isDescendant(view, of: ancestor) }

    /// Whether `view` is drawn after `other`, neither inside the other. O(1) for views on the screen.
    func isInFront(_ view: View, of other: View) -> Bool { index.isInFront(view, of: other) }
}

/// The subviews (and windows) a walk at a point asks in an indexed screen: in a list of at least
/// ``ScreenIndex/gridThreshold`` subviews (or windows), only those whose (widened) box holds the point —
/// hit areas for the hit test (``ScreenIndex/hitGrid(of:)``), subtree regions for the
/// front-most walk (``ScreenIndex/drawGrid(of:)``); the others cannot answer.
private struct GridOrder: SubviewOrder {
    let index: ScreenIndex

    func candidates(of view: View, at point: Point, for purpose: SubviewWalk) -> SubviewCursor {
        let count = view.subviews.count
        guard count >= ScreenIndex.gridThreshold, let n = index.number(of: view) else {
            return SubviewCursor(count: count, grid: nil, point: point)
        }
        switch purpose {
        case .hitTest: return SubviewCursor(count: count, grid: index.hitGrid(of: n), point: point)
        case .frontmostDrawn: return SubviewCursor(count: count, grid: index.drawGrid(of: n), point: point)
        }
    }

    /// The windows likewise: a screen of thousands of windows asked every one of them.
    func windowCandidates(of screen: Screen, at point: Point, for purpose: SubviewWalk) -> SubviewCursor {
        let count = screen.windows.count
        guard count >= ScreenIndex.gridThreshold else { return SubviewCursor(count: count, grid: nil, point: point) }
        switch purpose {
        case .hitTest: return SubviewCursor(count: count, grid: index.hitGrid(of: -1), point: point)
        case .frontmostDrawn: return SubviewCursor(count: count, grid: index.drawGrid(of: -1), point: point)
        }
    }
}

/// The subviews a walk at a point still has to ask, front-most first: all of them counting
/// down, or, with a grid, those of the point's cell whose box holds the point.
private struct SubviewCursor: IteratorProtocol {
    private var remaining: Int
    private let grid: SiblingGrid?
    private let cell: ArraySlice<Int32>?
    private let list: [Int]
    private let point: Point

    init(count: Int, grid: SiblingGrid?, point: Point) {
        self.grid = grid
        self.point = point
        if let grid, let cell = grid.cell(at: point) {
            self.cell = cell
            list = []
            remaining = cell.count
        } else if let grid {
            cell = nil
            list = grid.candidates(at: point)
            remaining = list.count
        } else {
            cell = nil
            list = []
            remaining = count
        }
    }

    /// The next subview index, `nil` when none is left.
    mutating func next() -> Int? {
        if let cell, let grid {
            while remaining > 0 {
                remaining -= 1
                let k = Int(cell[cell.startIndex + remaining])
                if grid.box(k, holds: point) { return k }
            }
            return nil
        }
        guard remaining > 0 else { return nil }
        remaining -= 1
        return grid == nil ? remaining : list[list.count - 1 - remaining]
    }
}
