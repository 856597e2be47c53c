import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureTestSupport

/// Worked examples of the exposure algorithm (docs/semantics.md §3), with hand-computed numbers.
@Suite("Exposure: worked examples")
struct ExposureWorkedExampleTests {
    /// A 320×50 banner at (0, 100) in a 320×480 window; a 120×100 view in front covers its
    /// right part: visible 200×50 = 10 000 of 16 000 → 62.5 %.
    @Test func singleObstructionWithoutClipping() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 100, 320, 50), "ad")
        f.window.addChild(rect(200, 90, 120, 100), "cover")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 62.5)
        #expect(e.visibleRectangle == rect(0, 0, 200, 50))
        // The obstruction clipped to the ad is (200, 0, 120, 50); it only touches the visible
        // rectangle's edge, so nothing of the visible rectangle is occluded.
        #expect(e.occlusionRectangles == nil)
        #expect(e.friendlyObstructions.isEmpty)
        #expect(e.mraidJSON == #"{"exposedPercentage": 62.5, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 200.0, "height": 50.0}, "occlusionRectangles": null}"#)
    }

    /// A clipping scroll view at window y 64…464, scrolled by 100; the 320×50 ad sits at
    /// content y 80, so at window y 44…94: the scroll view clips it to ad y 20…50.
    /// A nav bar (window y 0…74) covers ad y 20…30; a 20×20 button at window (280, 84) covers
    /// ad (280…300, 40…50) after clipping. Visible: 320×20 − 20×10 = 6 200 of 16 000 = 38.75 %,
    /// bounding box (0, 30, 320, 20); the nav bar only touches it, the button lies inside.
    @Test func singleObstructionsWithClippingAncestor() {
        let f = ExposureFixture()
        let ad = f.clippedScrollExample()
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 38.75)
        #expect(e.visibleRectangle == rect(0, 30, 320, 20))
        #expect(e.occlusionRectangles == [rect(280, 40, 20, 10)])
        #expect(e.mraidJSON == #"{"exposedPercentage": 38.75, "visibleRectangle": {"x": 0.0, "y": 30.0, "width": 320.0, "height": 20.0}, "occlusionRectangles": [{"x": 280.0, "y": 40.0, "width": 20.0, "height": 10.0}]}"#)
    }

    /// A composite scene; the ad is (0, 0, 100, 100) in window coordinates.
    ///
    ///     window ─ content ─ card0  (behind: earlier sibling of card1, covers everything)
    ///            │         ├ card1 ─ ad ─ adChild (own subview, covers everything)
    ///            │         │       └ badge   (sibling)  ad (80, 0, 20, 20)
    ///            │         └ card2 (uncle) (50, 50, 200, 200) → ad (50, 50, 50, 50)
    ///            │             └ cousin at card2 (−40, −40, 20, 20) → ad (10, 10, 20, 20)
    ///            └ hud (great-uncle) (0, 90, 40, 10)
    ///
    /// The four obstructions are disjoint: 400 + 2 500 + 400 + 400 = 3 700, so 63 % visible.
    /// The point (99, 30) and the strip y 90…100, x 40…50 are visible, so the bounding box is
    /// the whole ad; the occlusion rects come back as they are, sorted by area then minY.
    @Test func compositeSceneWithSiblingsUnclesAndCousins() {
        let f = ExposureFixture(width: 400, height: 400)
        let content = f.window.addChild(rect(0, 0, 400, 400), "content")
        content.addChild(rect(0, 0, 400, 400), "card0")
        let card1 = content.addChild(rect(0, 0, 200, 200), "card1")
        let ad = card1.addChild(rect(0, 0, 100, 100), "ad")
        ad.addChild(rect(0, 0, 100, 100), "adChild")
        card1.addChild(rect(80, 0, 20, 20), "badge")
        let card2 = content.addChild(rect(50, 50, 200, 200), "card2")
        card2.addChild(rect(-40, -40, 20, 20), "cousin")
        f.window.addChild(rect(0, 90, 40, 10), "hud")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 63)
        #expect(e.visibleRectangle == rect(0, 0, 100, 100))
        #expect(e.occlusionRectangles == [rect(50, 50, 50, 50), rect(80, 0, 20, 20), rect(10, 10, 20, 20), rect(0, 90, 40, 10)])
    }
}
