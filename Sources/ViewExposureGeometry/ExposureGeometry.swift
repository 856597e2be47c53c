/// The geometric result of one exposure measurement, in the tested view's bounds coordinates.
///
/// Invariants (docs/semantics.md §3.5):
/// - `visibleArea` = area(clippedRect − ∪ obstructions);
/// - `visibleBounds` is the bounding box of that visible part, `.zero` when nothing is visible;
/// - `occlusionRectangles` are pairwise disjoint, each inside `visibleBounds`, their union is
///   exactly `visibleBounds ∩ ∪ obstructions`, sorted by area descending, then minY, then minX.
///   When the clipped obstructions do not overlap one another, each comes back as it is
///   (intersected with `visibleBounds`).
public struct ExposureGeometry: Hashable, Sendable {
    /// Area of the visible part of the clipped rect.
    public var visibleArea: Double
    /// Bounding box of the visible part, or `.zero`.
    public var visibleBounds: Rect
    /// Disjoint occlusion rectangles, sorted (see the type's invariants).
    public var occlusionRectangles: [Rect]

    /// Creates a result.
    public init(visibleArea: Double, visibleBounds: Rect, occlusionRectangles: [Rect]) {
        self.visibleArea = visibleArea
        self.visibleBounds = visibleBounds
        self.occlusionRectangles = occlusionRectangles
    }
}

extension Rect {
    /// The order of occlusion rectangles: larger area first, then smaller minY, then minX.
    @inlinable public static func occlusionOrder(_ a: Rect, _ b: Rect) -> Bool {
        let aa = a.area, ba = b.area
        if aa != ba { return aa > ba }
        if a.minY != b.minY { return a.minY < b.minY }
        if a.minX != b.minX { return a.minX < b.minX }
        if a.maxY != b.maxY { return a.maxY < b.maxY }
        return a.maxX < b.maxX
    }
}
