import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureObserver
import ViewExposureTestSupport

/// Viewability presets and impressions, on a manual clock (400 × 600 window).
@Suite struct ViewabilityTests {
    private final class Impressions {
        var list: [ViewableImpression] = []
    }

    private func tracker(_ f: ObserverFixture, occlusion: Bool = true) -> (ViewabilityTracker, Impressions) {
        let got = Impressions()
        let t = ViewabilityTracker(screen: f.screen, clock: f.clock, occlusionAware: occlusion) { got.list.append($0) }
        return (t, got)
    }

    /// A 300 × 250 ad at y 475 shows 125 of its 250 rows: exactly 50 %.
    @Test func mrcDisplayNeedsHalfForOneSecondAndReportsOnce() {
        let f = ObserverFixture()
        let ad = f.add(Rect(x: 0, y: 475, width: 300, height: 250))
        let (t, got) = tracker(f)
        t.track(ad, rule: .mrcDisplay, dataKey: "ad-1")
        f.clock.advance(to: ms(999))
        #expect(got.list.isEmpty)
        f.clock.advance(to: ms(1000))
        #expect(got.list.map(\.time) == [ms(1000)])
        #expect(got.list.first?.visibleFraction == 0.5)
        #expect(got.list.first?.rule == .mrcDisplay)
        #expect(t.hasImpression(dataKey: "ad-1"))
        // Away and back for long enough: still one impression per item.
        ad.center.y = 2000
        f.clock.advance(to: ms(1500))
        ad.center.y = 600
        f.clock.advance(to: ms(5000))
        #expect(got.list.count == 1)
    }

    /// Dropping to 40 % (y 500: 100 of 250 rows) at 600 ms breaks the streak; back to 50 % at
    /// 700 ms, the impression comes at 1 700 ms.
    @Test func mrcDisplayContinuityRestartsAfterADrop() {
        let f = ObserverFixture()
        let ad = f.add(Rect(x: 0, y: 475, width: 300, height: 250))
        let (t, got) = tracker(f)
        t.track(ad, rule: .mrcDisplay)
        f.clock.advance(to: ms(600))
        ad.frame.origin.y = 500
        f.clock.advance(to: ms(700))
        ad.frame.origin.y = 475
        f.clock.advance(to: ms(1699))
        #expect(got.list.isEmpty)
        f.clock.advance(to: ms(3000))
        #expect(got.list.map(\.time) == [ms(1700)])
        #expect(t.hasImpression(view: ad))
    }

    @Test func mrcVideoNeedsTwoSeconds() {
        let f = ObserverFixture()
        let player = f.add(Rect(x: 0, y: 0, width: 320, height: 180))
        let (t, got) = tracker(f)
        t.track(player, rule: .mrcVideo, dataKey: "video")
        f.clock.advance(to: ms(1999))
        #expect(got.list.isEmpty)
        f.clock.advance(to: ms(2000))
        #expect(got.list.map(\.time) == [ms(2000)])
    }

    /// 970 × 250 = 242 500 points² is large: 400 of 970 columns (41.2 %) pass its 30 % rule.
    /// A 300 × 250 ad showing 123 of 300 columns (41 %) fails the 50 % rule.
    @Test func largeDisplayAdsNeedThirtyPercent() {
        let f = ObserverFixture()
        let large = f.add(Rect(x: 0, y: 0, width: 970, height: 250))
        let small = f.add(Rect(x: 277, y: 300, width: 300, height: 250))
        #expect(ViewabilityRule.display(forAdArea: 242_500) == .largeDisplay)
        #expect(ViewabilityRule.display(forAdArea: 242_499) == .mrcDisplay)
        let (t, got) = tracker(f)
        t.track(large, dataKey: "large")   // rule picked by area
        t.track(small, dataKey: "small")
        f.clock.advance(to: ms(10_000))
        #expect(got.list.map(\.dataKey) == ["large"])
        #expect(got.list.map(\.rule) == [.largeDisplay])
        #expect(got.list.map(\.time) == [ms(1000)])
    }

    /// A sibling in front covers 180 of the ad's 300 columns: 40 % visible, not viewable —
    /// unless the tracker ignores occlusion.
    @Test func coveredAdIsNotViewableByDefault() {
        let f = ObserverFixture()
        let ad = f.add(Rect(x: 0, y: 0, width: 300, height: 250))
        f.add(Rect(x: 0, y: 0, width: 180, height: 250))
        let (aware, awareGot) = tracker(f)
        let (blind, blindGot) = tracker(f, occlusion: false)
        aware.track(ad, rule: .mrcDisplay)
        blind.track(ad, rule: .mrcDisplay)
        f.clock.advance(to: ms(5000))
        #expect(awareGot.list.isEmpty)
        #expect(blindGot.list.map(\.time) == [ms(1000)])
    }

    /// A reused cell showing a new item gets that item's own impression.
    @Test func newDataKeyGetsItsOwnImpression() {
        let f = ObserverFixture()
        let cell = f.add(Rect(x: 0, y: 0, width: 300, height: 250))
        let (t, got) = tracker(f)
        t.track(cell, rule: .mrcDisplay, dataKey: "a1")
        f.clock.advance(to: ms(1500))
        t.setDataKey("a2", data: nil, for: cell)
        f.clock.advance(to: ms(2499))
        #expect(got.list.map(\.dataKey) == ["a1"])
        f.clock.advance(to: ms(2500))
        #expect(got.list.map(\.dataKey) == ["a1", "a2"])
        #expect(got.list.map(\.time) == [ms(1000), ms(2500)])
    }

    @Test func customRulesAreValidatedAndApplied() throws {
        #expect(throws: ObserverConfigurationError.viewableFractionOutOfRange(1.5)) {
            try ViewabilityRule(name: "bad", minimumVisibleFraction: 1.5, minimumDuration: .zero)
        }
        #expect(throws: ObserverConfigurationError.self) {
            try ViewabilityRule(name: "bad", minimumVisibleFraction: 0.5, minimumDuration: .seconds(-1))
        }
        let f = ObserverFixture()
        let ad = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        let (t, got) = tracker(f)
        let full = try ViewabilityRule(name: "fullNow", minimumVisibleFraction: 1, minimumDuration: .zero)
        t.track(ad, rule: full)
        #expect(got.list.map(\.time) == [.zero])
        #expect(got.list.first?.rule.name == "fullNow")
    }
}
