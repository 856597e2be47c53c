import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

extension ExposureMeasurer {
    /// The exposure of a live view now (docs/semantics.md §3), measured straight over the live
    /// hierarchy: nothing is copied into the model, and each view is read only as far as the
    /// obstruction rules need (the same rules as `measure(_:)`, asked of the same
    /// classifier): where it is and whether it has subviews first (a leaf that covers nothing
    /// of the target is done then), then hidden, then opacity, then — only for a view with
    /// subviews — clipping, and — only under the content policy, for a view that covers
    /// something — what it paints. Each requirement of ``LiveViewNode`` is a fixed number of
    /// platform reads, so a call's reads are counted by views visited. The answer equals
    /// measuring the same hierarchy copied into the model (``LiveHierarchyMirror``) with
    /// `policy`.
    ///
    /// `appState` is the app's lifecycle state (not `active` → zero); `friendlyObstructions`
    /// are the views registered with the OM SDK (left out with their subtrees and reported).
    ///
    /// `policy` defaults to `ObstructionPolicy/contentDrawingViews`: live views say what
    /// they paint (``LiveViewNode/livePainting(shown:)``), so a transparent host laid over the
    /// content (prebid-mobile-ios #1227) obstructs nothing while its painting subviews still
    /// do, and an overlay that strokes only a border (#1189) obstructs only that ring. Pass
    /// `ObstructionPolicy/everyVisibleView` for the strict reading in which every visible
    /// view obstructs with its frame. The measurer's own `options` (its policy and `ignoring`
    /// predicate, which asks about model views) are not used here.
    ///
    /// Main actor only, like the views it reads. Cost: O(depth + siblings on the path) plus
    /// every view in front of the target not below a hidden, transparent, friendly or
    /// clipping-and-elsewhere view (no subtree is skipped by a cached region, as the model
    /// does: a live view keeps none), plus the kernel's work. Allocates a few buffers per call
    /// (the path's levels, a stack for subtrees nested deeper than the walk recurses) besides
    /// what the platform hands out; reference counting only per parent whose subtree is
    /// walked, for its `subviews` array (the layer and a leaf's subviews are lent, not
    /// returned). Native stack: a recursion bounded at a fixed number of levels.
    @MainActor @inlinable
    public func measure<Node: LiveViewNode>(liveView target: Node, appState: AppState = .active,
                                            friendlyObstructions: [LiveFriendlyObstruction<Node>] = [],
                                            policy: ObstructionPolicy = .contentDrawingViews) -> Exposure
    where Node.Node == Node {
        var walk = LiveExposureWalk<Node>(kernel: kernel, classifier: ObstructionClassifier(policy: policy),
                                          friendly: friendlyObstructions)
        defer { kernel.removeAll() }
        guard appState == .active, let gathered = walk.gather(target) else { return .zero }
        return Exposure(testedArea: gathered.testedArea, geometry: kernel.exposure(of: gathered.clippedRect),
                        friendlyObstructions: walk.reports)
    }
}
