import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureObserver
import ViewExposureTestSupport

/// Throttle and minimum visible duration, on a manual clock.
@Suite struct ObserverTimingTests {
    /// A 100-high cell at content y 600 in a clipping list [0, 600): scrolling by `off`
    /// shows clamp(off, 0, 100) of it, ratio off ÷ 100. Thresholds [0.25, 0.5, 1].
    private func scrollFixture(throttle: Duration = .zero, minimum: Duration = .zero)
        throws -> (ObserverFixture, View, IntersectionObserver) {
        let f = ObserverFixture()
        let list = f.add(Rect(x: 0, y: 0, width: 400, height: 600), clips: true)
        let cell = f.add(Rect(x: 0, y: 600, width: 400, height: 100), to: list)
        let o = f.observer(try options(thresholds: [0.25, 0.5, 1], throttle: throttle, minimum: minimum))
        o.observe(cell)
        return (f, list, o)
    }

    @Test func throttleLeadingAndTrailingEdges() throws {
        let (f, list, o) = try scrollFixture(throttle: ms(100))
        _ = o
        #expect(f.log.take().map(\.isIntersecting) == [false])
        // Leading edge: the first scroll change is checked at once (ratio 0.3, index 1).
        list.bounds.origin.y = 30
        var e = f.log.take()
        #expect(e.map(\.intersectionRatio) == [0.3])
        #expect(e.map(\.time) == [ms(0)])
        // Inside the interval: collected, not checked.
        f.clock.advance(by: ms(20))
        list.bounds.origin.y = 60
        f.clock.advance(by: ms(20))
        list.bounds.origin.y = 100
        #expect(f.log.take().isEmpty)
        // Trailing edge at 100 ms checks the final resting position (ratio 1, index 3).
        f.clock.advance(to: ms(150))
        e = f.log.take()
        #expect(e.map(\.intersectionRatio) == [1])
        #expect(e.map(\.thresholdIndex) == [3])
        #expect(e.map(\.time) == [ms(100)])
        // The interval opened at 100 ms ends at 200 ms with nothing collected; a scroll at
        // 250 ms is a new leading edge, checked at once.
        f.clock.advance(to: ms(250))
        list.bounds.origin.y = 40
        e = f.log.take()
        #expect(e.map(\.intersectionRatio) == [0.4])
        #expect(e.map(\.time) == [ms(250)])
    }

    /// Non-scroll changes are never throttled, even inside an open interval.
    @Test func throttleAppliesOnlyToScrolling() throws {
        let (f, list, o) = try scrollFixture(throttle: ms(100))
        _ = o
        _ = f.log.take()
        list.bounds.origin.y = 100
        #expect(f.log.take().map(\.thresholdIndex) == [3])
        f.screen.appState = .background
        #expect(f.log.take().map(\.isIntersecting) == [false])
    }

    /// 1 s minimum: visible from 0 ms, delivered at exactly 1 000 ms.
    @Test func minimumDurationCompleted() throws {
        let (f, list, o) = try scrollFixture(minimum: .seconds(1))
        _ = o
        #expect(f.log.take().map(\.isIntersecting) == [false])   // first check: settled, not visible
        list.bounds.origin.y = 100
        #expect(f.log.take().isEmpty)
        f.clock.advance(by: ms(999))
        #expect(f.log.take().isEmpty)
        f.clock.advance(to: ms(5000))
        let e = f.log.take()
        #expect(e.map(\.isIntersecting) == [true])
        #expect(e.map(\.thresholdIndex) == [3])
        #expect(e.map(\.time) == [.seconds(1)])
        // Leaving is reported at once.
        list.bounds.origin.y = 0
        #expect(f.log.take().map(\.time) == [ms(5000)])
    }

    /// Leaving before the minimum cancels (no entry); coming back restarts the wait.
    @Test func minimumDurationInterruptedRestarts() throws {
        let (f, list, o) = try scrollFixture(minimum: .seconds(1))
        _ = o
        _ = f.log.take()
        list.bounds.origin.y = 100          // visible at 0 ms
        f.clock.advance(to: ms(400))
        list.bounds.origin.y = 0            // gone at 400 ms: the pending entry is dropped
        f.clock.advance(to: ms(600))
        list.bounds.origin.y = 100          // back at 600 ms: a new 1 s wait
        f.clock.advance(to: ms(1500))
        #expect(f.log.take().isEmpty)       // the first wait would have ended at 1 000 ms
        f.clock.advance(to: ms(1700))
        let e = f.log.take()
        #expect(e.map(\.time) == [ms(1600)])
        #expect(e.map(\.isIntersecting) == [true])
    }

    /// Levels confirm separately: at 0.3 from 0 ms and at 1.0 from 500 ms, level 1 is
    /// confirmed at 1 000 ms and level 3 at 1 500 ms. A drop to 0.6 at 2 000 ms is at once.
    @Test func minimumDurationPerThresholdLevel() throws {
        let (f, list, o) = try scrollFixture(minimum: .seconds(1))
        _ = o
        _ = f.log.take()
        list.bounds.origin.y = 30
        f.clock.advance(to: ms(500))
        list.bounds.origin.y = 100
        f.clock.advance(to: ms(2000))
        list.bounds.origin.y = 60
        let e = f.log.take()
        #expect(e.map(\.time) == [ms(1000), ms(1500), ms(2000)])
        #expect(e.map(\.thresholdIndex) == [1, 3, 2])
    }

    /// The clock fires wake-ups in deadline order with `now` at each deadline.
    @Test func manualClockFiresDueWakeUpsAtTheirDeadlines() {
        final class Sleeper: ClockSleeper {
            var times: [Duration] = []
            func clockDidReach(_ now: Duration) { times.append(now) }
        }
        let clock = ManualClock()
        let s = Sleeper()
        clock.scheduleWakeUp(at: ms(300), for: s)
        clock.scheduleWakeUp(at: ms(100), for: s)
        clock.scheduleWakeUp(at: ms(100), for: s)   // duplicate: dropped
        clock.scheduleWakeUp(at: ms(900), for: s)
        clock.advance(to: ms(500))
        #expect(s.times == [ms(100), ms(300)])
        #expect(clock.now == ms(500))
        #expect(clock.nextDeadline == ms(900))
    }
}
