import ViewExposureGeometry
import ViewExposureTree

extension ImportedDump {
    /// What kind of window an Android window root is, in words the checks use.
    public enum AndroidWindowRole: Sendable {
        /// An application window (covers at least half of the screen).
        case application
        /// A smaller window of another package (floating windows, overlays).
        case overlay
        /// An input method's window (a keyboard).
        case inputMethod
        /// System UI (status bar, navigation bar).
        case systemUI
    }

    /// The role of `window` by the rules that order Android windows (docs/dumps.md): its
    /// package and how much of the windows' extent it covers; `nil` for an iOS dump or a view
    /// that is no window of this dump. O(windows).
    public func androidRole(of window: Window) -> AndroidWindowRole? {
        guard format.isAndroid else { return nil }
        return androidRole(of: window, windowsExtent: windowsExtent)
    }

    /// The union of the frames of the screen's windows: what is on screen. O(windows).
    package var windowsExtent: Rect {
        var extent = Rect.zero
        for w in screen.windows { extent = extent.union(w.frame) }
        return extent
    }

    /// ``androidRole(of:)`` given the union of the frames of the screen's windows (what it
    /// computes first), for asking about every window in O(windows) in all. O(1): the package is
    /// read alone from the dump's bytes (no dictionary of the window's attributes).
    public func androidRole(of window: Window, windowsExtent extent: Rect) -> AndroidWindowRole? {
        guard format.isAndroid, let e = element(for: window) else { return nil }
        switch AndroidKinds.windowKind(package: e.attributeList["package"] ?? "", bounds: e.frameOnScreen, screen: extent) {
        case .application: return .application
        case .overlay: return .overlay
        case .inputMethod: return .inputMethod
        case .systemUI: return .systemUI
        }
    }
}
