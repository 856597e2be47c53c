import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// Reports viewable impressions of ads: an ad is viewable once it has shown at least its
/// rule's share, without interruption, for its rule's duration; each data item (or view
/// tracked without a data key) is reported once for the tracker's lifetime.
///
/// Built on ``IntersectionObserver``s (one per distinct rule, rooted at the window,
/// thresholds `[fraction]`, minimum visible duration = the rule's), so it inherits their
/// triggers, throttling-free exact timing, and data-key handling for reused cells. It is
/// occlusion-aware by default: an ad covered by views in front is not viewable (docs/semantics.md
/// §6.9). Not `Sendable`; the callback runs on the tree's thread.
public final class ViewabilityTracker {
    /// The screen watched.
    public let screen: Screen
    /// The time source.
    public let clock: any ObservationClock
    /// Whether covered parts count as not visible (default `true`).
    public let occlusionAware: Bool

    private let onImpression: (ViewableImpression) -> Void
    private var observers: [ViewabilityRule: IntersectionObserver] = [:]
    private var ruleOfView: [ObjectIdentifier: ViewabilityRule] = [:]
    private var impressed: Set<ImpressionKey> = []

    private enum ImpressionKey: Hashable {
        case data(String)
        case view(ObjectIdentifier)
    }

    /// Creates a tracker; `onImpression` is called once per data item that becomes viewable.
    public init(screen: Screen, clock: any ObservationClock, occlusionAware: Bool = true,
                onImpression: @escaping (ViewableImpression) -> Void) {
        self.screen = screen
        self.clock = clock
        self.occlusionAware = occlusionAware
        self.onImpression = onImpression
    }

    /// Starts tracking `view` under `rule`; `nil` picks the display rule by the view's bounds
    /// area now (``ViewabilityRule/display(forAdArea:)``). Tracking a view again replaces
    /// its rule and item.
    public func track(_ view: View, rule: ViewabilityRule? = nil, dataKey: String? = nil, data: (any Sendable)? = nil) {
        let chosen = rule ?? .display(forAdArea: view.bounds.area)
        let id = ObjectIdentifier(view)
        if let old = ruleOfView[id], old != chosen { observers[old]?.unobserve(view) }
        ruleOfView[id] = chosen
        observer(for: chosen).observe(view, dataKey: dataKey, data: data)
    }

    /// Stops tracking `view`.
    public func untrack(_ view: View) {
        guard let rule = ruleOfView.removeValue(forKey: ObjectIdentifier(view)) else { return }
        observers[rule]?.unobserve(view)
    }

    /// `view` (tracked) now shows the item `dataKey` (a reused cell); see
    /// ``IntersectionObserver/setDataKey(_:data:for:)``.
    public func setDataKey(_ dataKey: String?, data: (any Sendable)?, for view: View) {
        guard let rule = ruleOfView[ObjectIdentifier(view)] else { return }
        observers[rule]?.setDataKey(dataKey, data: data, for: view)
    }

    /// Whether the item `dataKey` has had its viewable impression.
    public func hasImpression(dataKey: String) -> Bool {
        impressed.contains(.data(dataKey))
    }

    /// Whether `view`, tracked without a data key, has had its viewable impression.
    public func hasImpression(view: View) -> Bool {
        impressed.contains(.view(ObjectIdentifier(view)))
    }

    /// Runs `body` and checks what it changed once at the end (for example swapping data
    /// keys between cells).
    public func performBatchUpdates(_ body: () throws -> Void) rethrows {
        let all = Array(observers.values)
        for o in all { o.beginBatch() }
        defer { for o in all { o.endBatch() } }
        try body()
    }

    private func observer(for rule: ViewabilityRule) -> IntersectionObserver {
        if let o = observers[rule] { return o }
        // The rule's values are validated, so these options cannot fail.
        let options: IntersectionObserverOptions
        do {
            options = try IntersectionObserverOptions(
                thresholds: IntersectionThresholds([rule.minimumVisibleFraction]),
                minimumVisibleDuration: rule.minimumDuration, occlusionAware: occlusionAware,
                scope: "viewability.\(rule.name)")
        } catch {
            preconditionFailure("validated viewability rule \(rule) gave invalid options: \(error)")
        }
        let o = IntersectionObserver(screen: screen, clock: clock, options: options) { [weak self] _, entries in
            self?.receive(entries, rule: rule)
        }
        observers[rule] = o
        return o
    }

    private func receive(_ entries: [IntersectionObserverEntry], rule: ViewabilityRule) {
        for e in entries where e.isIntersecting {
            let key: ImpressionKey = e.dataKey.map(ImpressionKey.data) ?? .view(ObjectIdentifier(e.target))
            guard impressed.insert(key).inserted else { continue }
            onImpression(ViewableImpression(time: e.time, view: e.target, dataKey: e.dataKey, data: e.data,
                                            rule: rule, visibleFraction: e.intersectionRatio))
        }
    }
}
