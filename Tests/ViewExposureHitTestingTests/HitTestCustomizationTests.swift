import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureHitTesting
import ViewExposureTestSupport

/// A round button: inside only within the inscribed circle (a subclass override).
final class RoundButton: View {
    override func point(inside point: Point) -> Bool {
        let r = bounds.width * 0.5
        let dx = point.x - bounds.midX, dy = point.y - bounds.midY
        return dx * dx + dy * dy < r * r
    }
}

@Suite("Hit-testing: policies, hooks, overrides, windows")
struct HitTestCustomizationTests {
    @Test func passThroughContainerReturnsNilForItselfButNotForSubviews() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let behind = hitView("behind", 0, 0, 100, 100, in: w)
        let overlay = hitView("overlay", 0, 0, 100, 100, in: w)
        overlay.hitTestPolicy = .passThrough
        hitView("button", 10, 10, 20, 20, in: overlay)
        // Over the button: the button. Elsewhere the overlay would be the answer, so it
        // answers nil and the walk goes on to `behind`.
        #expect(hitID(w.hitTest(Point(x: 15, y: 15))) == "button")
        #expect(hitID(w.hitTest(Point(x: 60, y: 60))) == "behind")
        // Directly asked, the container answers nil for its own area.
        #expect(overlay.hitTest(Point(x: 60, y: 60)) == nil)
        behind.isHidden = true
        #expect(hitID(w.hitTest(Point(x: 60, y: 60))) == "window")
    }

    @Test func subviewsOnlyIsInsideOverVisibleSubviewsOnly() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        hitView("behind", 0, 0, 100, 100, in: w)
        let bar = hitView("bar", 0, 0, 100, 40, in: w)
        bar.hitTestPolicy = .subviewsOnly
        hitView("icon", 10, 10, 20, 20, in: bar)
        let label = hitView("label", 50, 10, 20, 20, in: bar)
        label.isUserInteractionEnabled = false
        let ghost = hitView("ghost", 80, 10, 10, 10, in: bar)
        ghost.isHidden = true
        // Over an interactive subview: the subview.
        #expect(hitID(w.hitTest(Point(x: 15, y: 15))) == "icon")
        // Over a visible non-interactive subview: the bar itself takes the touch.
        #expect(hitID(w.hitTest(Point(x: 55, y: 15))) == "bar")
        // In a gap, and over a hidden subview: the bar is not inside → behind.
        #expect(hitID(w.hitTest(Point(x: 40, y: 15))) == "behind")
        #expect(hitID(w.hitTest(Point(x: 85, y: 15))) == "behind")
        // Below the bar: behind.
        #expect(hitID(w.hitTest(Point(x: 15, y: 45))) == "behind")
    }

    @Test func subclassOverrideOfPointInsideIsHonouredInsideTheWalk() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let b = RoundButton(frame: Rect(x: 0, y: 0, width: 40, height: 40), identifier: "round")
        w.addSubview(b)
        // Center (20,20), radius 20: (20,5) is inside, the corner (2,2) is not.
        #expect(hitID(w.hitTest(Point(x: 20, y: 5))) == "round")
        #expect(hitID(w.hitTest(Point(x: 2, y: 2))) == "window")
    }

    @Test func pointInsideHookReplacesTheDefaultTest() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let v = hitView("v", 0, 0, 50, 50, in: w)
        v.hitTestHooks = HitTestHooks(pointInside: { _, p in p.x < 10 })
        #expect(hitID(w.hitTest(Point(x: 5, y: 5))) == "v")
        #expect(hitID(w.hitTest(Point(x: 20, y: 5))) == "window")
        // The hook is the whole test: even outside bounds (x < 10 at y 70) it says inside.
        #expect(hitID(w.hitTest(Point(x: 5, y: 70))) == "v")
    }

    @Test func hitTestHookWrapsTheDefaultLikeSuper() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        hitView("behind", 0, 0, 100, 100, in: w)
        let container = hitView("container", 0, 0, 100, 100, in: w)
        let inner = hitView("inner", 0, 0, 50, 50, in: container)
        let deep = hitView("deep", 0, 0, 10, 10, in: inner)
        // The container swallows touches in its left half (answers nil there); the right half
        // gets the default answer.
        container.hitTestHooks = HitTestHooks(hitTest: { _, p, defaultHitTest in
            p.x < 50 ? nil : defaultHitTest()
        })
        #expect(hitID(w.hitTest(Point(x: 5, y: 5))) == "behind")
        #expect(hitID(w.hitTest(Point(x: 70, y: 5))) == "container")
        // A hook further down, under the hooked container, composes: deep redirects to inner.
        container.hitTestHooks = nil
        deep.hitTestHooks = HitTestHooks(hitTest: { v, p, defaultHitTest in
            defaultHitTest() === v ? v.superview : nil
        })
        #expect(hitID(w.hitTest(Point(x: 5, y: 5))) == "inner")
        // The hook replaces UIKit's checks too (as an override of hitTest:withEvent: does):
        deep.isHidden = true
        #expect(hitID(w.hitTest(Point(x: 5, y: 5))) == "inner")   // default says nil → hook nil → inner answers itself
        deep.hitTestHooks = HitTestHooks(hitTest: { v, _, _ in v })
        #expect(hitID(w.hitTest(Point(x: 5, y: 5))) == "deep")
    }

    @Test func hooksOnEveryLevelOfADeepTreeStillWork() {
        // 200 nested hooked views: stack use grows with the hooks on the path only.
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        var parent: View = w
        for i in 0..<200 {
            let v = hitView("v\(i)", 0, 0, 100, 100, in: parent)
            v.hitTestHooks = HitTestHooks(hitTest: { _, _, d in d() })
            parent = v
        }
        #expect(hitID(w.hitTest(Point(x: 1, y: 1))) == "v199")
    }

    @Test func windowsAreAskedFrontToBackAndNilFallsThrough() {
        let screen = Screen()
        let main = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), identifier: "main")
        hitView("content", 0, 0, 320, 480, in: main)
        // An alert window in front, offset on screen: frame 20,100,280,200.
        let alert = Window(frame: Rect(x: 20, y: 100, width: 280, height: 200), identifier: "alert")
        hitView("ok", 0, 150, 280, 50, in: alert)     // screen y 250..300
        screen.addWindow(main)
        screen.addWindow(alert)
        #expect(hitID(screen.hitTest(Point(x: 100, y: 260))) == "ok")
        #expect(hitID(screen.hitTest(Point(x: 100, y: 150))) == "alert")
        #expect(hitID(screen.hitTest(Point(x: 10, y: 150))) == "content")
        #expect(screen.hitTestPath(Point(x: 100, y: 260)).map(hitID) == ["alert", "ok"])
        // A pass-through front window over empty space lets the touch fall to the window behind.
        alert.hitTestPolicy = .passThrough
        #expect(hitID(screen.hitTest(Point(x: 100, y: 150))) == "content")
        #expect(hitID(screen.hitTest(Point(x: 100, y: 260))) == "ok")
        // A hidden front window is skipped entirely.
        alert.isHidden = true
        #expect(hitID(screen.hitTest(Point(x: 100, y: 260))) == "content")
        #expect(screen.hitTestPath(Point(x: 100, y: 260)).map(hitID) == ["main", "content"])
        #expect(screen.hitTest(Point(x: 400, y: 10)) == nil)
        #expect(screen.hitTestPath(Point(x: 400, y: 10)).isEmpty)
    }

    @Test func responderChainRunsFromReceiverToWindow() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let a = hitView("a", 0, 0, 50, 50, in: w)
        let b = hitView("b", 0, 0, 20, 20, in: a)
        let hit = w.hitTest(Point(x: 5, y: 5))
        #expect(hit === b)
        #expect(hit?.responderChain.map(hitID) == ["b", "a", "window"])
        #expect(hit?.pathFromRoot.map(hitID) == ["window", "a", "b"])
    }
}
