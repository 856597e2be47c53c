import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureTestSupport

/// docs/semantics.md §3.2: the clipped rect — clipping ancestors, the window, scroll offsets,
/// transforms.
@Suite("Exposure: clipping and transforms")
struct ExposureClippingTests {
    /// The ad hangs out of the window at (−20, 460): only x 20…100, y 0…20 of it is inside
    /// the 320×480 window, 80×20 = 1 600 of 4 000 = 40 %.
    @Test func windowAlwaysClips() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(-20, 460, 100, 40), "ad")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 40)
        #expect(e.visibleRectangle == rect(20, 0, 80, 20))
    }

    /// A non-clipping ancestor does not clip, even when the ad lies outside it.
    @Test func nonClippingAncestorDoesNotClip() {
        let f = ExposureFixture()
        let box = f.window.addChild(rect(0, 0, 50, 50), "box")
        let ad = box.addChild(rect(25, 25, 100, 100), "ad")
        #expect(measureExposure(ad).exposedPercentage == 100)
        box.clipsToBounds = true
        // Clipped to box (0…50) = ad (0…25): 625 of 10 000.
        #expect(measureExposure(ad).exposedPercentage == 6.25)
        #expect(measureExposure(ad).visibleRectangle == rect(0, 0, 25, 25))
    }

    /// Nested clipping scroll views with scroll offsets. The outer one (window origin, 320×200)
    /// is scrolled to y 90, so it shows its content y 90…290. The inner one sits at outer
    /// content (10, 60, 100, 100), scrolled horizontally to x 30: it shows its content x 30…130.
    /// The 100×50 ad at inner content (0, 0): the inner view keeps ad x 30…100; the ad lies at
    /// outer content y 60…110, of which 90…110 shows, that is ad y 30…50.
    /// Visible (30, 30, 70, 20) = 1 400 of 5 000 = 28 %; without the inner clip, the outer view
    /// alone keeps ad x 20…100 (outer x −20…80 → 0…80): 80×20 = 1 600 → 32 %.
    @Test func nestedClippingAncestorsWithScrollOffsets() {
        let f = ExposureFixture()
        let outer = f.window.addChild(rect(0, 0, 320, 200), "outer", clips: true)
        outer.bounds.origin = Point(x: 0, y: 90)
        let inner = outer.addChild(rect(10, 60, 100, 100), "inner", clips: true)
        inner.bounds.origin = Point(x: 30, y: 0)
        let ad = inner.addChild(rect(0, 0, 100, 50), "ad")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 28)
        #expect(e.visibleRectangle == rect(30, 30, 70, 20))
        inner.clipsToBounds = false
        #expect(measureExposure(ad).exposedPercentage == 32)
        #expect(measureExposure(ad).visibleRectangle == rect(20, 30, 80, 20))
    }

    /// The tested view's own scroll offset: results are in its bounds coordinates, so a
    /// scrolled ad reports rects offset by its bounds origin.
    @Test func resultsAreInTheTestedViewsBoundsCoordinates() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        ad.bounds.origin = Point(x: 5, y: 7)
        f.window.addChild(rect(50, 0, 50, 100), "cover")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 50)
        #expect(e.visibleRectangle == rect(5, 7, 50, 100))
    }

    /// A clipping container scaled by 2 about its center (frame (0, 0, 100, 100), so on screen
    /// it spans −50…150). The 100×100 ad at container (50, 50) keeps ad (0, 0, 50, 50) =
    /// 25 %. A window-level view at (100, 100, 300, 300) maps to container 75…, that is ad
    /// 25…: it covers (25, 25, 25, 25) of the clipped part, leaving 2 500 − 625 = 1 875 =
    /// 18.75 %. Powers of two keep every number exact.
    @Test func scaledClippingAncestor() {
        let f = ExposureFixture()
        let container = f.window.addChild(rect(0, 0, 100, 100), "container", clips: true)
        container.transform = AffineTransform(scaleX: 2, y: 2)
        let ad = container.addChild(rect(50, 50, 100, 100), "ad")
        f.window.addChild(rect(100, 100, 300, 300), "cover")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 18.75)
        #expect(e.visibleRectangle == rect(0, 0, 50, 50))
        #expect(e.occlusionRectangles == [rect(25, 25, 25, 25)])
    }

    /// A scaled obstructor: a 10×10 view scaled by 3 about its center (5, 5) covers −10…20.
    @Test func scaledObstructor() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        let cover = f.window.addChild(rect(0, 0, 10, 10), "cover")
        cover.transform = AffineTransform(scaleX: 3, y: 3)
        let e = measureExposure(ad)
        // Covered ad (0…20)² = 400 → 96 %.
        #expect(e.exposedPercentage == 96)
        #expect(e.occlusionRectangles == [rect(0, 0, 20, 20)])
    }

    /// An ancestor rotated by 90° (clockwise on screen) about its center (150, 150): a point
    /// (px, py) from the center goes to (−py, px). The screen's left half of the container is
    /// therefore the ad's bottom half; covering it leaves the top half, 50 %. cos(π/2) is
    /// 6.1e-17, not 0: without removing that rounding noise a 1e-14 sliver at the bottom
    /// stayed uncovered and stretched the visible rectangle over the whole ad.
    @Test func rotatedAncestor() {
        let f = ExposureFixture()
        let container = f.window.addChild(rect(100, 100, 100, 100), "container")
        container.transform = AffineTransform(rotationAngle: Double.pi / 2)
        let ad = container.addChild(rect(0, 0, 100, 100), "ad")
        f.window.addChild(rect(100, 100, 50, 100), "leftHalf")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 50)
        #expect(e.visibleRectangle == rect(0, 0, 100, 50))
        #expect(e.occlusionRectangles == nil)
    }

    /// Clipping by a rotated frame uses bounding boxes, conservatively: the ad rotated by 45°
    /// inside a clipping square of its own size truly shows an octagon of 10 000·(2√2 − 2) ≈
    /// 8 284, but the square's bounding box in the ad's coordinates contains the whole ad, so
    /// it measures 100 % — exposure is never understated by a rotation.
    @Test func rotatedViewInClippingAncestorIsConservative() {
        let f = ExposureFixture()
        let box = f.window.addChild(rect(100, 100, 100, 100), "box", clips: true)
        let ad = box.addChild(rect(0, 0, 100, 100), "ad")
        ad.transform = AffineTransform(rotationAngle: Double.pi / 4)
        #expect(measureExposure(ad).exposedPercentage == 100)
    }

    /// A rotated obstructor obstructs its bounding box: a 20×20 square rotated by 45° about
    /// (50, 50) spans 50 ± 10√2 on both axes, that is 800 of the ad's 10 000 → 92 %.
    @Test func rotatedObstructorObstructsItsBoundingBox() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        let diamond = f.window.addChild(rect(40, 40, 20, 20), "diamond")
        diamond.transform = AffineTransform(rotationAngle: Double.pi / 4)
        #expect(abs(measureExposure(ad).exposedPercentage - 92) < 1e-9)
    }

    /// A window placed away from the screen origin: window coordinates are its own, so the
    /// placement does not change what is clipped (the window clips in its bounds).
    @Test func windowPlacementDoesNotMatter() {
        let screen = Screen()
        let window = Window(frame: rect(1000, 2000, 320, 480))
        screen.addWindow(window)
        let ad = window.addChild(rect(300, 0, 40, 10), "ad")
        // Inside the window x 300…320 of 300…340: half.
        #expect(measureExposure(ad).exposedPercentage == 50)
    }

    /// Translation-only paths are exact on half-integers: nested containers at .5 offsets,
    /// a scroll offset of 0.5, and an obstruction at x 49.5. The ad (0.5, 0.5) in a container
    /// at (10.5, 20.5) scrolled by (0.5, 0.5) sits at window (10.5, 20.5); the cover at window
    /// (60, 0, 100, 100) starts at ad x 49.5, so 49.5 × 100 of 100 × 100 stay visible: 49.5 %.
    @Test func halfIntegerTranslationsAreExact() {
        let f = ExposureFixture()
        let container = f.window.addChild(rect(10.5, 20.5, 200, 200), "container", clips: true)
        container.bounds.origin = Point(x: 0.5, y: 0.5)
        let ad = container.addChild(rect(0.5, 0.5, 100, 100), "ad")
        f.window.addChild(rect(60, 0, 100, 200), "cover")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 49.5)
        #expect(e.visibleRectangle == rect(0, 0, 49.5, 100))
        let inputs = ExposureMeasurer().inputs(for: ad)
        #expect(inputs?.obstructions == [rect(49.5, 0, 50.5, 100)])
    }
}
