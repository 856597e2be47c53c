import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// Observes how views intersect a root (a view, or their window) and reports each change of
/// threshold index or `isIntersecting` as an ``IntersectionObserverEntry`` — the W3C
/// Intersection Observer on the headless view tree, with the iOS observer's throttle,
/// minimum visible duration, scope, data keys for reused cells, and an occlusion-aware mode.
///
/// **Geometry** (W3C "compute the intersection"): the target's bounds, in window coordinates
/// (bounding boxes under transforms), clipped edge-inclusively by every clipping ancestor
/// below the root, then intersected with the root rect (the root's bounds — the window's for
/// a `nil` root — grown by the root margin in the root's own coordinates, then mapped to
/// window coordinates; see `IntersectionGeometry`). Ratio = intersection
/// area ÷ target area (a zero-area target: 1 when touching, else 0); intersecting = touching
/// (edge contact counts) *and* the ratio reaches the smallest threshold. A target is never
/// intersecting — decisions, each tested — when it or an ancestor is hidden, its effective
/// alpha (product from the window down) is below 0.01, it is in no window or in a window of
/// another screen, the app is not `AppState/active` (`inactive` included, as for exposure),
/// or an explicit root is not a strict ancestor. Such entries still carry the target's
/// bounding rect when it is in a window.
///
/// **Triggers.** There is no KVO on Linux: the observer subscribes to its `Screen` (a
/// `TreeObserver`) and re-checks only the targets a change can affect:
/// - geometry, visibility or hierarchy change of a view V: targets that are V or inside V's
///   subtree (V is then on their clipping chain), and every target when V is the root or one
///   of its ancestors;
/// - scroll offset change of V: the targets strictly below V, through the throttle
///   (``IntersectionObserverOptions/throttle``);
/// - app state change: every target; a data key change: that target;
/// - occlusion-aware mode: any change re-checks every target (a view in front of a target
///   can be anywhere in the tree).
/// Checks run synchronously inside the mutating call, or at the end of
/// ``performBatchUpdates(_:)``. The first check of a target always delivers an entry.
///
/// **Time.** Throttled trailing checks and minimum-duration confirmations are due at clock
/// times; the observer asks its ``ObservationClock`` to wake it and runs them in ``tick()``.
/// Entries carry the clock's time at delivery (see ``IntersectionObserverEntry/time``).
///
/// **Data items** (reused cells, docs/semantics.md §6.7): entries are reported per data key, not
/// per view. A key is reported once as it becomes visible and once as it stops being visible on
/// every observed view; moving a key from one on-screen cell to another delivers nothing, whether
/// the cells swap keys inside one batch or are reassigned one at a time: when a view gives
/// up a reported key (``setDataKey(_:data:for:)``) and no observed view shows the key
/// intersecting any more, its departure is held for ``IntersectionObserverOptions/reuseGrace``
/// and dropped if the key shows up on an intersecting target meanwhile. While held, the
/// key's duration gate is frozen (the move does not restart a minimum-visible-duration
/// wait). A key whose views stop intersecting for any other reason (scrolled off, hidden,
/// app in the background) is reported at once. *Decision*: a departure still held when the
/// grace ends is delivered then, with that time (``IntersectionObserverEntry/time`` is when
/// it is delivered, not when the key left: until then it was not known to have left); it
/// reports the key's current carrier if an observed (non-intersecting) view shows it by then,
/// else the view that showed it last, with zero rects. A view observed without a key is its
/// own item and is never held.
///
/// **Ownership.** The observer keeps its targets (strongly) until ``unobserve(_:)`` or
/// ``disconnect()``; the screen and clock hold the observer weakly. Not `Sendable`: it
/// belongs to the tree's thread, and the callback runs on it. The callback may change the
/// tree; the resulting checks run after it returns.
///
/// Complexity: a check is O(depth) per affected target (occlusion-aware: plus an exposure
/// measurement); finding affected targets is O(targets × depth) per change.
public final class IntersectionObserver {
    /// Root, margin, thresholds and timing rules, fixed at creation.
    public let options: IntersectionObserverOptions
    /// The screen whose changes trigger checks; targets in windows of other screens never
    /// intersect.
    public let screen: Screen
    /// The time source.
    public let clock: any ObservationClock

    // Each concern lives in its own extension file and its state in its own small type
    // (internal, not private, so the extensions can reach it): registration (+Registration,
    // +Items: `registry`), batches and the check loop (+Batching, +Checking: `loop`, `queue`),
    // which targets a change affects (+Triage), scroll throttling (+Throttling: `throttle`),
    // clock deadlines (+Deadlines: `waiting`), minimum visible duration (+DurationGate: the
    // items' gates), reuse grace (+ReuseGrace: the items' holds) and entry delivery (+Delivery).

    let callback: (IntersectionObserver, [IntersectionObserverEntry]) -> Void
    let geometry: IntersectionGeometry
    let occlusion: OcclusionAreaMeasuring?
    /// The observed targets and the data items they show.
    var registry = ObserverRegistry()
    /// Targets to measure and items to evaluate in the next check.
    var queue = CheckQueue()
    /// The scroll-driven checks' interval and the targets collected for its trailing check.
    var throttle: ScrollCheckThrottle
    /// Items waiting for a clock time (a duration gate's rise, a held departure).
    var waiting = WaitingItems()
    /// Open batches and the running check loop.
    var loop = CheckLoopState()
    let bridge = IntersectionObserverBridge()

    /// Creates an observer of views on `screen`, timed by `clock`; `callback` receives the
    /// entries of each check, in target registration order.
    public init(screen: Screen, clock: any ObservationClock, options: IntersectionObserverOptions,
                callback: @escaping (IntersectionObserver, [IntersectionObserverEntry]) -> Void) {
        self.options = options
        self.screen = screen
        self.clock = clock
        self.callback = callback
        self.geometry = IntersectionGeometry(screen: screen, root: options.root,
                                             rootMargin: options.rootMargin, thresholds: options.thresholds)
        self.occlusion = options.occlusionAware ? ExposureOcclusion() : nil
        self.throttle = ScrollCheckThrottle(interval: options.throttle)
        bridge.owner = self
        screen.addObserver(bridge)
    }

    deinit {
        screen.removeObserver(bridge)
        for t in registry.targetList { t.item = nil }
    }

    /// The observed views, in registration order.
    public var observedViews: [View] {
        registry.targetList.map(\.view)
    }

    /// The data key a view is observed with (`nil` when not observed or observed without one).
    public func dataKey(of view: View) -> String? {
        registry.target(for: view)?.dataKey
    }
}
