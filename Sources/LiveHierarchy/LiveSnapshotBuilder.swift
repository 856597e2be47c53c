import Geometry
import ViewTree

/// Copies live nodes into model views, recording each pair; shared by ``LiveSnapshot`` and
/// ``LiveExposureSnapshot``. Nothing recurses: subtrees are copied with an explicit stack.
@MainActor
struct LiveSnapshotBuilder<Node: LiveViewNode> where Node.Node == Node {
    /// The copied nodes and their copies, pair by pair.
    private(set) var nodes: [Node] = []
    private(set) var views: [View] = []
    let friendly: [LiveFriendlyObstruction<Node>]

    init(friendlyObstructions: [LiveFriendlyObstruction<Node>]) {
        friendly = friendlyObstructions
    }

    /// A model view (a `Window` when `asWindow`) carrying `node`'s state, detached. `copiesSubviews`
    /// is `false` when the state cannot be placed (non-finite): the copy is then hidden and
    /// its subtree is left out, since nothing in it can be shown, obstruct or be hit.
    mutating func copy(_ node: Node, asWindow: Bool) -> (view: View, copiesSubviews: Bool) {
        let state = node.liveState
        let v: View = asWindow ? Window() : View()
        let placeable = state.isFinite
        // Set while detached: no screen hears these, and no cached region exists yet.
        if placeable {
            v.center = state.center
            v.bounds = state.bounds
            v.transform = state.transform
            v.alpha = Float(state.alpha)
        }
        v.isHidden = state.isHidden || !placeable
        v.clipsToBounds = state.clipsToBounds
        v.isUserInteractionEnabled = state.isUserInteractionEnabled
        if state.alignmentRectInsets.isFinite { v.alignmentRectInsets = state.alignmentRectInsets }
        if !friendly.isEmpty, let f = friendly.first(where: { $0.view === node }) {
            v.friendlyObstruction = f.obstruction
        }
        nodes.append(node)
        views.append(v)
        return (v, placeable)
    }

    /// Copies `roots` (siblings, back to front) with all their descendants and adds them to
    /// `parent` in the same order. Pre-order with an explicit stack, so the depth of the live
    /// hierarchy does not matter; each copy is added to its parent before its own subviews
    /// are, so every `addSubview` adds a childless view (O(1)).
    mutating func copySubtrees<C: Collection<Node>>(_ roots: C, under parent: View) {
        var stack: [(node: Node, parent: View)] = roots.reversed().map { ($0, parent) }
        while let (node, parent) = stack.popLast() {
            let (v, copiesSubviews) = copy(node, asWindow: false)
            parent.addSubview(v)
            // Back-most last onto the stack is popped first: siblings are added back to front.
            if copiesSubviews {
                for s in node.liveSubviews.reversed() { stack.append((s, v)) }
            }
        }
    }

    /// Copies the window whose root is `root`, with its whole hierarchy, in front of the
    /// screen's other windows.
    mutating func copyWindow(_ root: Node, onto screen: Screen) {
        let (w, copiesSubviews) = copy(root, asWindow: true)
        // `copy` made a `Window` because `asWindow` is true.
        screen.addWindow(w as! Window)
        if copiesSubviews { copySubtrees(root.liveSubviews, under: w) }
    }
}
