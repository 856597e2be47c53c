import ViewTree
import Exposure

extension ExposureMeasurer {
    /// The exposure of a live view now (spec §3): copies what can change it
    /// (``LiveExposureSnapshot``) and measures the copy, so the answer is the one the model
    /// gives for the same hierarchy. `appState` is the app's lifecycle state (not `active` →
    /// zero); `friendlyObstructions` are the views registered with the OM SDK.
    ///
    /// Main actor only, like the views it reads. Cost: the copy (O(depth + siblings on the path
    /// + views in front of the target)) plus one model measurement.
    @MainActor
    public func measure<Node: LiveViewNode>(liveView node: Node, appState: AppState = .active,
                                            friendlyObstructions: [LiveFriendlyObstruction<Node>] = []) -> Exposure
    where Node.Node == Node {
        let snapshot = LiveExposureSnapshot(exposureOf: node, appState: appState,
                                            friendlyObstructions: friendlyObstructions)
        guard let target = snapshot.target else { return .zero }
        return measure(target)
    }
}
