// The mapping of Sources/ViewExposureUIKit/UIView+LiveViewNode.swift, line for line, with the
// stand-in's type names: what the tests and the bench exercise in place of UIKit.
import Foundation
import ViewExposureGeometry
import ViewExposure

/// The stand-in as the geometry reads it, exactly as `UIView` maps.
extension UIViewStandIn: LiveViewNode {
    /// `center`, `bounds`, `transform`, `clipsToBounds`, `isHidden`, `alpha`,
    /// `isUserInteractionEnabled`, `alignmentRectInsets`, converted from `CGFloat` to `Double`.
    public var liveState: LiveViewState {
        let c = center, b = bounds, t = transform, i = alignmentRectInsets
        return LiveViewState(
            center: ViewExposureGeometry.Point(x: Double(c.x), y: Double(c.y)),
            bounds: ViewExposureGeometry.Rect(x: Double(b.origin.x), y: Double(b.origin.y),
                                  width: Double(b.size.width), height: Double(b.size.height)),
            transform: ViewExposureGeometry.AffineTransform(a: Double(t.a), b: Double(t.b), c: Double(t.c),
                                                d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty)),
            clipsToBounds: clipsToBounds,
            isHidden: isHidden,
            alpha: Double(alpha),
            isUserInteractionEnabled: isUserInteractionEnabled,
            alignmentRectInsets: ViewExposureGeometry.EdgeInsets(top: Double(i.top), left: Double(i.left),
                                                     bottom: Double(i.bottom), right: Double(i.right)))
    }

    /// `subviews` (back to front).
    public var liveSubviews: [UIViewStandIn] { subviews }

    /// `superview` (`nil` for a window).
    public var liveSuperview: UIViewStandIn? { superview }

    /// The windows of the view's window scene (without one, the view's window alone), back to
    /// front by `windowLevel`, equal levels in the scene's order.
    public var liveWindows: [UIViewStandIn] {
        guard let window = (self as? UIWindowStandIn) ?? self.window else { return [] }
        var windows = [window]
        if let scene = window.windowScene {
            windows = scene.windows
        }
        return WindowOrder.backToFront(windows, level: { Double($0.windowLevel.rawValue) })
    }
}
