import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureHitTesting
import ViewExposureTestSupport

@Suite("Pass-through: the intercepting container (docs/semantics.md §4.6)")
struct PassThroughInterceptionTests {
    /// ``FlutterOverlayFixture`` with its interception policy installed on the container.
    func scene(overlay frame: Rect) -> (Screen, View, View, OverlayTouchInterception) {
        let f = FlutterOverlayFixture(overlay: frame)
        f.policy.install(on: f.container)
        return (f.screen, f.container, f.overlay, f.policy)
    }

    func receiver(_ s: Screen, _ x: Double, _ y: Double) -> String { hitID(s.hitTest(Point(x: x, y: y))) }

    @Test func overlayContainsContainer() {
        let (s, container, overlay, policy) = scene(overlay: Rect(x: 0, y: 100, width: 400, height: 400))
        #expect(OverlayTouchInterception.coverage(of: overlay, over: container) == .overlayContainsContainer)
        // Inside the overlap (every container point): swallowed → the flutter view gets it.
        #expect(receiver(s, 200, 300) == "flutterView")
        #expect(receiver(s, 0, 200) == "flutterView")
        // Outside the overlap: the overlay alone (y 150) and outside both (y 600).
        #expect(receiver(s, 200, 150) == "flutterView")
        #expect(receiver(s, 200, 600) == "flutterView")
        #expect(policy.shouldSwallow(Point(x: 200, y: 100), in: container))
    }

    @Test func containerContainsOverlay() {
        let (s, container, overlay, policy) = scene(overlay: Rect(x: 100, y: 250, width: 100, height: 50))
        #expect(OverlayTouchInterception.coverage(of: overlay, over: container) == .containerContainsOverlay)
        // Inside the overlap (the overlay): swallowed.
        #expect(receiver(s, 150, 275) == "flutterView")
        #expect(receiver(s, 100, 250) == "flutterView")   // overlay's min corner is inside
        // Outside it but inside the container: the ad.
        #expect(receiver(s, 200, 275) == "ad")            // overlay's max x edge is outside
        #expect(receiver(s, 300, 350) == "ad")
        #expect(!policy.shouldSwallow(Point(x: 300, y: 150), in: container))
    }

    @Test func partialOverlap() {
        let (s, container, overlay, _) = scene(overlay: Rect(x: 0, y: 150, width: 400, height: 100))
        #expect(OverlayTouchInterception.coverage(of: overlay, over: container) == .partialOverlap)
        #expect(receiver(s, 100, 220) == "flutterView")   // overlap (y 200..250)
        #expect(receiver(s, 100, 250) == "ad")            // overlay's bottom edge is outside it
        #expect(receiver(s, 100, 300) == "ad")            // container only
        #expect(receiver(s, 100, 170) == "flutterView")   // overlay only: container never asked
    }

    @Test func disjointNeverSwallows() {
        let (s, container, overlay, policy) = scene(overlay: Rect(x: 0, y: 500, width: 400, height: 100))
        #expect(OverlayTouchInterception.coverage(of: overlay, over: container) == .disjoint)
        #expect(receiver(s, 100, 300) == "ad")
        #expect(receiver(s, 100, 550) == "flutterView")
        #expect(policy.blockingOverlays(over: container).isEmpty)
        // Edge-touching (overlay y 400..500 against container 200..400) is disjoint too.
        overlay.frame = Rect(x: 0, y: 400, width: 400, height: 100)
        #expect(OverlayTouchInterception.coverage(of: overlay, over: container) == .disjoint)
        #expect(receiver(s, 100, 399.5) == "ad")
    }

    @Test func overlayIgnoringPointersDoesNotBlock() {
        let (s, container, overlay, policy) = scene(overlay: Rect(x: 0, y: 150, width: 400, height: 100))
        policy.register(overlay, ignoresPointers: true)
        #expect(receiver(s, 100, 220) == "ad")            // overlap: goes through on purpose
        #expect(receiver(s, 100, 300) == "ad")            // outside the overlap
        #expect(!policy.shouldSwallow(Point(x: 100, y: 20), in: container))
    }

    @Test func hiddenOrBehindOverlaysDoNotBlock() {
        let (s, container, overlay, policy) = scene(overlay: Rect(x: 0, y: 150, width: 400, height: 100))
        overlay.isHidden = true
        #expect(receiver(s, 100, 220) == "ad")
        overlay.isHidden = false
        // Move the overlay behind the container: it cannot cover it.
        overlay.superview?.sendSubviewToBack(overlay)
        #expect(!overlay.isInFront(of: container))
        #expect(receiver(s, 100, 220) == "ad")
        _ = policy
    }

    @Test func overlayInAFrontWindowIsHonoured() {
        // The overlay lives in its own non-interactive window in front (screen y 150..250).
        let (s, container, overlay, policy) = scene(overlay: Rect(x: 0, y: 600, width: 10, height: 10))
        policy.unregister(overlay)
        let overlayWindow = Window(frame: Rect(x: 0, y: 150, width: 400, height: 100), identifier: "overlayWindow")
        overlayWindow.isUserInteractionEnabled = false
        s.addWindow(overlayWindow)
        #expect(receiver(s, 100, 220) == "ad")            // not registered yet: passes through
        policy.register(overlayWindow)
        #expect(OverlayTouchInterception.coverage(of: overlayWindow, over: container) == .partialOverlap)
        #expect(receiver(s, 100, 220) == "flutterView")   // overlap: swallowed
        #expect(receiver(s, 100, 300) == "ad")            // outside the overlap
    }

    @Test func withoutTheInterceptionTheAdTakesTheTouch() {
        let (s, container, _, _) = scene(overlay: Rect(x: 0, y: 150, width: 400, height: 100))
        container.hitTestHooks = nil
        #expect(receiver(s, 100, 220) == "ad")
        #expect(s.passThroughAudit(at: Point(x: 100, y: 220)).isPassThrough)
    }

    @Test func interceptionRemovesThePassThrough() {
        let (s, _, _, _) = scene(overlay: Rect(x: 0, y: 150, width: 400, height: 100))
        let a = s.passThroughAudit(at: Point(x: 100, y: 220))
        #expect(hitID(a.receiver) == "flutterView")
        #expect(hitID(a.frontmost) == "overlay")
        #expect(!a.isPassThrough)   // the overlay is inside the flutter view that got the touch
    }
}
