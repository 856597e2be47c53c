import ViewExposureTree
import ViewExposureMeasurement

extension ExposureMeasurer {
    /// The exposure of a live view now (docs/semantics.md §3): brings `mirror` to what can change it
    /// (``LiveHierarchyMirror/update(exposureOf:appState:friendlyObstructions:)``) and measures
    /// the target's copy, so the answer is the one the model gives for the same hierarchy.
    /// `appState` is the app's lifecycle state (not `active` → zero); `friendlyObstructions`
    /// are the views registered with the OM SDK.
    ///
    /// Pass the same `mirror` on every call (for example one per tracked ad, on every scroll
    /// frame) so that unchanged views are not copied again; without one, a fresh mirror copies
    /// everything each time. Main actor only, like the views it reads. Cost: the walk
    /// (O(depth + siblings on the path + views in front of the target)) plus one measurement.
    @MainActor @inlinable
    public func measure<Node: LiveViewNode>(liveView node: Node, appState: AppState = .active,
                                            friendlyObstructions: [LiveFriendlyObstruction<Node>] = [],
                                            mirror: LiveHierarchyMirror<Node>? = nil) -> Exposure
    where Node.Node == Node {
        let mirror = mirror ?? LiveHierarchyMirror()
        guard let target = mirror.update(exposureOf: node, appState: appState,
                                         friendlyObstructions: friendlyObstructions) else { return .zero }
        return measure(target)
    }
}
