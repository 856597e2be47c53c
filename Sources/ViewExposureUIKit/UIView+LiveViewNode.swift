// The whole file is for platforms with UIKit views (iOS, iPadOS, tvOS, visionOS, Mac Catalyst);
// elsewhere — Linux, watchOS — this module is empty. This project's CI does not compile it: the
// same mapping, written against a stand-in with UIKit's names
// (Sources/ViewExposureUIKitStandIn/UIViewStandIn+LiveViewNode.swift), is what the tests run;
// between the MAPPING markers the two files are the same text once the names are substituted
// (LiveMappingTextTests checks it).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import ViewExposureGeometry
import ViewExposure

// MAPPING BEGIN
/// `UIView` as the geometry reads it: the property mapping onto ``LiveViewNode`` (`superview` and
/// `alignmentRectInsets` as ``PlatformViewNode`` reads them).
extension UIView: PlatformViewNode {
    /// Lends the layer as it is on screen: its `presentation()` while animations run on it
    /// (`animationKeys()` not empty), else the layer itself — so a view in flight is measured
    /// where it is drawn, not where it will end.
    public func withLiveShown<R>(_ body: (CALayer) -> R) -> R {
        let model = layer
        if let keys = model.animationKeys(), !keys.isEmpty, let shown = model.presentation() {
            return body(shown)
        }
        return body(model)
    }

    /// What the view paints itself, first match wins: a label with text, an image view with an
    /// image, a visual-effect view with an effect (`effect` is optional: `nil` shows nothing), a
    /// class that overrides `draw(_:)` (other than those three) fill their bounds; so do a background colour with alpha > 0 and layer contents; a border
    /// with width > 0 and a colour with alpha > 0 paints that ring; otherwise nothing.
    public func livePainting(shown: CALayer) -> Painting {
        if let label = self as? UILabel {
            if let text = label.text, !text.isEmpty { return .fillsBounds }
        } else if let imageView = self as? UIImageView {
            if imageView.image != nil { return .fillsBounds }
        } else if let effectView = self as? UIVisualEffectView {
            if effectView.effect != nil { return .fillsBounds }
        } else if liveDrawsInDrawRect {
            return .fillsBounds
        }
        return .ofLayer(backgroundAlpha: shown.backgroundColor.map { Double($0.alpha) }, hasContents: shown.contents != nil,
                        borderWidth: Double(shown.borderWidth), borderAlpha: shown.borderColor.map { Double($0.alpha) })
    }

    /// Lends `subviews` (back to front).
    public func withLiveSubviews<R>(_ body: ([UIView]) -> R) -> R { body(subviews) }

    /// `isUserInteractionEnabled`.
    public var liveIsUserInteractionEnabled: Bool { isUserInteractionEnabled }

    /// The windows of the view's window scene (the view's window alone when it has no scene),
    /// back to front by `windowLevel`, the key window in front of its level, other equal
    /// levels in the scene's order (``WindowOrder``).
    public var liveWindows: [UIView] {
        guard let window = (self as? UIWindow) ?? self.window else { return [] }
        var windows = [window]
        if let scene = window.windowScene {
            windows = scene.windows
        }
        return WindowOrder.backToFront(windows, level: { Double($0.windowLevel.rawValue) },
                                       isKey: { $0.isKeyWindow })
    }
}

/// `UIEdgeInsets`'s four values, as ``PlatformViewNode`` converts them.
extension UIEdgeInsets: PlatformEdgeInsets {}

/// `CALayer` as the geometry reads what is on screen: one property per member.
@MainActor
extension CALayer: LiveShownLayer {
    /// `isHidden`.
    public var liveIsHidden: Bool { self.isHidden }

    /// `opacity`.
    public var liveAlpha: Double { Double(self.opacity) }

    /// `position` (`UIView.center`), `bounds`, `anchorPoint`, `affineTransform()`, converted
    /// from `CGFloat` to `Double`. Inlined: a walk asks it of every view.
    @inline(__always) public var liveGeometry: LiveGeometry {
        let p = self.position, b = self.bounds, a = self.anchorPoint, t = affineTransform()
        return LiveGeometry(
            center: ViewExposureGeometry.Point(x: Double(p.x), y: Double(p.y)),
            bounds: ViewExposureGeometry.Rect(x: Double(b.origin.x), y: Double(b.origin.y),
                                              width: Double(b.size.width), height: Double(b.size.height)),
            anchorPoint: ViewExposureGeometry.Point(x: Double(a.x), y: Double(a.y)),
            transform: ViewExposureGeometry.AffineTransform(a: Double(t.a), b: Double(t.b), c: Double(t.c),
                                                            d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty)))
    }

    /// `masksToBounds` (`UIView.clipsToBounds`).
    public var liveClipsToBounds: Bool { self.masksToBounds }
}
extension ExposureMeasurer {
    /// The MRAID exposure of `view` now — one call per scroll frame, nothing to keep between
    /// calls: ``ExposureMeasurer/measure(liveView:appState:friendlyObstructions:policy:)`` with
    /// the app state read from the window scene's `activationState` (`active` for a view in no
    /// scene). `friendlyObstructions` are the views registered with the OM SDK. `policy`
    /// defaults to the content policy (what views paint obstructs; see the live measurement).
    /// Main actor only.
    @MainActor
    public func measure(_ view: UIView,
                        friendlyObstructions: [LiveFriendlyObstruction<UIView>] = [],
                        policy: ObstructionPolicy = .contentDrawingViews) -> Exposure {
        var appState = AppState.active
        if let scene = ((view as? UIWindow) ?? view.window)?.windowScene {
            switch scene.activationState {
            case .foregroundInactive: appState = .inactive
            case .background, .unattached: appState = .background
            default: appState = .active  // foregroundActive, and any state a later SDK adds
            }
        }
        return measure(liveView: view, appState: appState, friendlyObstructions: friendlyObstructions, policy: policy)
    }
}
// MAPPING END
#endif
