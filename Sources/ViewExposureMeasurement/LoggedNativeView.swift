import ViewExposureGeometry
import ViewExposureTree

/// A view read from a logged `NativeViewInfo` tree: it keeps the node's absolute rect as
/// logged, so Open Measurement replays the exact numbers (the frame relative to the parent is
/// a difference of two logged numbers, and adding it back is not always exact in binary).
///
/// The logged rect is used only while the view's frame is still the one it was created with;
/// once moved, its position in the tree decides, as for any view.
package final class LoggedNativeView: View {
    /// The node's `x`, `y`, `width`, `height` as logged, in the root's coordinates.
    package let loggedRect: Rect
    private var createdCenter = Point(x: 0, y: 0)
    private var createdBounds = Rect.zero

    /// A view at `frame` (relative to its parent) that logged `loggedRect`.
    package init(frame: Rect, loggedRect: Rect, identifier: String?) {
        self.loggedRect = loggedRect
        super.init(frame: frame, identifier: identifier)
        createdCenter = center
        createdBounds = bounds
    }

    /// The logged rect while the view has not moved, else `nil`.
    var unmovedLoggedRect: Rect? {
        center == createdCenter && bounds == createdBounds && transform == .identity ? loggedRect : nil
    }
}
