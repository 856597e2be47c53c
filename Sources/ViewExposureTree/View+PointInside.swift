import ViewExposureGeometry

/// The per-view part of hit-testing that a `View` answers itself: its default
/// `point(inside:)` (the walk over the tree lives in the HitTesting layer), and `fromSuper`.
extension View {
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

    /// `fromSuper` of docs/semantics.md §2.5: a point in the superview's bounds coordinates mapped
    /// into this view's, or `nil` when the transform is singular (the view has no area to hit).
    @inlinable public func pointFromSuperview(_ q: Point) -> Point? {
        let ax = bounds.minX + bounds.width * 0.5, ay = bounds.minY + bounds.height * 0.5
        let dx = q.x - center.x, dy = q.y - center.y
        if transform.isIdentity { return Point(x: dx + ax, y: dy + ay) }
        guard let inv = transform.inverted else { return nil }
        let p = inv.apply(to: Point(x: dx, y: dy))
        return Point(x: p.x + ax, y: p.y + ay)
    }
}
