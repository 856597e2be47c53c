import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTree

/// A screen holding one window at the origin; keep the screen alive for the test's length.
package struct ExposureFixture {
    package let screen: Screen
    package let window: Window

    package init(width: Double = 320, height: Double = 480, appState: AppState = .active) {
        screen = Screen(appState: appState)
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height), identifier: "window")
        screen.addWindow(window)
    }

    /// A 100×100 ad at the origin of a container with `frame` in the window.
    package func adInContainer(_ frame: Rect) -> (container: View, ad: View) {
        let container = window.addChild(frame, "container")
        return (container, container.addChild(rect(0, 0, 100, 100), "ad"))
    }

    /// The clipped scroll example (``ExposureWorkedExampleTests``): a clipping scroll view at
    /// window y 64…464 scrolled by 100, the 320×50 ad at content y 80 (window y 44…94), a nav
    /// bar over window y 0…74 and a 20×20 button at window (280, 84). Returns the ad.
    package func clippedScrollExample() -> View {
        let scroll = window.addChild(rect(0, 64, 320, 400), "scroll", clips: true)
        scroll.bounds.origin = Point(x: 0, y: 100)
        let ad = scroll.addChild(rect(0, 80, 320, 50), "ad")
        window.addChild(rect(0, 0, 320, 74), "nav")
        window.addChild(rect(280, 84, 20, 20), "button")
        return ad
    }
}

extension View {
    /// Adds a new subview with `frame` and returns it (test shorthand).
    @discardableResult
    package func addChild(_ frame: Rect, _ identifier: String? = nil, clips: Bool = false) -> View {
        let v = View(frame: frame, identifier: identifier)
        v.clipsToBounds = clips
        addSubview(v)
        return v
    }
}

/// Shorthand for a rect.
package func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

/// Measures with default options.
package func measureExposure(_ view: View, _ options: ExposureOptions = .init()) -> Exposure {
    ExposureMeasurer(options: options).measure(view)
}
