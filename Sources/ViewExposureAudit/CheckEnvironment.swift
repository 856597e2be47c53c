import ViewExposureGeometry
import ViewExposureTree

/// What the checks need to know about a screen beyond its views: the platform, Android's
/// density and display size, the active window, input method windows, and each view's
/// attributes as the source gave them.
///
/// Not `Sendable`: it refers to views (one screen, one thread).
public struct CheckEnvironment {
    /// Which platform's rules apply.
    public enum Platform: String, Sendable {
        /// Sizes in pixels, converted with ``density``; ATF's rules.
        case android
        /// Sizes in points; Apple's 44×44 pt.
        case ios
    }

    /// The platform.
    public var platform: Platform
    /// Pixels per dp (Android); `nil` when neither the dump nor the user gives it.
    public var density: Float?
    /// The display's size in pixels (Android's real metrics), `nil` when unknown.
    public var displaySize: Size?
    /// Whether the dump states ``displaySize`` (UiAutomator2's `width`/`height` on
    /// `<hierarchy>`) rather than it being inferred from the windows' extent: a view at an
    /// inferred right or bottom edge may be short of the real display's edge, so `smallTarget`
    /// decisions resting on that edge are uncertain.
    public var displaySizeIsStated = true
    /// The window ATF evaluates (Android's active window); `nil`: every window.
    public var activeWindow: Window?
    /// Views whose subviews' order the source does not give (``ScreenAuditor/unknownChildOrder``):
    /// an overlap in front only by such an order is uncertain.
    public var unknownChildOrder: Set<ObjectIdentifier> = []
    /// Views the source says are virtual accessibility nodes (`android-virtual-nodes`): parts
    /// of one host view that draws them all and routes every touch among them itself, so their
    /// siblings are no other targets taking their touches.
    package var virtualNodes: Set<ObjectIdentifier> = []
    /// Windows of input methods (keyboards).
    public var inputMethodWindows: Set<ObjectIdentifier> = []
    /// The source's attributes of a view (`clickable`, `class`, `scrollable`, `visible`…), `nil`
    /// for a view the source did not describe.
    public var attributes: (View) -> [String: String]?
    /// Reads ``attributes`` one name at a time without making a dictionary per view (a dump's
    /// bytes); the checks use it when set. It must answer as ``attributes`` does.
    package var attributeLookup: (any AttributeLookup)?

    /// Creates an environment.
    public init(platform: Platform, density: Float? = nil, displaySize: Size? = nil, activeWindow: Window? = nil,
                inputMethodWindows: Set<ObjectIdentifier> = [], attributes: @escaping (View) -> [String: String]? = { _ in nil }) {
        self.platform = platform
        self.density = density
        self.displaySize = displaySize
        self.activeWindow = activeWindow
        self.inputMethodWindows = inputMethodWindows
        self.attributes = attributes
    }

    /// The density the size rules use: the given one, else one estimated from the display's
    /// short side taken as 411 ⁴⁄₇ dp (2.625 for 1080 px, 3.5 for 1440 px: the common phone
    /// widths), flagged so that findings resting on it are uncertain. O(1).
    public var densityInUse: (value: Float, isGiven: Bool) {
        if let density, density > 0 { return (density, true) }
        if let s = displaySize, s.width > 0, s.height > 0 {
            return (Float(Swift.min(s.width, s.height)) * 7 / 2880, false)
        }
        return (1, false)
    }

    /// Whether the attribute `name` of `view` reads `true` (or `1`).
    public func flag(_ name: String, of view: View) -> Bool {
        sourceAttributes(of: view)?.flag(name) ?? false
    }
}
