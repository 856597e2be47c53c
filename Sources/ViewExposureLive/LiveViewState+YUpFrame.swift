import ViewExposureGeometry
import ViewExposureTree

extension LiveViewState {
    /// A state from AppKit-style values: `frame` in the superview's coordinates, which are
    /// y-up unless the superview is flipped, and `bounds` in the view's own coordinates.
    ///
    /// The model has one y-down space per view. For a y-up space the mapping reflects y within
    /// that space's bounds (`y ↦ minY + maxY − y`), which maps the bounds onto themselves: so
    /// `bounds` is copied as it is, and a point of an unflipped view reads, in the model, as
    /// measured from the view's visual top-left corner (the frame a MRAID exposure reports
    /// in). Only the frame needs reflecting, within `superviewBounds`; the view's own
    /// flippedness matters to its subviews, which pass it as their `superviewIsFlipped`.
    ///
    /// A frame whose size differs from `bounds.size` is AppKit's bounds scaling: it becomes a
    /// scale transform about the center (a zero-sized bounds dimension gets scale 1).
    /// Rotations of frame or bounds are not represented.
    ///
    /// For a window's root, pass its frame in screen coordinates and the screen's frame as
    /// `superviewBounds` (AppKit's screen space is y-up), which gives the model top-left-origin
    /// screen coordinates.
    public init(frame: Rect, bounds: Rect, superviewBounds: Rect, superviewIsFlipped: Bool,
                clipsToBounds: Bool, isHidden: Bool, alpha: Double,
                isUserInteractionEnabled: Bool = true, alignmentRectInsets: EdgeInsets = .zero,
                painting: Painting = .fillsBounds) {
        let placed = superviewIsFlipped
            ? frame
            : Rect(x: frame.minX, y: superviewBounds.minY + superviewBounds.maxY - frame.maxY,
                   width: frame.width, height: frame.height)
        let sx = bounds.width != 0 ? frame.width / bounds.width : 1
        let sy = bounds.height != 0 ? frame.height / bounds.height : 1
        self.init(center: placed.center, bounds: bounds,
                  transform: sx == 1 && sy == 1 ? .identity : AffineTransform(scaleX: sx, y: sy),
                  clipsToBounds: clipsToBounds, isHidden: isHidden, alpha: alpha,
                  isUserInteractionEnabled: isUserInteractionEnabled,
                  alignmentRectInsets: alignmentRectInsets, painting: painting)
    }
}
