import ViewExposureGeometry
import ViewExposureTree

/// What the geometry needs to know about one live view, in UIKit's conventions: a y-down
/// coordinate space per view whose `bounds.origin` is the scroll offset, `center` (the
/// layer's `position`) in the superview's bounds coordinates, marking where the
/// `anchorPoint` of the bounds lies, and `transform` applied about that anchor point.
///
/// A root (a window) has its `center` in screen coordinates.
///
/// Values that cannot be shown — a non-finite `center`, `bounds`, `anchorPoint`, `transform`
/// or `alpha` — make ``LiveHierarchyMirror`` copy the view as hidden without its subtree (see
/// ``isFinite``).
public struct LiveViewState: Hashable, Sendable {
    /// The position of the anchor point in the superview's bounds coordinates (screen
    /// coordinates for a window): `UIView.center`, which is `CALayer.position`.
    public var center: Point
    /// The view's own coordinate space: `origin` is the scroll offset (`contentOffset`),
    /// `size` the untransformed size.
    public var bounds: Rect
    /// The anchor point in unit coordinates of the bounds (`CALayer.anchorPoint`): (0, 0) the
    /// top-left corner of the bounds, (1, 1) the bottom-right, (0.5, 0.5) the middle (the
    /// default). `center` is where it lies; `transform` turns about it.
    public var anchorPoint: Point
    /// The transform, about the anchor point.
    public var transform: AffineTransform
    /// Whether subviews are clipped to `bounds`.
    public var clipsToBounds: Bool
    /// Whether the view is hidden, with its subtree.
    public var isHidden: Bool
    /// The opacity as the platform reports it (`CGFloat`); the copy stores it as `Float`,
    /// as `CALayer.opacity` does, so the `alpha < 0.01` rule behaves as on a device.
    public var alpha: Double
    /// Whether the view takes part in hit-testing.
    public var isUserInteractionEnabled: Bool
    /// Insets from the frame to the alignment rectangle, top and bottom as seen on screen.
    public var alignmentRectInsets: EdgeInsets
    /// What the view paints itself (see `Painting`); the content obstruction policy counts
    /// only that.
    public var painting: Painting

    /// The anchor point of a new layer: the middle of the bounds.
    public static let centeredAnchor = Point(x: 0.5, y: 0.5)

    /// Creates a state from UIKit-style values; the defaults are those of a new `UIView`.
    public init(center: Point, bounds: Rect, anchorPoint: Point = LiveViewState.centeredAnchor,
                transform: AffineTransform = .identity,
                clipsToBounds: Bool = false, isHidden: Bool = false, alpha: Double = 1,
                isUserInteractionEnabled: Bool = true, alignmentRectInsets: EdgeInsets = .zero,
                painting: Painting = .fillsBounds) {
        self.center = center
        self.bounds = bounds
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.clipsToBounds = clipsToBounds
        self.isHidden = isHidden
        self.alpha = alpha
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.alignmentRectInsets = alignmentRectInsets
        self.painting = painting
    }

    /// Whether the geometry and the opacity are finite, so the view can be placed.
    @inlinable public var isFinite: Bool {
        center.isFinite && bounds.isFinite && anchorPoint.isFinite && transform.isFinite && alpha.isFinite
    }

    /// The geometry part: ``center``, ``bounds``, ``anchorPoint``, ``transform``.
    @inlinable public var geometry: LiveGeometry {
        LiveGeometry(center: center, bounds: bounds, anchorPoint: anchorPoint, transform: transform)
    }

    /// Where the middle of the bounds lies in the superview (``LiveGeometry/centerOfBounds``).
    @inlinable public var centerOfBounds: Point { geometry.centerOfBounds }
}
