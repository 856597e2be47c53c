// The whole file is for platforms with UIKit views (iOS, iPadOS, tvOS, visionOS, Mac Catalyst);
// elsewhere — Linux, watchOS — this module is empty. This project's CI does not compile it: the
// same mapping, written against a stand-in with UIKit's names, is what the tests run
// (Sources/UIKitStandIn/UIViewStandIn+LiveViewNode.swift).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import ViewExposureGeometry
import ViewExposure

/// `UIView` as the geometry reads it: the property mapping onto ``LiveViewNode``, nothing else.
extension UIView: LiveViewNode {
    /// `center`, `bounds` (a scroll view's `contentOffset` is its `bounds.origin`),
    /// `transform`, `clipsToBounds`, `isHidden`, `alpha`, `isUserInteractionEnabled`,
    /// `alignmentRectInsets`, converted from `CGFloat` to `Double`.
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
    public var liveSubviews: [UIView] { subviews }

    /// `superview` (`nil` for a window).
    public var liveSuperview: UIView? { superview }

    /// The windows of the view's window scene (iOS 13+; before, the view's window alone),
    /// back to front by `windowLevel`, equal levels in the scene's order.
    public var liveWindows: [UIView] {
        guard let window = (self as? UIWindow) ?? self.window else { return [] }
        var windows = [window]
        if #available(iOS 13.0, tvOS 13.0, *), let scene = window.windowScene {
            windows = scene.windows
        }
        return WindowOrder.backToFront(windows, level: { Double($0.windowLevel.rawValue) })
    }
}
#endif
