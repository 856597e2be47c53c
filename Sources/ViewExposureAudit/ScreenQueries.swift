import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// The questions an audit asks a screen many times over, answered once each: the hit test
/// and the front-most drawn view at a point (controls stacked on one spot share their center,
/// and a chain of nested controls all ask the same point), and per-view geometry and order from
/// a ``ScreenIndex`` (O(1) instead of walking the superview chain).
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
        let v = screen.hitTest(point)
        hits[point] = .some(v)
        return v
    }

    /// `screen.frontmostDrawnView(at: point)`, remembered by point.
    func frontmostDrawnView(at point: Point) -> View? {
        if let v = frontmost[point] { return v }
        let v = screen.frontmostDrawnView(at: point)
        frontmost[point] = .some(v)
        return v
    }

    /// Whether `view` is `ancestor` or inside it. O(1) for views on the screen.
    func isDescendant(_ view: View, of ancestor: View) -> Bool { index.isDescendant(view, of: ancestor) }

    /// Whether `view` is drawn after `other`, neither inside the other. O(1) for views on the screen.
    func isInFront(_ view: View, of other: View) -> Bool { index.isInFront(view, of: other) }
}
