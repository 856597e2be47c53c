import ViewExposureReference
import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureTestSupport

/// ``ExposureMeasurer/inputs(for:)``: what the kernel is fed, and that any kernel's answer
/// about it gives the measured result.
@Suite("Exposure: kernel inputs")
struct ExposureInputsTests {
    /// The clipped scroll example of the worked examples: clipped rect ad (0, 20, 320, 30);
    /// the nav bar (0, 20, 320, 10) then the button (280, 40, 20, 10), in z-order.
    @Test func inputsOfTheClippedScrollExample() throws {
        let f = ExposureFixture()
        let ad = f.clippedScrollExample()
        f.window.addChild(rect(0, 300, 320, 20), "farAway")
        let measurer = ExposureMeasurer()
        let inputs = try #require(measurer.inputs(for: ad))
        #expect(inputs.clippedRect == rect(0, 20, 320, 30))
        #expect(inputs.obstructions == [rect(0, 20, 320, 10), rect(280, 40, 20, 10)])
        #expect(inputs.testedArea == 16_000)
        let viaReference = inputs.exposure(with: KernelReference.exposure(of: inputs.clippedRect,
                                                                          obstructions: inputs.obstructions))
        #expect(viaReference == measurer.measure(ad))
        #expect(viaReference.exposedPercentage == 38.75)
    }

    /// Zero-exposure rules give no inputs.
    @Test func noInputsWhenZero() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        ad.isHidden = true
        #expect(ExposureMeasurer().inputs(for: ad) == nil)
        ad.isHidden = false
        #expect(ExposureMeasurer().inputs(for: ad)?.obstructions == [])
    }

    /// Friendly reports travel with the inputs into the result.
    @Test func friendlyReportsInInputs() throws {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        let close = f.window.addChild(rect(90, 0, 10, 10), "close")
        close.friendlyObstruction = try FriendlyObstruction(purpose: .closeAd)
        let inputs = try #require(ExposureMeasurer().inputs(for: ad))
        #expect(inputs.obstructions.isEmpty)
        #expect(inputs.friendlyObstructions.map(\.rect) == [rect(90, 0, 10, 10)])
        let e = inputs.exposure(with: KernelReference.exposure(of: inputs.clippedRect, obstructions: []))
        #expect(e.friendlyObstructions.count == 1)
        #expect(e == measureExposure(ad))
    }
}
