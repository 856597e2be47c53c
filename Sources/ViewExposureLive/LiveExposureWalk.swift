import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// One live measurement's walk (see ``ExposureMeasurer/measure(liveView:appState:friendlyObstructions:policy:)``):
/// up from the target to its window's root, then over the potential obstructors — at every
/// level of that path the siblings in front of the path's child with their subtrees, then
/// the windows in front — appending what obstructs straight into the kernel. The same walk
/// as the model's measurer, on live nodes; the rules are the classifier's and the placement's.
///
/// A node whose geometry or opacity is not finite counts as hidden (as the mirror copies
/// it). Nothing recurses. `@inlinable` so that it is specialized for the client's node class.
@MainActor @usableFromInline
struct LiveExposureWalk<Node: LiveViewNode> where Node.Node == Node {
    /// One level of the target's path: the parent's subviews (back to front, as
    /// `kept[siblings]`), the index of the path's child among them, the map from the parent's
    /// bounds coordinates into the target's, and the parent's effective alpha.
    @usableFromInline struct Level {
        @usableFromInline let siblings: Int
        @usableFromInline let childIndex: Int
        @usableFromInline let parentToTested: AffineTransform
        @usableFromInline var alpha: Float
        @inlinable init(siblings: Int, childIndex: Int, parentToTested: AffineTransform, alpha: Float) {
            self.siblings = siblings
            self.childIndex = childIndex
            self.parentToTested = parentToTested
            self.alpha = alpha
        }
    }

    /// A potential obstructor waiting on the stack, with what its parent established. The
    /// node is held unretained (a plain copy, no reference counting per push and pop): the
    /// `subviews` array it came from is in `kept` until the walk ends.
    @usableFromInline struct Pending {
        /// The node's address (`Unmanaged.toOpaque`): a plain pointer, so that the compiler
        /// cannot turn it back into a strong reference it retains around the visit.
        @usableFromInline let address: UnsafeMutableRawPointer
        /// The node, unretained.
        @inlinable var node: Unmanaged<Node> { Unmanaged.fromOpaque(address) }
        @usableFromInline let parentToTested: AffineTransform
        @usableFromInline let limit: Rect
        @usableFromInline let parentAlpha: Float
        @usableFromInline let isWindow: Bool
        @inlinable init(node: Unmanaged<Node>, parentToTested: AffineTransform, limit: Rect, parentAlpha: Float, isWindow: Bool) {
            self.address = node.toOpaque()
            self.parentToTested = parentToTested
            self.limit = limit
            self.parentAlpha = parentAlpha
            self.isWindow = isWindow
        }
    }

    @usableFromInline let kernel: ObstructionKernel
    @usableFromInline let classifier: ObstructionClassifier
    @usableFromInline let friendly: [LiveFriendlyObstruction<Node>]
    /// The identities of `friendly`'s views, in its order.
    @usableFromInline let friendlyIDs: [ObjectIdentifier]
    /// The friendly obstructions found in front, in walk order.
    @usableFromInline var reports: [FriendlyObstructionReport] = []
    /// The node arrays the walk took nodes from, kept alive until it ends.
    @usableFromInline var kept: [[Node]] = []

    @inlinable init(kernel: ObstructionKernel, classifier: ObstructionClassifier, friendly: [LiveFriendlyObstruction<Node>]) {
        self.kernel = kernel
        self.classifier = classifier
        self.friendly = friendly
        var ids: [ObjectIdentifier] = []
        for f in friendly { ids.append(ObjectIdentifier(f.view)) }
        friendlyIDs = ids
    }

    /// The registration of `node`, if any (a linear scan over identities: an ad registers a
    /// handful).
    @inlinable @inline(__always) func registration(of node: Node) -> LiveFriendlyObstruction<Node>? {
        if friendlyIDs.isEmpty { return nil }
        let id = ObjectIdentifier(node)
        for i in friendlyIDs.indices where friendlyIDs[i] == id { return friendly[i] }
        return nil
    }

    /// Applies the zero-exposure rules, walks the path and appends every obstruction into the
    /// kernel; `nil` when exposure is zero (the target or an ancestor hidden or not finite,
    /// the target transparent, missing from its superview's subviews or in no window, its
    /// bounds without area, a singular transform on the path, an empty clipped rect).
    @inlinable mutating func gather(_ target: Node) -> (clippedRect: Rect, testedArea: Double)? {
        let shown = target.liveShown
        if shown.liveIsHidden { return nil }
        let targetAlpha = shown.liveAlpha
        let geometry = shown.liveGeometry
        guard targetAlpha.isFinite, geometry.isFinite else { return nil }
        let testedArea = geometry.bounds.area
        guard testedArea > 0 else { return nil }

        var levels: [Level] = []
        var clipped = geometry.bounds
        var toTested = AffineTransform.identity
        var node = target, nodeGeometry = geometry
        var up = target.liveSuperview
        while let parent = up {
            let parentShown = parent.liveShown
            if parentShown.liveIsHidden { return nil }
            let parentAlpha = parentShown.liveAlpha
            let parentGeometry = parentShown.liveGeometry
            guard parentAlpha.isFinite, parentGeometry.isFinite,
                  let down = nodeGeometry.transformToSuperview.inverted else { return nil }
            toTested = down.concatenating(toTested)
            let siblings = parent.liveSubviews
            guard let index = Self.index(of: node, in: siblings) else { return nil }
            kept.append(siblings)
            levels.append(Level(siblings: kept.count - 1, childIndex: index, parentToTested: toTested,
                                alpha: Float(parentAlpha)))
            let above = parent.liveSuperview
            // A window's root always clips: nothing outside it is on screen.
            if above == nil || parentShown.liveClipsToBounds {
                let bounds = parentGeometry.bounds
                guard !bounds.isEmpty,
                      let c = clipped.intersection(RoundingNoise.project(bounds, by: toTested)) else { return nil }
                clipped = c
            }
            node = parent
            nodeGeometry = parentGeometry
            up = above
        }
        var windows = target.liveWindows
        guard !windows.isEmpty, let fromScreen = nodeGeometry.transformToSuperview.inverted else { return nil }
        if Self.index(of: node, in: windows) == nil { windows.append(node) }
        // Present: appended above when missing.
        let rootIndex = Self.index(of: node, in: windows)!
        // Effective alphas from the root down, as compositing multiplies them.
        var alpha: Float = 1
        for i in levels.indices.reversed() {
            alpha *= levels[i].alpha
            levels[i].alpha = alpha
        }
        guard alpha * Float(targetAlpha) >= View.transparencyThreshold else { return nil }

        // One allocation each for what a feed needs, rather than one per doubling; `kept` takes
        // every parent the walk meets.
        var stack = LiveWalkStack<Pending>(capacity: 64)
        kept.reserveCapacity(levels.count + 256)
        for level in levels {
            guard level.childIndex + 1 < kept[level.siblings].count else { continue }
            push(kept: level.siblings, after: level.childIndex, parentToTested: level.parentToTested, limit: clipped,
                 parentAlpha: level.alpha, areWindows: false, onto: &stack)
            collect(&stack)
        }
        if rootIndex + 1 < windows.count {
            kept.append(windows)
            push(kept: kept.count - 1, after: rootIndex, parentToTested: fromScreen.concatenating(toTested),
                 limit: clipped, parentAlpha: 1, areWindows: true, onto: &stack)
            collect(&stack)
        }
        return (clipped, testedArea)
    }

    /// Pops the pending obstructors in pre-order (back to front), reading each only as far
    /// as the rules need, appending what obstructs into the kernel and pushing the subviews
    /// of those whose subtree can still obstruct.
    ///
    /// The read order saves reads where a feed has most of its views — leaves far from the
    /// target: where the view is (its geometry) and whether it has subviews come first; a
    /// leaf that covers nothing of the target is done then, whatever its visibility (it can
    /// neither obstruct nor be reported). Otherwise visibility (hidden, then opacity) decides
    /// — the classifier's first step — then a registration, then clipping (only for a view
    /// with subviews), then painting (only under the content policy, only for a view that
    /// covers something). Every view is judged by the same rules as in the model; only reads
    /// that cannot change the answer are left out.
    @inlinable mutating func collect(_ stack: inout LiveWalkStack<Pending>) {
        // One loop; each view is read through borrows only — the node unretained (`read`), its
        // shown layer and its subviews lent by the conformance — so that a view costs no
        // reference counting unless its subviews are pushed (then their array is kept).
        while let p = stack.pop() {
            Self.read(p.node) { node in
                node.withLiveShown { shown in
                    // A leaf's array is only looked at; a parent's is kept at once (its
                    // nodes may be pushed unretained), the one reference a view can cost.
                    let subviews: [Node]? = node.withLiveSubviews { $0.isEmpty ? nil : $0 }
                    var children: Int?
                    if let subviews {
                        kept.append(subviews)
                        children = kept.count - 1
                    }
                    visit(p, node, shown, children, &stack)
                }
            }
        }
    }

    /// One pending view of ``collect(_:)``, with what it lent (`children`: where its subviews
    /// are in `kept`, `nil` for a leaf): judged, appended, its subviews pushed.
    @inlinable @inline(__always)
    mutating func visit(_ p: Pending, _ node: Node, _ shown: Node.Shown, _ children: Int?,
                        _ stack: inout LiveWalkStack<Pending>) {
        let contentOnly = classifier.contentOnly
        let geometry = shown.liveGeometry
        let toTarget = geometry.transformToSuperview.concatenating(p.parentToTested)
        // What the view covers (clipping set aside: it bounds only the subviews).
        let bounds = geometry.bounds
        let isInvertible = toTarget.determinant != 0
        let projected = bounds.isEmpty || !isInvertible ? nil : Self.project(bounds, by: toTarget)
        let own = ObstructorPlacement(toTarget: toTarget, isInvertible: isInvertible, projected: projected,
                                      clipsToBounds: false, limit: p.limit, isWindow: false)
        // A leaf that covers nothing is done (most views); finiteness is asked only after.
        if children == nil && own.covered == nil { return }
        let finite = geometry.isFinite
        if children == nil && !finite { return }
        let hidden = shown.liveIsHidden
        let ownAlpha = hidden ? 1 : shown.liveAlpha
        // Not finite counts as hidden.
        let alpha = p.parentAlpha * Float(ownAlpha)
        if let role = ObstructionClassifier.visibilityRole(isHidden: hidden || !finite || !ownAlpha.isFinite,
                                                           effectiveAlpha: alpha, ancestorsObstruct: true) {
            switch role {
            case .hidden, .inert: return
            case .ignored, .friendly, .paintsNothing, .paintsBorder, .fills: break
            }
        }
        if let registered = registration(of: node) {
            if let covered = own.covered {
                reports.append(FriendlyObstructionReport(identifier: registered.identifier,
                                                         purpose: registered.obstruction.purpose,
                                                         reason: registered.obstruction.reason, rect: covered))
            }
            return
        }
        if let covered = own.covered {
            let role = contentOnly ? classifier.paintingRole(node.livePainting(shown: shown)) : .fills
            switch role {
            case .fills:
                kernel.append(covered)
            case .paintsBorder(let width):
                ObstructorPlacement.forEachCoveredRect(of: .border(width: width), bounds: bounds,
                                                       toTarget: toTarget, limit: p.limit) { kernel.append($0) }
            case .hidden, .inert, .ignored, .friendly, .paintsNothing:
                break
            }
        }
        guard let children, own.isInvertible else { return }
        // Clipping matters only to subviews (a window always clips).
        let placement = p.isWindow || shown.liveClipsToBounds
            ? ObstructorPlacement(toTarget: toTarget, isInvertible: isInvertible, projected: projected,
                                  clipsToBounds: true, limit: p.limit, isWindow: p.isWindow)
            : own
        guard let childLimit = placement.childLimit else { return }
        push(kept: children, after: -1, parentToTested: toTarget, limit: childLimit, parentAlpha: alpha,
             areWindows: false, onto: &stack)
    }

    /// `RoundingNoise.project(r, by: t)`, without a call for a translation — what nearly every
    /// view in front of the target is: the projection then adds the offsets to the bounds'
    /// edges and snaps nothing (`AffineTransform.apply`'s axis-aligned case with a unit scale,
    /// the same operations), so the answer is the same to the bit.
    @inlinable @inline(__always)
    static func project(_ r: Rect, by t: AffineTransform) -> Rect {
        guard t.a == 1 && t.d == 1 && t.b == 0 && t.c == 0 else { return RoundingNoise.project(r, by: t) }
        let x0 = r.minX + t.tx, x1 = r.maxX + t.tx, y0 = r.minY + t.ty, y1 = r.maxY + t.ty
        return Rect(minX: Swift.min(x0, x1), minY: Swift.min(y0, y1), maxX: Swift.max(x0, x1), maxY: Swift.max(y0, y1))
    }

    /// `body(node)` with `node` unretained (it is alive: the array it came from is in
    /// `kept`). A function of this module rather than a closure literal handed to the
    /// standard library's `_withUnsafeGuaranteedRef` directly, which would check the main
    /// actor's executor on every call.
    @inlinable @inline(__always)
    static func read<R>(_ node: Unmanaged<Node>, _ body: (Node) -> R) -> R {
        node._withUnsafeGuaranteedRef(body)
    }

    /// Pushes `kept[k][(index + 1)...]` (back to front) so that they pop front-most last,
    /// unretained: `kept` holds them until the walk ends.
    @inlinable func push(kept k: Int, after index: Int, parentToTested: AffineTransform, limit: Rect,
                         parentAlpha: Float, areWindows: Bool, onto stack: inout LiveWalkStack<Pending>) {
        var i = kept[k].count - 1
        while i > index {
            stack.push(Pending(node: Unmanaged.passUnretained(kept[k][i]), parentToTested: parentToTested,
                                 limit: limit, parentAlpha: parentAlpha, isWindow: areWindows))
            i -= 1
        }
    }

    /// The index of `node` in `nodes`, by identity (a loop, not a main-actor closure).
    @inlinable static func index(of node: Node, in nodes: [Node]) -> Int? {
        for i in nodes.indices where nodes[i] === node { return i }
        return nil
    }
}
