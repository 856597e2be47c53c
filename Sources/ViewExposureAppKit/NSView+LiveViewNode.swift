// The whole file is for macOS (AppKit); elsewhere this module is empty. This project's CI does
// not compile it; the y-up conversion it relies on (LiveViewState's frame/superviewBounds
// initializer) is portable and tested, and the window order it uses (WindowOrder) too.
#if canImport(AppKit) && os(macOS)
import AppKit
import ViewExposureGeometry
import ViewExposure

/// `NSView` as the geometry reads it: the property mapping onto ``LiveViewNode``, nothing else.
///
/// A window's root is its top view — the frame view that holds the `contentView` and the
/// title bar and toolbar (`contentView.superview`, or the content view when it has none) —
/// placed by the window's `frame` on screen: a window in front obstructs with its whole
/// frame, title bar and toolbar included. The model's screen coordinates are AppKit's
/// reflected within the first screen (`NSScreen.screens[0]`), so top-left origin. Unflipped
/// views read y-down from their visual top (see
/// ``LiveViewState/init(frame:bounds:superviewBounds:superviewIsFlipped:clipsToBounds:isHidden:alpha:isUserInteractionEnabled:alignmentRectInsets:painting:)``).
/// `superview` (`nil` for a window's top view, the root the mirror copies) and
/// `alignmentRectInsets` are read as ``PlatformViewNode`` reads them.
extension NSView: PlatformViewNode {
    /// `frame` (in the superview, flipped or not: `superview.isFlipped`), `bounds`,
    /// `clipsToBounds` (declared since macOS 10.9: `true` by default before 14, `false` from
    /// 14), `isHidden`, `alphaValue`; for a window's top view the window's `frame` on screen,
    /// its `alphaValue` times the view's, and hidden while the window is not visible. Read
    /// whole (AppKit computes a frame, not a layer position). Presentation values are not
    /// read: AppKit animates through the animator proxy, which sets the model values frame
    /// by frame. Lent to `body` as a value.
    public func withLiveShown<R>(_ body: (LiveViewState) -> R) -> R {
        var frameInParent = frame, parentBounds = superview?.bounds ?? .zero
        var parentIsFlipped = superview?.isFlipped ?? false
        var alpha = Double(alphaValue), hidden = isHidden
        if let w = window, isTopView(of: w) {
            frameInParent = w.frame
            parentBounds = NSScreen.screens.first?.frame ?? .zero
            parentIsFlipped = false
            alpha *= Double(w.alphaValue)
            hidden = hidden || !w.isVisible
        }
        return body(LiveViewState(
            frame: ViewExposureGeometry.Rect(frameInParent), bounds: ViewExposureGeometry.Rect(bounds),
            superviewBounds: ViewExposureGeometry.Rect(parentBounds), superviewIsFlipped: parentIsFlipped,
            clipsToBounds: clipsToBounds, isHidden: hidden, alpha: alpha))
    }

    /// What the view paints itself, first match wins: a visual-effect view, an image view with
    /// an image, a text field with text or drawing a background colour with alpha > 0, a class
    /// that overrides `draw(_:)` (other than those) fill their bounds; for a layer-backed view
    /// (`layer` not `nil`) a background colour with alpha > 0 or layer contents fill them and a
    /// visible border paints its ring; otherwise nothing.
    public func livePainting(shown: LiveViewState) -> Painting {
        if self is NSVisualEffectView { return .fillsBounds }
        if let imageView = self as? NSImageView {
            if imageView.image != nil { return .fillsBounds }
        } else if let field = self as? NSTextField {
            // `drawsBackground` fills with `backgroundColor`, which is optional (NSTextField.h).
            if !field.stringValue.isEmpty { return .fillsBounds }
            if field.drawsBackground, let color = field.backgroundColor, color.alphaComponent > 0 {
                return .fillsBounds
            }
        } else if liveDrawsInDrawRect {
            return .fillsBounds
        }
        guard let layer else { return .nothing }
        return .ofLayer(backgroundAlpha: layer.backgroundColor.map { Double($0.alpha) }, hasContents: layer.contents != nil,
                        borderWidth: Double(layer.borderWidth), borderAlpha: layer.borderColor.map { Double($0.alpha) })
    }

    /// Lends `subviews` (back to front).
    public func withLiveSubviews<R>(_ body: ([NSView]) -> R) -> R { body(subviews) }

    /// NSView has no interaction switch: always interactive.
    public var liveIsUserInteractionEnabled: Bool { true }

    /// The top views of the app's windows, panels included
    /// (`enumerateWindows(options: .orderedFrontToBack)`, macOS 10.12+; `orderedWindows`
    /// leaves panels out), back to front by `level`, the key window in front of its level,
    /// other equal levels in z-order (``WindowOrder``).
    public var liveWindows: [NSView] {
        guard window != nil else { return [] }
        var frontToBack: [NSWindow] = []
        NSApplication.shared.enumerateWindows(options: .orderedFrontToBack) { w, _ in frontToBack.append(w) }
        let ordered = WindowOrder.backToFront(Array(frontToBack.reversed()), level: { Double($0.level.rawValue) },
                                              isKey: { $0.isKeyWindow })
        return ordered.compactMap { $0.contentView.map { $0.superview ?? $0 } }
    }

    /// Whether this view is `w`'s top view (the frame view above its content view, or the
    /// content view itself when it has no superview).
    private func isTopView(of w: NSWindow) -> Bool {
        guard superview == nil, let content = w.contentView else { return false }
        return content === self || content.superview === self
    }

    /// Whether the view's class overrides `draw(_:)`: its `drawRect:` implementation is not
    /// `NSView`'s (``DrawMethodOverrides``, answered once per class).
    private var liveDrawsInDrawRect: Bool {
        DrawMethodOverrides.overrides(#selector(NSView.draw(_:)), of: NSView.self, in: type(of: self))
    }
}

/// `NSEdgeInsets`' four values, as ``PlatformViewNode`` converts them.
extension NSEdgeInsets: PlatformEdgeInsets {}

private extension ViewExposureGeometry.Rect {
    /// The same rect in `Double`s.
    init(_ r: CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y),
                  width: Double(r.size.width), height: Double(r.size.height))
    }
}
#endif
