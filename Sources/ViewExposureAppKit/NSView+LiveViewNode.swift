// The whole file is for macOS (AppKit); elsewhere this module is empty. This project's CI does
// not compile it; the y-up conversion it relies on (LiveViewState's frame/superviewBounds
// initializer) is portable and tested.
#if canImport(AppKit) && os(macOS)
import AppKit
import ViewExposureGeometry
import ViewExposure

/// `NSView` as the geometry reads it: the property mapping onto ``LiveViewNode``, nothing else.
///
/// A window's root is its `contentView`, placed by its rect on screen; the model's screen
/// coordinates are AppKit's reflected within the first screen (`NSScreen.screens[0]`), so
/// top-left origin. Unflipped views read y-down from their visual top (see
/// ``LiveViewState/init(frame:bounds:superviewBounds:superviewIsFlipped:clipsToBounds:isHidden:alpha:isUserInteractionEnabled:alignmentRectInsets:)``).
extension NSView: LiveViewNode {
    /// `frame` (in the superview, flipped or not: `superview.isFlipped`), `bounds`,
    /// `clipsToBounds` (macOS 14+; before, views always clip), `isHidden`, `alphaValue` (times
    /// the window's, for a content view; a content view of an invisible window is hidden),
    /// `alignmentRectInsets`. NSView has no interaction switch: always interactive.
    public var liveState: LiveViewState {
        let rootOf = window.flatMap { $0.contentView === self ? $0 : nil }
        var frameInParent = frame, parentBounds = superview?.bounds ?? .zero
        var parentIsFlipped = superview?.isFlipped ?? false
        var alpha = Double(alphaValue), hidden = isHidden
        if let w = rootOf {
            frameInParent = w.convertToScreen(convert(bounds, to: nil))
            parentBounds = NSScreen.screens.first?.frame ?? .zero
            parentIsFlipped = false
            alpha *= Double(w.alphaValue)
            hidden = hidden || !w.isVisible
        }
        var clips = true
        if #available(macOS 14.0, *) { clips = clipsToBounds }
        let i = alignmentRectInsets
        return LiveViewState(
            frame: ViewExposureGeometry.Rect(frameInParent), bounds: ViewExposureGeometry.Rect(bounds),
            superviewBounds: ViewExposureGeometry.Rect(parentBounds), superviewIsFlipped: parentIsFlipped,
            clipsToBounds: clips, isHidden: hidden, alpha: alpha,
            alignmentRectInsets: ViewExposureGeometry.EdgeInsets(top: Double(i.top), left: Double(i.left),
                                                     bottom: Double(i.bottom), right: Double(i.right)))
    }

    /// `subviews` (back to front).
    public var liveSubviews: [NSView] { subviews }

    /// `superview`, or `nil` for a window's content view (the root the mirror copies).
    public var liveSuperview: NSView? { window?.contentView === self ? nil : superview }

    /// The content views of the app's windows (`NSApplication.orderedWindows`, front to back),
    /// back to front by `level`, equal levels in z-order. Panels are not in `orderedWindows`;
    /// a view in one is measured with its panel in front.
    public var liveWindows: [NSView] {
        guard window != nil else { return [] }
        let ordered = WindowOrder.backToFront(Array(NSApplication.shared.orderedWindows.reversed()),
                                              level: { Double($0.level.rawValue) })
        return ordered.compactMap { $0.contentView }
    }
}

private extension ViewExposureGeometry.Rect {
    /// The same rect in `Double`s.
    init(_ r: CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y),
                  width: Double(r.size.width), height: Double(r.size.height))
    }
}
#endif
