import ViewExposureGeometry
import ViewExposureTree

/// Where, over a container, touches pass through a view drawn on top of it: the region audit
/// of docs/semantics.md §4.7, computed from geometry (no sampling).
///
/// For a container C (say the parent of a native ad) the region is, in C's bounds coordinates,
///
///     (R − Catch) ∩ Drawn − Swallowed
///
/// - R: where C's subtree receives a touch that reaches C — every view of the subtree that can
///   answer itself (interactive chain, not hidden, alpha ≥ 0.01; policy `default`, or
///   `subviewsOnly` over its visible subviews), within the hit areas of all its ancestors;
/// - Catch: where a view in front of C (later in painter's order, outside C's subtree — other
///   windows in front included) takes the touch first, by the same rule;
/// - Drawn: where a view in front of C is drawn (drawsContent, not hidden, effective alpha
///   ≥ 0.01, inside its clipping ancestors) — interactive or not;
/// - Swallowed: where the ``OverlayTouchInterception`` of C (given, or installed on C) swallows
///   touches.
///
/// Exactness: with axis-aligned transforms (translation, scale, scroll offsets) the region is
/// exact. A rotated or sheared view enters as the bounding box of its area in C's
/// coordinates, and views with hit-test hooks or overridden inside tests are taken at their
/// declarative properties; ``isExact`` is then `false` (the region may be too large or too
/// small there).
public struct PassThroughRegion {
    /// The region, in the container's bounds coordinates.
    public var region: RectRegion
    /// Whether the computation was exact (see the type's documentation).
    public var isExact: Bool
}

extension View {
    /// The region where touches on this view (the container) pass through a view drawn on top
    /// of it. The swallowed area of `interception` — by default the policy installed on this
    /// container (``View/installedInterception``), if any — is removed. O(views in front + views
    /// in the subtree + depth), plus the region operations.
    public func passThroughRegion(interception: OverlayTouchInterception? = nil) -> PassThroughRegion {
        var audit = PassThroughRegionBuilder(container: self,
                                             interception: interception ?? installedInterception)
        return audit.run()
    }
}

/// The state of one view in the region walk, in the container's coordinates.
private struct RegionNode {
    let view: View
    /// View bounds coordinates → container bounds coordinates.
    let toContainer: AffineTransform
    /// Effective alpha.
    let alpha: Float
    /// Drawn (not hidden itself or above, effective alpha ≥ 0.01).
    let visible: Bool
    /// The clip from clipping ancestors (not this view), or `nil` when none clips.
    let clipAbove: Rect?
    /// Whether the walk of a hit test can reach this view and it accepts touches.
    let reachable: Bool
    /// Where this view's inside test can pass within its ancestors' (only when reachable).
    let catchArea: Rect?
}

private struct PassThroughRegionBuilder {
    let container: View
    let interception: OverlayTouchInterception?
    var isExact = true

    init(container: View, interception: OverlayTouchInterception?) {
        self.container = container
        self.interception = interception
    }

    mutating func run() -> PassThroughRegion {
        guard let screenToContainer = container.transformToScreen.inverted else {
            return PassThroughRegion(region: RectRegion(), isExact: true)
        }
        let path = container.pathFromRoot
        var chain: [RegionNode] = [rootNode(path[0], screenToContainer: screenToContainer)]
        for v in path.dropFirst() { chain.append(child(v, of: chain[chain.count - 1])) }

        // R: where the container's subtree answers.
        var receiving = RectRegion(), unused = RectRegion()
        walk(from: chain[chain.count - 1], receiving: &receiving, drawn: &unused, collectDrawn: false)

        // Views in front: later siblings at every level, then windows in front.
        var catching = RectRegion(), drawn = RectRegion()
        for level in stride(from: path.count - 1, to: 0, by: -1) {
            let parent = chain[level - 1]
            let siblings = parent.view.subviews
            guard let i = siblings.firstIndex(where: { $0 === path[level] }) else { continue }
            for s in siblings[(i + 1)...] {
                walk(from: child(s, of: parent), receiving: &catching, drawn: &drawn, collectDrawn: true)
            }
        }
        if let w = path[0] as? Window, let screen = w.screen,
           let wi = screen.windows.firstIndex(where: { $0 === w }) {
            for front in screen.windows[(wi + 1)...] {
                walk(from: rootNode(front, screenToContainer: screenToContainer),
                     receiving: &catching, drawn: &drawn, collectDrawn: true)
            }
        }

        receiving.subtract(catching)
        var result = receiving.intersection(drawn)
        if let policy = interception {
            for o in policy.blockingOverlays(over: container) {
                guard let t = o.transformViaScreen(to: container) else { continue }
                result.subtract(box(o.bounds, t).intersection(container.bounds) ?? .zero)
            }
        }
        return PassThroughRegion(region: result, isExact: isExact)
    }

    /// The state of a root (a window) placed on the screen.
    mutating func rootNode(_ root: View, screenToContainer: AffineTransform) -> RegionNode {
        let t = root.transformToSuperview.concatenating(screenToContainer)
        noteHooks(root)
        let reachable = root.acceptsTouches
        return RegionNode(view: root, toContainer: t, alpha: root.alpha,
                          visible: !root.isHidden && !View.isTransparent(root.alpha),
                          clipAbove: nil, reachable: reachable,
                          catchArea: reachable ? box(root.hitArea, t) : nil)
    }

    /// The state of `v`, a subview of `parent`'s view.
    mutating func child(_ v: View, of parent: RegionNode) -> RegionNode {
        let t = v.transformToSuperview.concatenating(parent.toContainer)
        noteHooks(v)
        let alpha = parent.alpha * v.alpha
        var clip = parent.clipAbove
        if parent.view.clipsToBounds {
            let b = box(parent.view.bounds, parent.toContainer)
            clip = clip.map { $0.intersection(b) ?? .zero } ?? b
        }
        var catchArea: Rect? = nil
        let reachable = parent.reachable && v.acceptsTouches
        if reachable, let above = parent.catchArea {
            catchArea = above.intersection(box(v.hitArea, t))
        }
        return RegionNode(view: v, toContainer: t, alpha: alpha,
                          visible: parent.visible && !v.isHidden && !View.isTransparent(alpha),
                          clipAbove: clip, reachable: reachable && catchArea != nil, catchArea: catchArea)
    }

    /// Adds, for every view of the subtree from `start`, where it answers a touch itself to
    /// `receiving`, and (when `collectDrawn`) where it is drawn to `drawn`. Iterative; a
    /// subtree is skipped once it can neither answer nor (when collecting) be drawn.
    mutating func walk(from start: RegionNode, receiving: inout RectRegion,
                       drawn: inout RectRegion, collectDrawn: Bool) {
        var stack = [start]
        while let n = stack.popLast() {
            if n.reachable, let area = n.catchArea {
                switch n.view.hitTestPolicy {
                case .default: receiving.formUnion(area)
                case .passThrough: break
                case .subviewsOnly:
                    for s in n.view.subviews where !s.isInvisibleItself {
                        let st = s.transformToSuperview.concatenating(n.toContainer)
                        if let piece = area.intersection(box(s.hitArea, st)) { receiving.formUnion(piece) }
                    }
                }
            }
            if collectDrawn, n.visible, n.view.drawsContent {
                let b = box(n.view.bounds, n.toContainer)
                if let piece = n.clipAbove.map({ $0.intersection(b) }) ?? b { drawn.formUnion(piece) }
            }
            guard n.reachable || (collectDrawn && n.visible) else { continue }
            for s in n.view.subviews { stack.append(child(s, of: n)) }
        }
    }

    /// The bounding box of `rect` under `t`, noting when that is not exact.
    mutating func box(_ rect: Rect, _ t: AffineTransform) -> Rect {
        if !t.preservesAxisAlignment { isExact = false }
        return t.apply(to: rect)
    }

    mutating func noteHooks(_ v: View) {
        if v.hitTestHooks != nil && !(v === container && interception != nil) { isExact = false }
    }
}
