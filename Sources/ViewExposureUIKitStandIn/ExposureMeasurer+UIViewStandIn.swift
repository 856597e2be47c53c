// The convenience of Sources/ViewExposureUIKit/ExposureMeasurer+UIView.swift, with the
// stand-in's type names.
import ViewExposure

extension ExposureMeasurer {
    /// The MRAID exposure of `view` now, with the app state read from the window scene's
    /// `activationState`, as `measure(_: UIView)` does: one call per frame, nothing to keep.
    @MainActor
    public func measure(_ view: UIViewStandIn,
                        friendlyObstructions: [LiveFriendlyObstruction<UIViewStandIn>] = [],
                        policy: ObstructionPolicy = .contentDrawingViews) -> Exposure {
        var appState = AppState.active
        if let scene = ((view as? UIWindowStandIn) ?? view.window)?.windowScene {
            switch scene.activationState {
            case .foregroundActive: appState = .active
            case .foregroundInactive: appState = .inactive
            case .background, .unattached: appState = .background
            }
        }
        return measure(liveView: view, appState: appState, friendlyObstructions: friendlyObstructions, policy: policy)
    }
}
