import ViewExposureTree

/// Scroll throttling: scroll-driven checks run at the leading and trailing edge of each
/// ``IntersectionObserverOptions/throttle`` interval (see ``ScrollCheckThrottle``).
extension IntersectionObserver {
    /// `view` scrolled: its targets are checked now (leading edge) or collected for the
    /// trailing check at the end of the open interval.
    func scrollOffsetDidChange(_ view: View) {
        let (checkNow, end) = throttle.scrolled(now: clock.now)
        if checkNow {
            throttle.flush { queue.mark($0) }
            forEachAffectedTarget(of: view, strictlyBelow: true) { queue.mark($0) }
        } else {
            forEachAffectedTarget(of: view, strictlyBelow: true) { throttle.collect($0) }
        }
        if let end { clock.scheduleWakeUp(at: end, for: bridge) }
    }

    /// The clock reached `now`: runs the trailing check if an interval ended with targets
    /// collected, and asks to be woken at the end of the interval that opens then.
    func runDueThrottledChecks(now: Duration) {
        let (flush, end) = throttle.due(now: now)
        if flush { throttle.flush { queue.mark($0) } }
        if let end { clock.scheduleWakeUp(at: end, for: bridge) }
    }
}
