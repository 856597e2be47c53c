/// What an Open Measurement session knows besides the view tree: the app's and device's state
/// and what the native layer says about the ad node (docs/semantics.md §3.10, "Reasons").
///
/// The defaults describe an active app with the ad attached, focused, not in picture in
/// picture: then only the geometry decides.
public struct OMIDSessionState: Hashable, Sendable {
    /// The app is in the background (`--state backgrounded`): 0 % and 0 px, no obstructions.
    public var isBackgrounded: Bool
    /// The device is locked: reason `deviceLocked`, numbers unchanged.
    public var isDeviceLocked: Bool
    /// The ad node's `notVisibleReason`, when the native layer gave one: `notAttached`,
    /// `noWindowFocus` and `noAdView` mean not found, anything else hidden.
    public var notVisibleReason: String?
    /// The ad node's `hasWindowFocus` (`false` adds `backgrounded` and `noWindowFocus`).
    public var hasWindowFocus: Bool
    /// The ad node's `isPipActive`: reason `pictureInPicture`, numbers unchanged.
    public var isPictureInPictureActive: Bool
    /// The root's `noOutputDevice` (adds `backgrounded` and `noOutputDevice`).
    public var hasNoOutputDevice: Bool

    /// Creates a state; every default is the ordinary foreground case.
    public init(isBackgrounded: Bool = false, isDeviceLocked: Bool = false, notVisibleReason: String? = nil,
                hasWindowFocus: Bool = true, isPictureInPictureActive: Bool = false, hasNoOutputDevice: Bool = false) {
        self.isBackgrounded = isBackgrounded
        self.isDeviceLocked = isDeviceLocked
        self.notVisibleReason = notVisibleReason
        self.hasWindowFocus = hasWindowFocus
        self.isPictureInPictureActive = isPictureInPictureActive
        self.hasNoOutputDevice = hasNoOutputDevice
    }

    /// The `notVisibleReason` values that mean the ad was not found.
    static let notFoundReasons: Set<String> = ["notAttached", "noWindowFocus", "noAdView"]
}
