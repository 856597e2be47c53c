/// The reuse grace of one data item: whether a view gave the item's key up since the last
/// evaluation, and until when the item's departure is held (see
/// ``IntersectionObserverOptions/reuseGrace``): a reused cell may take the key meanwhile,
/// and then the key moved rather than left.
struct DepartureHold {
    /// When the held departure's grace ends; `nil` when nothing is held.
    private(set) var heldUntil: Duration?
    /// A view stopped showing the item (took another key) since the last evaluation: a drop
    /// to "visible nowhere" now is a reuse departure, which the grace holds.
    private var lostCarrier = false

    /// Notes that a view gave the key up.
    mutating func noteLostCarrier() {
        lostCarrier = true
    }

    /// Whether a view gave the key up since the last call, clearing the note.
    mutating func takeLostCarrier() -> Bool {
        defer { lostCarrier = false }
        return lostCarrier
    }

    /// Whether the departure is (still, or from now on) held at `now`, given the item's raw
    /// level and `lostCarrier` (from ``takeLostCarrier()``); `wakeAt` is the end of a hold
    /// that starts now. A hold ends when the key shows up on an intersecting target (it
    /// moved) or when the grace is over (the departure is then due). A hold starts only for
    /// a `reported` key (a data key last delivered intersecting) that a view gave up and
    /// that no observed view shows intersecting any more, with a positive `grace`.
    mutating func holds(rawLevel raw: Int, lostCarrier: Bool, reported: Bool, grace: Duration,
                        now: Duration) -> (held: Bool, wakeAt: Duration?) {
        if let until = heldUntil {
            if raw == 0 && now < until { return (true, nil) }
            // Moved (only a threshold change across the move is reported), or the grace is
            // over and the key is visible nowhere.
            heldUntil = nil
            return (false, nil)
        }
        guard lostCarrier, raw == 0, reported, grace > .zero else { return (false, nil) }
        let until = now + grace
        heldUntil = until
        return (true, until)
    }

    /// Whether a held departure's grace is over at `now`.
    func isDue(now: Duration) -> Bool {
        heldUntil.map { $0 <= now } ?? false
    }

    /// Whether a departure is held beyond `now`.
    func isHeld(after now: Duration) -> Bool {
        heldUntil.map { $0 > now } ?? false
    }

    /// Drops the hold.
    mutating func cancel() {
        heldUntil = nil
    }
}
