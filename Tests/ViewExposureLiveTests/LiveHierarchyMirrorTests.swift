import Foundation
import Testing
import ViewExposureUIKitStandIn
import ViewExposure

/// A visible 320×480 window in an active scene (stand-ins); keep `scene` alive for the test.
@MainActor
struct StandInScreen {
    let scene = UIWindowSceneStandIn()
    let window: UIWindowStandIn

    init(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        window = UIWindowStandIn(frame: frame)
        window.windowScene = scene
        window.makeKeyAndVisible()
    }
}

extension UIViewStandIn {
    /// Adds a new subview with `frame` and an opaque background (it paints its bounds) and
    /// returns it (test shorthand).
    @discardableResult
    func addChild(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> UIViewStandIn {
        let v = UIViewStandIn(frame: CGRect(x: x, y: y, width: w, height: h))
        v.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        addSubview(v)
        return v
    }
}

@Suite("Live hierarchies: mirrors")
@MainActor
struct LiveHierarchyMirrorTests {
    /// A feed: an ad in a scroll view under a tab bar; the scroll position is the stand-in's
    /// `contentOffset` (its `bounds.origin`), read on every measurement.
    @Test func scrollingChangesExposure() {
        let s = StandInScreen()
        let scroll = UIScrollViewStandIn(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        s.window.addSubview(scroll)
        let ad = scroll.addChild(0, 400, 320, 100)
        s.window.addChild(0, 430, 320, 50)   // tab bar, in front of the scroll view
        let measurer = ExposureMeasurer()
        // Rows 400..480 are on screen, 430..480 of them under the tab bar: 30 of 100.
        var e = measurer.measure(ad)
        #expect(e.exposedPercentage == 30)
        #expect(e.visibleRectangle == Rect(x: 0, y: 0, width: 320, height: 30))
        // The tab bar covers rows 30..80, all outside the visible part: no occlusion inside it.
        #expect(e.occlusionRectangles == nil)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        e = measurer.measure(ad)
        #expect(e.exposedPercentage == 100 && e.occlusionRectangles == nil)
        scroll.contentOffset = CGPoint(x: 0, y: 560)
        #expect(measurer.measure(ad) == .zero)
    }

    /// An exposure update copies the path, the siblings in front along it with their
    /// subtrees and the windows in front — not earlier siblings, the target's subviews or
    /// windows behind.
    @Test func exposureSnapshotCopiesOnlyWhatCanObstruct() throws {
        let s = StandInScreen()
        let behind = UIWindowStandIn(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        behind.windowLevel = UIWindowStandIn.Level(rawValue: -1)
        behind.windowScene = s.scene
        behind.makeKeyAndVisible()
        behind.addChild(0, 0, 10, 10)
        let earlier = s.window.addChild(0, 0, 100, 100)
        earlier.addChild(0, 0, 10, 10)
        let cell = s.window.addChild(0, 100, 320, 200)
        cell.addChild(0, 0, 10, 10)                          // earlier sibling on the path's level
        let ad = cell.addChild(0, 0, 320, 100)
        ad.addChild(0, 0, 320, 50)                           // the target's own subview
        let badge = cell.addChild(300, 0, 20, 20)            // in front, with a child
        badge.addChild(0, 0, 5, 5)
        let panel = cell.addChild(0, 0, 320, 100)            // in front but hidden: not walked below
        panel.isHidden = true
        panel.addChild(0, 0, 320, 100)
        let overlay = UIWindowStandIn(frame: CGRect(x: 0, y: 150, width: 320, height: 10))
        overlay.windowLevel = .alert
        overlay.windowScene = s.scene
        overlay.makeKeyAndVisible()
        overlay.addChild(0, 0, 1, 1).addChild(0, 0, 1, 1)

        let mirror = LiveHierarchyMirror<UIViewStandIn>()
        let copy = mirror.update(exposureOf: ad)
        // window, cell, ad, badge, badge's child, panel; overlay window, its view and that view's child.
        #expect(mirror.count == 9)
        #expect(mirror.screen.windows.count == 2)
        let target = try #require(copy)
        #expect(target.subviews.isEmpty && target.frameOnScreen == Rect(x: 0, y: 100, width: 320, height: 100))
        // The answer is the whole hierarchy's: the overlay window (320×10) and the badge (20×20).
        let whole = LiveHierarchyMirror.ofScreen(ad)
        #expect(whole.count == 16)
        let e = ExposureMeasurer().measure(target)
        #expect(e == ExposureMeasurer().measure(try #require(whole.view(for: ad))))
        #expect(e.occlusionRectangles == [Rect(x: 0, y: 50, width: 320, height: 10), Rect(x: 300, y: 0, width: 20, height: 20)])
    }

    @Test func appStateComesFromTheScene() {
        let s = StandInScreen()
        let ad = s.window.addChild(0, 0, 100, 100)
        let measurer = ExposureMeasurer()
        #expect(measurer.measure(ad).exposedPercentage == 100)
        s.scene.activationState = .foregroundInactive
        #expect(measurer.measure(ad) == .zero)
        s.scene.activationState = .background
        #expect(measurer.measure(ad) == .zero)
        s.scene.activationState = .foregroundActive
        #expect(measurer.measure(ad).exposedPercentage == 100)
    }

    /// A window never made visible is hidden, as `UIWindow` starts: what it holds is not
    /// exposed and does not obstruct the windows behind it.
    @Test func aWindowNotMadeVisibleIsHidden() {
        let s = StandInScreen()
        let ad = s.window.addChild(0, 0, 100, 100)
        let front = UIWindowStandIn(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        front.windowLevel = .alert
        front.windowScene = s.scene
        let inFront = front.addChild(0, 0, 320, 480)
        let measurer = ExposureMeasurer()
        #expect(measurer.measure(ad).exposedPercentage == 100)
        #expect(measurer.measure(inFront) == .zero)
        front.makeKeyAndVisible()
        #expect(measurer.measure(ad) == .zero)
        #expect(measurer.measure(inFront).exposedPercentage == 100)
    }

    @Test func friendlyObstructionsAreLeftOutAndReported() throws {
        let s = StandInScreen()
        let ad = s.window.addChild(0, 0, 300, 250)
        let close = s.window.addChild(270, 0, 30, 30)
        let friendly = try FriendlyObstruction(purpose: .closeAd, reason: "Close button")
        let e = ExposureMeasurer().measure(ad, friendlyObstructions: [LiveFriendlyObstruction(close, friendly, identifier: "close")])
        #expect(e.exposedPercentage == 100)
        #expect(e.friendlyObstructions.map(\.purpose) == [.closeAd])
        #expect(e.friendlyObstructions.map(\.identifier) == ["close"])
        #expect(e.friendlyObstructions.first?.rect == Rect(x: 270, y: 0, width: 30, height: 30))
        #expect(ExposureMeasurer().measure(ad).exposedPercentage < 100)
    }

    /// `alpha` goes through the layer's `Float`, as on a device: 0.01 is below UIKit's
    /// `alpha < 0.01` threshold, 0.011 is not.
    @Test func alphaThresholdAsOnADevice() {
        let s = StandInScreen()
        let button = s.window.addChild(0, 0, 100, 100)
        button.alpha = 0.01
        #expect(LiveHierarchyMirror.ofScreen(s.window).hitTest(Point(x: 50, y: 50)) === s.window)
        button.alpha = 0.011
        #expect(LiveHierarchyMirror.ofScreen(s.window).hitTest(Point(x: 50, y: 50)) === button)
        button.isUserInteractionEnabled = false
        #expect(LiveHierarchyMirror.ofScreen(s.window).hitTest(Point(x: 50, y: 50)) === s.window)
    }

    /// A view whose geometry is not finite cannot be placed: its copy is hidden and its
    /// subtree is not copied, so nothing below it is exposed or hit.
    @Test func nonFiniteGeometryHidesTheSubtree() {
        let s = StandInScreen()
        let broken = s.window.addChild(0, 0, 100, 100)
        let child = broken.addChild(0, 0, 50, 50)
        broken.center = CGPoint(x: CGFloat.nan, y: 10)
        let mirror = LiveHierarchyMirror.ofScreen(s.window)
        #expect(mirror.count == 2)
        #expect(mirror.view(for: broken)?.isHidden == true)
        #expect(mirror.view(for: child) == nil)
        #expect(mirror.hitTest(Point(x: 10, y: 10)) === s.window)
        #expect(ExposureMeasurer().measure(child) == .zero)
        #expect(LiveHierarchyMirror().update(exposureOf: child) == nil)
        broken.center = CGPoint(x: 50, y: 50)
        broken.alpha = .infinity
        #expect(ExposureMeasurer().measure(child) == .zero)
    }

    @Test func detachedViewsAndWindowsThemselves() throws {
        let detached = UIViewStandIn(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        detached.addChild(0, 0, 5, 5)
        #expect(LiveHierarchyMirror().update(exposureOf: detached) == nil)
        #expect(ExposureMeasurer().measure(detached) == .zero)
        let s = StandInScreen()
        let mirror = LiveHierarchyMirror<UIViewStandIn>()
        #expect(try #require(mirror.update(exposureOf: s.window)) is Window)
        #expect(ExposureMeasurer().measure(s.window).exposedPercentage == 100)
    }

    /// 100 000 levels: the copy, the lookup and the measurement are iterative. (A recursive
    /// copy would need tens of megabytes of stack here.) The chain is torn down bottom-up,
    /// since the stand-in releases its subtree recursively, like UIKit.
    @Test func hundredThousandDeep() throws {
        let s = StandInScreen(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var chain: [UIViewStandIn] = [s.window]
        for _ in 0..<100_000 { chain.append(chain[chain.count - 1].addChild(1, 1, 100, 100)) }
        s.window.addChild(0, 0, 200, 10)   // over the top rows of the leaf
        let leaf = chain[chain.count - 1]
        let mirror = LiveHierarchyMirror.ofScreen(leaf)
        #expect(mirror.count == 100_002)
        let copy = try #require(mirror.view(for: leaf))
        #expect(copy.pathFromRoot.count == 100_001)
        // The leaf sits at (100 000, 100 000): off the 200×200 window.
        #expect(ExposureMeasurer().measure(leaf) == .zero)
        let scoped = LiveHierarchyMirror<UIViewStandIn>()
        scoped.update(exposureOf: chain[150])
        #expect(scoped.count == 152)
        // Rows 0..9 of the window are covered; chain[150] starts at (150, 150) and the window
        // clips it to 50×50 of its 100×100.
        #expect(ExposureMeasurer().measure(chain[150]).exposedPercentage == 25)
        for v in chain.reversed() { v.removeFromSuperview() }
    }

    /// 100 000 levels in front of the measured view: the walk over them is iterative below
    /// a fixed nesting, so the deepest view, which alone paints, still obstructs.
    @Test func hundredThousandDeepInFront() {
        let s = StandInScreen(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let ad = s.window.addChild(0, 0, 100, 100)
        var chain: [UIViewStandIn] = [s.window.addChild(0, 0, 100, 100)]
        chain[0].backgroundColor = nil
        for _ in 0..<100_000 {
            let v = chain[chain.count - 1].addChild(0, 0, 100, 100)
            v.backgroundColor = nil
            chain.append(v)
        }
        chain[chain.count - 1].addChild(0, 0, 10, 10)   // the one view that paints
        #expect(ExposureMeasurer().measure(ad).exposedPercentage == 99)
        #expect(ExposureMeasurer().measure(ad, policy: .everyVisibleView).exposedPercentage == 0)
        for v in chain.reversed() { v.removeFromSuperview() }
    }
}
