import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

extension ObservationTimeline {
    /// Plays the timeline on `screen` (the scene the timeline was decoded for) and returns
    /// every delivered entry, in delivery order.
    ///
    /// The observer runs on a `ManualClock` at 0 ms, observes the targets in order (their
    /// first checks deliver at 0 ms), then for each group of events sharing a time: advances
    /// the clock to it (running due throttled checks and duration confirmations at their own
    /// times), and applies the group's actions inside one batch, so changes at one instant
    /// are checked together (two cells swapping data keys at one time report nothing; at two
    /// times within `reuseGraceMs`, nothing either). Work still pending after the last event
    /// is not run — throttled checks, duration confirmations, held departures: end the
    /// timeline with a bare `{"t": …}` to let it happen. The tree is changed by the run.
    public func run(on screen: Screen) -> [IntersectionObserverEntry] {
        let clock = ManualClock()
        var entries: [IntersectionObserverEntry] = []
        let sink = EntrySink()
        let observer = IntersectionObserver(screen: screen, clock: clock, options: options) { _, e in
            sink.entries.append(contentsOf: e)
        }
        for t in targets { observer.observe(t.view, dataKey: t.dataKey) }
        var i = 0
        while i < events.count {
            let time = events[i].time
            clock.advance(to: time)
            observer.performBatchUpdates {
                while i < events.count && events[i].time == time {
                    switch events[i].action {
                    case .set(let view, let attributes)?: attributes.apply(to: view)
                    case .appState(let state)?: screen.appState = state
                    case .dataKey(let view, let key)?: observer.setDataKey(key, data: nil, for: view)
                    case nil: break
                    }
                    i += 1
                }
            }
        }
        entries = sink.entries
        withExtendedLifetime(observer) {}
        return entries
    }
}

/// Collects entries from an observer callback.
private final class EntrySink {
    var entries: [IntersectionObserverEntry] = []
}
