import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// One report of an ``IntersectionObserver``: the state of a target (or of the data item it
/// shows) when its threshold index or `isIntersecting` changed, as the W3C
/// `IntersectionObserverEntry`.
///
/// Rects are in the window coordinates of the root (the target's window when the root is
/// `nil`). Not `Sendable`: it refers to a view.
public struct IntersectionObserverEntry {
    /// The observer clock's time at delivery. With a ``ManualClock`` a delayed entry (a
    /// minimum visible duration, a trailing throttled check) carries the exact time it became
    /// due, which is when the condition it reports was established.
    public var time: Duration
    /// The observed view. For the departure of a data item that no observed view shows any
    /// more, the view that showed it last.
    public var target: View
    /// The data item the target shows (``IntersectionObserver/observe(_:dataKey:data:)``),
    /// or `nil` when it was observed without one.
    public var dataKey: String?
    /// The opaque data passed with the data key, untouched.
    public var data: (any Sendable)?
    /// Whether the target intersects the root (overlapping or edge-adjacent) with a ratio
    /// reaching the smallest threshold (and, with a minimum visible duration, has done so
    /// long enough).
    public var isIntersecting: Bool
    /// Intersection area ÷ target area, `0...1` (occlusion-aware: uncovered area ÷ target
    /// area). A zero-area target has 1 when it touches the root, else 0.
    public var intersectionRatio: Double
    /// The target's bounds in window coordinates (the bounding box under transforms);
    /// `.zero` when the target is in no window or its departure is reported.
    public var boundingClientRect: Rect
    /// The part of the target inside every clipping ancestor and the root rect with its
    /// margin; `.zero` when they do not touch.
    public var intersectionRect: Rect
    /// The root's bounds grown by the root margin in the root's own coordinates, then mapped
    /// to window coordinates (a margin driving a size negative leaves it 0); `.zero` when there is
    /// no root to measure against (target or root out of a window) and in a departure entry
    /// (no observed view shows the item any more).
    public var rootBounds: Rect
    /// Occlusion-aware mode only: whether the intersection is intersecting and nothing
    /// in front covers any of it; `nil` in geometry-only mode.
    public var isVisible: Bool?
    /// The W3C threshold index reported: 0 when not intersecting, else the number of
    /// thresholds the ratio reaches.
    public var thresholdIndex: Int

    /// Creates an entry (observers create them; public for tests and adapters).
    public init(time: Duration, target: View, dataKey: String?, data: (any Sendable)?,
                isIntersecting: Bool, intersectionRatio: Double, boundingClientRect: Rect,
                intersectionRect: Rect, rootBounds: Rect, isVisible: Bool?, thresholdIndex: Int) {
        self.time = time
        self.target = target
        self.dataKey = dataKey
        self.data = data
        self.isIntersecting = isIntersecting
        self.intersectionRatio = intersectionRatio
        self.boundingClientRect = boundingClientRect
        self.intersectionRect = intersectionRect
        self.rootBounds = rootBounds
        self.isVisible = isVisible
        self.thresholdIndex = thresholdIndex
    }
}
