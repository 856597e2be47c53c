import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// Computes ``IntersectionMeasurement``s: the W3C "compute the intersection" steps on the
/// headless view tree, plus the observer's eligibility rules.
///
/// Rules (decisions where the W3C text has no UIKit counterpart are marked *decision*):
/// - Not intersecting (level 0, ratio 0, zero intersection rect) when the target is in no
///   window, its window is not on the observer's screen (*decision*: another screen's app
///   state and geometry are not ours to judge), the app is not ``AppState/active``
///   (inactive included, as for exposure), the target or any ancestor is hidden, its
///   effective alpha (product from the window down) is below 0.01, or an explicit root is
///   not a strict ancestor of the target (or is in another window). The bounding client rect
///   and root bounds are still reported when the target is in a window (*decision*, as the
///   W3C reports them for a target outside the root).
/// - The target's bounds go up the superview chain to the window, each step as the bounding
///   box of the transformed rect. Below the root, every ancestor with `clipsToBounds` clips
///   it, edge-inclusively (touching edges keep a zero-width rect). The root's own clipping is
///   replaced by the root rect grown by the margin; clipping above the root does not apply.
/// - The root rect is the root's bounds (the window's bounds for a `nil` root) grown by the
///   ``RootMargin`` in the root's own coordinates — lengths in the root's points, percentages
///   of its untransformed size, a size driven negative clamped to 0 — and then mapped to
///   window coordinates (the bounding box under transforms), as Chromium does. So a root
///   scaled by 2 with `-11px` on the right is 22 points narrower in the window. That mapped
///   rect is the entry's `rootBounds`. A zero-width or zero-height root rect still
///   intersects, edge-on, a target that touches it.
/// - Edge-adjacent counts as intersecting; ratio = intersection area ÷ target area, and for
///   a zero-area target 1 when touching, else 0. Intersecting needs the ratio to reach the
///   smallest threshold.
/// - Occlusion-aware: the intersection (also clipped by the window) minus what views in front
///   cover, by the exposure rule; see ``OcclusionAreaMeasuring``. An intersection with area
///   of which nothing is uncovered is not intersecting, whatever the thresholds.
///
/// Complexity: O(depth of the target) without occlusion; targets sharing a superview share
/// one ``AncestorChain`` walk per check pass.
struct IntersectionGeometry {
    let screen: Screen
    let root: View?
    let rootMargin: RootMargin
    let thresholds: IntersectionThresholds

    /// Measures `target`, reusing `cache` when it describes the target's superview (and
    /// leaving in it the chain of this target's superview). The tree must not change while a
    /// cache is in use.
    func measure(_ target: View, occlusion: OcclusionAreaMeasuring?, cache: inout AncestorChain?) -> IntersectionMeasurement {
        guard let parent = target.superview else { return .absent }
        let chain: AncestorChain
        if let cached = cache, cached.parent === parent {
            chain = cached
        } else {
            chain = AncestorChain(parent: parent, screen: screen, root: root)
            cache = chain
        }
        // The chain checked the window's screen and an explicit root's window.
        guard let window = chain.window, chain.onScreen else { return .absent }

        var eligible = chain.eligible && !target.isHidden && target !== root
        let own = target.transformToSuperview
        if chain.singular || own.determinant == 0 || !own.isFinite { eligible = false }
        if View.isTransparent(target.alpha * chain.alpha) { eligible = false }

        // The same per-level arithmetic as a direct walk up the tree: transform to the
        // superview (bounding box), then the superview's clip (or the root rect at the stop).
        var bounding = target.bounds
        var clipped: Rect? = target.bounds
        var rootRect: Rect?
        func climb(_ up: AffineTransform, _ node: AncestorChain.Node) {
            bounding = up.apply(to: bounding)
            if let c = clipped { clipped = up.apply(to: c) }
            if let r = rootRect { rootRect = up.apply(to: r) }
            if node.isStop {
                // The margin works in the root's own space, before any mapping up.
                rootRect = rootMargin.grow(node.bounds)
            } else if node.clipsBelowStop, let c = clipped {
                clipped = c.edgeInclusiveIntersection(node.bounds)
            }
        }
        climb(own, chain.first)
        for step in chain.steps { climb(step.up, step.parent) }
        return finish(target: target, window: window, eligible: eligible, bounding: bounding,
                      clipped: clipped, rootRect: rootRect, occlusion: occlusion)
    }

    private func finish(target: View, window: Window, eligible: Bool, bounding: Rect, clipped: Rect?,
                        rootRect: Rect?, occlusion: OcclusionAreaMeasuring?) -> IntersectionMeasurement {
        let rootBounds = rootRect ?? .zero
        guard eligible, let c = clipped, let inter = c.edgeInclusiveIntersection(rootBounds) else {
            return IntersectionMeasurement(level: 0, ratio: 0, boundingClientRect: bounding,
                                           intersectionRect: .zero, rootBounds: rootBounds,
                                           isVisible: occlusion == nil ? nil : false)
        }
        let targetArea = bounding.area
        var ratio: Double
        var isVisible: Bool?
        var hiddenEntirely = false
        if let occlusion {
            let visible = occlusion.uncoveredArea(of: inter, target: target, window: window)
            ratio = targetArea > 0 ? visible.uncovered / targetArea : 1
            isVisible = visible.covered == 0
            // An intersection with area of which nothing shows is not intersecting (a mere
            // edge contact, with no area to cover, still is).
            hiddenEntirely = inter.area > 0 && visible.uncovered <= 0
        } else {
            ratio = targetArea > 0 ? inter.area / targetArea : 1
        }
        ratio = Swift.min(1, Swift.max(0, ratio))
        let level = ratio >= thresholds.smallest && !hiddenEntirely ? thresholds.index(forRatio: ratio) : 0
        if level == 0 && isVisible != nil { isVisible = false }
        return IntersectionMeasurement(level: level, ratio: ratio, boundingClientRect: bounding,
                                       intersectionRect: inter, rootBounds: rootBounds,
                                       isVisible: isVisible)
    }
}

/// Measures how much of an intersection rect no view in front of the target covers
/// (occlusion-aware mode).
protocol OcclusionAreaMeasuring {
    /// Starts one check on `screen`: the calls until ``finish()`` may share one whole-screen
    /// pass (the tree does not change in between); views of other screens are measured alone.
    func prepare(on screen: Screen)
    /// Forgets what the check measured (the tree is about to change).
    func finish()
    /// `rectInWindow` (the target's intersection, in window coordinates) split into the area
    /// the window shows uncovered and the area views in front cover.
    func uncoveredArea(of rectInWindow: Rect, target: View, window: Window) -> (uncovered: Double, covered: Double)
}
