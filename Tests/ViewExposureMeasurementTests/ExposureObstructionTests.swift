import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureTestSupport

/// docs/semantics.md §3.3 and §3.7: what obstructs and what does not.
@Suite("Exposure: obstruction rules")
struct ExposureObstructionTests {
    /// A 100×100 ad at the window origin inside a full-window container.
    func scene() -> (ExposureFixture, View, View) {
        let f = ExposureFixture()
        let (container, ad) = f.adInContainer(rect(0, 0, 320, 480))
        return (f, container, ad)
    }

    @Test func earlierSiblingNeverObstructs() {
        let (f, container, ad) = scene()
        let behind = View(frame: rect(0, 0, 320, 480), identifier: "behind")
        container.insertSubview(behind, belowSubview: ad)
        #expect(measureExposure(ad).exposedPercentage == 100)
        // Brought to the front, it covers everything.
        container.bringSubviewToFront(behind)
        #expect(measureExposure(ad) == Exposure(exposedPercentage: 0, visibleRectangle: .zero, occlusionRectangles: nil))
        withExtendedLifetime(f) {}
    }

    /// A later sibling covering the left half: 50 %, visible (50, 0, 50, 100).
    @Test func laterSiblingObstructs() {
        let (f, container, ad) = scene()
        container.addChild(rect(0, 0, 50, 100), "left")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 50)
        #expect(e.visibleRectangle == rect(50, 0, 50, 100))
        withExtendedLifetime(f) {}
    }

    /// Siblings after the path at every level: a sibling of the container (an uncle of the ad)
    /// obstructs; an earlier uncle does not.
    @Test func laterUncleObstructsEarlierUncleDoesNot() {
        let f = ExposureFixture()
        f.window.addChild(rect(0, 0, 320, 480), "earlierUncle")
        let container = f.window.addChild(rect(0, 0, 320, 480), "container")
        let ad = container.addChild(rect(0, 0, 100, 100), "ad")
        f.window.addChild(rect(0, 75, 100, 25), "laterUncle")
        #expect(measureExposure(ad).exposedPercentage == 75)
    }

    @Test func ownSubviewsNeverObstruct() {
        let (f, _, ad) = scene()
        let child = ad.addChild(rect(0, 0, 100, 100), "child")
        child.addChild(rect(-50, -50, 500, 500), "grandchild")
        #expect(measureExposure(ad).exposedPercentage == 100)
        withExtendedLifetime(f) {}
    }

    /// Windows behind never obstruct; windows in front do, in their own screen placement:
    /// the front window at screen (0, 240) covers ad (window y 200…300) y 40…100 → 40 %.
    @Test func windowsBehindAndInFront() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 200, 100, 100), "ad")
        let behind = Window(frame: rect(0, 0, 320, 480), identifier: "behind")
        behind.addChild(rect(0, 0, 320, 480))
        f.screen.insertWindow(behind, at: 0)
        #expect(measureExposure(ad).exposedPercentage == 100)
        let front = Window(frame: rect(0, 240, 320, 240), identifier: "front")
        f.screen.addWindow(front)
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 40)
        #expect(e.visibleRectangle == rect(0, 0, 100, 40))
        front.isHidden = true
        #expect(measureExposure(ad).exposedPercentage == 100)
        front.isHidden = false
        front.alpha = 0.001
        #expect(measureExposure(ad).exposedPercentage == 100)
        // Sent behind the ad's window, it no longer obstructs.
        front.alpha = 1
        f.screen.insertWindow(front, at: 0)
        #expect(measureExposure(ad).exposedPercentage == 100)
    }

    /// A window always clips its content (nothing outside a window is on screen): a view of
    /// the front window placed above that window's top edge covers nothing.
    @Test func frontWindowClipsItsContent() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 200, 100, 100), "ad")
        let front = Window(frame: rect(0, 300, 320, 180), identifier: "front")
        front.drawsContent = false
        front.addChild(rect(0, -100, 320, 100), "outside")
        f.screen.addWindow(front)
        #expect(measureExposure(ad, ExposureOptions(policy: .contentDrawingViews)).exposedPercentage == 100)
    }

    /// A view that clips limits its subtree to itself: a 10×10 clipping sibling with a 100×100
    /// child covers 100 of 10 000 (99 %); not clipping, the child covers everything.
    @Test func clippingObstructorLimitsItsSubtree() {
        let (f, container, ad) = scene()
        let box = container.addChild(rect(0, 0, 10, 10), "box", clips: true)
        box.addChild(rect(0, 0, 100, 100), "child")
        #expect(measureExposure(ad).exposedPercentage == 99)
        box.clipsToBounds = false
        #expect(measureExposure(ad).exposedPercentage == 0)
        withExtendedLifetime(f) {}
    }

    /// A clipping obstructor entirely outside the ad hides its whole subtree, even a child
    /// positioned over the ad.
    @Test func clippingObstructorOutsideHidesItsSubtree() {
        let (f, container, ad) = scene()
        let box = container.addChild(rect(200, 200, 10, 10), "box", clips: true)
        box.addChild(rect(-200, -200, 100, 100), "child")
        #expect(measureExposure(ad).exposedPercentage == 100)
        // Not clipping: the child at box (−200, −200) is at (0, 0) and covers the ad.
        box.clipsToBounds = false
        #expect(measureExposure(ad).exposedPercentage == 0)
        withExtendedLifetime(f) {}
    }

    /// Subtree skipping: a subtree whose region (the cached bounding box of everything in it)
    /// misses the ad is never visited — the predicate is not asked about it — whether or not
    /// its root clips. A non-clipping view that misses the ad but has a descendant reaching
    /// over it is visited, and so is that descendant.
    @Test func subtreesThatCannotReachTheAdAreSkipped() {
        let (f, container, ad) = scene()
        let clipping = container.addChild(rect(200, 0, 10, 10), "clipping", clips: true)
        clipping.addChild(rect(-200, 0, 50, 50), "clippedChild")
        let open = container.addChild(rect(200, 20, 10, 10), "open")
        open.addChild(rect(0, 0, 5, 5), "openChild")
        let reaching = container.addChild(rect(200, 40, 10, 10), "reaching")
        reaching.addChild(rect(0, 0, 5, 5), "farChild")
        reaching.addChild(rect(-200, 0, 10, 10), "reachingChild")
        final class Log { var asked: [String] = [] }
        let log = Log()
        let e = measureExposure(ad, ExposureOptions(ignoring: { log.asked.append($0.identifier ?? "?"); return false }))
        #expect(log.asked == ["reaching", "reachingChild"])
        // Only reachingChild, at ad (0, 40, 10, 10), covers: 99 %.
        #expect(e.exposedPercentage == 99)
        withExtendedLifetime(f) {}
    }

    /// The cached subtree regions follow every mutation: measured once (caches filled), then
    /// a deep view moves, its ancestor scrolls, transforms, gains and loses subviews, and is
    /// re-parented — each result is as hand-computed for a fresh tree.
    @Test func cachedRegionsFollowMutations() {
        let (f, container, ad) = scene()
        let a = container.addChild(rect(200, 200, 50, 50), "a")
        let b = a.addChild(rect(0, 0, 40, 40), "b")
        let c = b.addChild(rect(0, 0, 10, 10), "c")
        let measurer = ExposureMeasurer()
        #expect(measurer.measure(ad).exposedPercentage == 100)
        // c to b (−200, −200): ad (0, 0, 10, 10) covered → 99 %.
        c.center = Point(x: -195, y: -195)
        #expect(measurer.measure(ad).exposedPercentage == 99)
        c.center = Point(x: 5, y: 5)
        #expect(measurer.measure(ad).exposedPercentage == 100)
        // Scrolling a by (200, 200) brings b and c to ad (0, 0): b covers 40×40 → 84 %.
        a.bounds.origin = Point(x: 200, y: 200)
        #expect(measurer.measure(ad).exposedPercentage == 84)
        a.bounds.origin = .zero
        #expect(measurer.measure(ad).exposedPercentage == 100)
        // Scaling a by 10 about its center (225, 225): b's origin (200, 200) goes to
        // 225 + 10·(0 − 25) = −25, so b spans −25…375 and covers the whole ad.
        a.transform = AffineTransform(scaleX: 10, y: 10)
        #expect(measurer.measure(ad).exposedPercentage == 0)
        a.transform = .identity
        #expect(measurer.measure(ad).exposedPercentage == 100)
        // A new deep subview reaching over the ad, then removed.
        let d = c.addChild(rect(-200, -200, 20, 20), "d")
        #expect(measurer.measure(ad).exposedPercentage == 96)
        d.removeFromSuperview()
        #expect(measurer.measure(ad).exposedPercentage == 100)
        // Re-parenting: d moved under a view that sits over the ad's corner area.
        let e = container.addChild(rect(300, 300, 10, 10), "e")
        #expect(measurer.measure(ad).exposedPercentage == 100)
        e.addSubview(d)   // d at e (−200, −200) = container (100, 100): touches the ad's corner only
        #expect(measurer.measure(ad).exposedPercentage == 100)
        d.frame = rect(-210, -210, 20, 20)   // container (90, 90, 20, 20): covers 10×10
        #expect(measurer.measure(ad).exposedPercentage == 99)
        c.addSubview(d)   // back under c at (−210, −210) from c's (200, 200): (−10, −10) → 10×10
        #expect(measurer.measure(ad).exposedPercentage == 99)
        d.removeFromSuperview()
        #expect(measurer.measure(ad).exposedPercentage == 100)
        withExtendedLifetime(f) {}
    }

    /// Clipping nests: a grandchild is limited by every clipping ancestor below the path.
    /// outer (0…60 clipping) ⊃ inner (30…90 clipping) ⊃ grandchild (everything):
    /// covered x 30…60 × y 0…100 → 3 000 → 70 %.
    @Test func nestedClippingObstructors() {
        let (f, container, ad) = scene()
        let outer = container.addChild(rect(0, 0, 60, 100), "outer", clips: true)
        outer.drawsContent = false
        let inner = outer.addChild(rect(30, 0, 60, 100), "inner", clips: true)
        inner.drawsContent = false
        inner.addChild(rect(-30, 0, 320, 480), "grandchild")
        #expect(measureExposure(ad, ExposureOptions(policy: .contentDrawingViews)).exposedPercentage == 70)
        withExtendedLifetime(f) {}
    }

    /// A hidden view obstructs nothing, and neither does its subtree.
    @Test func hiddenObstructorAndItsSubtreeObstructNothing() {
        let (f, container, ad) = scene()
        let cover = container.addChild(rect(0, 0, 50, 50), "cover")
        cover.addChild(rect(0, 0, 100, 100), "child")
        cover.isHidden = true
        #expect(measureExposure(ad).exposedPercentage == 100)
        withExtendedLifetime(f) {}
    }

    /// Effective alpha of obstructors multiplies down: 0.1 × 0.05 = 0.005 is transparent even
    /// though each alpha alone is not; the transparent parent's own rect obstructs nothing.
    @Test func transparentObstructorsByAlphaProduct() {
        let (f, container, ad) = scene()
        let parent = container.addChild(rect(0, 0, 50, 100), "parent")
        parent.alpha = 0.1
        let child = parent.addChild(rect(50, 0, 50, 100), "child")
        child.alpha = 0.05
        // The parent (alpha 0.1) covers the left half; the child (0.005) nothing.
        #expect(measureExposure(ad).exposedPercentage == 50)
        child.alpha = 0.5
        #expect(measureExposure(ad).exposedPercentage == 0)
        parent.alpha = 0.001
        #expect(measureExposure(ad).exposedPercentage == 100)
        withExtendedLifetime(f) {}
    }

    /// Policy: a container that draws nothing, covering the ad, with a child over the top
    /// quarter. Every visible view obstructs → 0 %; only content-drawing views → 75 %.
    @Test func policies() {
        let (f, container, ad) = scene()
        let overlay = container.addChild(rect(0, 0, 320, 480), "overlay")
        overlay.drawsContent = false
        overlay.addChild(rect(0, 0, 100, 25), "label")
        #expect(measureExposure(ad).exposedPercentage == 0)
        let contentOnly = measureExposure(ad, ExposureOptions(policy: .contentDrawingViews))
        #expect(contentOnly.exposedPercentage == 75)
        #expect(contentOnly.visibleRectangle == rect(0, 25, 100, 75))
        withExtendedLifetime(f) {}
    }

    /// Under `.contentDrawingViews` a non-drawing clipping view still clips its subtree.
    @Test func nonDrawingClippingViewStillClips() {
        let (f, container, ad) = scene()
        let box = container.addChild(rect(0, 0, 20, 20), "box", clips: true)
        box.drawsContent = false
        box.addChild(rect(0, 0, 100, 100), "child")
        #expect(measureExposure(ad, ExposureOptions(policy: .contentDrawingViews)).exposedPercentage == 96)
        withExtendedLifetime(f) {}
    }

    /// Overlapping obstructions count once: two 60×100 siblings overlapping over 20 columns
    /// leave 100 − 60 − 60 + 20 = 0 columns; with 40×100 ones overlapping over 20: 40 % left.
    @Test func overlappingObstructionsCountOnce() {
        let (f, container, ad) = scene()
        container.addChild(rect(0, 0, 40, 100), "a")
        container.addChild(rect(20, 0, 40, 100), "b")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 40)
        #expect(e.visibleRectangle == rect(60, 0, 40, 100))
        withExtendedLifetime(f) {}
    }

    /// The kernel is reused across measurements: nothing leaks from one into the next.
    @Test func measurerIsReusable() {
        let (f, container, ad) = scene()
        let other = container.addChild(rect(200, 0, 100, 100), "other")
        container.addChild(rect(0, 0, 50, 100), "cover")
        let measurer = ExposureMeasurer()
        #expect(measurer.measure(ad).exposedPercentage == 50)
        #expect(measurer.measure(other).exposedPercentage == 100)
        #expect(measurer.measure(ad).exposedPercentage == 50)
        withExtendedLifetime(f) {}
    }

    /// A rect with a negative size is empty (docs/semantics.md §1.2): such an obstructor covers
    /// nothing (its subviews still can), and such a clipping ancestor shows nothing — a transform
    /// must not flip them into real rects.
    @Test func negativeSizesAreEmpty() {
        let (f, container, ad) = scene()
        let flipped = container.addChild(rect(0, 0, 100, 100), "flipped")
        flipped.bounds.size = Size(width: -100, height: 100)
        #expect(measureExposure(ad).exposedPercentage == 100)
        // flipped's anchor is bounds origin + ½·size = (−50, 50), at its center (50, 50): its
        // point p is at container p + (100, 0). A child at flipped (0, 0) lies right of the
        // ad; moved to flipped (−50, 0) it covers ad (50, 0, 10, 10).
        let child = flipped.addChild(rect(0, 0, 10, 10), "child")
        #expect(measureExposure(ad).exposedPercentage == 100)
        child.center = Point(x: -45, y: 5)
        #expect(measureExposure(ad).exposedPercentage == 99)
        flipped.removeFromSuperview()
        container.clipsToBounds = true
        container.bounds.size = Size(width: -320, height: 480)
        #expect(measureExposure(ad) == .zero)
        withExtendedLifetime(f) {}
    }
}
