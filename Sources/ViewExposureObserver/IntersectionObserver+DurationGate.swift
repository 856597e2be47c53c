/// Minimum visible duration: a threshold level counts only once the item has held it for
/// ``IntersectionObserverOptions/minimumVisibleDuration`` (see ``VisibleDurationGate``).
extension IntersectionObserver {
    /// Feeds the raw level `raw` at `now` to the item's gate and returns the confirmed level;
    /// when a rise is pending, asks to be woken when it is due. Without a minimum duration
    /// the raw level is confirmed at once.
    func gatedLevel(of item: ObservedItem, rawLevel raw: Int, now: Duration) -> Int {
        let duration = options.minimumVisibleDuration
        guard duration != .zero else { return raw }
        item.gate.update(rawLevel: raw, now: now)
        let confirmed = item.gate.confirmedLevel(now: now, duration: duration)
        let deadline = item.gate.nextDeadline(now: now, duration: duration)
        if let deadline, deadline != item.deadline { wake(item, at: deadline) }
        item.deadline = deadline
        return confirmed
    }
}
