import ViewExposureGeometry

/// A root view that stands for a `UIWindow`: its frame is in screen coordinates and it can
/// belong to a ``Screen``, which orders windows back to front.
public final class Window: View {
    /// The screen that holds this window, if any.
    ///
    /// Not retained, like a weak reference, but without one: it is read on every change a
    /// view reports (`notify`, each `addSubview`), and a weak load is a runtime call. It cannot
    /// dangle: a screen holds its windows, clears the pointer of a window it removes, and
    /// clears every window's pointer when it is freed (`Screen`'s `deinit`). Read through an
    /// inlinable getter, as `View`'s stored properties are (see the note on their storage).
    public internal(set) var screen: Screen? {
        @inlinable get { _screen }
        set { _screen = newValue }
    }

    @usableFromInline @exclusivity(unchecked) unowned(unsafe) var _screen: Screen?

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
