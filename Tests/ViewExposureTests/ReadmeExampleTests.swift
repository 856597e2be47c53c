import Testing
import ViewExposureTestSupport
import ViewExposure

/// The README's "Using the library" example, kept compiling and true.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func adUnderTabBar() throws {
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        screen.addWindow(window)
        let feed = View(frame: Rect(x: 0, y: 64, width: 375, height: 603))
        feed.clipsToBounds = true
        let ad = View(frame: Rect(x: 0, y: 500, width: 375, height: 250), identifier: "ad")
        window.addSubview(feed)
        feed.addSubview(ad)
        window.addSubview(View(frame: Rect(x: 0, y: 618, width: 375, height: 49)))

        // The ad spans window y 564..<814; the feed clips it to 564..<667 and the tab bar covers
        // 618..<667, so 54 of its 250 rows show: 21.6 %. The tab bar lies below the visible
        // rectangle, so no occlusion rectangle remains inside it.
        let exposure = ExposureMeasurer().measure(ad)
        #expect(exposure.mraidJSON == #"{"exposedPercentage": 21.6, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 375.0, "height": 54.0}, "occlusionRectangles": null}"#)
        // (10, 600) is above the tab bar and inside the ad.
        #expect(screen.hitTest(Point(x: 10, y: 600)) === ad)
    }
}
