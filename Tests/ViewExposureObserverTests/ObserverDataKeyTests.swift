import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureObserver
import ViewExposureTestSupport

/// Reused cells: entries per data item (docs/semantics.md §6.7).
@Suite struct ObserverDataKeyTests {
    /// A clipping list [0, 0, 400, 600] with cells A [0, 0], B [0, 100] (visible) and
    /// C [0, 700] (scrolled out), each 400 × 100.
    private struct Feed {
        let f = ObserverFixture()
        let a: View, b: View, c: View
        let o: IntersectionObserver

        init(reuseGrace: Duration = IntersectionObserverOptions.defaultReuseGrace) throws {
            let list = f.add(Rect(x: 0, y: 0, width: 400, height: 600), clips: true)
            a = f.add(Rect(x: 0, y: 0, width: 400, height: 100), to: list)
            b = f.add(Rect(x: 0, y: 100, width: 400, height: 100), to: list)
            c = f.add(Rect(x: 0, y: 700, width: 400, height: 100), to: list)
            o = f.observer(try options(reuseGrace: reuseGrace))
            o.observe(a, dataKey: "k1", data: 1)
            o.observe(b, dataKey: "k2", data: 2)
            o.observe(c, dataKey: "k3", data: 3)
        }
    }

    @Test func firstChecksReportEachItem() throws {
        let feed = try Feed()
        let e = feed.f.log.take()
        #expect(e.map(\.dataKey) == ["k1", "k2", "k3"])
        #expect(e.map(\.isIntersecting) == [true, true, false])
        #expect(e.compactMap { $0.data as? Int } == [1, 2, 3])
    }

    /// Swapping keys between two visible cells (in one batch) delivers nothing.
    @Test func keySwapBetweenVisibleCellsDeliversNothing() throws {
        let feed = try Feed()
        _ = feed.f.log.take()
        feed.o.performBatchUpdates {
            feed.o.setDataKey("k2", data: 2, for: feed.a)
            feed.o.setDataKey("k1", data: 1, for: feed.b)
        }
        #expect(feed.f.log.take().isEmpty)
        #expect(feed.o.dataKey(of: feed.a) == "k2")
        // The items follow their new cells: hiding B now reports k1 gone.
        feed.b.isHidden = true
        let e = feed.f.log.take()
        #expect(e.map(\.dataKey) == ["k1"])
        #expect(e.map(\.isIntersecting) == [false])
        #expect(e.first?.target === feed.b)
    }

    /// A visible cell gets a new item: the new one arrives, the old one (on no other cell)
    /// departs — departure first. Without a reuse grace the departure is immediate.
    @Test func keyChangeToNewItemReportsArrivalAndDeparture() throws {
        let feed = try Feed(reuseGrace: .zero)
        _ = feed.f.log.take()
        feed.o.setDataKey("k4", data: 4, for: feed.a)
        let e = feed.f.log.take()
        #expect(e.map(\.dataKey) == ["k1", "k4"])
        #expect(e.map(\.isIntersecting) == [false, true])
        #expect(e.allSatisfy { $0.target === feed.a })
        #expect(e.compactMap { $0.data as? Int } == [1, 4])
        #expect(e[0].boundingClientRect == .zero)   // the departed item has no view any more
    }

    /// An item shown by another on-screen cell has not left: only the new item is reported.
    /// Reusing the off-screen cell C for k1 while B... here: C takes k1 (still on A).
    @Test func keyStillOnScreenElsewhereDoesNotDepart() throws {
        let feed = try Feed()
        _ = feed.f.log.take()
        // C (off screen, k3 never visible) now shows k1, which A shows too: nothing changes
        // for k1 (still visible on A) and k3 is forgotten silently (never reported visible).
        feed.o.setDataKey("k1", data: 1, for: feed.c)
        #expect(feed.f.log.take().isEmpty)
        // A moves on to k5: k1 is left on C only, which is off screen → k1's departure is
        // held for the reuse grace, then reported via C (its current carrier) at 500 ms.
        feed.o.setDataKey("k5", data: 5, for: feed.a)
        #expect(feed.f.log.take().map(\.dataKey) == ["k5"])
        feed.f.clock.advance(to: ms(1_000))
        let e = feed.f.log.take()
        #expect(e.map(\.dataKey) == ["k1"])
        #expect(e.map(\.isIntersecting) == [false])
        #expect(e.map(\.time) == [ms(500)])
        #expect(e[0].target === feed.c)
        #expect(e[0].boundingClientRect == Rect(x: 0, y: 700, width: 400, height: 100))
    }

    /// A key that moves with its cell off screen and back is reported gone and back again:
    /// one "became visible" per key until it is reported gone.
    @Test func oneArrivalPerKeyUntilReportedGone() throws {
        let feed = try Feed()
        _ = feed.f.log.take()
        feed.o.setDataKey("k2", data: 2, for: feed.c)   // k2 also on off-screen C: no entry
        #expect(feed.f.log.take().isEmpty)
        feed.b.isHidden = true                           // k2 visible nowhere now
        #expect(feed.f.log.take().map(\.isIntersecting) == [false])
        feed.c.center.y = 250                            // C comes on screen with k2
        let back = feed.f.log.take()
        #expect(back.map(\.dataKey) == ["k2"])
        #expect(back.map(\.isIntersecting) == [true])
        #expect(back.first?.target === feed.c)
    }
}

/// A recycling list: cells leaving the top are moved to the bottom with the next item, in
/// one batch with the scroll, as a table view's layout pass does.
@Suite struct ObserverCellReuseTests {
    /// Window 400 × 600; a clipping list [0, 0, 400, 300]; 4 cells of 100 for items 0...3 at
    /// content y 0, 100, 200, 300 (item 3 just touches the bottom edge: ratio 0, intersecting).
    @Test func recyclingWhileScrollingReportsEachItemOnce() throws {
        let f = ObserverFixture()
        let list = f.add(Rect(x: 0, y: 0, width: 400, height: 300), clips: true)
        var cells: [View] = []
        let o = f.observer(try options(thresholds: [0.5]))
        for i in 0..<4 {
            let cell = f.add(Rect(x: 0, y: Double(i) * 100, width: 400, height: 100), to: list)
            cells.append(cell)
            o.observe(cell, dataKey: "item-\(i)")
        }
        // Items 0-2 fully visible; item 3 touches the edge with ratio 0 < 0.5: not intersecting.
        #expect(f.log.take().map { "\($0.dataKey!) \($0.isIntersecting)" }
                == ["item-0 true", "item-1 true", "item-2 true", "item-3 false"])
        // Scroll by 150 and recycle cell 0 (item 0 is now at [-150, -50): gone) as item 4 at
        // content y 400 (window [250, 350): half visible, reaching 0.5).
        o.performBatchUpdates {
            list.bounds.origin.y = 150
            cells[0].center.y = 450
            o.setDataKey("item-4", data: nil, for: cells[0])
        }
        // item-1 drops to 0.5 (still ≥ 0.5: no entry), item-3 at [150, 250) becomes visible,
        // item-4 arrives at 0.5. item-0's cell shows item-4 now: its departure is held for
        // the reuse grace (another cell could take it) and delivered when the grace ends.
        let e = f.log.take()
        #expect(e.map { "\($0.dataKey!) \($0.isIntersecting)" } == ["item-4 true", "item-3 true"])
        #expect(e[0].intersectionRatio == 0.5)
        #expect(e[0].target === cells[0])
        f.clock.advance(by: ms(600))
        let gone = f.log.take()
        #expect(gone.map { "\($0.dataKey!) \($0.isIntersecting)" } == ["item-0 false"])
        #expect(gone.map(\.time) == [ms(500)])
        #expect(gone.first?.target === cells[0])
    }
}
