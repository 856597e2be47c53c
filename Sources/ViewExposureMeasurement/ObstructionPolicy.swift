import ViewExposureGeometry
import ViewExposureTree

/// Which views in front of the tested view count as obstructions (docs/semantics.md §3.7).
public enum ObstructionPolicy: Hashable, Sendable, CaseIterable {
    /// Every view that is not hidden and not transparent (effective alpha ≥ 0.01) obstructs,
    /// with its whole bounds, whether or not it draws anything: the MRAID / IAB OM SDK rule,
    /// and the default of ``ExposureMeasurer``.
    case everyVisibleView
    /// Only what views paint obstructs (`View.painting`, docs/painting.md): a view that fills
    /// its bounds obstructs with them, one that paints a border ring with the ring's four
    /// strips, a container with no background and no content not at all by itself (its
    /// subviews still can). The default of the live measurement, whose views say what they
    /// paint.
    case contentDrawingViews
}
