import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureHitTesting
import ViewExposureTestSupport

@Suite("Pass-through audit: receiver vs front-most drawn view")
struct PassThroughAuditTests {
    /// ``FlutterOverlayFixture`` with the overlay covering screen y 150..250; the ad spans
    /// y 200..400 (the interception policy is not installed: the audit does not need it).
    @Test func nonInteractiveOverlayOverANativeViewIsAPassThrough() {
        let screen = FlutterOverlayFixture(overlay: Rect(x: 0, y: 150, width: 400, height: 100)).screen
        // (100, 220): under the overlay (150..250) and over the ad (200..400).
        let a = screen.passThroughAudit(at: Point(x: 100, y: 220))
        #expect(hitID(a.receiver) == "ad")
        #expect(hitID(a.frontmost) == "overlay")
        #expect(a.isPassThrough)
        // (100, 300): the ad only.
        let b = screen.passThroughAudit(at: Point(x: 100, y: 300))
        #expect(hitID(b.receiver) == "ad")
        #expect(hitID(b.frontmost) == "ad")
        #expect(!b.isPassThrough)
        // (100, 170): overlay over the flutter view, which is its ancestor: the receiver is the
        // flutter view and the overlay is inside it → not a pass-through.
        let c = screen.passThroughAudit(at: Point(x: 100, y: 170))
        #expect(hitID(c.receiver) == "flutterView")
        #expect(hitID(c.frontmost) == "overlay")
        #expect(!c.isPassThrough)
    }

    @Test func labelInsideItsButtonIsNotAPassThrough() {
        let screen = Screen()
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        screen.addWindow(w)
        let button = hitView("button", 10, 10, 80, 30, in: w)
        let label = hitView("label", 10, 5, 60, 20, in: button)
        label.isUserInteractionEnabled = false   // UILabel's default
        let a = screen.passThroughAudit(at: Point(x: 30, y: 20))
        #expect(hitID(a.receiver) == "button")
        #expect(hitID(a.frontmost) == "label")
        #expect(!a.isPassThrough)
    }

    @Test func transparentReceiverOnTopOfADrawnViewIsNotAPassThrough() {
        // Decision: the front-most drawn view is *behind* the receiver (which draws nothing),
        // so the touch went past nothing the user sees on top of it.
        let screen = Screen()
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        screen.addWindow(w)
        let image = hitView("image", 0, 0, 100, 100, in: w)
        image.isUserInteractionEnabled = false
        let catcher = hitView("catcher", 0, 0, 100, 100, in: w)
        catcher.drawsContent = false
        let a = screen.passThroughAudit(at: Point(x: 50, y: 50))
        #expect(hitID(a.receiver) == "catcher")
        #expect(hitID(a.frontmost) == "image")
        #expect(!a.isPassThrough)
        // Nothing receives (window non-interactive): not a pass-through either.
        w.isUserInteractionEnabled = false
        let b = screen.passThroughAudit(at: Point(x: 50, y: 50))
        #expect(b.receiver == nil)
        #expect(hitID(b.frontmost) == "image")
        #expect(!b.isPassThrough)
    }

    @Test func frontmostFollowsPaintersOrderAndSkipsContainersWithoutContent() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let a = hitView("a", 0, 0, 60, 60, in: w)
        hitView("a1", 10, 10, 20, 20, in: a)
        let b = hitView("b", 40, 40, 60, 60, in: w)
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 15, y: 15))) == "a1")
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 50, y: 50))) == "b")
        // b draws nothing: a shows through at (50,50); at (80,80) only the window is drawn.
        b.drawsContent = false
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 50, y: 50))) == "a")
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 80, y: 80))) == "window")
        // But b's subviews are drawn.
        hitView("b1", 30, 30, 10, 10, in: b)   // window 70..80
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 75, y: 75))) == "b1")
        // Interaction does not matter for drawing.
        a.isUserInteractionEnabled = false
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 15, y: 15))) == "a1")
    }

    @Test func frontmostHonoursHiddenEffectiveAlphaAndClipping() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let parent = hitView("parent", 0, 0, 50, 50, in: w)
        let child = hitView("child", 0, 0, 20, 20, in: parent)
        // Effective alpha 0.1 × 0.05 = 0.005 < 0.01: the child is not drawn (its own alpha
        // 0.05 would pass), so the parent (0.1) is front-most; hit-testing uses own alpha.
        parent.alpha = 0.1
        child.alpha = 0.05
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 5, y: 5))) == "parent")
        #expect(hitID(w.hitTest(Point(x: 5, y: 5))) == "child")
        parent.alpha = 1
        child.isHidden = true
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 5, y: 5))) == "parent")
        child.isHidden = false
        // A subview outside its non-clipping parent is drawn there (but never hit).
        let outside = hitView("outside", 60, 0, 20, 20, in: parent)   // window 60..80
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 70, y: 10))) == "outside")
        #expect(hitID(w.hitTest(Point(x: 70, y: 10))) == "window")
        parent.clipsToBounds = true
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 70, y: 10))) == "window")
        _ = outside
    }

    @Test func overlayInAFrontWindowIsAPassThroughAcrossWindows() {
        let screen = Screen()
        let main = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "main")
        hitView("button", 0, 0, 100, 50, in: main)
        let hud = Window(frame: Rect(x: 0, y: 20, width: 100, height: 20), identifier: "hud")
        hud.isUserInteractionEnabled = false     // a non-interactive HUD window
        screen.addWindow(main)
        screen.addWindow(hud)
        let a = screen.passThroughAudit(at: Point(x: 50, y: 30))
        #expect(hitID(a.receiver) == "button")
        #expect(hitID(a.frontmost) == "hud")
        #expect(a.isPassThrough)
    }

    @Test func paintersOrderComparisons() {
        let screen = Screen()
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "w")
        let w2 = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "w2")
        screen.addWindow(w)
        screen.addWindow(w2)
        let a = hitView("a", 0, 0, 10, 10, in: w)
        let a1 = hitView("a1", 0, 0, 10, 10, in: a)
        let b = hitView("b", 0, 0, 10, 10, in: w)
        let c = hitView("c", 0, 0, 10, 10, in: w2)
        #expect(b.isInFront(of: a))
        #expect(b.isInFront(of: a1))
        #expect(!a1.isInFront(of: b))
        #expect(!a1.isInFront(of: a))     // inside a
        #expect(!a.isInFront(of: a1))     // ancestor, drawn first
        #expect(c.isInFront(of: b))
        #expect(!b.isInFront(of: c))
        let detached = View(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(!detached.isInFront(of: a))
    }
}
