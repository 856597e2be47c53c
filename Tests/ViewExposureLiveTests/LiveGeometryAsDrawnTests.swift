import Foundation
import Testing
import ViewExposureUIKitStandIn
import ViewExposure

/// UIKit's geometry as drawn: the anchor point places and turns a view, a view in flight is
/// measured where its presentation layer is, windows of one level are ordered by a stated
/// rule. Each live answer is compared with a model built by hand.
@Suite("Live hierarchies: geometry as drawn")
@MainActor
struct LiveGeometryAsDrawnTests {
    /// A quarter turn, exact (no sin/cos rounding).
    static let quarterTurn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)

    /// A visible 400×400 window in an active scene, an ad, and a 100×50 view in front of it.
    @MainActor struct Live {
        let scene = UIWindowSceneStandIn()
        let window = UIWindowStandIn(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let ad: UIViewStandIn
        let cover = UIViewStandIn(frame: CGRect(x: 0, y: 0, width: 100, height: 50))

        init(ad adFrame: CGRect) {
            // Every view here paints its bounds (an opaque background).
            cover.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            window.windowScene = scene
            window.makeKeyAndVisible()
            ad = UIViewStandIn(frame: adFrame)
            window.addSubview(ad)
            window.addSubview(cover)
        }
    }

    /// The same scene in the model, with the cover placed by hand at `coverCenter`, turned a
    /// quarter.
    static func modelExposure(ad: Rect, coverCenter: Point) -> Exposure {
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        screen.addWindow(window)
        let adView = View(frame: ad)
        window.addSubview(adView)
        let cover = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        cover.center = coverCenter
        cover.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        window.addSubview(cover)
        return ExposureMeasurer().measure(adView)
    }

    @Test func anchorAtTopLeftUnderRotation() {
        // Anchor (0, 0) at (200, 200), a quarter turn: the cover spans x 150…200, y 200…300.
        let live = Live(ad: CGRect(x: 150, y: 200, width: 100, height: 100))
        live.cover.anchorPoint = .zero
        live.cover.center = CGPoint(x: 200, y: 200)
        live.cover.transform = Self.quarterTurn
        #expect(live.cover.frame == CGRect(x: 150, y: 200, width: 50, height: 100))
        let measured = ExposureMeasurer().measure(live.ad)
        let oracle = Self.modelExposure(ad: Rect(x: 150, y: 200, width: 100, height: 100), coverCenter: Point(x: 175, y: 250))
        #expect(measured == oracle)
        #expect(measured.exposedPercentage == 50)
        let mirror = LiveHierarchyMirror.ofScreen(live.ad)
        #expect(mirror.view(for: live.cover)?.frame == Rect(x: 150, y: 200, width: 50, height: 100))
    }

    @Test func anchorAtBottomRightUnderRotation() {
        // Anchor (1, 1) at (250, 200), a quarter turn: the bounds' corner (100, 50) lies there
        // and the cover spans x 250…300, y 100…200.
        let live = Live(ad: CGRect(x: 250, y: 150, width: 100, height: 100))
        live.cover.anchorPoint = CGPoint(x: 1, y: 1)
        live.cover.center = CGPoint(x: 250, y: 200)
        live.cover.transform = Self.quarterTurn
        #expect(live.cover.frame == CGRect(x: 250, y: 100, width: 50, height: 100))
        let measured = ExposureMeasurer().measure(live.ad)
        let oracle = Self.modelExposure(ad: Rect(x: 250, y: 150, width: 100, height: 100), coverCenter: Point(x: 275, y: 150))
        #expect(measured == oracle)
        // The cover hides x 250…300, y 150…200 of the ad: a quarter.
        #expect(measured.exposedPercentage == 75)
    }

    @Test func anchorPointMovesTheFrameNotTheCenter() {
        let v = UIViewStandIn(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.anchorPoint = .zero
        #expect(v.center == CGPoint(x: 50, y: 25) && v.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        v.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        #expect(v.center == CGPoint(x: 10, y: 10))
    }

    @Test func aViewInFlightIsMeasuredWhereItIsDrawn() {
        // The model says the cover has moved off the ad; an animation still shows it over the
        // ad's left half.
        let live = Live(ad: CGRect(x: 0, y: 0, width: 100, height: 100))
        live.cover.transform = Self.quarterTurn
        live.cover.center = CGPoint(x: 300, y: 300)
        live.cover.layer.add(CABasicAnimationStandIn(current: .position(CGPoint(x: 25, y: 50))), forKey: "position")
        let measured = ExposureMeasurer().measure(live.ad)
        let oracle = Self.modelExposure(ad: Rect(x: 0, y: 0, width: 100, height: 100), coverCenter: Point(x: 25, y: 50))
        let atModelValues = Self.modelExposure(ad: Rect(x: 0, y: 0, width: 100, height: 100), coverCenter: Point(x: 300, y: 300))
        #expect(measured == oracle && measured.exposedPercentage == 50)
        #expect(atModelValues.exposedPercentage == 100)
        // When the animation ends the model values count again.
        live.cover.layer.removeAllAnimations()
        #expect(ExposureMeasurer().measure(live.ad) == atModelValues)
    }

    @Test func anAnimatedFadeCounts() {
        let live = Live(ad: CGRect(x: 0, y: 0, width: 100, height: 100))
        live.cover.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        live.cover.alpha = 1
        live.cover.layer.add(CABasicAnimationStandIn(current: .opacity(0)), forKey: "opacity")
        #expect(ExposureMeasurer().measure(live.ad).exposedPercentage == 100)
        live.cover.layer.removeAllAnimations()
        #expect(ExposureMeasurer().measure(live.ad).exposedPercentage == 0)
    }
}

/// Windows of one level: the key window in front, the others in the scene's order.
@Suite("Live hierarchies: window order among equal levels")
@MainActor
struct LiveEqualWindowLevelTests {
    /// Two full-screen windows of level `.normal` in one scene, `first` joining it first, and
    /// an ad in `first`.
    @MainActor struct TwoWindows {
        let scene = UIWindowSceneStandIn()
        let first = UIWindowStandIn(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindowStandIn(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ad = UIViewStandIn(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        init() {
            // Opaque windows: the one in front hides the other.
            first.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            second.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            first.windowScene = scene
            second.windowScene = scene
            first.addSubview(ad)
            first.isHidden = false
            second.isHidden = false
        }
    }

    /// The oracle: the ad's window behind or in front of an opaque full-screen window.
    static func modelExposure(adWindowInFront: Bool) -> Exposure {
        let screen = Screen()
        let adWindow = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let other = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for w in adWindowInFront ? [other, adWindow] : [adWindow, other] { screen.addWindow(w) }
        let ad = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        adWindow.addSubview(ad)
        return ExposureMeasurer().measure(ad)
    }

    @Test func withoutAKeyWindowTheSceneOrderHolds() {
        let s = TwoWindows()
        #expect(s.ad.liveWindows.map(ObjectIdentifier.init) == [s.first, s.second].map(ObjectIdentifier.init))
        #expect(ExposureMeasurer().measure(s.ad) == Self.modelExposure(adWindowInFront: false))
    }

    @Test func theKeyWindowIsInFrontOfItsLevel() {
        let s = TwoWindows()
        s.first.makeKeyAndVisible()
        #expect(s.ad.liveWindows.map(ObjectIdentifier.init) == [s.second, s.first].map(ObjectIdentifier.init))
        #expect(ExposureMeasurer().measure(s.ad) == Self.modelExposure(adWindowInFront: true))
        #expect(ExposureMeasurer().measure(s.ad).exposedPercentage == 100)
        // A higher level still wins over the key window.
        s.second.windowLevel = .alert
        #expect(ExposureMeasurer().measure(s.ad) == Self.modelExposure(adWindowInFront: false))
    }
}
