import Testing
import ViewExposure

/// Worked examples of the exposure algorithm (seed 000), with hand-computed numbers.
@Suite("Exposure: worked examples")
struct ExposureWorkedExampleTests {
    /// A 320×50 banner at (0, 100) in a 320×480 window; a 120×50 view in front covers its
    /// right part: visible 200×50 = 10 000 of 16 000 → 62.5 %.
    @Test func singleObstruction() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let ad = View(frame: Rect(x: 0, y: 100, width: 320, height: 50), identifier: "ad")
        let cover = View(frame: Rect(x: 200, y: 90, width: 120, height: 100))
        window.addSubview(ad)
        window.addSubview(cover)
        let e = ExposureMeasurer().measure(ad)
        #expect(e.exposedPercentage == 62.5)
        #expect(e.visibleRectangle == Rect(x: 0, y: 0, width: 200, height: 50))
        // The obstruction clipped to the ad is (200, 0, 120, 50); it lies outside the visible
        // rectangle, so nothing of the visible rectangle is occluded.
        #expect(e.occlusionRectangles == nil)
        #expect(e.mraidJSON == #"{"exposedPercentage": 62.5, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 200.0, "height": 50.0}, "occlusionRectangles": null}"#)
    }
}
