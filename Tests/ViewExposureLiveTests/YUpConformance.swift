import ViewExposure

/// A minimal AppKit-like node for the tests: `frame` in the superview's coordinates (y-up
/// unless the superview `isFlipped`), `bounds`, and for a window's content view its rect on a
/// y-up screen — the values the AppKit mapping reads from `NSView` / `NSWindow`, passed to the
/// same ``LiveViewState`` initializer.
@MainActor
final class YUpView: LiveViewNode {
    var frame: Rect
    var bounds: Rect
    var isFlipped = false
    var alphaValue = 1.0
    private(set) var subviews: [YUpView] = []
    private(set) weak var superview: YUpView?
    /// For a window's content view: its rect on the screen, y-up.
    var windowFrameOnScreen: Rect?
    /// The screen's frame, y-up (the first screen's, for the reflection).
    static let screenFrame = Rect(x: 0, y: 0, width: 1440, height: 1000)
    /// The window roots of this node's screen, back to front; set on roots.
    var screenWindows: [YUpView] = []

    init(frame: Rect, bounds: Rect? = nil) {
        self.frame = frame
        self.bounds = bounds ?? Rect(origin: .zero, size: frame.size)
    }

    @discardableResult
    func add(_ v: YUpView) -> YUpView {
        subviews.append(v)
        v.superview = self
        return v
    }

    var root: YUpView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    func withLiveShown<R>(_ body: (LiveViewState) -> R) -> R { body(shownState) }
    private var shownState: LiveViewState {
        if let onScreen = windowFrameOnScreen {
            return LiveViewState(frame: onScreen, bounds: bounds, superviewBounds: Self.screenFrame,
                                 superviewIsFlipped: false, clipsToBounds: true, isHidden: false, alpha: alphaValue)
        }
        return LiveViewState(frame: frame, bounds: bounds, superviewBounds: superview?.bounds ?? .zero,
                             superviewIsFlipped: superview?.isFlipped ?? false,
                             clipsToBounds: true, isHidden: false, alpha: alphaValue)
    }
    func livePainting(shown: LiveViewState) -> Painting { .fillsBounds }
    var liveIsUserInteractionEnabled: Bool { true }
    var liveAlignmentRectInsets: EdgeInsets { .zero }
    func withLiveSubviews<R>(_ body: ([YUpView]) -> R) -> R { body(subviews) }
    var liveSuperview: YUpView? { superview }
    var liveWindows: [YUpView] { root.windowFrameOnScreen == nil ? [] : root.screenWindows }
}
