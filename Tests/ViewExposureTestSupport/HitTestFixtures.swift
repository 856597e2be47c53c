import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// Builds a view with an identifier and a frame, added to `parent` when given.
@discardableResult
package func hitView(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
             in parent: View? = nil) -> View {
    let v = View(frame: Rect(x: x, y: y, width: w, height: h), identifier: id)
    parent?.addSubview(v)
    return v
}

/// The identifier of a hit-test answer, or "nil".
package func hitID(_ v: View?) -> String { v?.identifier ?? "nil" }

/// The seed-004 layout shared by the interception and region tests: window 0,0,400,800 ⊃
/// flutterView (full) ⊃ [container 0,200,400,200 (draws nothing) ⊃ ad (full), overlay]. The
/// overlay is non-interactive, drawn above the container, and registered with `policy`
/// (which is not installed: tests install it when they need it). Holds the screen, since
/// windows only reference it weakly.
package struct FlutterOverlayFixture {
    package let screen: Screen
    package let flutter: View
    package let container: View
    package let overlay: View
    package let policy: OverlayTouchInterception

    package init(overlay frame: Rect) {
        screen = Screen()
        let w = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: "window")
        screen.addWindow(w)
        flutter = hitView("flutterView", 0, 0, 400, 800, in: w)
        container = hitView("container", 0, 200, 400, 200, in: flutter)
        container.drawsContent = false
        hitView("ad", 0, 0, 400, 200, in: container)
        overlay = View(frame: frame, identifier: "overlay")
        overlay.isUserInteractionEnabled = false
        flutter.addSubview(overlay)
        policy = OverlayTouchInterception()
        policy.register(overlay)
    }
}
