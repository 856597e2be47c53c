// For platforms with UIKit views only; see UIView+LiveViewNode.swift. Not compiled by this
// project's CI.
#if canImport(UIKit) && !os(watchOS)
import UIKit
import ViewExposure

extension ExposureMeasurer {
    /// The MRAID exposure of `view` now, as the model computes it for the same hierarchy:
    /// ``ExposureMeasurer/measure(liveView:appState:friendlyObstructions:mirror:)`` with the app state
    /// read from the window scene's `activationState` (iOS 13+; before, `active`).
    /// `friendlyObstructions` are the views registered with the OM SDK. Pass the same `mirror`
    /// on every call for one ad (for example on every scroll frame) so that unchanged views are
    /// not copied again. Main actor only.
    @MainActor
    public func measure(_ view: UIView,
                        friendlyObstructions: [LiveFriendlyObstruction<UIView>] = [],
                        mirror: LiveHierarchyMirror<UIView>? = nil) -> Exposure {
        var appState = AppState.active
        if #available(iOS 13.0, tvOS 13.0, *),
           let scene = ((view as? UIWindow) ?? view.window)?.windowScene {
            switch scene.activationState {
            case .foregroundActive: appState = .active
            case .foregroundInactive: appState = .inactive
            case .background, .unattached: appState = .background
            @unknown default: appState = .active
            }
        }
        return measure(liveView: view, appState: appState, friendlyObstructions: friendlyObstructions,
                       mirror: mirror)
    }
}
#endif
