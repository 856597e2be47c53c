import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureObserver
import ViewExposureTestSupport

/// The reuse grace (docs/semantics.md §6.7): a data key that a cell gives up is not reported gone
/// while another visible cell may still take it — table and collection views reassign cells one at
/// a time. All on the manual clock.
@Suite struct ObserverReuseGraceTests {
    /// Window 400 × 600 with cells A [0, 0], B [0, 100] (visible) and C [0, 700] (outside the
    /// window), each 400 × 100, showing k1, k2, k3 with data 1, 2, 3.
    private struct Cells {
        let f = ObserverFixture()
        let a: View, b: View, c: View
        let o: IntersectionObserver

        init(reuseGrace: Duration = IntersectionObserverOptions.defaultReuseGrace,
             thresholds: [Double] = [0], minimum: Duration = .zero) throws {
            a = f.add(Rect(x: 0, y: 0, width: 400, height: 100))
            b = f.add(Rect(x: 0, y: 100, width: 400, height: 100))
            c = f.add(Rect(x: 0, y: 700, width: 400, height: 100))
            o = f.observer(try options(thresholds: thresholds, minimum: minimum, reuseGrace: reuseGrace))
            o.observe(a, dataKey: "k1", data: 1)
            o.observe(b, dataKey: "k2", data: 2)
            o.observe(c, dataKey: "k3", data: 3)
        }

        func take() -> [String] {
            f.log.take().map { "\($0.dataKey ?? "-"):\($0.isIntersecting)" }
        }
    }

    /// A takes B's key, 1 ms later B takes A's old key: with the default grace nothing is
    /// reported, now or later; without a grace k1 departs and returns.
    @Test func keyMovedBetweenVisibleCellsOneAtATime() throws {
        let held = try Cells()
        _ = held.take()
        held.o.setDataKey("k2", data: 2, for: held.a)   // k1 on no cell now: held
        #expect(held.take().isEmpty)
        held.f.clock.advance(by: ms(1))
        held.o.setDataKey("k1", data: 1, for: held.b)   // k1 back on a visible cell: dropped
        #expect(held.take().isEmpty)
        held.f.clock.advance(to: ms(5_000))
        #expect(held.take().isEmpty)

        let prompt = try Cells(reuseGrace: .zero)
        _ = prompt.take()
        prompt.o.setDataKey("k2", data: 2, for: prompt.a)
        #expect(prompt.take() == ["k1:false"])
        prompt.f.clock.advance(by: ms(1))
        prompt.o.setDataKey("k1", data: 1, for: prompt.b)
        let back = prompt.f.log.take()
        #expect(back.map { "\($0.dataKey ?? "-"):\($0.isIntersecting)" } == ["k1:true"])
        #expect(back.first?.time == ms(1))
    }

    /// Decision: a departure still held when the grace ends is delivered then, carrying the
    /// time it is delivered (500 ms), with the view that showed the key last and zero rects.
    @Test func heldDepartureIsDeliveredWhenTheGraceEnds() throws {
        let cells = try Cells()
        _ = cells.take()
        cells.o.setDataKey("k4", data: 4, for: cells.a)   // k4 arrives at once; k1 is held
        #expect(cells.take() == ["k4:true"])
        cells.f.clock.advance(to: ms(499))
        #expect(cells.take().isEmpty)
        cells.f.clock.advance(to: ms(2_000))
        let e = cells.f.log.take()
        #expect(e.map(\.dataKey) == ["k1"])
        #expect(e.map(\.isIntersecting) == [false])
        #expect(e.map(\.time) == [ms(500)])
        #expect(e.first?.target === cells.a)
        #expect(e.compactMap { $0.data as? Int } == [1])
        #expect(e.first?.boundingClientRect == .zero)
        // The key was reported gone: showing it again is a new arrival, reported at once
        // (B gives up k2 for it: k2's departure is held in turn.)
        cells.o.setDataKey("k1", data: 1, for: cells.b)
        #expect(cells.take() == ["k1:true"])
    }

    /// A key taken by a cell that does not intersect (yet) stays held; if that cell comes on
    /// screen within the grace, nothing is reported at all.
    @Test func keyOnACellThatComesOnScreenWithinTheGrace() throws {
        let cells = try Cells()
        _ = cells.take()
        cells.o.setDataKey("k4", data: 4, for: cells.a)
        cells.f.clock.advance(to: ms(100))
        cells.o.setDataKey("k1", data: 1, for: cells.c)   // C is off screen: still held
        #expect(cells.take() == ["k4:true"])
        cells.f.clock.advance(to: ms(300))
        cells.c.center.y = 250                            // C at [200, 300): visible
        cells.f.clock.advance(to: ms(5_000))
        #expect(cells.take().isEmpty)
    }

    /// If that cell is still off screen when the grace ends, the departure is delivered then
    /// from it: its own geometry, not intersecting.
    @Test func keyOnACellStillOffScreenWhenTheGraceEnds() throws {
        let cells = try Cells()
        _ = cells.take()
        cells.f.clock.advance(to: ms(40))
        cells.o.setDataKey("k4", data: 4, for: cells.a)
        cells.o.setDataKey("k1", data: 1, for: cells.c)
        #expect(cells.take() == ["k4:true"])
        cells.f.clock.advance(to: ms(5_000))
        let e = cells.f.log.take()
        #expect(e.map(\.dataKey) == ["k1"])
        #expect(e.map(\.isIntersecting) == [false])
        #expect(e.map(\.time) == [ms(540)])
        #expect(e.first?.target === cells.c)
        #expect(e.first?.boundingClientRect == Rect(x: 0, y: 700, width: 400, height: 100))
    }

    /// Only a key a view gives up is held: a key whose cell scrolls off or is hidden is
    /// reported at once, whatever the grace.
    @Test func geometryDeparturesAreNotHeld() throws {
        let cells = try Cells()
        _ = cells.take()
        cells.b.isHidden = true
        #expect(cells.take() == ["k2:false"])
        cells.a.center.y = -500
        #expect(cells.take() == ["k1:false"])
    }

    /// A move to a cell showing less of the key is a threshold change, reported at once; it
    /// is not a departure and return.
    @Test func thresholdChangeAcrossAMoveIsReported() throws {
        let cells = try Cells(thresholds: [0, 0.5, 1])
        // B half out of the window: [0, 550, 400, 100] shows 0.5.
        cells.b.center.y = 600
        _ = cells.take()
        cells.o.setDataKey("k9", data: 9, for: cells.a)   // k1 (ratio 1) held
        cells.f.clock.advance(by: ms(10))
        cells.o.setDataKey("k1", data: 1, for: cells.b)   // k1 on B at 0.5
        let e = cells.f.log.take()
        let k1 = e.filter { $0.dataKey == "k1" }
        #expect(k1.count == 1)
        #expect(k1.first?.isIntersecting == true)
        #expect(k1.first?.intersectionRatio == 0.5)
        #expect(k1.first?.thresholdIndex == 2)
        #expect(k1.first?.target === cells.b)
    }

    /// With a minimum visible duration, the move does not restart the key's wait: the key
    /// confirmed at 1 000 ms stays confirmed across a move (a restarted gate would report it
    /// not intersecting at once).
    @Test func aMoveDoesNotRestartTheMinimumDuration() throws {
        let cells = try Cells(minimum: ms(1_000))
        #expect(cells.take() == ["k3:false"])
        cells.f.clock.advance(to: ms(1_500))
        #expect(cells.take() == ["k1:true", "k2:true"])
        cells.o.setDataKey("k9", data: 9, for: cells.a)
        cells.f.clock.advance(by: ms(1))
        cells.o.setDataKey("k1", data: 1, for: cells.b)   // k2 now on no cell: held
        cells.f.clock.advance(by: ms(1))
        cells.o.setDataKey("k2", data: 2, for: cells.c)   // k2 on off-screen C
        #expect(cells.take().isEmpty)
        // k9 is confirmed 1 s after it appeared; k2's hold ends at 2 001 ms (off screen).
        cells.f.clock.advance(to: ms(3_000))
        let e = cells.f.log.take()
        #expect(e.map { "\($0.dataKey ?? "-"):\($0.isIntersecting)" } == ["k2:false", "k9:true"])
        #expect(e.map(\.time) == [ms(2_001), ms(2_500)])
    }

    /// A clock that cannot wake anyone: the owner's `tick()` delivers an ended hold.
    @Test func tickDeliversEndedHoldsForClocksWithoutWakeUps() throws {
        let f = ObserverFixture()
        let clock = FrameClock()
        let a = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let log = EntryLog()
        let o = IntersectionObserver(screen: f.screen, clock: clock, options: try options()) { _, e in
            log.entries += e
        }
        o.observe(a, dataKey: "k1")
        _ = log.take()
        o.setDataKey("k2", data: nil, for: a)
        #expect(log.take().map(\.dataKey) == ["k2"])
        clock.now = ms(400)
        o.tick()
        #expect(log.take().isEmpty)
        clock.now = ms(516)
        o.tick()
        let e = log.take()
        #expect(e.map(\.dataKey) == ["k1"])
        #expect(e.map(\.time) == [ms(516)])
    }

    /// `disconnect()` drops held departures with everything else.
    @Test func disconnectDropsHeldDepartures() throws {
        let cells = try Cells()
        _ = cells.take()
        cells.o.setDataKey("k4", data: 4, for: cells.a)
        _ = cells.take()
        cells.o.disconnect()
        cells.f.clock.advance(to: ms(5_000))
        #expect(cells.take().isEmpty)
    }
}
