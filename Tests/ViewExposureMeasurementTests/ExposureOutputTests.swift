import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureTestSupport

/// docs/semantics.md §3.5–3.6: the MRAID texts and the equality an SDK fires events on.
@Suite("Exposure: output and equality")
struct ExposureOutputTests {
    let sample = Exposure(exposedPercentage: 100.0 / 3.0, visibleRectangle: rect(0.5, 0, 320, 50.25),
                          occlusionRectangles: [rect(10, 20, 30, 40), rect(1.0 / 3.0, 0, 2, 1)])

    @Test func mraidJSONWithoutOcclusions() {
        let e = Exposure(exposedPercentage: 62.5, visibleRectangle: rect(0, 0, 320, 50), occlusionRectangles: nil)
        #expect(e.mraidJSON == #"{"exposedPercentage": 62.5, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 320.0, "height": 50.0}, "occlusionRectangles": null}"#)
    }

    /// 100/3 → 33.3333, 1/3 → 0.3333; rects separated by ", ".
    @Test func mraidJSONWithOcclusions() {
        #expect(sample.mraidJSON == #"{"exposedPercentage": 33.3333, "visibleRectangle": {"x": 0.5, "y": 0.0, "width": 320.0, "height": 50.25}, "occlusionRectangles": [{"x": 10.0, "y": 20.0, "width": 30.0, "height": 40.0}, {"x": 0.3333, "y": 0.0, "width": 2.0, "height": 1.0}]}"#)
    }

    @Test func zeroExposureTexts() {
        #expect(Exposure.zero.mraidJSON == #"{"exposedPercentage": 0.0, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 0.0, "height": 0.0}, "occlusionRectangles": null}"#)
        #expect(Exposure.zero.mraidExposureChangeCall == #"mraid.onExposureChange(0.0, {"x": 0.0, "y": 0.0, "width": 0.0, "height": 0.0}, null);"#)
    }

    @Test func mraidExposureChangeCall() {
        #expect(sample.mraidExposureChangeCall == #"mraid.onExposureChange(33.3333, {"x": 0.5, "y": 0.0, "width": 320.0, "height": 50.25}, [{"x": 10.0, "y": 20.0, "width": 30.0, "height": 40.0}, {"x": 0.3333, "y": 0.0, "width": 2.0, "height": 1.0}]);"#)
    }

    /// A measured result has the occlusion rects sorted by area (ties: minY, minX) and is
    /// written in that order.
    @Test func measuredOcclusionsAreSortedInJSON() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        f.window.addChild(rect(60, 60, 10, 10), "small")
        f.window.addChild(rect(10, 10, 20, 20), "large")
        f.window.addChild(rect(10, 60, 10, 10), "smallLeft")
        let e = measureExposure(ad)
        #expect(e.occlusionRectangles == [rect(10, 10, 20, 20), rect(10, 60, 10, 10), rect(60, 60, 10, 10)])
        #expect(e.exposedPercentage == 94)
        #expect(e.mraidJSON.hasSuffix(#""occlusionRectangles": [{"x": 10.0, "y": 10.0, "width": 20.0, "height": 20.0}, {"x": 10.0, "y": 60.0, "width": 10.0, "height": 10.0}, {"x": 60.0, "y": 60.0, "width": 10.0, "height": 10.0}]}"#))
    }

    /// Equality is at the reported precision (4 fraction digits): a change that would not
    /// alter the MRAID text does not make a new value; one that would, does.
    @Test func equalityAtReportedPrecision() {
        var a = sample
        a.exposedPercentage += 0.00001   // 33.33334 is still reported 33.3333
        a.visibleRectangle.origin.x += 0.00004   // 0.50004 is still reported 0.5
        #expect(a == sample)
        #expect(a.hashValue == sample.hashValue)
        #expect(a.mraidJSON == sample.mraidJSON)
        var b = sample
        b.exposedPercentage = 33.33335   // reported 33.3334 (rounded half away from zero)
        #expect(b != sample)
        var c = sample
        c.occlusionRectangles?[1].size.height = 1.0002
        #expect(c != sample)
        #expect(Set([sample, a, b, c]).count == 3)
    }

    /// Negative zero equals zero (both are written "0.0"); `nil` occlusions differ from an
    /// empty array (written "null" and "[]"); order of occlusions matters.
    @Test func equalityEdgeCases() {
        let z = Exposure(exposedPercentage: -0.0, visibleRectangle: rect(-0.0, 0, 0, 0), occlusionRectangles: nil)
        #expect(z == .zero)
        #expect(z.hashValue == Exposure.zero.hashValue)
        let empty = Exposure(exposedPercentage: 0, visibleRectangle: .zero, occlusionRectangles: [])
        #expect(empty != .zero)
        var swapped = sample
        swapped.occlusionRectangles?.reverse()
        #expect(swapped != sample)
    }

    /// Friendly reports take part in equality, at the same precision.
    @Test func friendlyReportsInEquality() {
        let report = FriendlyObstructionReport(identifier: "close", purpose: .closeAd, reason: nil, rect: rect(0, 0, 10, 10))
        var a = sample
        a.friendlyObstructions = [report]
        #expect(a != sample)
        var b = sample
        var moved = report
        moved.rect.origin.x = 0.00001
        b.friendlyObstructions = [moved]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        moved.purpose = .other
        b.friendlyObstructions = [moved]
        #expect(a != b)
    }

    /// Repeated measurements of an unchanged tree are equal, so an SDK fires once.
    @Test func unchangedTreeMeasuresEqual() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        f.window.addChild(rect(0, 0, 30, 30), "cover")
        let measurer = ExposureMeasurer()
        let first = measurer.measure(ad)
        #expect(measurer.measure(ad) == first)
        f.window.subviews.last?.frame = rect(0, 0, 30, 31)
        #expect(measurer.measure(ad) != first)
    }
}
