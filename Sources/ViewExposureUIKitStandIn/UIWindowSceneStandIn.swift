/// `UIWindowScene`: the windows of one scene (in the order they joined it) and the scene's
/// activation state.
@MainActor
public final class UIWindowSceneStandIn {
    /// `UIScene.ActivationState`.
    public enum ActivationState: Sendable {
        case unattached, foregroundActive, foregroundInactive, background
    }

    /// The scene's windows, in the order they were attached (not z-order).
    public internal(set) var windows: [UIWindowStandIn] = []
    /// The window made key last (`UIWindowScene.keyWindow`, iOS 15+), weak.
    public internal(set) weak var keyWindow: UIWindowStandIn?
    /// The scene's state.
    public var activationState: ActivationState = .foregroundActive

    /// An empty scene.
    public init() {}
}
