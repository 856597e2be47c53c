/// Deadlines: work due at clock times (trailing throttle checks, minimum-duration
/// confirmations, the end of a reuse grace) runs in ``tick()``.
extension IntersectionObserver {
    /// Runs what is due at the clock's current time: the trailing check of an ended throttle
    /// interval, minimum-duration confirmations and departures whose reuse grace ended. A
    /// ``ManualClock`` calls it by itself; call it from a clock that cannot schedule wake-ups
    /// (for example once per frame).
    public func tick() {
        let now = clock.now
        runDueThrottledChecks(now: now)
        if !waiting.isEmpty {
            waiting.releaseDue(now: now) { item in
                queue.mark(item)
                // Re-measure so a confirmation never relies on a position a throttled
                // check has not seen yet.
                for t in item.carriers { queue.mark(t) }
            }
        }
        processIfIdle()
    }

    /// Asks the clock to wake the observer at `deadline` and keeps `item` in the waiting list
    /// (at most once) so that ``tick()`` re-evaluates it then.
    func wake(_ item: ObservedItem, at deadline: Duration) {
        clock.scheduleWakeUp(at: deadline, for: bridge)
        waiting.add(item)
    }
}
