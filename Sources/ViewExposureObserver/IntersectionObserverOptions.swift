import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// The configuration of an ``IntersectionObserver`` (W3C `IntersectionObserverInit` plus the
/// iOS observer's throttle, minimum visible duration, scope, and an occlusion-aware mode).
///
/// Defaults: the window as root, no margin, thresholds `[0]`, no throttle (every scroll
/// change is checked, like the W3C observer once per frame), no minimum duration, a 500 ms
/// reuse grace, geometry only (no occlusion), no scope. Not `Sendable`: it refers to a view.
public struct IntersectionObserverOptions {
    /// The view whose bounds are the observed area, or `nil` for each target's window.
    /// Targets must lie strictly inside its subtree to intersect. The root's own ancestors
    /// do not clip the root rect (W3C: an explicit root is taken as it is; observe with a
    /// `nil` root to ask about what the window shows).
    public var root: View?
    /// Grows (or shrinks) the root's bounds, in the root's own coordinates, before they are
    /// mapped to the window and intersected (see ``RootMargin``).
    public var rootMargin: RootMargin
    /// The ratios whose crossing delivers an entry.
    public var thresholds: IntersectionThresholds
    /// Scroll-driven checks run at most once per this interval (leading and trailing edge:
    /// the first scroll change is checked at once, the last one always at the end of its
    /// interval). `.zero` checks every scroll change. Other changes are never throttled.
    public let throttle: Duration
    /// How long a target must stay, continuously, at or above a threshold before the entry
    /// reporting it is delivered. Dropping below restarts the wait; drops are reported at once.
    public let minimumVisibleDuration: Duration
    /// How long the departure of a data key is held back when a view gives the key up (a
    /// reused cell took another key) and no observed view shows it intersecting any more, as
    /// ZHIntersectionObserver does. If the key shows up on a target that intersects within
    /// the grace, the departure is dropped and neither it nor the return is reported (a
    /// threshold change across the move still is). When the grace ends with the key visible
    /// nowhere, the departure is delivered then, carrying that time. `.zero` reports
    /// departures at once. Only data keys given up by a view are held; a key whose views stop
    /// intersecting for another reason (scrolled off, hidden) is reported at once.
    public let reuseGrace: Duration
    /// When `true`, the ratio and `isIntersecting` count only the part of the intersection
    /// that no view in front covers and that the window shows (the exposure rule, docs/semantics.md
    /// §6.8), and entries carry ``IntersectionObserverEntry/isVisible``.
    public var occlusionAware: Bool
    /// A label for this observer (the iOS observer's scope), passed back with entries.
    /// An observer only ever checks and reports its own targets, whatever its scope.
    public var scope: String?

    /// The default ``reuseGrace``: 500 ms, ZHIntersectionObserver's value.
    public static let defaultReuseGrace: Duration = .milliseconds(500)

    /// Creates options; throws ``ObserverConfigurationError/negativeDuration(option:value:)``
    /// for a negative throttle, minimum visible duration or reuse grace.
    public init(root: View? = nil, rootMargin: RootMargin = .zero,
                thresholds: IntersectionThresholds = .default,
                throttle: Duration = .zero, minimumVisibleDuration: Duration = .zero,
                reuseGrace: Duration = defaultReuseGrace,
                occlusionAware: Bool = false, scope: String? = nil) throws(ObserverConfigurationError) {
        guard throttle >= .zero else { throw .negativeDuration(option: "throttle", value: throttle) }
        guard minimumVisibleDuration >= .zero else {
            throw .negativeDuration(option: "minimumVisibleDuration", value: minimumVisibleDuration)
        }
        guard reuseGrace >= .zero else { throw .negativeDuration(option: "reuseGrace", value: reuseGrace) }
        self.root = root
        self.rootMargin = rootMargin
        self.thresholds = thresholds
        self.throttle = throttle
        self.minimumVisibleDuration = minimumVisibleDuration
        self.reuseGrace = reuseGrace
        self.occlusionAware = occlusionAware
        self.scope = scope
    }
}
