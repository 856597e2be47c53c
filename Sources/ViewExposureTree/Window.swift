import ViewExposureGeometry

/// A root view that stands for a `UIWindow`: its frame is in screen coordinates and it can
/// belong to a ``Screen``, which orders windows back to front.
public final class Window: View {
    /// The screen that holds this window, if any.
    public internal(set) weak var screen: Screen?

    /// Creates a window with the given frame (in screen coordinates).
    public override init(frame: Rect = .zero, identifier: String? = nil) {
        super.init(frame: frame, identifier: identifier)
        self._window = self
    }

    // `window` is not retained (see ``View/window``): views of this window's tree that outlive
    // it (held elsewhere) must read `nil`, as a weak reference would. O(views in the tree).
    deinit {
        for v in subviews { v.setWindowInSubtree(nil) }
    }
}
