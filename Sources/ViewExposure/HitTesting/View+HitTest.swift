/// Hit-testing with UIKit's rules (spec §4), by an iterative reverse pre-order walk.
///
/// For a view V and a point p in V's bounds coordinates, the answer is:
/// 1. `nil` when V is hidden, has `isUserInteractionEnabled == false`, or its own `alpha` is
///    below 0.01 (`alpha` is a `Float`: 0.01 is skipped, 0.011 is not) — the whole subtree is
///    skipped;
/// 2. `nil` when `V.point(inside: p)` is false — so a subview outside its parent's bounds is
///    never hit, whether or not the parent clips;
/// 3. otherwise the first non-`nil` answer of V's subviews, front-most first, each asked with
///    p converted by `fromSuper` (spec §2);
/// 4. otherwise V itself — or `nil` when V's policy is ``HitTestPolicy/passThrough``.
///
/// The walk keeps an explicit stack, so a 10 000-deep tree uses constant machine stack.
/// Customisation: override ``View/point(inside:)`` in a subclass, or set ``View/hitTestHooks``.
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
        guard acceptsTouches, self.point(inside: point) else { return nil }
        var stack = ContiguousArray<HitTestFrame>()
        stack.reserveCapacity(16)
        stack.append(HitTestFrame(view: self, point: point, next: subviews.count - 1))
        while !stack.isEmpty {
            let top = stack.count - 1
            let index = stack[top].next
            if index < 0 {
                // No subview answered: the view answers itself unless it passes touches through.
                let view = stack[top].view
                stack.removeLast()
                if view.hitTestPolicy != .passThrough { return view }
                continue
            }
            stack[top].next = index - 1
            let child = stack[top].view.subviews[index]
            guard let q = child.pointFromSuperview(stack[top].point) else { continue }
            if let hook = child.hitTestHooks?.hitTest {
                if let hit = hook(child, q, { child.defaultHitTest(q) }) { return hit }
                continue
            }
            guard child.acceptsTouches, child.point(inside: q) else { continue }
            stack.append(HitTestFrame(view: child, point: q, next: child.subviews.count - 1))
        }
        return nil
    }

    /// The default inside test: `pointInside` hook if set; else `bounds` inset by `hitInsets`
    /// contains the point (half-open), and for ``HitTestPolicy/subviewsOnly`` the point must
    /// also be over a subview (see ``isOverVisibleSubview(_:)``).
    public func defaultPointInside(_ point: Point) -> Bool {
        if let hook = hitTestHooks?.pointInside { return hook(self, point) }
        guard hitArea.contains(point) else { return false }
        if hitTestPolicy == .subviewsOnly { return isOverVisibleSubview(point) }
        return true
    }

    /// `bounds` inset by `hitInsets`: the area of the default inside test (negative insets
    /// enlarge it).
    @inlinable public var hitArea: Rect { bounds.inset(by: hitInsets) }

    /// Whether the view can take part in hit-testing at all: not hidden, user interaction
    /// enabled, own `alpha` at least 0.01.
    @inlinable public var acceptsTouches: Bool {
        !isHidden && isUserInteractionEnabled && alpha >= View.transparencyThreshold
    }

    /// The ``HitTestPolicy/subviewsOnly`` rule, defined precisely: the point (in this view's
    /// bounds coordinates) lies in the hit area (`bounds` inset by `hitInsets`) of at least one
    /// direct subview that is *visible* — not hidden, own alpha ≥ 0.01 — whether or not that
    /// subview is interactive. So over a non-interactive visible subview the container itself
    /// receives the touch (it still blocks what is behind), and in the gaps between subviews
    /// the touch falls through. Only direct subviews count, and their own inside tests are not
    /// consulted (no nesting). O(subviews).
    public func isOverVisibleSubview(_ point: Point) -> Bool {
        for s in subviews where !s.isInvisibleItself {
            if let q = s.pointFromSuperview(point), s.hitArea.contains(q) { return true }
        }
        return false
    }

    /// `fromSuper` of spec §2: a point in the superview's bounds coordinates mapped into this
    /// view's, or `nil` when the transform is singular (the view has no area to hit).
    @inlinable public func pointFromSuperview(_ q: Point) -> Point? {
        let ax = bounds.minX + bounds.width * 0.5, ay = bounds.minY + bounds.height * 0.5
        let dx = q.x - center.x, dy = q.y - center.y
        if transform.isIdentity { return Point(x: dx + ax, y: dy + ay) }
        guard let inv = transform.inverted else { return nil }
        let p = inv.apply(to: Point(x: dx, y: dy))
        return Point(x: p.x + ax, y: p.y + ay)
    }
}

/// One level of the iterative hit-test walk: a view that accepted the point, the point in its
/// bounds coordinates, and the index of the next subview to ask (counting down).
private struct HitTestFrame {
    let view: View
    let point: Point
    var next: Int
}
