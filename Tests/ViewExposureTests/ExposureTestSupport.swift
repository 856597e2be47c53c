import ViewExposure

/// A screen holding one window at the origin; keep the screen alive for the test's length.
struct ExposureFixture {
    let screen: Screen
    let window: Window

    init(width: Double = 320, height: Double = 480, appState: AppState = .active) {
        screen = Screen(appState: appState)
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height), identifier: "window")
        screen.addWindow(window)
    }
}

extension View {
    /// Adds a new subview with `frame` and returns it (test shorthand).
    @discardableResult
    func addChild(_ frame: Rect, _ identifier: String? = nil, clips: Bool = false) -> View {
        let v = View(frame: frame, identifier: identifier)
        v.clipsToBounds = clips
        addSubview(v)
        return v
    }
}

/// Shorthand for a rect.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

/// Measures with default options.
func measureExposure(_ view: View, _ options: ExposureOptions = .init()) -> Exposure {
    ExposureMeasurer(options: options).measure(view)
}
