import ViewExposureGeometry
import ViewExposureTree

extension EdgeInsets {
    /// The alignment insets that describe `alignmentRect` inside `imageBounds` (for example the
    /// core of an image drawn with a shadow).
    ///
    /// The alignment rect is first clamped to the image bounds (intersected), so every inset is
    /// non-negative; then each inset is the distance between corresponding edges:
    /// left = clamped.minX − bounds.minX, right = bounds.maxX − clamped.maxX, and likewise
    /// top/bottom (y-down). Returns `nil` when the two rects do not meet at all (there is no
    /// core inside the image); rects touching along an edge give a zero-width or zero-height
    /// core. O(1).
    public init?(alignmentRect: Rect, imageBounds: Rect) {
        guard let core = alignmentRect.edgeInclusiveIntersection(imageBounds) else { return nil }
        self.init(top: core.minY - imageBounds.minY, left: core.minX - imageBounds.minX,
                  bottom: imageBounds.maxY - core.maxY, right: imageBounds.maxX - core.maxX)
    }
}
