import ViewExposureGeometry
import ViewExposureTree
import ViewExposureHitTesting

/// A copy of a live hierarchy in the model (`Screen` / `Window` / `View`), kept in step with
/// it on the main actor: each update walks the live nodes and brings the copy to their
/// current state, reusing the model views of the previous update. Every feature of the
/// library can then be asked about ``screen``: exposure, hit-testing, alignment, observation.
///
/// Two updates: ``update(windows:appState:friendlyObstructions:)`` copies whole windows (for
/// any question); ``update(exposureOf:appState:friendlyObstructions:)`` copies only what can
/// change one view's exposure.
///
/// Why a mirror rather than a fresh copy per question: an SDK measures on every scroll frame,
/// and between two frames almost nothing changes (a scroll offset). Reused views keep their
/// cached subtree regions wherever nothing changed and nothing is allocated, so an update
/// costs a walk of the live nodes and a comparison per property. A fresh mirror per question
/// gives the same answers (the tests check it), paying for every copy.
///
/// Invariants after an update:
/// - the model views reachable from ``screen`` are exactly the copies of the nodes the update
///   walked, in the live order, with the live state — nothing from earlier updates stays
///   attached, because every walked copy's subviews are set to exactly its walked children;
/// - ``view(for:)`` answers for exactly those nodes.
///
/// The mirror does not retain the live nodes: it keys its copies by object identity, and a
/// copy is only a container refilled on every update (a new node at a dead node's address
/// merely reuses its container). The live views' own overrides (`point(inside:)`,
/// `hitTest(_:with:)`) are not copied: hit-testing follows UIKit's default rules. A view
/// whose state is not finite is copied hidden, without its subtree. Nothing recurses.
@MainActor
public final class LiveHierarchyMirror<Node: LiveViewNode> where Node.Node == Node {
    /// The screen holding the copies, windows back to front.
    public let screen = Screen()

    // The walk is `@inlinable` so that it is specialized for the client's node class (UIView):
    // unspecialized, the generic bookkeeping costs more than the copying. It avoids closures:
    // a main-actor closure handed to a generic algorithm checks its executor on every call.
    // Its stored state skips the run-time exclusivity checks (`@exclusivity(unchecked)`): no
    // access overlaps another, since nothing the walk calls (the conformance's reads, the
    // model's setters) can reach the mirror.

    /// What the mirror keeps per live node: its copy and what was last written into it. A
    /// class, so that the walk updates it in place through one dictionary lookup.
    @usableFromInline final class Entry {
        @usableFromInline let view: View
        @usableFromInline let isWindow: Bool
        /// The state last applied to `view` (so an unchanged node costs one comparison).
        @exclusivity(unchecked) @usableFromInline var state: LiveViewState
        @exclusivity(unchecked) @usableFromInline var obstruction: FriendlyObstruction?
        @exclusivity(unchecked) @usableFromInline var identifier: String?
        /// The update that last walked the node.
        @exclusivity(unchecked) @usableFromInline var generation: UInt

        @inlinable init(view: View, isWindow: Bool, state: LiveViewState, generation: UInt) {
            self.view = view
            self.isWindow = isWindow
            self.state = state
            self.generation = generation
        }
    }

    /// The copies of the nodes walked by the last update (and, during an update, of the
    /// previous one, the pool it reuses), by node identity.
    @exclusivity(unchecked) @usableFromInline var entries: [ObjectIdentifier: Entry] = [:]
    /// The current update's number, and how many nodes it has walked.
    @exclusivity(unchecked) @usableFromInline var generation: UInt = 0
    @exclusivity(unchecked) @usableFromInline var walked = 0
    /// For ``node(for:)``: the nodes of the last whole-window update, by copy identity.
    @exclusivity(unchecked) @usableFromInline var nodesByCopy: [ObjectIdentifier: WeakNode] = [:]
    /// The current update's friendly obstructions, by node identity.
    @exclusivity(unchecked) @usableFromInline var friendly: [ObjectIdentifier: LiveFriendlyObstruction<Node>] = [:]
    @exclusivity(unchecked) @usableFromInline var recordsNodes = false

    @usableFromInline struct WeakNode {
        @usableFromInline weak var node: Node?
        @inlinable init(node: Node) { self.node = node }
    }

    /// An empty mirror; the first update copies everything it walks.
    public init() {}

    /// The number of views the last update copied, windows included.
    @inlinable public var count: Int { entries.count }

    /// The copy of `node` made by the last update, or `nil` when that update did not walk it.
    /// The copies belong to the mirror: read them, measure them, do not change them. O(1).
    @inlinable public func view(for node: Node) -> View? {
        entries[ObjectIdentifier(node)]?.view
    }

    /// The live node `view` is the copy of, after a whole-window update; `nil` for any other
    /// view, after an exposure update, or when the node no longer exists. O(1).
    @inlinable public func node(for view: View) -> Node? {
        nodesByCopy[ObjectIdentifier(view)]?.node
    }

    /// The live node that receives a touch at `point`, in screen coordinates — UIKit's
    /// hit-testing (`Screen/hitTest(_:)`) on the copy made by the last whole-window update.
    @inlinable public func hitTest(_ point: Point) -> Node? {
        guard let hit = screen.hitTest(point) else { return nil }
        return node(for: hit)
    }

    // MARK: - The walk, shared by the updates

    /// Starts an update; the previous update's entries stay as the pool to reuse.
    @inlinable func beginUpdate(appState: AppState, friendlyObstructions: [LiveFriendlyObstruction<Node>],
                                recordingNodes: Bool) {
        generation &+= 1
        walked = 0
        nodesByCopy.removeAll(keepingCapacity: recordingNodes)
        recordsNodes = recordingNodes
        friendly.removeAll(keepingCapacity: true)
        for f in friendlyObstructions { friendly[ObjectIdentifier(f.view)] = f }
        screen.appState = appState
    }

    /// Ends an update: the entries of nodes it did not walk are dropped (their copies are
    /// detached by then: every walked copy got exactly its walked children).
    @inlinable func endUpdate() {
        if entries.count != walked {
            let current = generation
            entries = entries.filter { $0.value.generation == current }
        }
        friendly.removeAll(keepingCapacity: true)
    }

    /// The copy of `node` — the previous update's when it had one of the right class — set to
    /// the node's current state. `copiesSubviews` is `false` when the state is not finite: the
    /// copy is then hidden and must get no subviews.
    @inlinable func copy(_ node: Node, asWindow: Bool) -> (view: View, copiesSubviews: Bool) {
        let id = ObjectIdentifier(node)
        let state = node.liveState
        let registered = friendly.isEmpty ? nil : friendly[id]
        walked += 1
        if let entry = entries[id], entry.isWindow == asWindow {
            entry.generation = generation
            let v = entry.view
            if recordsNodes { nodesByCopy[ObjectIdentifier(v)] = WeakNode(node: node) }
            if entry.state != state || entry.obstruction != registered?.obstruction
                || entry.identifier != registered?.identifier {
                Self.apply(state, registered, to: v)
                entry.state = state
                entry.obstruction = registered?.obstruction
                entry.identifier = registered?.identifier
            }
            return (v, state.isFinite)
        }
        let v = asWindow ? Window() : View()
        if recordsNodes { nodesByCopy[ObjectIdentifier(v)] = WeakNode(node: node) }
        Self.apply(state, registered, to: v)
        let entry = Entry(view: v, isWindow: asWindow, state: state, generation: generation)
        entry.obstruction = registered?.obstruction
        entry.identifier = registered?.identifier
        entries[id] = entry
        return (v, state.isFinite)
    }

    /// Writes `state` and the friendly registration into `v`. The setters compare with the
    /// current value, so what did not change keeps the cached subtree regions.
    @inlinable static func apply(_ state: LiveViewState, _ registered: LiveFriendlyObstruction<Node>?, to v: View) {
        let placeable = state.isFinite
        if placeable {
            v.center = state.centerOfBounds
            v.bounds = state.bounds
            v.transform = state.transform
            v.alpha = Float(state.alpha)
        }
        v.isHidden = state.isHidden || !placeable
        v.clipsToBounds = state.clipsToBounds
        v.painting = state.painting
        v.isUserInteractionEnabled = state.isUserInteractionEnabled
        v.alignmentRectInsets = state.alignmentRectInsets.isFinite ? state.alignmentRectInsets : .zero
        v.friendlyObstruction = registered?.obstruction
        v.identifier = registered?.identifier
    }

    /// Makes `children` (back to front) the subviews of `parent`, touching nothing when they
    /// already are.
    @inlinable func setSubviews(of parent: View, to children: [View]) {
        let current = parent.subviews
        if Self.same(current, children) { return }
        for old in current.reversed() { old.removeFromSuperview() }
        // `parent` is already where the live tree has it, with its ancestors walked, and its
        // children are below it there: none of them is its ancestor in the copy, so no cycle.
        for child in children { parent.addSubview(child) }
    }

    /// Walks the subtrees below `pending` (each a node and its placed copy) top down with an
    /// explicit stack: a node's children are copied and set as its copy's subviews, then
    /// walked in turn. With `skippingHidden`, a hidden view gets no subviews: for exposure a
    /// hidden view obstructs nothing and neither does its subtree, so it is not walked.
    @inlinable func copySubtrees(_ pending: [(node: Node, copy: View, copiesSubviews: Bool)],
                                 skippingHidden: Bool) {
        // The order nodes are walked in does not matter: each copy gets its children when its
        // node is popped.
        var stack = pending
        var childCopies: [View] = []
        while let (node, copy, copiesSubviews) = stack.popLast() {
            childCopies.removeAll(keepingCapacity: true)
            if copiesSubviews && !(skippingHidden && copy.isHidden) {
                for child in node.liveSubviews {
                    let c = self.copy(child, asWindow: false)
                    childCopies.append(c.view)
                    stack.append((child, c.view, c.copiesSubviews))
                }
            }
            setSubviews(of: copy, to: childCopies)
        }
    }

    /// Whether `a` and `b` hold the same views in the same order.
    @inlinable static func same<V: View>(_ a: [V], _ b: [V]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where a[i] !== b[i] { return false }
        return true
    }

    /// Makes `windows` (back to front) the windows of ``screen``.
    @inlinable func setWindows(_ windows: [Window]) {
        let current = screen.windows
        if Self.same(current, windows) { return }
        for old in current { screen.removeWindow(old) }
        for w in windows { screen.addWindow(w) }
    }
}
