import ViewExposureGeometry

/// The display: windows ordered back to front, and the application state.
///
/// A `Screen` owns its windows. It is where observers subscribe to the changes of every view
/// in its windows (``TreeObserver``).
public final class Screen {
    /// Windows, back to front: the last one is in front.
    public private(set) var windows: [Window] = []

    /// The application state; setting it notifies observers.
    public var appState: AppState {
        didSet {
            guard appState != oldValue else { return }
            for o in liveObservers() { o.screen(self, didChangeAppStateFrom: oldValue) }
        }
    }

    private var observers: [WeakObserver] = []

    /// Creates an empty screen.
    public init(appState: AppState = .active) {
        self.appState = appState
    }

    // `Window.screen` is not retained: windows that outlive their screen (held elsewhere) must
    // read `nil`, as a weak reference would.
    deinit {
        for w in windows where w.screen === self { w.screen = nil }
    }

    /// Adds `window` in front of the others (moving it if it is already here or elsewhere).
    public func addWindow(_ window: Window) {
        insertWindow(window, at: windows.count - (window.screen === self ? 1 : 0))
    }

    /// Inserts `window` at `index` in back-to-front order.
    public func insertWindow(_ window: Window, at index: Int) {
        window.screen?.detach(window)
        windows.insert(window, at: Swift.min(Swift.max(index, 0), windows.count))
        window.screen = self
        window.notify(.hierarchy)
    }

    /// Removes `window` from the screen.
    public func removeWindow(_ window: Window) {
        guard window.screen === self else { return }
        detach(window)
        // Report after the change, as TreeObserver promises.
        if hasObservers { deliver(.hierarchy, of: window) }
    }

    private func detach(_ window: Window) {
        windows.removeAll { $0 === window }
        window.screen = nil
    }

    /// Subscribes `observer` (held weakly) to changes of every view on this screen.
    public func addObserver(_ observer: TreeObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakObserver(value: observer))
    }

    /// Unsubscribes `observer`.
    public func removeObserver(_ observer: TreeObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// Whether anyone listens; mutations skip all reporting work when not.
    public var hasObservers: Bool { !observers.isEmpty }

    func deliver(_ change: ViewChange, of view: View) {
        for o in liveObservers() { o.view(view, didChange: change) }
    }

    private func liveObservers() -> [TreeObserver] {
        observers.compactMap(\.value)
    }

    /// The view with `identifier` in any window, searched front window first, in pre-order.
    /// O(views); iterative.
    public func view(withIdentifier identifier: String) -> View? {
        for w in windows.reversed() {
            if let v = w.firstInSubtree(where: { $0.identifier == identifier }) { return v }
        }
        return nil
    }
}

private struct WeakObserver {
    weak var value: TreeObserver?
}
