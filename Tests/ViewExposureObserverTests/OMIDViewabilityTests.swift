import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureObserver
import Testing

/// `OMIDViewabilityTracker`: the MRC rules on OMID's `percentageInView`, sampled every 200 ms.
@Suite("Observer: viewability on OMID geometry")
struct OMIDViewabilityTests {
    /// A sample of an ad `width × height` with `percent` in view.
    static func sample(_ percent: Int, width: Double = 300, height: Double = 250) -> OMIDGeometry {
        let area = width * height
        return OMIDGeometry(viewport: Size(width: 1000, height: 1000), percentageInView: percent,
                            pixelsInView: area * Double(percent) / 100, reasons: [], geometry: Rect(x: 0, y: 0, width: width, height: height),
                            onScreenGeometry: Rect(x: 0, y: 0, width: width, height: height), obstructions: [],
                            friendlyObstructions: [], declaredFriendlyObstructions: 0)
    }

    /// Feeds `percents` at 0, 200, 400… ms; returns the sample time (ms) that fired, if any.
    static func run(_ tracker: OMIDViewabilityTracker, _ percents: [Int], width: Double = 300, height: Double = 250) -> Int? {
        for (i, p) in percents.enumerated() where tracker.record(sample(p, width: width, height: height), at: .milliseconds(200 * i)) {
            return 200 * i
        }
        return nil
    }

    @Test("display: 50 % held for 1 s fires at the sample 1 s after the run began, once")
    func display() {
        let t = OMIDViewabilityTracker()
        #expect(Self.run(t, [10, 50, 60, 50, 55, 70, 50, 90]) == 1200)
        #expect(t.rule == .mrcDisplay && t.impressionTime == .milliseconds(1200))
        #expect(!t.record(Self.sample(100), at: .seconds(5)))
    }

    @Test("an interruption restarts the run; 49 % never counts")
    func interruption() {
        #expect(Self.run(OMIDViewabilityTracker(), [50, 50, 50, 50, 49, 50, 50, 50, 50, 50, 50]) == 2000)
        #expect(Self.run(OMIDViewabilityTracker(), Array(repeating: 49, count: 20)) == nil)
    }

    @Test("video needs 2 s; large display (970 × 250) 30 % for 1 s")
    func presets() {
        #expect(Self.run(OMIDViewabilityTracker(rule: .mrcVideo), Array(repeating: 50, count: 12)) == 2000)
        let large = OMIDViewabilityTracker()
        #expect(Self.run(large, Array(repeating: 30, count: 6), width: 970, height: 250) == 1000)
        #expect(large.rule == .largeDisplay)
        #expect(Self.run(OMIDViewabilityTracker(), Array(repeating: 30, count: 10)) == nil)
    }

    @Test("advance(to:) completes a run between samples")
    func advance() {
        let t = OMIDViewabilityTracker()
        t.record(Self.sample(80), at: .zero)
        #expect(!t.advance(to: .milliseconds(999)))
        #expect(t.advance(to: .milliseconds(1500)))
        #expect(t.impressionTime == .seconds(1))
    }
}
