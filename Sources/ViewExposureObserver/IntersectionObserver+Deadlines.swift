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
        if !waitingItems.isEmpty { releaseDueItems(now: now) }
        processIfIdle()
    }

    /// Asks the clock to wake the observer at `deadline` and keeps `item` in the waiting list
    /// (at most once) so that ``tick()`` re-evaluates it then.
    func wake(_ item: ObservedItem, at deadline: Duration) {
        clock.scheduleWakeUp(at: deadline, for: bridge)
        if !item.isWaiting {
            item.isWaiting = true
            waitingItems.append(item)
        }
    }

    /// Queues the waiting items whose gate deadline or held departure is due at `now`, and
    /// keeps in the list only those still waiting for a later time.
    private func releaseDueItems(now: Duration) {
        var still: [ObservedItem] = []
        for item in waitingItems where !item.isRemoved {
            var due = false
            if let deadline = item.deadline, deadline <= now {
                item.deadline = nil
                due = true
            }
            // The evaluation decides (and clears) an ended hold.
            if let held = item.departureHeldUntil, held <= now { due = true }
            if due {
                markDirty(item)
                // Re-measure so a confirmation never relies on a position a throttled
                // check has not seen yet.
                for t in item.carriers { markDirty(t) }
            }
            let heldLater = item.departureHeldUntil.map { $0 > now } ?? false
            if item.deadline != nil || heldLater {
                still.append(item)
            } else {
                item.isWaiting = false
            }
        }
        waitingItems = still
    }
}
