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

    /// `screen.hitTest(point)`, remembered by point.
    func hitTest(_ point: Point) -> View? {
        if let v = hits[point] { return v }
        var v: View? = nil
        for w in screen.windows.reversed() {
            guard let q = w.pointFromSuperview(point) else { continue }
            if let hit = hitTest(in: w, q) { v = hit; break }
        }
        hits[point] = .some(v)
        return v
    }

    /// `view.hitTest(point)` (UIKit's walk, ``View/defaultHitTest(_:)``), asking only the
    /// subviews of a long list whose hit area holds the point (``ScreenIndex/hitGrid(of:)``):
    /// the others cannot take it. Views with hooks are asked as the library asks them.
    private func hitTest(in root: View, _ point: Point) -> View? {
        if root.hitTestHooks != nil { return root.hitTest(point) }
        guard root.acceptsTouches, root.point(inside: point) else { return nil }
        // Each frame: a view that took the point, the point in its coordinates, and the
        // subviews still to ask, front-most first.
        var stack: [(view: View, point: Point, next: SubviewCursor)] = []
        func push(_ v: View, _ p: Point) {
            let grid = v.subviews.count >= ScreenIndex.gridThreshold ? index.number(of: v).flatMap { index.hitGrid(of: $0) } : nil
            stack.append((v, p, SubviewCursor(count: v.subviews.count, grid: grid, point: p)))
        }
        push(root, point)
        while !stack.isEmpty {
            let top = stack.count - 1
            guard let k = stack[top].next.next() else {
                let view = stack.removeLast().view
                if view.hitTestPolicy != .passThrough { return view }
                continue
            }
            let child = stack[top].view.subviews[k]
            guard let q = child.pointFromSuperview(stack[top].point) else { continue }
            if let hook = child.hitTestHooks?.hitTest {
                if let hit = hook(child, q, { child.defaultHitTest(q) }) { return hit }
                continue
            }
            guard child.acceptsTouches, child.point(inside: q) else { continue }
            push(child, q)
        }
        return nil
    }

    /// `screen.frontmostDrawnView(at: point)`, remembered by point.
    func frontmostDrawnView(at point: Point) -> View? {
        if let v = frontmost[point] { return v }
        var v: View? = nil
        for w in screen.windows.reversed() {
            guard let q = w.pointFromSuperview(point) else { continue }
            if let found = frontmostDrawn(in: w, q) { v = found; break }
        }
        frontmost[point] = .some(v)
        return v
    }

    /// `view.frontmostDrawnView(at:)`, asking only the subviews of a long list whose subtree
    /// region holds the point (``ScreenIndex/drawGrid(of:)``): the walk skips the others anyway.
    private func frontmostDrawn(in root: View, _ point: Point) -> View? {
        let rootAlpha = root.effectiveAlpha
        guard !root.isHidden, rootAlpha >= View.transparencyThreshold else { return nil }
        if root.clipsToBounds && !root.bounds.contains(point) { return nil }
        var stack: [(view: View, point: Point, alpha: Float, next: SubviewCursor)] = []
        func push(_ v: View, _ p: Point, _ alpha: Float) {
            let grid = v.subviews.count >= ScreenIndex.gridThreshold ? index.number(of: v).flatMap { index.drawGrid(of: $0) } : nil
            stack.append((v, p, alpha, SubviewCursor(count: v.subviews.count, grid: grid, point: p)))
        }
        push(root, point, rootAlpha)
        while !stack.isEmpty {
            let top = stack.count - 1
            guard let k = stack[top].next.next() else {
                let f = stack.removeLast()
                if f.view.drawsContent && f.view.bounds.contains(f.point) { return f.view }
                continue
            }
            let child = stack[top].view.subviews[k]
            let alpha = stack[top].alpha * child.alpha
            guard !child.isHidden, alpha >= View.transparencyThreshold,
                  child.subtreeRegion.contains(stack[top].point),
                  let q = child.pointFromSuperview(stack[top].point) else { continue }
            if child.clipsToBounds && !child.bounds.contains(q) { continue }
            push(child, q, alpha)
        }
        return nil
    }

    /// Whether `view` is `ancestor` or inside it. O(1) for views on the screen.
    func isDescendant(_ view: View, of ancestor: View) -> Bool { index.isDescendant(view, of: ancestor) }

    /// Whether `view` is drawn after `other`, neither inside the other. O(1) for views on the screen.
    func isInFront(_ view: View, of other: View) -> Bool { index.isInFront(view, of: other) }
}

/// The subviews a walk at a point still has to ask, front-most first: all of them counting
/// down, or, with a grid, those of the point's cell whose box holds the point.
private struct SubviewCursor {
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
