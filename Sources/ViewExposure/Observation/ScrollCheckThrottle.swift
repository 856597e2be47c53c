/// Rate-limits scroll-driven checks of an ``IntersectionObserver``: leading and trailing edge.
///
/// The first scroll change after a quiet period is checked at once and opens an interval;
/// changes inside the interval only collect the targets to check; when the interval ends,
/// the collected targets are checked (the trailing check, which sees the final resting
/// position) and a new interval opens; an interval that ends with nothing collected closes.
/// So at most one check per interval, and the last position is always checked.
struct ScrollCheckThrottle {
    let interval: Duration
    private(set) var intervalEnd: Duration?
    private(set) var collected: Set<ObjectIdentifier> = []

    init(interval: Duration) {
        self.interval = interval
    }

    /// A scroll change affecting `targets` at `now`: returns the targets to check now (empty
    /// while an interval is open) and whether a new interval opened (so its end must be
    /// scheduled).
    mutating func scrolled<S: Sequence>(_ targets: S, now: Duration)
        -> (checkNow: Set<ObjectIdentifier>, openedIntervalEnd: Duration?) where S.Element == ObjectIdentifier {
        if interval == .zero { return (Set(targets), nil) }
        if let end = intervalEnd, now < end {
            collected.formUnion(targets)
            return ([], nil)
        }
        // Leading edge (anything still collected from a lapsed interval goes along).
        var check = collected
        check.formUnion(targets)
        collected = []
        intervalEnd = now + interval
        return (check, intervalEnd)
    }

    /// The clock reached `now`: when the open interval has ended, returns the collected
    /// targets (the trailing check) and the end of the next interval if one opened.
    mutating func due(now: Duration) -> (checkNow: Set<ObjectIdentifier>, openedIntervalEnd: Duration?) {
        guard let end = intervalEnd, now >= end else { return ([], nil) }
        if collected.isEmpty {
            intervalEnd = nil
            return ([], nil)
        }
        let check = collected
        collected = []
        intervalEnd = now + interval
        return (check, intervalEnd)
    }

    /// Forgets a target (unobserved).
    mutating func remove(_ id: ObjectIdentifier) {
        collected.remove(id)
    }

    /// Forgets everything.
    mutating func reset() {
        collected = []
        intervalEnd = nil
    }
}
