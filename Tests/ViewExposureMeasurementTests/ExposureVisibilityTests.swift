import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureTestSupport

/// docs/semantics.md §3.1: when exposure is zero whatever the geometry.
@Suite("Exposure: zero-exposure rules")
struct ExposureVisibilityTests {
    /// A 100×100 ad fully on screen: 100 % unless a rule zeroes it.
    func scene() -> (ExposureFixture, View, View) {
        let f = ExposureFixture()
        let (container, ad) = f.adInContainer(rect(10, 10, 200, 200))
        return (f, container, ad)
    }

    @Test func fullyVisibleBaseline() {
        let (f, _, ad) = scene()
        #expect(measureExposure(ad) == Exposure(exposedPercentage: 100, visibleRectangle: rect(0, 0, 100, 100),
                                                occlusionRectangles: nil))
        withExtendedLifetime(f) {}
    }

    @Test func hiddenViewIsZero() {
        let (f, _, ad) = scene()
        ad.isHidden = true
        #expect(measureExposure(ad) == .zero)
        ad.isHidden = false
        #expect(measureExposure(ad).exposedPercentage == 100)
        withExtendedLifetime(f) {}
    }

    @Test func hiddenAncestorIsZero() {
        let (f, container, ad) = scene()
        container.isHidden = true
        #expect(measureExposure(ad) == .zero)
        container.isHidden = false
        f.window.isHidden = true
        #expect(measureExposure(ad) == .zero)
        f.window.isHidden = false
        #expect(measureExposure(ad).exposedPercentage == 100)
    }

    @Test func transparentViewIsZero() {
        let (f, _, ad) = scene()
        ad.alpha = 0
        #expect(measureExposure(ad) == .zero)
        ad.alpha = 0.005
        #expect(measureExposure(ad) == .zero)
        // 0.01 is stored as the Float 0.0099999998 < 0.01, as on a device: transparent.
        ad.alpha = 0.01
        #expect(measureExposure(ad) == .zero)
        ad.alpha = 0.011
        #expect(measureExposure(ad).exposedPercentage == 100)
        withExtendedLifetime(f) {}
    }

    /// Alpha multiplies down the tree: 0.05 × 0.1 = 0.005 < 0.01 though each is ≥ 0.01;
    /// 0.05 × 0.5 = 0.025 is visible; the window's alpha counts too (0.1 × 0.05 × 1).
    @Test func alphaProductDecides() {
        let (f, container, ad) = scene()
        container.alpha = 0.05
        ad.alpha = 0.1
        #expect(measureExposure(ad) == .zero)
        ad.alpha = 0.5
        #expect(measureExposure(ad).exposedPercentage == 100)
        ad.alpha = 1
        f.window.alpha = 0.1
        #expect(measureExposure(ad) == .zero)
    }

    @Test func viewNotInAWindowIsZero() {
        let root = View(frame: rect(0, 0, 320, 480))
        let ad = root.addChild(rect(0, 0, 100, 100), "ad")
        #expect(measureExposure(ad) == .zero)
        let alone = View(frame: rect(0, 0, 100, 100))
        #expect(measureExposure(alone) == .zero)
        // Removed from its window: zero again.
        let (f, _, ad2) = scene()
        #expect(measureExposure(ad2).exposedPercentage == 100)
        ad2.removeFromSuperview()
        #expect(measureExposure(ad2) == .zero)
        withExtendedLifetime(f) {}
    }

    @Test("zero unless the app is active", arguments: [AppState.inactive, .background])
    func appNotActiveIsZero(_ state: AppState) {
        let (f, _, ad) = scene()
        f.screen.appState = state
        #expect(measureExposure(ad) == .zero)
        f.screen.appState = .active
        #expect(measureExposure(ad).exposedPercentage == 100)
    }

    /// A window on no screen has no app state to consult: it counts as active.
    @Test func windowWithoutScreenCountsAsActive() {
        let window = Window(frame: rect(0, 0, 320, 480))
        let ad = window.addChild(rect(0, 0, 100, 100), "ad")
        #expect(measureExposure(ad).exposedPercentage == 100)
    }

    /// A view with no area has no exposed share (no division by zero).
    @Test func zeroAreaViewIsZero() {
        let (f, container, _) = scene()
        let line = container.addChild(rect(0, 0, 100, 0), "line")
        #expect(measureExposure(line) == .zero)
        let negative = container.addChild(rect(0, 0, -10, 10), "negative")
        #expect(measureExposure(negative) == .zero)
        withExtendedLifetime(f) {}
    }

    /// A zero scale on the path collapses the view: nothing of it is on screen.
    @Test func singularTransformOnPathIsZero() {
        let (f, container, ad) = scene()
        container.transform = AffineTransform(scaleX: 0, y: 1)
        #expect(measureExposure(ad) == .zero)
        withExtendedLifetime(f) {}
    }

    /// The window itself can be measured: its bounds, obstructed by windows in front only.
    @Test func windowItselfCanBeMeasured() {
        let f = ExposureFixture()
        let front = Window(frame: rect(0, 240, 320, 240))
        f.screen.addWindow(front)
        #expect(measureExposure(f.window).exposedPercentage == 50)
        #expect(measureExposure(f.window).visibleRectangle == rect(0, 0, 320, 240))
    }
}
