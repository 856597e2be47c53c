/// Minimum visible duration: a threshold level counts only once the item has held it for
/// ``IntersectionObserverOptions/minimumVisibleDuration`` (see ``VisibleDurationGate``).
extension IntersectionObserver {
    /// Feeds the raw level `raw` at `now` to the item's gate and returns the confirmed level;
    /// when a rise is pending, asks to be woken when it is due. Without a minimum duration
    /// the raw level is confirmed at once.
    func gatedLevel(of item: ObservedItem, rawLevel raw: Int, now: Duration) -> Int {
        let duration = options.minimumVisibleDuration
        guard duration != .zero else { return raw }
        let (confirmed, wakeAt) = item.gate.confirm(rawLevel: raw, now: now, duration: duration)
        if let wakeAt { wake(item, at: wakeAt) }
        return confirmed
    }
}
