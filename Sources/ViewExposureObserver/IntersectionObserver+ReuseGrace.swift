/// Reuse grace: the departure of a data key that a view gave up is held for
/// ``IntersectionObserverOptions/reuseGrace``, in case a reused cell takes the key meanwhile.
extension IntersectionObserver {
    /// Whether the item's departure is (still, or from now on) held at `now`, so nothing is
    /// evaluated further. A hold ends when the key shows up on an intersecting target (it
    /// moved, it did not leave) or when the grace is over (the departure is then due). While
    /// held, the duration gate is left as it was before the key left.
    func holdsDeparture(of item: ObservedItem, rawLevel raw: Int, lostCarrier: Bool, now: Duration) -> Bool {
        if let heldUntil = item.departureHeldUntil {
            if raw > 0 {
                // Moved: only a threshold change across the move is reported.
                item.departureHeldUntil = nil
            } else if now < heldUntil {
                return true
            } else {
                // The grace is over and the key is visible nowhere.
                item.departureHeldUntil = nil
            }
            return false
        }
        // Start a hold only for a reported key that a view gave up and that no observed view
        // shows intersecting any more.
        guard lostCarrier, raw == 0, (item.deliveredLevel ?? 0) > 0, case .data = item.key,
              options.reuseGrace > .zero else { return false }
        let until = now + options.reuseGrace
        item.departureHeldUntil = until
        wake(item, at: until)
        return true
    }
}
