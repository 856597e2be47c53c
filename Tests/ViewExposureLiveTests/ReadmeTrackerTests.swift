import Foundation
import Testing
import ViewExposureUIKitStandIn
import ViewExposure

/// The README's "Using it in an iOS or macOS app" tracker, with the stand-in's type names in
/// place of UIKit's, kept compiling and true.
@Suite("README: the ad SDK's per-frame call")
@MainActor
struct ReadmeTrackerTests {
    @MainActor final class AdExposureTracker {
        private let measurer = ExposureMeasurer()
        private var last: Exposure?
        let adView: UIViewStandIn
        var friendly: [LiveFriendlyObstruction<UIViewStandIn>] = []
        var sent: [String] = []

        init(adView: UIViewStandIn) { self.adView = adView }

        func frameDidChange() {
            let exposure = measurer.measure(adView, friendlyObstructions: friendly)
            guard exposure != last else { return }
            last = exposure
            send(exposure.mraidJSON)
        }

        func send(_ json: String) { sent.append(json) }
    }

    @Test func firesOnlyOnReportableChanges() throws {
        let s = StandInScreen(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let feed = UIScrollViewStandIn(frame: CGRect(x: 0, y: 64, width: 375, height: 603))
        s.window.addSubview(feed)
        let ad = feed.addChild(0, 500, 375, 250)
        let close = ad.superview!.addChild(340, 505, 30, 30)
        s.window.addChild(0, 618, 375, 49)   // tab bar
        let tracker = AdExposureTracker(adView: ad)
        tracker.friendly = [LiveFriendlyObstruction(close, try FriendlyObstruction(purpose: .closeAd, reason: "Close button"),
                                                    identifier: "close")]
        tracker.frameDidChange()
        tracker.frameDidChange()                      // nothing moved: no second event
        feed.contentOffset = CGPoint(x: 0, y: 0.00001) // below the reported precision: none either
        tracker.frameDidChange()
        feed.contentOffset = CGPoint(x: 0, y: 200)
        tracker.frameDidChange()
        #expect(tracker.sent.count == 2)
        // The ad spans window y 564..<814 first: 54 of 250 rows above the tab bar (21.6 %);
        // scrolled by 200, it spans 364..<614, wholly visible.
        #expect(tracker.sent.first?.hasPrefix(#"{"exposedPercentage": 21.6,"#) == true)
        #expect(tracker.sent.last?.hasPrefix(#"{"exposedPercentage": 100.0,"#) == true)
    }
}
