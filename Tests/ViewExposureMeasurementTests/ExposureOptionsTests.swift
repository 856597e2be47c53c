import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureTestSupport

/// The ignore predicate of ``ExposureOptions`` (docs/semantics.md §3.7), including the "whole app"
/// trap.
@Suite("Exposure: ignore predicate")
struct ExposureOptionsTests {
    /// window ─ root ─ behind, container ─ ad ─ adChild
    ///        │                          └ banner (covers the ad's bottom half)
    ///        └ statusBar ─ clock            (status bar covers the top 20 rows)
    func scene() -> (ExposureFixture, [String: View]) {
        let f = ExposureFixture()
        let root = f.window.addChild(rect(0, 0, 320, 480), "root")
        let behind = root.addChild(rect(0, 0, 320, 480), "behind")
        let container = root.addChild(rect(0, 0, 320, 480), "container")
        let ad = container.addChild(rect(0, 0, 100, 100), "ad")
        let adChild = ad.addChild(rect(0, 0, 100, 100), "adChild")
        let banner = container.addChild(rect(0, 50, 100, 50), "banner")
        let statusBar = f.window.addChild(rect(0, 0, 320, 20), "statusBar")
        statusBar.drawsContent = false
        let clock = statusBar.addChild(rect(0, 0, 320, 20), "clock")
        let views = [root, behind, container, ad, adChild, banner, statusBar, clock]
        return (f, Dictionary(uniqueKeysWithValues: views.map { ($0.identifier!, $0) }))
    }

    /// Without a predicate: banner 5 000 + status bar 2 000 → 30 % hidden, 70 % visible.
    @Test func baseline() {
        let (f, v) = scene()
        #expect(measureExposure(v["ad"]!).exposedPercentage == 30)
        withExtendedLifetime(f) {}
    }

    /// Ignoring the status bar ignores its subtree (the clock) too: 50 %.
    @Test func ignoringAViewIgnoresItsSubtree() {
        let (f, v) = scene()
        let options = ExposureOptions(ignoring: { $0.identifier == "statusBar" })
        #expect(measureExposure(v["ad"]!, options).exposedPercentage == 50)
        withExtendedLifetime(f) {}
    }

    /// The trap: a predicate that matches containers of the app — the tested view, its
    /// ancestors, its window — must not ignore the app. It is never asked about them, so the
    /// measurement is exactly the one without a predicate.
    @Test func predicateMatchingTheTestedViewOrAncestorsChangesNothing() {
        let (f, v) = scene()
        let ad = v["ad"]!
        let path: Set<ObjectIdentifier> = [ObjectIdentifier(ad), ObjectIdentifier(v["container"]!),
                                           ObjectIdentifier(v["root"]!), ObjectIdentifier(f.window)]
        let options = ExposureOptions(ignoring: { path.contains(ObjectIdentifier($0)) })
        #expect(measureExposure(ad, options) == measureExposure(ad))
        #expect(measureExposure(ad, options).exposedPercentage == 30)
        let everyWindow = ExposureOptions(ignoring: { $0 is Window })
        #expect(measureExposure(ad, everyWindow).exposedPercentage == 30)
    }

    /// The predicate is asked exactly about the potential obstructors: views after the path
    /// at each level and their subtrees — never the tested view, its ancestors, its subviews,
    /// earlier siblings or views of windows behind.
    @Test func predicateIsAskedOnlyAboutPotentialObstructors() {
        let (f, v) = scene()
        let behindWindow = Window(frame: rect(0, 0, 320, 480), identifier: "behindWindow")
        behindWindow.addChild(rect(0, 0, 320, 480), "behindWindowChild")
        f.screen.insertWindow(behindWindow, at: 0)
        let frontWindow = Window(frame: rect(0, 80, 320, 80), identifier: "frontWindow")
        frontWindow.addChild(rect(0, 0, 320, 80), "frontWindowChild")
        f.screen.addWindow(frontWindow)
        final class Log { var asked: [String] = [] }
        let log = Log()
        let options = ExposureOptions(ignoring: { log.asked.append($0.identifier ?? "?"); return false })
        _ = measureExposure(v["ad"]!, options)
        #expect(log.asked == ["banner", "statusBar", "clock", "frontWindow", "frontWindowChild"])
    }

    /// Ignoring everything that is asked leaves the ad unobstructed — the caller's explicit
    /// choice — but still measured: clipping, hiding and app state still apply.
    @Test func ignoringEveryObstructorStillMeasures() {
        let (f, v) = scene()
        let options = ExposureOptions(ignoring: { _ in true })
        #expect(measureExposure(v["ad"]!, options).exposedPercentage == 100)
        v["container"]!.isHidden = true
        #expect(measureExposure(v["ad"]!, options) == .zero)
        withExtendedLifetime(f) {}
    }

    /// Ignored views are not reported as friendly obstructions either.
    @Test func ignoredFriendlyViewIsNotReported() throws {
        let (f, v) = scene()
        v["banner"]!.friendlyObstruction = try FriendlyObstruction(purpose: .other)
        #expect(measureExposure(v["ad"]!).friendlyObstructions.count == 1)
        let options = ExposureOptions(ignoring: { $0.identifier == "banner" })
        #expect(measureExposure(v["ad"]!, options).friendlyObstructions.isEmpty)
        withExtendedLifetime(f) {}
    }

    /// A predicate that mutates the tree (which it should not) cannot make the walk touch a
    /// freed view: the arrays the walk took views from are kept alive until it ends. The
    /// window-level siblings after the ad are pushed together; removing the overlay (and its
    /// last reference) while the bar is asked about still measures the overlay as it was:
    /// bar 2 000 + overlay 2 500 − their overlap 1 000 → 65 %. Then the overlay is freed.
    @Test func predicateMutatingTheTreeIsSurvived() {
        let f = ExposureFixture()
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        f.window.addChild(rect(0, 0, 100, 20), "bar")
        weak var overlay: View?
        overlay = f.window.addChild(rect(50, 0, 50, 50), "overlay")
        let options = ExposureOptions(ignoring: { view in
            if view.identifier == "bar" { overlay?.removeFromSuperview() }
            return false
        })
        #expect(measureExposure(ad, options).exposedPercentage == 65)
        #expect(overlay == nil)
        #expect(measureExposure(ad).exposedPercentage == 80)
        withExtendedLifetime(f) {}
    }
}
