import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// The geometry of one target at one moment, as an ``IntersectionObserver`` check computes
/// it (internal: entries are built from it).
struct IntersectionMeasurement {
    /// 0 when not intersecting, else the W3C threshold index of the ratio (≥ 1, because
    /// intersecting requires reaching the smallest threshold).
    var level: Int
    var ratio: Double
    var boundingClientRect: Rect
    var intersectionRect: Rect
    var rootBounds: Rect
    var isVisible: Bool?

    /// Nothing to measure (no window, no root, not on the observed screen).
    static let absent = IntersectionMeasurement(level: 0, ratio: 0, boundingClientRect: .zero,
                                                intersectionRect: .zero, rootBounds: .zero, isVisible: nil)
}
