import Foundation
import Testing
import ViewExposureUIKitStandIn
import ViewExposure

/// The stand-in keeps the UIKit semantics the mapping relies on.
@Suite("Live hierarchies: the UIKit stand-in")
@MainActor
struct UIViewStandInTests {
    @Test func frameIsDerivedAsInUIKit() {
        let v = UIViewStandIn(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45) && v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        // Setting the frame under a scale sets the untransformed size.
        v.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(v.bounds.size == CGSize(width: 20, height: 10) && v.center == CGPoint(x: 20, y: 10))
    }

    @Test func scrollOffsetIsBoundsOrigin() {
        let s = UIScrollViewStandIn(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.clipsToBounds)
        s.contentOffset = CGPoint(x: 0, y: 30)
        #expect(s.bounds.origin == CGPoint(x: 0, y: 30) && s.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.liveState.bounds == Rect(x: 0, y: 30, width: 100, height: 100))
    }

    @Test func alphaReadsBackTheLayerFloat() {
        let v = UIViewStandIn(frame: .zero)
        v.alpha = 0.01
        #expect(v.alpha == CGFloat(Float(0.01)) && v.alpha != 0.01)
    }

    @Test func windowsStartHiddenAndJoinTheirScene() {
        let scene = UIWindowSceneStandIn()
        let w = UIWindowStandIn(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(w.isHidden)
        w.windowScene = scene
        let v = UIViewStandIn(frame: .zero)
        w.addSubview(v)
        #expect(scene.windows.count == 1 && v.window === w && w.window == nil)
        #expect(v.liveWindows.count == 1 && v.liveWindows[0] === w)
        w.windowScene = nil
        #expect(scene.windows.isEmpty)
        v.removeFromSuperview()
        #expect(v.window == nil && v.liveWindows.isEmpty)
    }
}
