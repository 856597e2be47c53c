/// The minimum-visible-duration rule for one observed item: a threshold level counts only
/// once the item has stayed at or above it, continuously, for the minimum duration.
///
/// For each level L (1...thresholds) it keeps the time since which the raw level has been
/// ≥ L without interruption. The *confirmed* level is the highest L whose wait is over.
/// Rising is therefore delayed by the duration; dropping is immediate (a level whose streak
/// breaks forgets its start); coming back restarts the wait. Because being at level L
/// implies being at every lower level, lower levels' streaks started no later, so confirmed
/// levels form a prefix. O(levels) per update.
///
/// It also keeps the deadline of the pending rise that the observer asked to be woken for.
struct VisibleDurationGate {
    private(set) var aboveSince: [Duration?]
    /// When the next level is due, while a rise is pending (the observer is woken then).
    private(set) var deadline: Duration?

    init(levels: Int) {
        aboveSince = Array(repeating: nil, count: levels)
    }

    /// Records that the raw level is `level` at `now`.
    mutating func update(rawLevel level: Int, now: Duration) {
        for i in aboveSince.indices {
            if i < level {
                if aboveSince[i] == nil { aboveSince[i] = now }
            } else {
                aboveSince[i] = nil
            }
        }
    }

    /// The highest level held for at least `duration` by `now` (0 when none).
    func confirmedLevel(now: Duration, duration: Duration) -> Int {
        var level = 0
        for since in aboveSince {
            guard let since, since + duration <= now else { break }
            level += 1
        }
        return level
    }

    /// Feeds the raw level `level` at `now` and returns the confirmed level, keeping the
    /// deadline of the pending rise; `wakeAt` is that deadline when it is new (the caller
    /// asks to be woken then).
    mutating func confirm(rawLevel level: Int, now: Duration, duration: Duration) -> (level: Int, wakeAt: Duration?) {
        update(rawLevel: level, now: now)
        let confirmed = confirmedLevel(now: now, duration: duration)
        let next = nextDeadline(now: now, duration: duration)
        let wakeAt = next != nil && next != deadline ? next : nil
        deadline = next
        return (confirmed, wakeAt)
    }

    /// Whether the pending rise is due at `now`; a due deadline is cleared.
    mutating func takeDue(now: Duration) -> Bool {
        guard let deadline, deadline <= now else { return false }
        self.deadline = nil
        return true
    }

    /// Drops the pending deadline.
    mutating func cancelDeadline() {
        deadline = nil
    }

    /// When the next level above the confirmed one will be confirmed if nothing changes.
    func nextDeadline(now: Duration, duration: Duration) -> Duration? {
        for since in aboveSince {
            guard let since else { return nil }
            if since + duration > now { return since + duration }
        }
        return nil
    }
}
