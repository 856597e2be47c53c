import ViewExposure

/// The tree half of the Prebid Mobile exposure checker (docs/benchmark-workloads.md §2.1):
/// `exposure`'s early exits, `visitParent` up to the window and `collectObstructions` over the
/// later siblings, on the library's `View` model through its public API, handing the collected
/// rects to ``PrebidRectExposure``.
///
/// What the SDK's walk does, kept here:
/// - Zero exposure when the tested view is hidden, has no superview, is in no window or the
///   app is not active (a window on no `Screen` counts as active, as in the library).
/// - `visitParent` climbs the superview chain: a hidden ancestor means zero; an ancestor that
///   clips — and always the window — narrows `clippedRect` by its bounds converted into the
///   tested view (`convertRect:fromView:`, a bounding box); an empty result means zero.
///   Obstructions are collected on the way back down, so with the final `clippedRect`: first
///   the window's later subviews, last the tested view's own later siblings.
/// - `collectObstructions` visits a sibling and its subtree in pre-order: a hidden view is
///   skipped with its subtree; every other view obstructs with its whole bounds (converted,
///   intersected with `clippedRect`, kept when not empty); a view that clips is not descended
///   into — its own bounds already cover whatever its subviews could show.
///
/// What it does not know, by design of the SDK (each one a test in
/// `PrebidDifferentialTests`): alpha (a transparent view obstructs, a transparent tested view
/// is measured), windows in front of the tested view's window, friendly obstructions, content
/// policies. The seed recurses in both walks; here both are loops (deep trees cannot overflow
/// the stack) that visit the same views in the same order.
///
/// Conversion: `convertRect:fromView:` composes the transforms from a view up to the common
/// ancestor and back down into the tested view, then takes the bounding box — O(depth) per
/// view in UIKit. Here the same composed transform is carried down the walk (each view's
/// `transformToSuperview` followed by its parent's transform into the tested view), so each
/// view costs O(1): a lower bound on the SDK's conversion work, chosen so that the benchmark
/// does not charge the SDK for the model's weak `superview` reads. The matrices are the same
/// products, associated differently (exact on translations and power-of-two scales).
///
/// Complexity: O(depth + every view after the path) — nothing is culled — then
/// ``PrebidRectExposure``'s cost.
public enum PrebidViewExposureChecker {
    /// The SDK's exposure of `testedView` now.
    public static func exposure(of testedView: View, rule: PrebidIntersectsRule = .coreGraphics) -> PrebidExposure {
        guard !testedView.isHidden, let parent = testedView.superview, let window = testedView.window,
              (window.screen?.appState ?? .active) == .active else { return .zero }

        // visitParent, upward half: hidden ancestors and clipping. `up` maps the tested view
        // into the current ancestor; its inverse maps the ancestor into the tested view.
        var clippedRect = testedView.bounds
        var levels: [(parent: View, childIndex: Int, parentToTested: AffineTransform?)] = []
        var up = AffineTransform.identity
        var child = testedView
        var next: View? = parent
        while let p = next {
            if p.isHidden { return .zero }
            up = up.concatenating(child.transformToSuperview)
            // A singular transform on the tested view's path leaves nothing to map into (UIKit
            // would produce non-finite rects); the library answers zero, so does this.
            let parentToTested = up.inverted
            if p.clipsToBounds || p === window {
                guard let toTested = parentToTested else { return .zero }
                let r = PrebidCGRect.intersection(clippedRect, toTested.apply(to: p.bounds))
                if PrebidCGRect.isEmpty(r) { return .zero }
                clippedRect = r!
            }
            // `indexOfObject:` — a linear search, as in the SDK.
            guard let index = p.subviews.firstIndex(where: { $0 === child }) else { return .zero }
            levels.append((p, index, parentToTested))
            child = p
            next = p.superview
        }
        // The window is always clipped against, so every level's transform exists from here on.

        // visitParent, downward half: the later siblings at every level, window level first.
        var obstructions: [Rect] = []
        var stack: [(view: View, superviewToTested: AffineTransform)] = []
        for level in levels.reversed() {
            guard let parentToTested = level.parentToTested else { return .zero }
            let subviews = level.parent.subviews
            for sibling in subviews[(level.childIndex + 1)...] {
                stack.append((sibling, parentToTested))
                // collectObstructions in pre-order (the stack holds subviews reversed).
                while let (v, superviewToTested) = stack.popLast() {
                    if v.isHidden { continue }
                    // testForObstructing: the view's bounds projected onto the tested view.
                    let toTested = v.transformToSuperview.concatenating(superviewToTested)
                    let r = PrebidCGRect.intersection(clippedRect, toTested.apply(to: v.bounds))
                    if !PrebidCGRect.isEmpty(r) { obstructions.append(r!) }
                    if v.clipsToBounds { continue }
                    for s in v.subviews.reversed() { stack.append((s, toTested)) }
                }
            }
        }
        return PrebidRectExposure.exposure(testedBounds: testedView.bounds, clippedRect: clippedRect,
                                           obstructions: obstructions, rule: rule)
    }
}
