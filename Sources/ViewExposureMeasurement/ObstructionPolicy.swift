import ViewExposureGeometry
import ViewExposureTree

/// Which views in front of the tested view count as obstructions (docs/semantics.md §3.7).
public enum ObstructionPolicy: Hashable, Sendable, CaseIterable {
    /// Every view that is not hidden and not transparent (effective alpha ≥ 0.01) obstructs,
    /// whether or not it draws anything: the MRAID / IAB OM SDK rule, and the default.
    case everyVisibleView
    /// Only views that draw content (`View.drawsContent == true`) obstruct. A container with
    /// no background and no content does not obstruct by itself, but its subviews still can.
    case contentDrawingViews
}
