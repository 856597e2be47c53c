import ViewExposureGeometry

/// What the geometry needs to know about one live view, in the model's conventions (the
/// same as UIKit's): a y-down coordinate space per view whose `bounds.origin` is the scroll
/// offset, `center` in the superview's bounds coordinates, `transform` applied about the
/// center.
///
/// A root (a window) has its `center` in screen coordinates.
///
/// Values that cannot be shown — a non-finite `center`, `bounds`, `transform` or `alpha` —
/// make ``LiveHierarchyMirror`` copy the view as hidden without its subtree (see ``isFinite``).
public struct LiveViewState: Hashable, Sendable {
    /// The center in the superview's bounds coordinates (screen coordinates for a window).
    public var center: Point
    /// The view's own coordinate space: `origin` is the scroll offset (`contentOffset`),
    /// `size` the untransformed size.
    public var bounds: Rect
    /// The transform, about the center (anchor point 0.5, 0.5).
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

    /// Creates a state from UIKit-style values; the defaults are those of a new `UIView`.
    public init(center: Point, bounds: Rect, transform: AffineTransform = .identity,
                clipsToBounds: Bool = false, isHidden: Bool = false, alpha: Double = 1,
                isUserInteractionEnabled: Bool = true, alignmentRectInsets: EdgeInsets = .zero) {
        self.center = center
        self.bounds = bounds
        self.transform = transform
        self.clipsToBounds = clipsToBounds
        self.isHidden = isHidden
        self.alpha = alpha
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.alignmentRectInsets = alignmentRectInsets
    }

    /// Whether the geometry and the opacity are finite, so the view can be placed.
    @inlinable public var isFinite: Bool {
        center.isFinite && bounds.isFinite && transform.isFinite && alpha.isFinite
    }
}
