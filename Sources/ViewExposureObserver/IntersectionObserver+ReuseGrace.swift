/// Reuse grace: the departure of a data key that a view gave up is held for
/// ``IntersectionObserverOptions/reuseGrace``, in case a reused cell takes the key meanwhile.
extension IntersectionObserver {
    /// Whether the item's departure is (still, or from now on) held at `now`, so nothing is
    /// evaluated further. A hold ends when the key shows up on an intersecting target (it
    /// moved, it did not leave) or when the grace is over (the departure is then due). While
    /// held, the duration gate is left as it was before the key left.
    func holdsDeparture(of item: ObservedItem, rawLevel raw: Int, lostCarrier: Bool, now: Duration) -> Bool {
        let reported: Bool
        if case .data = item.key { reported = (item.deliveredLevel ?? 0) > 0 } else { reported = false }
        let (held, wakeAt) = item.hold.holds(rawLevel: raw, lostCarrier: lostCarrier, reported: reported,
                                             grace: options.reuseGrace, now: now)
        if let wakeAt { wake(item, at: wakeAt) }
        return held
    }
}
