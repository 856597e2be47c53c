import ViewExposure

extension PrebidViewExposureChecker {
    /// The SDK's exposure of a live view, walking the live hierarchy through the same
    /// ``LiveViewNode`` reads the library's live measurement makes — the SDK's algorithm as
    /// it runs in an app, where each read is a message to a view. The same walk as
    /// ``exposure(of:rule:)`` on the model (see there for what the seed does and does not
    /// know), with the SDK's read order per view: hidden, then where it is (geometry), then
    /// `clipsToBounds`, then — unless it clips — its subviews.
    ///
    /// "In a window" is the node's ``LiveViewNode/liveWindows`` being non-empty, and the root
    /// of its path (the node without a superview) is the window that always clips. A node
    /// whose geometry is not finite is taken as it is (the SDK does not check).
    /// Complexity: O(depth + every view after the path), then ``PrebidRectExposure``'s cost.
    /// `@inlinable`, as the library's live measurement is, so that both are specialized for the
    /// app's view class: the comparison is between the algorithms, not between generic and
    /// specialized code.
    @MainActor @inlinable
    public static func exposure<Node: LiveViewNode>(ofLive testedView: Node, appState: AppState = .active,
                                                    rule: PrebidIntersectsRule = .coreGraphics) -> PrebidExposure
    where Node.Node == Node {
        let testedShown = testedView.liveShown
        guard !testedShown.liveIsHidden, let parent = testedView.liveSuperview, !testedView.liveWindows.isEmpty,
              appState == .active else { return .zero }
        let testedBounds = testedShown.liveGeometry.bounds

        // visitParent, upward half: hidden ancestors and clipping.
        var clippedRect = testedBounds
        var levels: [(subviews: [Node], childIndex: Int, parentToTested: AffineTransform?)] = []
        var up = AffineTransform.identity
        var child = testedView
        var childGeometry = testedShown.liveGeometry
        var next: Node? = parent
        while let p = next {
            let shown = p.liveShown
            if shown.liveIsHidden { return .zero }
            up = up.concatenating(childGeometry.transformToSuperview)
            let parentToTested = up.inverted
            let geometry = shown.liveGeometry
            let above = p.liveSuperview
            if shown.liveClipsToBounds || above == nil {
                guard let toTested = parentToTested else { return .zero }
                let r = PrebidCGRect.intersection(clippedRect, toTested.apply(to: geometry.bounds))
                if PrebidCGRect.isEmpty(r) { return .zero }
                clippedRect = r!
            }
            // `indexOfObject:` — a linear search, as in the SDK.
            let subviews = p.liveSubviews
            var index: Int?
            for i in subviews.indices where subviews[i] === child {
                index = i
                break
            }
            guard let index else { return .zero }
            levels.append((subviews, index, parentToTested))
            child = p
            childGeometry = geometry
            next = above
        }

        // visitParent, downward half: the later siblings at every level, window level first.
        var obstructions: [Rect] = []
        var stack: [(view: Node, superviewToTested: AffineTransform)] = []
        for level in levels.reversed() {
            guard let parentToTested = level.parentToTested else { return .zero }
            for sibling in level.subviews[(level.childIndex + 1)...] {
                stack.append((sibling, parentToTested))
                while let (v, superviewToTested) = stack.popLast() {
                    let shown = v.liveShown
                    if shown.liveIsHidden { continue }
                    let geometry = shown.liveGeometry
                    let toTested = geometry.transformToSuperview.concatenating(superviewToTested)
                    let r = PrebidCGRect.intersection(clippedRect, toTested.apply(to: geometry.bounds))
                    if !PrebidCGRect.isEmpty(r) { obstructions.append(r!) }
                    if shown.liveClipsToBounds { continue }
                    let subviews = v.liveSubviews
                    var i = subviews.count - 1
                    while i >= 0 {
                        stack.append((subviews[i], toTested))
                        i -= 1
                    }
                }
            }
        }
        return PrebidRectExposure.exposure(testedBounds: testedBounds, clippedRect: clippedRect,
                                           obstructions: obstructions, rule: rule)
    }
}
