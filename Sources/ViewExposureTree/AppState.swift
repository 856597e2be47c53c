import ViewExposureGeometry

/// The application's lifecycle state, as `UIApplication.State`.
///
/// Exposure is zero and observers see nothing unless the app is `active`.
public enum AppState: String, Sendable, CaseIterable {
    /// In the foreground and receiving events.
    case active
    /// In the foreground but not receiving events (an alert, the app switcher).
    case inactive
    /// In the background.
    case background
}
