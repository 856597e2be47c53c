import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureTestSupport

/// Deep and large trees, built and measured without recursion (Swift Testing runs tests on
/// threads with small stacks).
@Suite("Exposure: large trees")
struct ExposureLargeTreeTests {
    /// A 10 000-deep chain holds the ad at the bottom; a second 10 000-deep chain after it at
    /// the window level ends in a 10×10 leaf over the ad: 100 of 10 000 covered → 99 %.
    /// Every level of the ad's chain also has a later sibling far away (x 1 000, off the
    /// window) to exercise the per-level walk.
    @Test func tenThousandDeep() {
        let f = ExposureFixture(width: 2000, height: 2000)
        var node: View = f.window
        for _ in 0..<10_000 {
            let child = node.addChild(rect(0, 0, 100, 100))
            node.addChild(rect(1000, 1000, 5, 5))
            node = child
        }
        let ad = node.addChild(rect(0, 0, 100, 100), "ad")
        var cover: View = f.window.addChild(rect(0, 0, 100, 100))
        cover.drawsContent = false
        for _ in 0..<10_000 {
            cover = cover.addChild(rect(0, 0, 100, 100))
            cover.drawsContent = false
        }
        cover.addChild(rect(90, 90, 10, 10), "leaf")
        let e = measureExposure(ad, ExposureOptions(policy: .contentDrawingViews))
        #expect(e.exposedPercentage == 99)
        #expect(e.occlusionRectangles == [rect(90, 90, 10, 10)])
        // Under the default policy the first empty cover hides the ad.
        #expect(measureExposure(ad).exposedPercentage == 0)
    }

    /// 100 002 views (window included): the ad and 1 000 non-clipping containers of 99 views each beside it;
    /// only the very last view reaches back over the ad (100 of 10 000 → 99 %).
    @Test func hundredThousandViews() {
        let f = ExposureFixture(width: 1000, height: 1000)
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        var last: View?
        for group in 0..<1000 {
            let container = f.window.addChild(rect(100, 0, 900, 1000))
            for i in 0..<99 {
                last = container.addChild(rect(Double(i % 30) * 20, Double(group % 50) * 20, 10, 10))
            }
        }
        last?.frame = rect(-50, 50, 10, 10)
        var count = 0
        f.window.forEachInSubtree { _ in count += 1; return true }
        #expect(count == 100_002)
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 99)
        #expect(e.occlusionRectangles == [rect(50, 50, 10, 10)])
    }
}
