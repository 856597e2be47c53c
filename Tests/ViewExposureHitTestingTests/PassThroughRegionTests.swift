import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureHitTesting
import ViewExposureTestSupport

@Suite("Pass-through: region audit")
struct PassThroughRegionTests {
    /// ``FlutterOverlayFixture``, without installing the policy.
    func scene(overlay frame: Rect) -> FlutterOverlayFixture { FlutterOverlayFixture(overlay: frame) }

    @Test func partialOverlapRegionIsTheOverlapInContainerCoordinates() {
        let f = scene(overlay: Rect(x: 0, y: 150, width: 400, height: 100))
        // Overlay y 150..250 ∩ container 200..400 → container-local y 0..50, full width.
        let r = f.container.passThroughRegion()
        #expect(r.isExact)
        #expect(r.region.rects == [Rect(x: 0, y: 0, width: 400, height: 50)])
        // Installed interception removes it all.
        f.policy.install(on: f.container)
        let after = f.container.passThroughRegion(interception: f.policy)
        #expect(after.region.isEmpty)
        #expect(after.isExact)
    }

    @Test func containerContainsOverlayRegion() {
        let f = scene(overlay: Rect(x: 100, y: 250, width: 100, height: 50))
        let r = f.container.passThroughRegion()
        #expect(r.region.rects == [Rect(x: 100, y: 50, width: 100, height: 50)])
    }

    @Test func overlayContainsContainerRegionIsTheWholeContainer() {
        let f = scene(overlay: Rect(x: 0, y: 100, width: 400, height: 400))
        let r = f.container.passThroughRegion()
        #expect(r.region.area == 400 * 200)
        #expect(r.region.rects == [Rect(x: 0, y: 0, width: 400, height: 200)])
    }

    @Test func disjointOverlayGivesNoRegion() {
        let f = scene(overlay: Rect(x: 0, y: 500, width: 400, height: 100))
        #expect(f.container.passThroughRegion().region.isEmpty)
    }

    @Test func ignoringPointersOverlayStaysAPassThroughRegion() {
        let f = scene(overlay: Rect(x: 0, y: 150, width: 400, height: 100))
        f.policy.register(f.overlay, ignoresPointers: true)
        f.policy.install(on: f.container)
        let r = f.container.passThroughRegion(interception: f.policy)
        #expect(r.region.rects == [Rect(x: 0, y: 0, width: 400, height: 50)])
    }

    @Test func interactiveViewInFrontCatchesItsPart() {
        let f = scene(overlay: Rect(x: 0, y: 150, width: 400, height: 100))
        // A search button in front at screen 0,210,100,20: touches there go to the button.
        hitView("search", 0, 210, 100, 20, in: f.flutter)
        let r = f.container.passThroughRegion()
        // 400×50 minus the button's 100×20 (container-local 0,10..30).
        #expect(r.region.area == 400 * 50 - 100 * 20)
        #expect(!r.region.contains(Point(x: 50, y: 20)))
        #expect(r.region.contains(Point(x: 50, y: 5)))
        #expect(r.region.contains(Point(x: 150, y: 20)))
        // Matches the point audit at sample points (screen y = local y + 200).
        for (x, y) in [(50.0, 5.0), (50, 20), (150, 20), (399, 49), (10, 60)] {
            let audit = f.screen.passThroughAudit(at: Point(x: x, y: y + 200))
            #expect(audit.isPassThrough == r.region.contains(Point(x: x, y: y)))
        }
    }

    @Test func rotatedOverlayIsReportedAsInexact() {
        let f = scene(overlay: Rect(x: 0, y: 150, width: 400, height: 100))
        f.overlay.transform = AffineTransform(rotationAngle: 0.1)
        let r = f.container.passThroughRegion()
        #expect(!r.isExact)
        #expect(!r.region.isEmpty)
    }

    @Test func disjointRegionOperations() {
        var region = RectRegion([Rect(x: 0, y: 0, width: 10, height: 10),
                                         Rect(x: 5, y: 5, width: 10, height: 10)])
        // Union area: 100 + 100 − 25 overlap.
        #expect(region.area == 175)
        region.subtract(Rect(x: 0, y: 0, width: 15, height: 5))
        // Removes the top band of the first (10×5 = 50) — the second starts at y 5.
        #expect(region.area == 125)
        let clipped = region.intersection(Rect(x: 0, y: 0, width: 6, height: 100))
        // x 0..6: first rect contributes 6×5 (y 5..10), second x 5..6 y 10..15 (1×5).
        #expect(clipped.area == 35)
        for a in region.rects { for b in region.rects where a != b { #expect(!a.overlaps(b)) } }
    }
}
