import ViewExposureGeometry

/// Where a live view is, in UIKit's terms: `center` (the layer's `position`) in the
/// superview's bounds coordinates marks where the `anchorPoint` of the bounds lies, and
/// `transform` turns the view about that point.
public struct LiveGeometry: Hashable, Sendable {
    /// The position of the anchor point in the superview (screen coordinates for a window).
    public var center: Point
    /// The view's own coordinate space (origin = scroll offset).
    public var bounds: Rect
    /// The anchor point in unit coordinates of the bounds: (0, 0) the bounds' minimum corner
    /// (top-left in UIKit), (1, 1) the maximum, (0.5, 0.5) the middle (the default).
    public var anchorPoint: Point
    /// The transform, about the anchor point.
    public var transform: AffineTransform

    /// A geometry from its parts.
    @inlinable public init(center: Point, bounds: Rect, anchorPoint: Point, transform: AffineTransform) {
        (self.center, self.bounds, self.anchorPoint, self.transform) = (center, bounds, anchorPoint, transform)
    }

    /// Whether every part is finite, so the view can be placed.
    @inlinable @inline(__always) public var isFinite: Bool {
        // `v * 0` is 0 for a finite `v` and NaN for an infinite or NaN one, so one comparison
        // checks all fourteen values without a branch each (a walk asks it of every view).
        let t = transform, b = bounds
        let z = (center.x * 0 + center.y * 0) + (anchorPoint.x * 0 + anchorPoint.y * 0)
            + (b.origin.x * 0 + b.origin.y * 0) + (b.size.width * 0 + b.size.height * 0)
            + (t.a * 0 + t.b * 0) + (t.c * 0 + t.d * 0) + (t.tx * 0 + t.ty * 0)
        return z == 0
    }

    /// Where the middle of the bounds lies in the superview: the model's `View.center`, which
    /// places and turns a view about the middle of its bounds. Exact: with `m` the middle and
    /// `A` the anchor point of the bounds, UIKit maps a point `p` of the bounds to
    /// `center + T(p − A)` and the model to `c + T(p − m)`, equal for every `p` when
    /// `c = center + L(m − A)`, `L` the linear part of `T` (its translation applies in both).
    @inlinable @inline(__always) public var centerOfBounds: Point {
        let ax = anchorPoint.x, ay = anchorPoint.y
        if ax == 0.5 && ay == 0.5 { return center }
        let dx = (0.5 - ax) * bounds.width, dy = (0.5 - ay) * bounds.height
        let t = transform
        return Point(x: center.x + t.a * dx + t.c * dy, y: center.y + t.b * dx + t.d * dy)
    }

    /// The map from the view's bounds coordinates into its superview's — the model's
    /// `View.transformToSuperview` for the same view: `p ↦ center + T(p − A)`.
    @inlinable @inline(__always) public var transformToSuperview: AffineTransform {
        let c = centerOfBounds
        let ax = bounds.minX + bounds.width * 0.5, ay = bounds.minY + bounds.height * 0.5
        if transform.isIdentity {
            return AffineTransform(translationX: c.x - ax, y: c.y - ay)
        }
        return AffineTransform(translationX: -ax, y: -ay).concatenating(transform)
            .concatenating(AffineTransform(translationX: c.x, y: c.y))
    }
}
