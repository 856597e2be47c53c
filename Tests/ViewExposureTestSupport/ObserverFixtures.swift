import ViewExposure

/// Collects delivered entries (tests read them after each step).
final class EntryLog {
    var entries: [IntersectionObserverEntry] = []
    var batches = 0

    /// Returns the entries delivered since the last call and forgets them.
    func take() -> [IntersectionObserverEntry] {
        defer { entries = [] }
        return entries
    }
}

/// A screen with one 400 × 600 window at the origin, a manual clock and an entry log.
struct ObserverFixture {
    let screen = Screen()
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600), identifier: "window")
    let clock = ManualClock()
    let log = EntryLog()

    init() {
        screen.addWindow(window)
    }

    /// An observer with `options` that appends to `log`.
    func observer(_ options: IntersectionObserverOptions) -> IntersectionObserver {
        let log = self.log
        return IntersectionObserver(screen: screen, clock: clock, options: options) { _, entries in
            log.entries.append(contentsOf: entries)
            log.batches += 1
        }
    }

    /// Adds a view with `frame` to `parent` (the window by default).
    @discardableResult
    func add(_ frame: Rect, to parent: View? = nil, id: String? = nil, clips: Bool = false) -> View {
        (parent ?? window).addChild(frame, id, clips: clips)
    }
}

/// A clock that cannot wake anyone (as a display-link clock): its owner sets `now` and calls
/// the observer's `tick()`.
final class FrameClock: ObservationClock {
    var now: Duration = .zero
    func scheduleWakeUp(at deadline: Duration, for sleeper: any ClockSleeper) {}
}

func ms(_ value: Int) -> Duration { .milliseconds(value) }

func options(root: View? = nil, margin: String = "0px", thresholds: [Double] = [0],
             throttle: Duration = .zero, minimum: Duration = .zero,
             reuseGrace: Duration = IntersectionObserverOptions.defaultReuseGrace,
             occlusion: Bool = false, scope: String? = nil) throws -> IntersectionObserverOptions {
    try IntersectionObserverOptions(
        root: root, rootMargin: RootMargin(parsing: margin),
        thresholds: IntersectionThresholds(thresholds), throttle: throttle,
        minimumVisibleDuration: minimum, reuseGrace: reuseGrace, occlusionAware: occlusion,
        scope: scope)
}
