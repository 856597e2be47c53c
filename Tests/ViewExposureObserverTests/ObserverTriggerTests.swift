import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureObserver
import ViewExposureTestSupport

/// Visibility transitions, hierarchy and app state triggers, scope.
@Suite struct ObserverTriggerTests {
    @Test func hiddenTargetOrAncestorIsNotIntersecting() throws {
        let f = ObserverFixture()
        let parent = f.add(Rect(x: 0, y: 0, width: 200, height: 200))
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        let o = f.observer(try options())
        o.observe(t)
        #expect(f.log.take().map(\.isIntersecting) == [true])
        t.isHidden = true
        #expect(f.log.take().map(\.isIntersecting) == [false])
        t.isHidden = false
        #expect(f.log.take().map(\.isIntersecting) == [true])
        parent.isHidden = true
        let e = f.log.take()
        #expect(e.map(\.isIntersecting) == [false])
        // Still reported where it is, though not intersecting.
        #expect(e.first?.boundingClientRect == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Alpha multiplies down the tree: 0.5 × 0.019 = 0.0095 < 0.01 is transparent,
    /// 0.5 × 0.021 = 0.0105 is not.
    @Test func effectiveAlphaBelowOnePercentIsNotIntersecting() throws {
        let f = ObserverFixture()
        let parent = f.add(Rect(x: 0, y: 0, width: 200, height: 200))
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100), to: parent)
        parent.alpha = 0.5
        t.alpha = 0.019
        let o = f.observer(try options())
        o.observe(t)
        #expect(f.log.take().map(\.isIntersecting) == [false])
        t.alpha = 0.021
        #expect(f.log.take().map(\.isIntersecting) == [true])
        parent.alpha = 0
        #expect(f.log.take().map(\.isIntersecting) == [false])
    }

    /// Removing the target (or an ancestor) from the window, or the window from the screen,
    /// makes it not intersecting; adding it back brings it back.
    @Test func windowMembershipTransitions() throws {
        let f = ObserverFixture()
        let container = f.add(Rect(x: 0, y: 0, width: 200, height: 200))
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100), to: container)
        let o = f.observer(try options())
        o.observe(t)
        #expect(f.log.take().map(\.isIntersecting) == [true])
        container.removeFromSuperview()
        let out = f.log.take()
        #expect(out.map(\.isIntersecting) == [false])
        #expect(out.first?.boundingClientRect == .zero)   // in no window: nothing to report
        f.window.addSubview(container)
        #expect(f.log.take().map(\.isIntersecting) == [true])
        f.screen.removeWindow(f.window)
        #expect(f.log.take().map(\.isIntersecting) == [false])
        f.screen.addWindow(f.window)
        #expect(f.log.take().map(\.isIntersecting) == [true])
    }

    /// Only `active` counts: `inactive` and `background` are both not intersecting.
    @Test func appStateTransitions() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let o = f.observer(try options())
        o.observe(t)
        #expect(f.log.take().map(\.isIntersecting) == [true])
        f.screen.appState = .inactive
        #expect(f.log.take().map(\.isIntersecting) == [false])
        f.screen.appState = .background
        #expect(f.log.take().isEmpty)   // still not intersecting: no change, no entry
        f.screen.appState = .active
        #expect(f.log.take().map(\.isIntersecting) == [true])
    }

    /// A change re-checks only the observer's own affected targets, and the callback sees
    /// the observer (and so its scope).
    @Test func scopeSeparatesObserversAndChangesAreLocal() throws {
        let f = ObserverFixture()
        let a = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let b = f.add(Rect(x: 200, y: 0, width: 100, height: 100))
        var scopes: [String?] = []
        let logA = EntryLog(), logB = EntryLog()
        let oa = IntersectionObserver(screen: f.screen, clock: f.clock, options: try options(scope: "A")) { o, e in
            scopes.append(o.options.scope)
            logA.entries += e
        }
        let ob = IntersectionObserver(screen: f.screen, clock: f.clock, options: try options(scope: "B")) { o, e in
            scopes.append(o.options.scope)
            logB.entries += e
        }
        oa.observe(a)
        ob.observe(b)
        ob.observe(a)   // a view may be observed by several observers, independently
        #expect(logA.take().count == 1)
        #expect(logB.take().count == 2)
        b.center.x = 1000
        #expect(logA.take().isEmpty)
        #expect(logB.take().map(\.isIntersecting) == [false])
        #expect(scopes == ["A", "B", "B", "B"])
    }

    /// Inside a batch nothing is delivered; at its end each target is checked once against
    /// the final state (here: back where it was, so no entry at all).
    @Test func batchUpdatesCheckOnceAtTheEnd() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let o = f.observer(try options())
        o.observe(t)
        _ = f.log.take()
        o.performBatchUpdates {
            t.isHidden = true
            #expect(f.log.entries.isEmpty)
            t.isHidden = false
        }
        #expect(f.log.take().isEmpty)
    }

    /// The callback may change the tree; the change is checked after it returns.
    @Test func callbackMayMutateTheTree() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let log = EntryLog()
        var hiddenOnce = false
        let o = IntersectionObserver(screen: f.screen, clock: f.clock, options: try options()) { _, e in
            log.entries += e
            if !hiddenOnce { hiddenOnce = true; t.isHidden = true }
        }
        o.observe(t)
        #expect(log.take().map(\.isIntersecting) == [true, false])
    }

    /// After unobserve no entry comes for the view.
    @Test func unobserveStopsEntries() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let o = f.observer(try options())
        o.observe(t)
        _ = f.log.take()
        o.unobserve(t)
        t.isHidden = true
        #expect(f.log.take().isEmpty)
        #expect(o.observedViews.isEmpty)
    }

    /// Moving the target under a view that is in no window (without removing it first) is
    /// heard by the screen it left.
    @Test func movingTargetIntoADetachedTreeIsNotIntersecting() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let o = f.observer(try options())
        o.observe(t)
        #expect(f.log.take().map(\.isIntersecting) == [true])
        let detached = View(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        detached.addSubview(t)
        #expect(f.log.take().map(\.isIntersecting) == [false])
        f.window.addSubview(detached)
        #expect(f.log.take().map(\.isIntersecting) == [true])
    }
}
