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
        self.center = center
        self.bounds = bounds
        self.anchorPoint = anchorPoint
        self.transform = transform
    }

    /// Whether every part is finite, so the view can be placed.
    @inlinable public var isFinite: Bool {
        center.isFinite && bounds.isFinite && anchorPoint.isFinite && transform.isFinite
    }

    /// Where the middle of the bounds lies in the superview: the model's `View.center`, which
    /// places and turns a view about the middle of its bounds. Exact: with `m` the middle and
    /// `A` the anchor point of the bounds, UIKit maps a point `p` of the bounds to
    /// `center + T(p − A)` and the model to `c + T(p − m)`, equal for every `p` when
    /// `c = center + L(m − A)`, `L` the linear part of `T` (its translation applies in both).
    @inlinable public var centerOfBounds: Point {
        let ax = anchorPoint.x, ay = anchorPoint.y
        if ax == 0.5 && ay == 0.5 { return center }
        let dx = (0.5 - ax) * bounds.width, dy = (0.5 - ay) * bounds.height
        let t = transform
        return Point(x: center.x + t.a * dx + t.c * dy, y: center.y + t.b * dx + t.d * dy)
    }

    /// The map from the view's bounds coordinates into its superview's — the model's
    /// `View.transformToSuperview` for the same view: `p ↦ center + T(p − A)`.
    @inlinable public var transformToSuperview: AffineTransform {
        let c = centerOfBounds
        let ax = bounds.minX + bounds.width * 0.5, ay = bounds.minY + bounds.height * 0.5
        if transform.isIdentity {
            return AffineTransform(translationX: c.x - ax, y: c.y - ay)
        }
        return AffineTransform(translationX: -ax, y: -ay).concatenating(transform)
            .concatenating(AffineTransform(translationX: c.x, y: c.y))
    }
}
