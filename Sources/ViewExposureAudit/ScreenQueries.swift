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

    /// Indexes the screen's views: O(views).
    init(screen: Screen) {
        self.screen = screen
        index = ScreenIndex(screen: screen)
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
        // subviews still to ask, front-most last.
        var stack: [(view: View, point: Point, next: [Int])] = []
        func push(_ v: View, _ p: Point) {
            let order: [Int]
            if let n = index.number(of: v), let grid = index.hitGrid(of: n) {
                order = grid.candidates(at: p).reversed()
            } else {
                order = Array(v.subviews.indices)
            }
            stack.append((v, p, order))
        }
        push(root, point)
        while !stack.isEmpty {
            let top = stack.count - 1
            guard let k = stack[top].next.popLast() else {
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
        var stack: [(view: View, point: Point, alpha: Float, next: [Int])] = []
        func push(_ v: View, _ p: Point, _ alpha: Float) {
            let order: [Int]
            if let n = index.number(of: v), let grid = index.drawGrid(of: n) {
                order = grid.candidates(at: p).reversed()
            } else {
                order = Array(v.subviews.indices)
            }
            stack.append((v, p, alpha, order))
        }
        push(root, point, rootAlpha)
        while !stack.isEmpty {
            let top = stack.count - 1
            guard let k = stack[top].next.popLast() else {
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
