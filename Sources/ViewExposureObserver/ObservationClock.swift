import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// The time source of an ``IntersectionObserver`` (and of a ``ViewabilityTracker``).
///
/// Time is a `Duration` since the clock's origin, so throttle intervals and minimum visible
/// durations add up exactly (no floating-point drift between a 100 ms throttle and an event
/// at 350 ms). Observers never sleep: they ask the clock to wake them at a deadline, and the
/// clock calls ``ClockSleeper/clockDidReach(_:)`` once its time is at or past it.
///
/// There are no timers on Linux in a headless model: ``ManualClock`` is driven by its owner
/// (tests, the `exposure observe` command, a display link on a device), which is what makes
/// every timing rule testable without sleeping. A clock that cannot wake anyone may ignore
/// ``scheduleWakeUp(at:for:)``; its owner then calls ``IntersectionObserver/tick()``
/// regularly (for example once per frame), which runs whatever is due.
public protocol ObservationClock: AnyObject {
    /// The current time, as the duration since the clock's origin. Never decreases.
    var now: Duration { get }

    /// Asks the clock to call `sleeper.clockDidReach(_:)` once `now >= deadline` (right away
    /// on the next advance when the deadline is already past). The clock holds `sleeper`
    /// weakly. Scheduling the same deadline twice for one sleeper may wake it once or twice;
    /// sleepers must tolerate early or repeated wake-ups (they re-check what is due).
    func scheduleWakeUp(at deadline: Duration, for sleeper: any ClockSleeper)
}

/// Something an ``ObservationClock`` wakes up at a deadline it asked for.
public protocol ClockSleeper: AnyObject {
    /// The clock reached `now` (at or after a deadline this sleeper asked for): run due work.
    func clockDidReach(_ now: Duration)
}

extension Duration {
    /// The duration in milliseconds, as a `Double` (what timelines and JSON output use).
    public var inMilliseconds: Double {
        let c = components
        return Double(c.seconds) * 1_000 + Double(c.attoseconds) / 1e15
    }
}
