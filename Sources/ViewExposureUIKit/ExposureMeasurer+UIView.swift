// For platforms with UIKit views only; see UIView+LiveViewNode.swift. Not compiled by this
// project's CI.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import ViewExposure

extension ExposureMeasurer {
    /// The MRAID exposure of `view` now — one call per scroll frame, nothing to keep between
    /// calls: ``ExposureMeasurer/measure(liveView:appState:friendlyObstructions:policy:)`` with
    /// the app state read from the window scene's `activationState` (`active` for a view in no
    /// scene). `friendlyObstructions` are the views registered with the OM SDK. `policy`
    /// defaults to the content policy (what views paint obstructs; see the live measurement).
    /// Main actor only.
    @MainActor
    public func measure(_ view: UIView,
                        friendlyObstructions: [LiveFriendlyObstruction<UIView>] = [],
                        policy: ObstructionPolicy = .contentDrawingViews) -> Exposure {
        var appState = AppState.active
        if let scene = ((view as? UIWindow) ?? view.window)?.windowScene {
            switch scene.activationState {
            case .foregroundActive: appState = .active
            case .foregroundInactive: appState = .inactive
            case .background, .unattached: appState = .background
            @unknown default: appState = .active
            }
        }
        return measure(liveView: view, appState: appState, friendlyObstructions: friendlyObstructions, policy: policy)
    }
}
#endif
