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
/// it). The recursion into subtrees is bounded (``maxNesting`` levels; deeper subtrees are
/// walked from an explicit stack), so a deep tree cannot overflow the native stack.
/// `@inlinable` so that it is specialized for the client's node class.
@MainActor @usableFromInline
struct LiveExposureWalk<Node: LiveViewNode> where Node.Node == Node {
    /// One level of the target's path, the walk over the siblings in front of the path's child
    /// that it starts (``walk(_:after:in:depth:stack:)``'s arguments): the parent's subviews
    /// (back to front), the index of the path's child among them, and what the parent
    /// establishes for them — its alpha made effective and the limit set once the whole path
    /// is known.
    @usableFromInline struct Level {
        @usableFromInline let siblings: [Node]
        @usableFromInline let childIndex: Int
        @usableFromInline var parent: Parent
        @inlinable init(siblings: [Node], childIndex: Int, parent: Parent) {
            self.siblings = siblings
            self.childIndex = childIndex
            self.parent = parent
        }
    }

    /// What a parent establishes for its subviews: the map from its bounds coordinates into
    /// the target's, where they can show (`limit`), its effective alpha, and whether they are
    /// windows (the windows in front, each of which clips).
    @usableFromInline struct Parent {
        @usableFromInline let parentToTested: AffineTransform
        @usableFromInline var limit: Rect
        @usableFromInline var parentAlpha: Float
        @usableFromInline let isWindow: Bool
        @inlinable init(parentToTested: AffineTransform, limit: Rect, parentAlpha: Float, isWindow: Bool) {
            self.parentToTested = parentToTested
            self.limit = limit
            self.parentAlpha = parentAlpha
            self.isWindow = isWindow
        }
    }

    /// A potential obstructor waiting on the stack of a walk below ``maxNesting``, with what
    /// its parent established. The node is held unretained (a plain copy, no reference
    /// counting per push and pop): the `subviews` array it came from is in `kept` until the
    /// walk ends.
    @usableFromInline struct Pending {
        /// The node's address (`Unmanaged.toOpaque`): a plain pointer, so that the compiler
        /// cannot turn it back into a strong reference it retains around the visit.
        @usableFromInline let address: UnsafeMutableRawPointer
        /// The node, unretained.
        @inlinable var node: Unmanaged<Node> { Unmanaged.fromOpaque(address) }
        @usableFromInline let parent: Parent
        @inlinable init(node: Unmanaged<Node>, parent: Parent) {
            self.address = node.toOpaque()
            self.parent = parent
        }
    }

    /// How many subtrees deep ``walk(_:after:in:depth:stack:)`` recurses (each level holding
    /// its parent's `subviews` array) before handing a subtree to the explicit stack. The views in front of a target are seldom nested deeper; each
    /// level costs one frame of a few hundred bytes of native stack.
    @inlinable static var maxNesting: Int { 16 }

    @usableFromInline let kernel: ObstructionKernel
    @usableFromInline let classifier: ObstructionClassifier
    @usableFromInline let friendly: [LiveFriendlyObstruction<Node>]
    /// The identities of `friendly`'s views, in its order.
    @usableFromInline let friendlyIDs: [ObjectIdentifier]
    /// The friendly obstructions found in front, in walk order.
    @usableFromInline var reports: [FriendlyObstructionReport] = []
    /// The `subviews` arrays whose nodes wait on the stack below ``maxNesting``, kept alive
    /// until the walk ends (empty unless the views in front nest that deep).
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
            // The limit is the clipped rect, known at the end of the path.
            levels.append(Level(siblings: siblings, childIndex: index,
                                parent: Parent(parentToTested: toTested, limit: .zero, parentAlpha: Float(parentAlpha),
                                               isWindow: false)))
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
            alpha *= levels[i].parent.parentAlpha
            levels[i].parent.parentAlpha = alpha
            levels[i].parent.limit = clipped
        }
        guard !View.isTransparent(alpha * Float(targetAlpha)) else { return nil }

        // One allocation, for the rare subtree nested deeper than `maxNesting`.
        var stack = LiveWalkStack<Pending>(capacity: 64)
        for i in levels.indices where levels[i].childIndex + 1 < levels[i].siblings.count {
            walk(levels[i].siblings, after: levels[i].childIndex, in: levels[i].parent, depth: 0, stack: &stack)
        }
        if rootIndex + 1 < windows.count {
            walk(windows, after: rootIndex,
                 in: Parent(parentToTested: fromScreen.concatenating(toTested), limit: clipped, parentAlpha: 1,
                            isWindow: true),
                 depth: 0, stack: &stack)
        }
        return (clipped, testedArea)
    }

    /// Walks `siblings[(index + 1)...]` back to front in pre-order, each view with its
    /// subtree, reading each only as far as the rules need, appending what obstructs into the
    /// kernel and descending into the subviews of those whose subtree can still obstruct.
    ///
    /// A subtree is walked by native recursion while its parent's `subviews` array is held
    /// (one retain and release per parent, the only reference counting a view costs), its
    /// nodes read in place — no node is pushed, popped or copied, no array kept to the end.
    /// The recursion stops at `depth` ``maxNesting``: deeper subtrees go to `stack` (their
    /// arrays kept), so a deep tree costs no more native stack than that. Each view is read
    /// through borrows only — the node unretained (`read`; `siblings` is alive for the call),
    /// its shown layer and a leaf's subviews lent by the conformance.
    ///
    /// The read order saves reads where a feed has most of its views — leaves far from the
    /// target: where the view is (its geometry) and whether it has subviews come first; a
    /// leaf that covers nothing of the target is done then, whatever its visibility (it can
    /// neither obstruct nor be reported). Otherwise visibility (hidden, then opacity) decides
    /// — the classifier's first step — then a registration, then clipping (only for a view
    /// with subviews), then painting (only under the content policy, only for a view that
    /// covers something). Every view is judged by the same rules as in the model; only reads
    /// that cannot change the answer are left out.
    @inlinable @inline(never)
    mutating func walk(_ siblings: [Node], after index: Int, in parent: Parent, depth: Int,
                                  stack: inout LiveWalkStack<Pending>) {
        var i = index + 1
        while i < siblings.count {
            judge(Unmanaged.passUnretained(siblings[i]), in: parent) { this, inner, children in
                if depth < Self.maxNesting {
                    this.walk(children, after: -1, in: inner, depth: depth + 1, stack: &stack)
                } else {
                    this.kept.append(children)
                    this.push(kept: this.kept.count - 1, in: inner, onto: &stack)
                    this.collect(&stack)
                }
            }
            i += 1
        }
    }

    /// The walk below ``maxNesting``: pops the pending views in pre-order (back to front),
    /// judging each as ``walk(_:after:in:depth:stack:)`` does and pushing the subviews of
    /// those whose subtree can still obstruct, their array kept (the one reference a view
    /// costs here).
    @inlinable mutating func collect(_ stack: inout LiveWalkStack<Pending>) {
        while let p = stack.pop() {
            judge(p.node, in: p.parent) { this, inner, children in
                this.kept.append(children)
                this.push(kept: this.kept.count - 1, in: inner, onto: &stack)
            }
        }
    }

    /// Reads one view through borrows only — the node unretained (alive: its array is
    /// borrowed by the caller or in `kept`), its shown layer and a leaf's subviews lent — and
    /// judges it in `parent`'s context (``visit(_:_:_:hasChildren:)``); when its subviews can
    /// still obstruct, calls `descend` with the walk (`inout`), what it establishes for them and their array. A
    /// leaf's array is only looked at; a parent's is held for `descend` (the one reference a
    /// view can cost). The one read sequence of both walks.
    @inlinable @inline(__always)
    mutating func judge(_ node: Unmanaged<Node>, in parent: Parent,
                        descend: (inout Self, Parent, [Node]) -> Void) {
        Self.read(node) { node in
            node.withLiveShown { shown in
                let children: [Node]? = node.withLiveSubviews { $0.isEmpty ? nil : $0 }
                guard let inner = visit(parent, node, shown, hasChildren: children != nil),
                      let children else { return }
                descend(&self, inner, children)
            }
        }
    }

    /// Judges one view in `parent`'s context from what it lent (`hasChildren`: its subviews
    /// are not empty), appending what it obstructs (or its friendly report); returns what it
    /// establishes for its subviews when they can still obstruct, else `nil`.
    @inlinable @inline(__always)
    mutating func visit(_ p: Parent, _ node: Node, _ shown: Node.Shown, hasChildren: Bool) -> Parent? {
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
        if !hasChildren && own.covered == nil { return nil }
        let finite = geometry.isFinite
        if !hasChildren && !finite { return nil }
        let hidden = shown.liveIsHidden
        let ownAlpha = hidden ? 1 : shown.liveAlpha
        // Not finite counts as hidden.
        let alpha = p.parentAlpha * Float(ownAlpha)
        if let role = ObstructionClassifier.visibilityRole(isHidden: hidden || !finite || !ownAlpha.isFinite,
                                                           effectiveAlpha: alpha, ancestorsObstruct: true) {
            switch role {
            case .hidden, .inert: return nil
            case .ignored, .friendly, .paintsNothing, .paintsBorder, .fills: break
            }
        }
        if let registered = registration(of: node) {
            if let covered = own.covered {
                reports.append(FriendlyObstructionReport(identifier: registered.identifier,
                                                         purpose: registered.obstruction.purpose,
                                                         reason: registered.obstruction.reason, rect: covered))
            }
            return nil
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
        guard hasChildren, own.isInvertible else { return nil }
        // Clipping matters only to subviews (a window always clips).
        let placement = p.isWindow || shown.liveClipsToBounds
            ? ObstructorPlacement(toTarget: toTarget, isInvertible: isInvertible, projected: projected,
                                  clipsToBounds: true, limit: p.limit, isWindow: p.isWindow)
            : own
        guard let childLimit = placement.childLimit else { return nil }
        return Parent(parentToTested: toTarget, limit: childLimit, parentAlpha: alpha, isWindow: false)
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

    /// `body(node)` with `node` unretained (it is alive: the array it came from is borrowed
    /// for the call or in `kept`). A function of this module rather than a closure literal handed to the
    /// standard library's `_withUnsafeGuaranteedRef` directly, which would check the main
    /// actor's executor on every call.
    @inlinable @inline(__always)
    static func read<R>(_ node: Unmanaged<Node>, _ body: (Node) -> R) -> R {
        node._withUnsafeGuaranteedRef(body)
    }

    /// Pushes `kept[k]` (back to front) so that they pop front-most last, unretained: `kept`
    /// holds them until the walk ends.
    @inlinable func push(kept k: Int, in parent: Parent, onto stack: inout LiveWalkStack<Pending>) {
        var i = kept[k].count - 1
        while i >= 0 {
            stack.push(Pending(node: Unmanaged.passUnretained(kept[k][i]), parent: parent))
            i -= 1
        }
    }

    /// The index of `node` in `nodes`, by identity (a loop, not a main-actor closure).
    @inlinable static func index(of node: Node, in nodes: [Node]) -> Int? {
        for i in nodes.indices where nodes[i] === node { return i }
        return nil
    }
}
