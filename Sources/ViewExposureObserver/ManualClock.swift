import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// An ``ObservationClock`` that moves only when told to: tests and the `exposure observe`
/// command drive it with ``advance(by:)`` / ``advance(to:)``.
///
/// Advancing fires every wake-up whose deadline is reached, in deadline order (ties in the
/// order they were scheduled), with ``now`` set to *that deadline* while the sleeper runs —
/// so work scheduled for 1 000 ms runs at exactly 1 000 ms even when the clock jumps from
/// 0 to 5 000 ms in one call, and the entries it delivers carry that time. Wake-ups scheduled
/// during an advance are fired in the same advance when they are due.
///
/// Not `Sendable`: like the view tree, it belongs to one thread.
public final class ManualClock: ObservationClock {
    /// The current time since the clock's origin.
    public private(set) var now: Duration

    private var wakeUps: [WakeUp] = []
    private var nextOrder = 0

    private struct WakeUp {
        var deadline: Duration
        var order: Int
        weak var sleeper: (any ClockSleeper)?
    }

    /// Creates a clock reading `start` (zero by default).
    public init(start: Duration = .zero) {
        self.now = start
    }

    /// Registers a wake-up; a duplicate of one already pending (same sleeper and deadline) is
    /// dropped, so repeated scheduling does not pile up.
    public func scheduleWakeUp(at deadline: Duration, for sleeper: any ClockSleeper) {
        if wakeUps.contains(where: { $0.deadline == deadline && $0.sleeper === sleeper }) { return }
        wakeUps.append(WakeUp(deadline: deadline, order: nextOrder, sleeper: sleeper))
        nextOrder += 1
    }

    /// The earliest pending deadline, if any (wake-ups of released sleepers included).
    public var nextDeadline: Duration? {
        wakeUps.map(\.deadline).min()
    }

    /// Moves the clock forward by `duration` (which must not be negative), firing due
    /// wake-ups on the way.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "a clock cannot go back (advance by \(duration))")
        advance(to: now + duration)
    }

    /// Moves the clock to `time` (which must not be before ``now``), firing due wake-ups
    /// on the way, each at its own deadline. O(w²) in the number of pending wake-ups,
    /// which observers keep small (one per distinct deadline).
    public func advance(to time: Duration) {
        precondition(time >= now, "a clock cannot go back (from \(now) to \(time))")
        while let i = indexOfEarliest(dueBy: time) {
            let wakeUp = wakeUps.remove(at: i)
            if wakeUp.deadline > now { now = wakeUp.deadline }
            wakeUp.sleeper?.clockDidReach(now)
        }
        now = time
    }

    private func indexOfEarliest(dueBy time: Duration) -> Int? {
        var best: Int?
        for (i, w) in wakeUps.enumerated() where w.deadline <= time {
            if let b = best {
                let o = wakeUps[b]
                if w.deadline < o.deadline || (w.deadline == o.deadline && w.order < o.order) { best = i }
            } else {
                best = i
            }
        }
        return best
    }
}
