import ViewExposureGeometry
import ViewExposureObserver
import ViewExposureTree

/// Collects delivered entries (tests read them after each step).
package final class EntryLog {
    package var entries: [IntersectionObserverEntry] = []
    package var batches = 0

    /// An empty log.
    package init() {}

    /// Returns the entries delivered since the last call and forgets them.
    package func take() -> [IntersectionObserverEntry] {
        defer { entries = [] }
        return entries
    }
}

/// A screen with one 400 × 600 window at the origin, a manual clock and an entry log.
package struct ObserverFixture {
    package let screen = Screen()
    package let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600), identifier: "window")
    package let clock = ManualClock()
    package let log = EntryLog()

    package init() {
        screen.addWindow(window)
    }

    /// An observer with `options` that appends to `log`.
    package func observer(_ options: IntersectionObserverOptions) -> IntersectionObserver {
        let log = self.log
        return IntersectionObserver(screen: screen, clock: clock, options: options) { _, entries in
            log.entries.append(contentsOf: entries)
            log.batches += 1
        }
    }

    /// Adds a view with `frame` to `parent` (the window by default).
    @discardableResult
    package func add(_ frame: Rect, to parent: View? = nil, id: String? = nil, clips: Bool = false) -> View {
        (parent ?? window).addChild(frame, id, clips: clips)
    }
}

/// A clock that cannot wake anyone (as a display-link clock): its owner sets `now` and calls
/// the observer's `tick()`.
package final class FrameClock: ObservationClock {
    package var now: Duration = .zero

    /// A clock at time zero.
    package init() {}

    package func scheduleWakeUp(at deadline: Duration, for sleeper: any ClockSleeper) {}
}

/// `value` milliseconds.
package func ms(_ value: Int) -> Duration { .milliseconds(value) }

/// Observer options from their scene-file spellings (`margin` as in `rootMargin`).
package func options(root: View? = nil, margin: String = "0px", thresholds: [Double] = [0],
             throttle: Duration = .zero, minimum: Duration = .zero,
             reuseGrace: Duration = IntersectionObserverOptions.defaultReuseGrace,
             occlusion: Bool = false, scope: String? = nil) throws -> IntersectionObserverOptions {
    try IntersectionObserverOptions(
        root: root, rootMargin: RootMargin(parsing: margin),
        thresholds: IntersectionThresholds(thresholds), throttle: throttle,
        minimumVisibleDuration: minimum, reuseGrace: reuseGrace, occlusionAware: occlusion,
        scope: scope)
}
