import ViewExposureGeometry

/// How a view's default hit test treats the view itself (scene key `hitTestPolicy`).
public enum HitTestPolicy: String, Sendable, CaseIterable {
    /// UIKit's default: the deepest front-most view containing the point.
    case `default`
    /// A pass-through container: its subviews can be hit, but where the hit view would be the
    /// container itself the answer is `nil`, so the touch falls through to what is behind.
    case passThrough
    /// The view is inside only where one of its subviews is.
    case subviewsOnly
}
