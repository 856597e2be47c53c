import ViewExposureGeometry
import ViewExposureTree

/// Hit-testing with UIKit's rules (docs/semantics.md §4.1), by an iterative reverse pre-order walk.
///
/// For a view V and a point p in V's bounds coordinates, the answer is:
/// 1. `nil` when V is hidden, has `isUserInteractionEnabled == false`, or its own `alpha` is
///    below 0.01 (`alpha` is a `Float`: 0.01 is skipped, 0.011 is not) — the whole subtree is
///    skipped;
/// 2. `nil` when `V.point(inside: p)` is false — so a subview outside its parent's bounds is
///    never hit, whether or not the parent clips;
/// 3. otherwise the first non-`nil` answer of V's subviews, front-most first, each asked with
///    p converted by `fromSuper` (docs/semantics.md §2.5);
/// 4. otherwise V itself — or `nil` when V's policy is `HitTestPolicy/passThrough`.
///
/// The walk keeps an explicit stack, so a 10 000-deep tree uses constant machine stack.
/// Customisation: override `View/point(inside:)` in a subclass, or set `View/hitTestHooks`.
extension View {
    /// The view that receives a touch at `point` (in this view's bounds coordinates), or `nil`.
    ///
    /// Runs this view's `hitTestHooks.hitTest` when it has one (with the default walk as the
    /// continuation), else ``defaultHitTest(_:)``. O(views visited).
    public func hitTest(_ point: Point) -> View? {
        if let hook = hitTestHooks?.hitTest {
            return hook(self, point) { self.defaultHitTest(point) }
        }
        return defaultHitTest(point)
    }

    /// UIKit's default hit test of this view, ignoring this view's own `hitTest` hook but
    /// honouring hooks of its descendants. Iterative. O(views visited).
    public func defaultHitTest(_ point: Point) -> View? {
        defaultHitTest(point, asking: AllSubviews())
    }

    /// ``hitTest(_:)`` asking, at each view, the subviews `order` gives (the same answer for
    /// every order: see ``SubviewOrder``). Inlinable, so that callers specialize the walk.
    @inlinable
    package func hitTest(_ point: Point, asking order: some SubviewOrder) -> View? {
        if let hook = hitTestHooks?.hitTest {
            return hook(self, point) { self.defaultHitTest(point, asking: order) }
        }
        return defaultHitTest(point, asking: order)
    }

    /// ``defaultHitTest(_:)`` asking, at each view, the subviews `order` gives. The one hit-test
    /// walk: every other entry point calls it.
    @inlinable
    package func defaultHitTest<Order: SubviewOrder>(_ point: Point, asking order: Order) -> View? {
        guard acceptsTouches, self.point(inside: point) else { return nil }
        var stack = ContiguousArray<HitTestFrame<Order.Candidates>>()
        stack.reserveCapacity(16)
        stack.append(HitTestFrame(view: self, point: point, next: order.candidates(of: self, at: point, for: .hitTest)))
        while !stack.isEmpty {
            let top = stack.count - 1
            guard let index = stack[top].next.next() else {
                // No subview answered: the view answers itself unless it passes touches through.
                let view = stack[top].view
                stack.removeLast()
                if view.hitTestPolicy != .passThrough { return view }
                continue
            }
            let child = stack[top].view.subviews[index]
            guard let q = child.pointFromSuperview(stack[top].point) else { continue }
            if let hook = child.hitTestHooks?.hitTest {
                if let hit = hook(child, q, { child.defaultHitTest(q, asking: order) }) { return hit }
                continue
            }
            guard child.acceptsTouches, child.point(inside: q) else { continue }
            stack.append(HitTestFrame(view: child, point: q, next: order.candidates(of: child, at: q, for: .hitTest)))
        }
        return nil
    }

    /// Whether the view can take part in hit-testing at all: not hidden, user interaction
    /// enabled, own `alpha` at least 0.01.
    @inlinable public var acceptsTouches: Bool {
        !isHidden && isUserInteractionEnabled && !View.isTransparent(alpha)
    }
}

/// One level of the iterative hit-test walk: a view that accepted the point, the point in its
/// bounds coordinates, and the subviews still to ask.
@usableFromInline
struct HitTestFrame<Candidates: IteratorProtocol<Int>> {
    @usableFromInline let view: View
    @usableFromInline let point: Point
    @usableFromInline var next: Candidates

    @inlinable init(view: View, point: Point, next: Candidates) {
        (self.view, self.point, self.next) = (view, point, next)
    }
}
