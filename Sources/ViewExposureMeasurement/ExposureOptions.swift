import ViewExposureGeometry
import ViewExposureTree

/// How an ``ExposureMeasurer`` decides what obstructs the tested view.
///
/// The `ignoring` predicate cannot silently ignore the whole app: it is asked only about
/// *potential obstructors* — views in front of the tested view at some level of its path and
/// their descendants, and the views of windows in front of its window — and only about those
/// that are visible (not hidden, not transparent) and whose subtree can reach the tested
/// view's clipped rect (the others are skipped unvisited). It is never asked about the tested
/// view, its ancestors (its window included), its own subviews or anything behind it, so no
/// predicate can make the tested view, or the chain of views that shows it, vanish from the
/// measurement: matching those views has no effect at all. The predicate must not mutate the
/// tree (like a `TreeObserver`); if it does, the walk stays memory-safe and measures the
/// views it had already taken.
///
/// Not `Sendable`: the predicate looks at views, which belong to one thread.
public struct ExposureOptions {
    /// Which views obstruct (default ``ObstructionPolicy/everyVisibleView``).
    public var policy: ObstructionPolicy
    /// Potential obstructors for which this returns `true` are left out of the measurement
    /// together with their subtree (for example system bars). See the type's documentation
    /// for which views it is asked about. `nil` ignores nothing.
    public var ignoring: ((View) -> Bool)?

    /// Creates options; the defaults are the MRAID / OM SDK rule with nothing ignored.
    public init(policy: ObstructionPolicy = .everyVisibleView, ignoring: ((View) -> Bool)? = nil) {
        self.policy = policy
        self.ignoring = ignoring
    }
}
