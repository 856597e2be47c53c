import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTree

/// Finds the views drawn in front of a view that hide part of it: the same candidates as an
/// exposure measurement (later siblings at every level of the view's path with their
/// subtrees, then the windows in front), kept when they are drawn, obstruct under the policy,
/// and overlap the occluded area.
///
/// A coverer's subtree is not searched further (its descendants are folded into it), so a
/// keyboard is reported rather than each of its keys. Subtrees whose cached region misses the
/// occluded area are skipped unvisited; the walk keeps an explicit stack.
enum CoveringViews {
    /// One candidate in the walk: the view, its bounds → screen transform, the clip of its
    /// clipping ancestors on screen (`nil` when none), and its effective alpha.
    private struct Node {
        let view: View
        let toScreen: AffineTransform
        let clip: Rect?
        let alpha: Float
    }

    /// The coverers of `view` given the hidden part of its on-screen area (disjoint rects in
    /// screen coordinates), largest share first.
    static func find(for view: View, occluded: [Rect], options: ExposureOptions) -> [Coverer] {
        guard let window = view.window, !occluded.isEmpty else { return [] }
        var area = occluded[0]
        for r in occluded.dropFirst() { area = area.union(r) }
        let testedArea = view.bounds.area
        guard testedArea > 0 else { return [] }
        let classifier = ObstructionClassifier(options: options)

        var found: [Coverer] = []
        var stack: [Node] = []
        // Views in front inside the window: at each level, the later siblings of the path.
        let path = view.pathFromRoot
        var parentToScreen: [AffineTransform] = []
        var parentClip: [Rect?] = []
        var parentAlpha: [Float] = []
        var t = AffineTransform.identity, clip: Rect? = nil, alpha: Float = 1
        for v in path {
            t = v.transformToSuperview.concatenating(t)
            alpha *= v.alpha
            parentToScreen.append(t)
            if v is Window || v.clipsToBounds {
                let box = t.apply(to: v.bounds)
                clip = clip.map { $0.intersection(box) ?? .zero } ?? box
            }
            parentClip.append(clip)
            parentAlpha.append(alpha)
        }
        func push(_ v: View, parent: Int?) {
            let pt = parent.map { parentToScreen[$0] } ?? .identity
            // Skip a subtree that cannot reach the occluded area (one cached read).
            guard pt.apply(to: v.subtreeRegion).overlaps(area) else { return }
            stack.append(Node(view: v, toScreen: v.transformToSuperview.concatenating(pt),
                              clip: parent.flatMap { parentClip[$0] }, alpha: (parent.map { parentAlpha[$0] } ?? 1) * v.alpha))
        }
        var groups: [[Node]] = []
        for level in stride(from: path.count - 1, to: 0, by: -1) {
            let siblings = path[level - 1].subviews
            guard let i = siblings.firstIndex(where: { $0 === path[level] }), i + 1 < siblings.count else { continue }
            for s in siblings[(i + 1)...] { push(s, parent: level - 1) }
            groups.append(stack)
            stack.removeAll()
        }
        if let screen = window.screen, let wi = screen.windows.firstIndex(where: { $0 === window }) {
            for w in screen.windows[(wi + 1)...] { push(w, parent: nil) }
            groups.append(stack)
            stack.removeAll()
        }

        for group in groups {
            stack = group.reversed()
            while let n = stack.popLast() {
                let v = n.view
                // The measurer's rules, asked once: a view that is hidden, inert, ignored or
                // friendly covers nothing outside its subtree, so its subtree is passed over.
                let obstructs: Bool
                switch classifier.role(of: v, effectiveAlpha: n.alpha) {
                case .hidden, .inert, .ignored, .friendly: continue
                case .paintsNothing: obstructs = false
                // A ring counts with its whole box here: coverers are named, not measured.
                case .fills, .paintsBorder: obstructs = true
                }
                var box = n.toScreen.apply(to: v.bounds)
                if let c = n.clip { box = box.intersection(c) ?? .zero }
                if obstructs, !box.isEmpty {
                    var hidden = 0.0
                    var hiddenBox: Rect?
                    for r in occluded {
                        guard let part = r.intersection(box), part.area > 0 else { continue }
                        hidden += part.area
                        hiddenBox = hiddenBox.map { $0.union(part) } ?? part
                    }
                    if hidden > 0, let hiddenBox {
                        found.append(Coverer(view: v, sharePercentage: Swift.min(100, 100 * hidden / testedArea),
                                             hiddenBox: hiddenBox, box: box))
                        continue
                    }
                }
                var childClip = n.clip
                if v is Window || v.clipsToBounds {
                    let own = n.toScreen.apply(to: v.bounds)
                    childClip = childClip.map { $0.intersection(own) ?? .zero } ?? own
                }
                if let c = childClip, !c.overlaps(area) { continue }
                // Pushed front-most first, so they pop back to front (painter's order).
                for s in v.subviews.reversed() {
                    guard n.toScreen.apply(to: s.subtreeRegion).overlaps(area) else { continue }
                    stack.append(Node(view: s, toScreen: s.transformToSuperview.concatenating(n.toScreen),
                                      clip: childClip, alpha: n.alpha * s.alpha))
                }
            }
        }
        return found.enumerated().sorted {
            $0.element.sharePercentage != $1.element.sharePercentage
                ? $0.element.sharePercentage > $1.element.sharePercentage : $0.offset < $1.offset
        }.map(\.element)
    }
}
