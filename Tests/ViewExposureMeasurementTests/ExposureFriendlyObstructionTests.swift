import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureTestSupport

/// docs/semantics.md §3.4: friendly obstructions are left out with their subtree and reported.
@Suite("Exposure: friendly obstructions")
struct ExposureFriendlyObstructionTests {
    /// A 320×50 ad; a close button at (300, 0, 20, 20) registered as friendly, with a child
    /// label that reaches over the ad's left part. Both are left out: 100 %. The report gives
    /// the button's rect clipped to the ad.
    @Test func friendlyObstructionWithSubtreeIsLeftOutAndReported() throws {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 100, 320, 50), "ad")
        let close = f.window.addChild(rect(300, 90, 40, 20), "close")
        close.friendlyObstruction = try FriendlyObstruction(purpose: .closeAd, reason: "Close button")
        close.addChild(rect(-300, 0, 100, 50), "label")
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 100)
        #expect(e.occlusionRectangles == nil)
        #expect(e.friendlyObstructions == [
            FriendlyObstructionReport(identifier: "close", purpose: .closeAd, reason: "Close button",
                                      rect: rect(300, 0, 20, 10)),
        ])
        // Unregistered, the button (300…320 × 0…10 of the ad = 200) and its label (0…100 ×
        // 0…40 = 4 000) obstruct: 16 000 − 4 200 = 11 800 → 73.75 %.
        close.friendlyObstruction = nil
        let plain = measureExposure(ad)
        #expect(plain.exposedPercentage == 73.75)
        #expect(plain.friendlyObstructions.isEmpty)
    }

    /// Only friendly views that would have obstructed are reported: not one that misses the
    /// clipped rect, not a hidden one, not one behind the ad, not one nested in another
    /// friendly view. Reports are in z-order, back to front.
    @Test func onlyWouldBeObstructionsAreReported() throws {
        let f = ExposureFixture()
        let behind = f.window.addChild(rect(0, 0, 100, 100), "behind")
        behind.friendlyObstruction = try FriendlyObstruction(purpose: .other)
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        let away = f.window.addChild(rect(200, 200, 10, 10), "away")
        away.friendlyObstruction = try FriendlyObstruction(purpose: .other)
        let hidden = f.window.addChild(rect(0, 0, 10, 10), "hidden")
        hidden.friendlyObstruction = try FriendlyObstruction(purpose: .other)
        hidden.isHidden = true
        let controls = f.window.addChild(rect(0, 80, 100, 20), "controls")
        controls.friendlyObstruction = try FriendlyObstruction(purpose: .mediaControls)
        let play = controls.addChild(rect(0, 0, 20, 20), "play")
        play.friendlyObstruction = try FriendlyObstruction(purpose: .mediaControls, reason: "Play")
        let mute = f.window.addChild(rect(90, 0, 10, 10), "mute")
        mute.friendlyObstruction = try FriendlyObstruction(purpose: .notVisible)
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 100)
        #expect(e.friendlyObstructions.map(\.identifier) == ["controls", "mute"])
        #expect(e.friendlyObstructions.map(\.rect) == [rect(0, 80, 100, 20), rect(90, 0, 10, 10)])
        #expect(e.friendlyObstructions.map(\.purpose) == [.mediaControls, .notVisible])
    }

    /// A friendly view does not hide what a regular view covers; both are accounted for.
    @Test func friendlyAndRegularObstructionsTogether() throws {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        f.window.addChild(rect(0, 0, 50, 100), "cover")
        let close = f.window.addChild(rect(0, 0, 100, 10), "close")
        close.friendlyObstruction = try FriendlyObstruction(purpose: .closeAd)
        let e = measureExposure(ad)
        #expect(e.exposedPercentage == 50)
        #expect(e.friendlyObstructions.count == 1)
        #expect(e.friendlyObstructions.first?.rect == rect(0, 0, 100, 10))
    }
}
