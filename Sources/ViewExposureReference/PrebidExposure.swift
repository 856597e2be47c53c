import ViewExposure

/// The result of the Prebid Mobile exposure checker (docs/benchmark-workloads.md §1.3) as the SDK
/// reports it: a `float` exposure factor, the visible rectangle and the occlusion rectangles in the
/// tested view's bounds coordinates — plus the two `float` areas the factor is computed from, so a
/// comparison can tell rounding from geometry.
public struct PrebidExposure: Equatable, Sendable {
    /// `(clipArea − obstructedArea) / fullArea`, all in `Float` as the SDK computes it.
    public var exposureFactor: Float
    /// The bounding box of the visible part (after `collapseBoundingBox`), `.zero` when none.
    public var visibleRectangle: Rect
    /// The disjoint obstruction rects in pick order (each the largest remaining fragment when
    /// picked), or `nil` when there are none — never empty.
    public var occlusionRectangles: [Rect]?
    /// `Float(width × height)` of `visibleRectangle`.
    public var clipArea: Float
    /// The sum of the occlusion rects' areas, accumulated in `Float` one rect at a time.
    public var obstructedArea: Float

    /// Creates a result from its parts.
    public init(exposureFactor: Float, visibleRectangle: Rect, occlusionRectangles: [Rect]?,
                clipArea: Float, obstructedArea: Float) {
        self.exposureFactor = exposureFactor
        self.visibleRectangle = visibleRectangle
        self.occlusionRectangles = occlusionRectangles
        self.clipArea = clipArea
        self.obstructedArea = obstructedArea
    }

    /// The SDK's zero exposure: factor 0, the zero rect, no occlusion rects.
    public static let zero = PrebidExposure(exposureFactor: 0, visibleRectangle: .zero, occlusionRectangles: nil,
                                            clipArea: 0, obstructedArea: 0)

    /// The visible area as the SDK has it: `clipArea − obstructedArea` in `Float`. Exact
    /// whenever every area and partial sum is a multiple of a power of two that fits 24 bits
    /// (integer coordinates with areas below 2^24, for instance).
    public var visibleArea: Float { clipArea - obstructedArea }

    /// The factor in percent (`Double(exposureFactor) × 100`; the SDK's factor is what carries
    /// the `Float` rounding).
    public var exposedPercentage: Double { Double(exposureFactor) * 100 }
}
