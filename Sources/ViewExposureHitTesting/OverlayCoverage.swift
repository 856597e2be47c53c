import ViewExposureGeometry
import ViewExposureTree

/// How an overlay's frame relates to a container's frame on screen (the four cases of
/// docs/semantics.md §4.6). Containment and overlap need positive area in common; touching edges
/// are `disjoint`.
public enum OverlayCoverage: String, Sendable, CaseIterable {
    /// The overlay contains the whole container (an equal frame counts as this case).
    case overlayContainsContainer
    /// The container contains the whole overlay.
    case containerContainsOverlay
    /// They share some area, neither containing the other.
    case partialOverlap
    /// No area in common: the overlay cannot cover the container.
    case disjoint

    /// Classifies two rects given in one coordinate space.
    public init(overlay: Rect, container: Rect) {
        if !overlay.overlaps(container) {
            self = .disjoint
        } else if overlay.contains(container) {
            self = .overlayContainsContainer
        } else if container.contains(overlay) {
            self = .containerContainsOverlay
        } else {
            self = .partialOverlap
        }
    }
}
