import ViewExposureGeometry

/// Closures that customise one view's hit test, for code that cannot (or would rather not)
/// subclass — the Swift counterpart of overriding `pointInside:withEvent:` and
/// `hitTest:withEvent:` on a `UIView`.
///
/// How hooks compose with the iterative walk (`View/hitTest(_:)`):
/// - `pointInside` replaces the default inside test of the view. The walk asks it like any
///   other inside test, with no nesting.
/// - `hitTest` replaces the view's whole hit test, *including* UIKit's hidden / interaction /
///   alpha checks (exactly as an override of `hitTest:withEvent:` does). When an ancestor's walk
///   reaches a view with this hook, it calls the hook with the point in the view's bounds
///   coordinates and a `defaultHitTest` continuation — the equivalent of `super.hitTest` — which
///   runs the default iterative walk over the view's subtree (honouring hooks further down).
///   A `nil` answer makes the walk go on with the next sibling behind, as in UIKit.
///
/// Stack use therefore grows only with the number of `hitTest` hooks that are active on the
/// path at once, never with the depth of the tree.
///
/// Closures receive the view as a parameter so that they need not capture it (no retain cycle).
public struct HitTestHooks {
    /// Decides whether a point in the view's bounds coordinates is inside the view.
    public typealias PointInside = (_ view: View, _ point: Point) -> Bool
    /// Answers the view's hit test for a point in its bounds coordinates; `defaultHitTest`
    /// computes UIKit's default answer for the view (like calling `super`).
    public typealias HitTest = (_ view: View, _ point: Point, _ defaultHitTest: () -> View?) -> View?

    /// Replaces the default inside test, if set.
    public var pointInside: PointInside?

    /// The rule that replaces the view's hit test, if any. A rule that is a value of its own
    /// type (an interception policy, say) can be recognised by whoever needs to know more than
    /// its answers — the region audit, the scene encoder — with `as?`; a closure set through
    /// ``hitTest`` is opaque.
    public var hitTestRule: (any HitTestRule)?

    /// Wraps the view's hit test, if set: the closure form of ``hitTestRule``.
    public var hitTest: HitTest? {
        get { hitTestRule.map { rule in { rule.hitTest($0, at: $1, defaultHitTest: $2) } } }
        set { hitTestRule = newValue.map(ClosureHitTestRule.init) }
    }

    /// Creates hooks; leave either `nil` to keep the default behaviour for it.
    public init(pointInside: PointInside? = nil, hitTest: HitTest? = nil) {
        self.pointInside = pointInside
        self.hitTest = hitTest
    }
}

/// A replacement for one view's hit test (an override of `hitTest:withEvent:`), as a value that
/// can be inspected. See ``HitTestHooks``.
public protocol HitTestRule {
    /// The view that receives a touch at `point` (in `view`'s bounds coordinates), or `nil`;
    /// `defaultHitTest` runs UIKit's default walk for `view` (like calling `super`).
    func hitTest(_ view: View, at point: Point, defaultHitTest: () -> View?) -> View?
}

/// A ``HitTestRule`` given as a closure.
struct ClosureHitTestRule: HitTestRule {
    let body: HitTestHooks.HitTest

    func hitTest(_ view: View, at point: Point, defaultHitTest: () -> View?) -> View? {
        body(view, point, defaultHitTest)
    }
}
