/// The timing of an ``IntersectionObserver``'s scroll-driven checks: leading and trailing
/// edge, and the targets collected for the trailing check.
///
/// The first scroll change after a quiet period is checked at once and opens an interval;
/// the targets of changes inside the interval are only collected; when the interval ends,
/// what was collected is checked (the trailing check, which sees the final resting position)
/// and a new interval opens; an interval that ends with nothing collected closes. So at most
/// one check per interval, and the last position is always checked. A zero interval checks
/// every change.
struct ScrollCheckThrottle {
    let interval: Duration
    private(set) var intervalEnd: Duration?
    /// Targets collected for the trailing check, each at most once (its `isThrottled` flag).
    private var collected: [ObservationTarget] = []

    init(interval: Duration) {
        self.interval = interval
    }

    /// A scroll change at `now`: whether to check at once (the leading edge — together with
    /// anything collected in a lapsed interval) or to collect, and the end of a newly opened
    /// interval to schedule.
    mutating func scrolled(now: Duration) -> (checkNow: Bool, openedIntervalEnd: Duration?) {
        if interval == .zero { return (true, nil) }
        if let end = intervalEnd, now < end { return (false, nil) }
        intervalEnd = now + interval
        return (true, intervalEnd)
    }

    /// Collects `target` for the trailing check (at most once).
    mutating func collect(_ target: ObservationTarget) {
        guard !target.isThrottled else { return }
        target.isThrottled = true
        collected.append(target)
    }

    /// Hands every collected target to `body` (clearing its flag) and empties the collection.
    mutating func flush(_ body: (ObservationTarget) -> Void) {
        for t in collected {
            t.isThrottled = false
            body(t)
        }
        collected.removeAll(keepingCapacity: true)
    }

    /// The clock reached `now`: whether the collected targets are due (the trailing check),
    /// and the end of the next interval if one opened.
    mutating func due(now: Duration) -> (checkNow: Bool, openedIntervalEnd: Duration?) {
        guard let end = intervalEnd, now >= end else { return (false, nil) }
        guard !collected.isEmpty else {
            intervalEnd = nil
            return (false, nil)
        }
        intervalEnd = now + interval
        return (true, intervalEnd)
    }

    /// Forgets the open interval and the collected targets.
    mutating func reset() {
        intervalEnd = nil
        collected = []
    }
}
