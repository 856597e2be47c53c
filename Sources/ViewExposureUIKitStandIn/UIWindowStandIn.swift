import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGColor and the CG types' Swift members (`.zero`, `.identity`) on Darwin
#endif

/// `UIWindow`: a root view whose center is in screen coordinates, hidden until made visible,
/// ordered among its scene's windows by `windowLevel`.
@MainActor
open class UIWindowStandIn: UIViewStandIn {
    /// `UIWindow.Level`: a raw `CGFloat`; higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Application windows.
        public static let normal = Level(rawValue: 0)
        /// Above the status bar.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts.
        public static let alert = Level(rawValue: 2000)
    }

    /// The window's level.
    public var windowLevel: Level = .normal

    /// The scene the window is shown in; setting it moves the window into that scene's
    /// `windows`.
    public weak var windowScene: UIWindowSceneStandIn? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.windows.removeAll { $0 === self }
            windowScene?.windows.append(self)
        }
    }

    /// A window with `frame`, hidden (as `UIWindow` starts).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Whether the window is its scene's key window.
    public var isKeyWindow: Bool {
        StandInReads.count &+= 1
        return windowScene?.keyWindow === self
    }

    /// Shows the window and makes it its scene's key window.
    public func makeKeyAndVisible() {
        isHidden = false
        windowScene?.keyWindow = self
    }
}
