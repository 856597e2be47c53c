import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureHitTesting
import ViewExposureTestSupport

@Suite("Hit-testing: UIKit's rules")
struct HitTestRuleTests {
    /// window 0,0,100,100 ⊃ a 10,10,50,50 ⊃ a1 5,5,10,10; b 40,40,40,40 in front of a.
    func sample() -> (Window, View, View, View) {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let a = hitView("a", 10, 10, 50, 50, in: w)
        let a1 = hitView("a1", 5, 5, 10, 10, in: a)
        let b = hitView("b", 40, 40, 40, 40, in: w)
        return (w, a, a1, b)
    }

    @Test func deepestFrontMostWins() {
        let (w, _, _, _) = sample()
        // (20,20): inside a (10..60) and a1 (window 15..25) → a1.
        #expect(hitID(w.hitTest(Point(x: 20, y: 20))) == "a1")
        // (50,50): inside a and b; b is in front → b.
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "b")
        // (30,30): inside a only (a1 ends at 25, b starts at 40) → a.
        #expect(hitID(w.hitTest(Point(x: 30, y: 30))) == "a")
        // (95,5): only the window.
        #expect(hitID(w.hitTest(Point(x: 95, y: 5))) == "window")
        // Outside the window: nil.
        #expect(w.hitTest(Point(x: 100, y: 50)) == nil)
        #expect(w.hitTest(Point(x: -0.5, y: 50)) == nil)
    }

    @Test func edgesAreHalfOpen() {
        let (w, _, _, _) = sample()
        // a1 covers window x in [15, 25): 15 is in, 25 is out (falls to a).
        #expect(hitID(w.hitTest(Point(x: 15, y: 15))) == "a1")
        #expect(hitID(w.hitTest(Point(x: 25, y: 20))) == "a")
        #expect(hitID(w.hitTest(Point(x: 24.999, y: 20))) == "a1")
    }

    @Test func hiddenNonInteractiveAndTransparentSkipTheirSubtree() {
        let (w, a, _, b) = sample()
        b.isHidden = true
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "a")
        b.isHidden = false
        b.isUserInteractionEnabled = false
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "a")
        b.isUserInteractionEnabled = true
        // a non-interactive: a1 inside it is unreachable too.
        a.isUserInteractionEnabled = false
        #expect(hitID(w.hitTest(Point(x: 20, y: 20))) == "window")
        a.isUserInteractionEnabled = true
        a.isHidden = true
        #expect(hitID(w.hitTest(Point(x: 20, y: 20))) == "window")
    }

    @Test func alphaThresholdIsStrictlyBelowOneHundredth() {
        let (w, _, _, b) = sample()
        // alpha is a Float: 0.01 is stored as 0.0099999998, below UIKit's 0.01 → skipped;
        // 0.011 is stored as 0.0109999999 → hit.
        b.alpha = 0.01
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "a")
        b.alpha = 0.011
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "b")
        b.alpha = 0.009
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "a")
        b.alpha = 0
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "a")
    }

    @Test func subviewOutsideParentIsNeverHitClippingOrNot() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let p = hitView("p", 0, 0, 20, 20, in: w)
        let c = hitView("c", 30, 0, 10, 10, in: p)   // entirely outside p, at window 30..40
        // Drawn at (35, 5) when p does not clip, but never hit: p's inside test fails there.
        #expect(p.clipsToBounds == false)
        #expect(hitID(w.hitTest(Point(x: 35, y: 5))) == "window")
        p.clipsToBounds = true
        #expect(hitID(w.hitTest(Point(x: 35, y: 5))) == "window")
        // Half in: c2 at p-x 15..25 → the part inside p (window 15..20) is hit.
        let c2 = hitView("c2", 15, 0, 10, 10, in: p)
        #expect(hitID(w.hitTest(Point(x: 17, y: 5))) == "c2")
        #expect(hitID(w.hitTest(Point(x: 22, y: 5))) == "window")
        _ = (c, c2)
    }

    @Test func scrollOffsetShiftsSubviews() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 200), identifier: "window")
        let scroll = hitView("scroll", 0, 50, 100, 100, in: w)
        scroll.clipsToBounds = true
        hitView("cell", 0, 120, 100, 40, in: scroll)   // content y 120..160
        scroll.bounds.origin = Point(x: 0, y: 100)     // scrolled by 100: cell at scroll-y 20..60
        // Window y = 50 + (content y − 100): cell occupies window y 70..110.
        #expect(hitID(w.hitTest(Point(x: 10, y: 70))) == "cell")
        #expect(hitID(w.hitTest(Point(x: 10, y: 109.5))) == "cell")
        #expect(hitID(w.hitTest(Point(x: 10, y: 110))) == "scroll")
        #expect(hitID(w.hitTest(Point(x: 10, y: 69.9))) == "scroll")
    }

    @Test func scaleTransformAboutTheCenter() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), identifier: "window")
        let v = hitView("v", 50, 50, 100, 100, in: w)  // center (100,100)
        v.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        // Scaled about the center: occupies 75..125 on both axes.
        #expect(hitID(w.hitTest(Point(x: 76, y: 76))) == "v")
        #expect(hitID(w.hitTest(Point(x: 74, y: 100))) == "window")
        #expect(hitID(w.hitTest(Point(x: 125, y: 100))) == "window")
        // A subview at v-local 0,0,10,10 maps to window 75..80.
        hitView("corner", 0, 0, 10, 10, in: v)
        #expect(hitID(w.hitTest(Point(x: 77, y: 77))) == "corner")
        #expect(hitID(w.hitTest(Point(x: 81, y: 77))) == "v")
    }

    @Test func rotationIsExactNotBoundingBox() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), identifier: "window")
        let v = hitView("v", 50, 90, 100, 20, in: w)  // a 100×20 bar centered at (100,100)
        v.transform = AffineTransform(rotationAngle: Double.pi / 4)
        // Along the rotated bar's axis (the diagonal) it is hit…
        #expect(hitID(w.hitTest(Point(x: 130, y: 130))) == "v")
        #expect(hitID(w.hitTest(Point(x: 70, y: 70))) == "v")
        // …but not in the corner of its bounding box (which spans about 57..143).
        #expect(hitID(w.hitTest(Point(x: 135, y: 65))) == "window")
        // A quarter turn of a 100×20 bar: vertical, 10 wide.
        v.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        #expect(hitID(w.hitTest(Point(x: 100, y: 55))) == "v")
        #expect(hitID(w.hitTest(Point(x: 120, y: 100))) == "window")
    }

    @Test func singularTransformIsNeverHit() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let v = hitView("v", 0, 0, 100, 100, in: w)
        v.transform = AffineTransform(scaleX: 0, y: 1)
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "window")
    }

    @Test func hitInsetsEnlargeAndShrinkTheTapArea() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let button = hitView("button", 40, 40, 20, 20, in: w)
        #expect(hitID(w.hitTest(Point(x: 35, y: 50))) == "window")
        button.hitInsets = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        // Tap area now 30..70.
        #expect(hitID(w.hitTest(Point(x: 35, y: 50))) == "button")
        #expect(hitID(w.hitTest(Point(x: 69.5, y: 69.5))) == "button")
        #expect(hitID(w.hitTest(Point(x: 70, y: 50))) == "window")
        button.hitInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        // Tap area 45..55.
        #expect(hitID(w.hitTest(Point(x: 42, y: 50))) == "window")
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "button")
    }

    @Test func enlargedTapAreaIsStillLimitedByTheParent() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        let bar = hitView("bar", 0, 0, 100, 20, in: w)
        let button = hitView("button", 40, 5, 20, 10, in: bar)
        button.hitInsets = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
        // Enlarged to bar-y −5..25, but bar ends at 20: y 22 is outside bar → window.
        #expect(hitID(w.hitTest(Point(x: 50, y: 18))) == "button")
        #expect(hitID(w.hitTest(Point(x: 50, y: 22))) == "window")
    }

    @Test func tenThousandDeepTreeWorks() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), identifier: "window")
        var parent: View = w
        for i in 0..<10_000 {
            // Each level is offset by (0.001, 0.001) inside its parent: still contains (50, 50).
            let v = View(frame: Rect(x: 0.001, y: 0.001, width: 99, height: 99), identifier: "v\(i)")
            parent.addSubview(v)
            parent = v
        }
        #expect(hitID(w.hitTest(Point(x: 50, y: 50))) == "v9999")
        #expect(w.hitTest(Point(x: 50, y: 50))?.pathFromRoot.count == 10_001)
        #expect(parent.responderChain.count == 10_001)
        // The other walks over the same tree: front-most drawn view and the region audit of
        // the deepest view, with a non-interactive overlay in front of the whole chain.
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 50, y: 50))) == "v9999")
        let overlay = View(frame: Rect(x: 0, y: 0, width: 100, height: 20), identifier: "overlay")
        overlay.isUserInteractionEnabled = false
        w.addSubview(overlay)
        #expect(hitID(w.frontmostDrawnView(at: Point(x: 50, y: 15))) == "overlay")
        #expect(hitID(w.hitTest(Point(x: 50, y: 15))) == "v9999")
        #expect(overlay.isInFront(of: parent))
        let region = parent.passThroughRegion()
        #expect(region.isExact)
        #expect(!region.region.isEmpty)
    }
}
