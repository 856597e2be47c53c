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
    /// One level of the target's path: the parent, its subviews (back to front), the index
    /// of the path's child among them, the map from the parent's bounds coordinates into the
    /// target's, and the parent's effective alpha.
    @usableFromInline struct Level {
        @usableFromInline let siblings: [Node]
        @usableFromInline let childIndex: Int
        @usableFromInline let parentToTested: AffineTransform
        @usableFromInline var alpha: Float
        @inlinable init(siblings: [Node], childIndex: Int, parentToTested: AffineTransform, alpha: Float) {
            self.siblings = siblings
            self.childIndex = childIndex
            self.parentToTested = parentToTested
            self.alpha = alpha
        }
    }

    /// A potential obstructor waiting on the stack, with what its parent established.
    @usableFromInline struct Pending {
        @usableFromInline let node: Node
        @usableFromInline let parentToTested: AffineTransform
        @usableFromInline let limit: Rect
        @usableFromInline let parentAlpha: Float
        @usableFromInline let isWindow: Bool
        @inlinable init(node: Node, parentToTested: AffineTransform, limit: Rect, parentAlpha: Float, isWindow: Bool) {
            self.node = node
            self.parentToTested = parentToTested
            self.limit = limit
            self.parentAlpha = parentAlpha
            self.isWindow = isWindow
        }
    }

    @usableFromInline let kernel: ObstructionKernel
    @usableFromInline let classifier: ObstructionClassifier
    @usableFromInline let friendly: [LiveFriendlyObstruction<Node>]
    /// The friendly obstructions found in front, in walk order.
    @usableFromInline var reports: [FriendlyObstructionReport] = []

    @inlinable init(kernel: ObstructionKernel, classifier: ObstructionClassifier, friendly: [LiveFriendlyObstruction<Node>]) {
        self.kernel = kernel
        self.classifier = classifier
        self.friendly = friendly
    }

    /// The registration of `node`, if any (a linear scan: an ad registers a handful).
    @inlinable func registration(of node: Node) -> LiveFriendlyObstruction<Node>? {
        for f in friendly where f.view === node { return f }
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
            levels.append(Level(siblings: siblings, childIndex: index, parentToTested: toTested, alpha: Float(parentAlpha)))
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

        var stack: [Pending] = []
        for level in levels where level.childIndex + 1 < level.siblings.count {
            var i = level.siblings.count - 1
            while i > level.childIndex {
                stack.append(Pending(node: level.siblings[i], parentToTested: level.parentToTested, limit: clipped,
                                     parentAlpha: level.alpha, isWindow: false))
                i -= 1
            }
            collect(&stack)
        }
        if rootIndex + 1 < windows.count {
            let screenToTested = fromScreen.concatenating(toTested)
            var i = windows.count - 1
            while i > rootIndex {
                stack.append(Pending(node: windows[i], parentToTested: screenToTested, limit: clipped,
                                     parentAlpha: 1, isWindow: true))
                i -= 1
            }
            collect(&stack)
        }
        return (clipped, testedArea)
    }

    /// Pops the pending obstructors in pre-order (back to front), reading each only as far
    /// as the rules need, appending what obstructs into the kernel and pushing the subviews
    /// of those whose subtree can still obstruct.
    @inlinable mutating func collect(_ stack: inout [Pending]) {
        let contentOnly = classifier.contentOnly
        while let p = stack.popLast() {
            let shown = p.node.liveShown
            let hidden = shown.liveIsHidden
            let ownAlpha = hidden ? 1 : shown.liveAlpha
            // Not finite counts as hidden.
            let alpha = p.parentAlpha * Float(ownAlpha)
            if let role = ObstructionClassifier.visibilityRole(isHidden: hidden || !ownAlpha.isFinite,
                                                               effectiveAlpha: alpha, ancestorsObstruct: true) {
                switch role {
                case .hidden, .inert: continue
                case .ignored, .friendly, .paintsNothing, .paintsBorder, .fills: break
                }
            }
            let geometry = shown.liveGeometry
            guard geometry.isFinite else { continue }
            let toTarget = geometry.transformToSuperview.concatenating(p.parentToTested)
            if let registered = registration(of: p.node) {
                let placement = ObstructorPlacement(toTarget: toTarget, bounds: geometry.bounds, clipsToBounds: false,
                                                    limit: p.limit, isWindow: p.isWindow)
                if let covered = placement.covered {
                    reports.append(FriendlyObstructionReport(identifier: registered.identifier,
                                                             purpose: registered.obstruction.purpose,
                                                             reason: registered.obstruction.reason, rect: covered))
                }
                continue
            }
            let subviews = p.node.liveSubviews
            // Clipping matters only to subviews (a window always clips).
            let clips = !subviews.isEmpty && (p.isWindow || shown.liveClipsToBounds)
            let placement = ObstructorPlacement(toTarget: toTarget, bounds: geometry.bounds, clipsToBounds: clips,
                                                limit: p.limit, isWindow: p.isWindow)
            if let covered = placement.covered {
                let role = contentOnly ? classifier.paintingRole(p.node.livePainting(shown: shown)) : .fills
                switch role {
                case .fills:
                    kernel.append(covered)
                case .paintsBorder(let width):
                    ObstructorPlacement.forEachCoveredRect(of: .border(width: width), bounds: geometry.bounds,
                                                           toTarget: toTarget, limit: p.limit) { kernel.append($0) }
                case .hidden, .inert, .ignored, .friendly, .paintsNothing:
                    break
                }
            }
            guard !subviews.isEmpty, placement.isInvertible, let childLimit = placement.childLimit else { continue }
            var i = subviews.count - 1
            while i >= 0 {
                stack.append(Pending(node: subviews[i], parentToTested: toTarget, limit: childLimit,
                                     parentAlpha: alpha, isWindow: false))
                i -= 1
            }
        }
    }

    /// The index of `node` in `nodes`, by identity (a loop, not a main-actor closure).
    @inlinable static func index(of node: Node, in nodes: [Node]) -> Int? {
        for i in nodes.indices where nodes[i] === node { return i }
        return nil
    }
}
