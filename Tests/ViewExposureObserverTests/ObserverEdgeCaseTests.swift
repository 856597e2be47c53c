import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureObserver
import ViewExposureScene
import ViewExposureTestSupport

/// Decisions recorded in docs/semantics.md §6, deep trees, clocks without wake-ups, timelines.
@Suite struct ObserverEdgeCaseTests {
    /// Without a reuse grace, swapping keys between two visible cells *outside* a batch is two
    /// separate changes: after the first, k1 is on no cell, so its departure is reported, and
    /// the second brings it back. (The default 500 ms grace hides this; see
    /// `ObserverReuseGraceTests`.)
    @Test func keySwapOutsideABatchWithoutGraceIsSeenStepByStep() throws {
        let f = ObserverFixture()
        let a = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let b = f.add(Rect(x: 0, y: 100, width: 100, height: 100))
        let o = f.observer(try options(reuseGrace: .zero))
        o.observe(a, dataKey: "k1")
        o.observe(b, dataKey: "k2")
        _ = f.log.take()
        o.setDataKey("k2", data: nil, for: a)    // k2 now on a and b; k1 on none → gone
        #expect(f.log.take().map { "\($0.dataKey ?? "-"):\($0.isIntersecting)" } == ["k1:false"])
        o.setDataKey("k1", data: nil, for: b)    // k1 back on b
        #expect(f.log.take().map { "\($0.dataKey ?? "-"):\($0.isIntersecting)" } == ["k1:true"])
    }

    /// A target 10 000 levels deep is measured without recursion (Swift Testing runs on a
    /// small-stack thread). Each level is a 100 × 100 view at the origin of its parent.
    @Test func deepTargetIsMeasuredIteratively() throws {
        let f = ObserverFixture()
        var parent: View = f.window
        for _ in 0..<10_000 {
            parent = f.add(Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        }
        let o = f.observer(try options())
        o.observe(parent)
        let e = try #require(f.log.take().first)
        #expect(e.isIntersecting)
        #expect(e.boundingClientRect == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A window of another screen is not the observer's business: never intersecting.
    @Test func targetOnAnotherScreenIsNotIntersecting() throws {
        let f = ObserverFixture()
        let other = Screen()
        let w = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        other.addWindow(w)
        let t = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(t)
        let o = f.observer(try options())
        o.observe(t)
        #expect(f.log.take().map(\.isIntersecting) == [false])
    }

    /// Occlusion-aware: a window in front covers views of the windows behind it.
    @Test func frontWindowCoversInOcclusionMode() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let o = f.observer(try options(thresholds: [0, 1], occlusion: true))
        o.observe(t)
        #expect(f.log.take().map(\.intersectionRatio) == [1])
        // An alert window over the top quarter of the target: 75 of 100 rows remain.
        let alert = Window(frame: Rect(x: 0, y: 0, width: 400, height: 25))
        f.screen.addWindow(alert)
        let e = try #require(f.log.take().first)
        #expect(e.intersectionRatio == 0.75)
        #expect(e.isVisible == false)
    }

    /// A clock that cannot wake anyone: its owner calls `tick()`, which runs what is due.
    @Test func tickRunsDueWorkForClocksWithoutWakeUps() throws {
        let f = ObserverFixture()
        let clock = FrameClock()
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        t.isHidden = true
        let log = EntryLog()
        let o = IntersectionObserver(screen: f.screen, clock: clock, options: try options(minimum: ms(100))) { _, e in
            log.entries += e
        }
        o.observe(t)
        _ = log.take()
        t.isHidden = false
        clock.now = ms(50)
        o.tick()
        #expect(log.take().isEmpty)
        clock.now = ms(116)              // the next frame after the deadline
        o.tick()
        #expect(log.take().map(\.time) == [ms(116)])
    }

    /// Timeline events sharing a time are applied together: a key swap between visible cells
    /// at one instant reports nothing.
    @Test func timelineEventsAtOneTimeFormOneBatch() throws {
        let scene = try Scene.decode("""
            {"windows": [{"id": "w", "frame": [0, 0, 400, 600], "subviews": [
              {"id": "a", "frame": [0, 0, 100, 100]}, {"id": "b", "frame": [0, 100, 100, 100]}]}]}
            """)
        let timeline = try ObservationTimeline.decode(Array("""
            {"targets": [{"view": "a", "dataKey": "k1"}, {"view": "b", "dataKey": "k2"}],
             "events": [{"t": 10, "dataKey": {"view": "a", "key": "k2"}},
                        {"t": 10, "dataKey": {"view": "b", "key": "k1"}},
                        {"t": 20, "set": {"view": "a", "hidden": true}}]}
            """.utf8), scene: scene)
        let entries = timeline.run(on: scene.screen)
        // Two first checks at 0 ms, nothing at 10 ms, k2 (now on a) gone at 20 ms.
        #expect(entries.map { "\($0.time.inMilliseconds) \($0.dataKey ?? "-") \($0.isIntersecting)" }
                == ["0.0 k1 true", "0.0 k2 true", "20.0 k2 false"])
    }

    @Test func timelineRefusesDataKeyEventsForNonTargets() throws {
        let scene = try Scene.decode("""
            {"windows": [{"id": "w", "frame": [0, 0, 400, 600], "subviews": [
              {"id": "a", "frame": [0, 0, 100, 100]}, {"id": "b", "frame": [0, 100, 100, 100]}]}]}
            """)
        do {
            _ = try ObservationTimeline.decode(Array("""
                {"targets": [{"view": "a"}, {"view": "a"}],
                 "events": [{"t": 0, "dataKey": {"view": "b", "key": "x"}, "appState": "active"}]}
                """.utf8), scene: scene)
            Issue.record("accepted")
        } catch {
            #expect(error.problems.map(\.description) == [
                "targets[1].view: \"a\" is already a target at targets[0]",
                "events[0].dataKey.view: \"b\" is not one of the targets",
                "events[0]: an event has at most one of \"set\", \"appState\", \"dataKey\"",
            ])
        }
    }

    /// Times beyond 10^12 ms (and negative ones) are refused instead of overflowing.
    @Test func timelineRefusesOutOfRangeTimes() throws {
        let scene = try Scene.decode("""
            {"windows": [{"id": "w", "frame": [0, 0, 400, 600], "subviews": [{"id": "a", "frame": [0, 0, 10, 10]}]}]}
            """)
        do {
            _ = try ObservationTimeline.decode(Array("""
                {"observer": {"throttleMs": -1}, "targets": [{"view": "a"}], "events": [{"t": 1e300}]}
                """.utf8), scene: scene)
            Issue.record("accepted")
        } catch {
            #expect(error.problems.map(\.description) == [
                "observer.throttleMs: expected milliseconds in 0...1000000000000, got -1",
                "events[0].t: expected milliseconds in 0...1000000000000, got 1e+300",
            ])
        }
    }
}
