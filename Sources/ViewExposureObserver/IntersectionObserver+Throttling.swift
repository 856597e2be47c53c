import ViewExposureTree

/// Scroll throttling: scroll-driven checks run at the leading and trailing edge of each
/// ``IntersectionObserverOptions/throttle`` interval (see ``ScrollCheckThrottle``).
extension IntersectionObserver {
    /// `view` scrolled: its targets are checked now (leading edge) or collected for the
    /// trailing check at the end of the open interval.
    func scrollOffsetDidChange(_ view: View) {
        let (checkNow, end) = throttle.scrolled(now: clock.now)
        if checkNow {
            flushThrottled()
            forEachAffectedTarget(of: view, strictlyBelow: true) { markDirty($0) }
        } else {
            forEachAffectedTarget(of: view, strictlyBelow: true) { t in
                if !t.isThrottled {
                    t.isThrottled = true
                    throttledTargets.append(t)
                }
            }
        }
        if let end { clock.scheduleWakeUp(at: end, for: bridge) }
    }

    /// The clock reached `now`: runs the trailing check if an interval ended with targets
    /// collected, and asks to be woken at the end of the interval that opens then.
    func runDueThrottledChecks(now: Duration) {
        let (flush, end) = throttle.due(now: now, hasCollected: !throttledTargets.isEmpty)
        if flush { flushThrottled() }
        if let end { clock.scheduleWakeUp(at: end, for: bridge) }
    }

    /// Queues every collected target for a check and empties the collection.
    func flushThrottled() {
        for t in throttledTargets {
            t.isThrottled = false
            markDirty(t)
        }
        throttledTargets.removeAll(keepingCapacity: true)
    }
}
