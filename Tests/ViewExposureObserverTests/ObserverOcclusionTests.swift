import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureObserver
import ViewExposureTestSupport

/// Occlusion-aware mode: views in front count (docs/semantics.md §6.8, the exposure rule of §3).
@Suite struct ObserverOcclusionTests {
    /// Target [0, 0, 100, 100]; a sibling in front covers its left half [0, 0, 50, 100].
    @Test func coveringSiblingReducesRatioAndVisibility() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let cover = f.add(Rect(x: 0, y: 0, width: 50, height: 100))
        let o = f.observer(try options(thresholds: [0, 0.6], occlusion: true))
        o.observe(t)
        var e = try #require(f.log.take().first)
        #expect(e.intersectionRatio == 0.5)
        #expect(e.isIntersecting)          // 0.5 reaches 0 but not 0.6: index 1
        #expect(e.thresholdIndex == 1)
        #expect(e.isVisible == false)
        #expect(e.intersectionRect == Rect(x: 0, y: 0, width: 100, height: 100))
        cover.isHidden = true
        e = try #require(f.log.take().first)
        #expect(e.intersectionRatio == 1)
        #expect(e.isVisible == true)
        // Covering everything: nothing uncovered, so not intersecting even at threshold 0.
        cover.frame = Rect(x: -10, y: -10, width: 200, height: 200)
        cover.isHidden = false
        e = try #require(f.log.take().first)
        #expect(!e.isIntersecting)
        #expect(e.intersectionRatio == 0)
        #expect(e.isVisible == false)
    }

    /// A sibling *behind* the target, and a view in front but elsewhere, do not count.
    @Test func viewsBehindOrAsideDoNotCover() throws {
        let f = ObserverFixture()
        f.add(Rect(x: 0, y: 0, width: 100, height: 100))             // behind
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        f.add(Rect(x: 200, y: 200, width: 100, height: 100))         // in front, aside
        let o = f.observer(try options(occlusion: true))
        o.observe(t)
        let e = try #require(f.log.take().first)
        #expect(e.intersectionRatio == 1)
        #expect(e.isVisible == true)
    }

    /// Without occlusion mode the cover is ignored and isVisible is nil.
    @Test func geometryModeIgnoresCovers() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let o = f.observer(try options())
        o.observe(t)
        let e = try #require(f.log.take().first)
        #expect(e.intersectionRatio == 1)
        #expect(e.isVisible == nil)
    }
}
