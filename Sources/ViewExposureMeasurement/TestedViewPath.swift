import ViewExposureGeometry
import ViewExposureTree

/// One level of the tested view's path to its window: a parent, where the path passes
/// through its subviews, and how to project the parent's coordinates into the tested view's.
///
/// The siblings after `childIndex` in `parent.subviews` (and their subtrees) are in front of
/// the tested view and are its potential obstructors at this level.
struct TestedViewPathLevel {
    /// The ancestor at this level, unretained: it is kept alive by the strong reference to
    /// the window and the `subviews` arrays the walk keeps alive (see `walk`).
    let parent: Unmanaged<View>
    /// The index, in `parent.subviews`, of the child on the path to the tested view.
    let childIndex: Int
    /// Maps `parent`'s bounds coordinates into the tested view's.
    let parentToTested: AffineTransform
    /// `parent`'s effective alpha (the product of the alphas from the root down to it).
    var parentAlpha: Float
}

/// What walking up from the tested view to its window establishes.
struct TestedViewPath {
    /// The tested view's bounds ∩ every clipping ancestor ∩ the window, in its coordinates.
    let clippedRect: Rect
    /// Maps screen coordinates (the space window frames are in) into the tested view's.
    let screenToTested: AffineTransform
    /// The tested view's effective alpha: the product of the alphas from the root down.
    let testedAlpha: Float
}

extension TestedViewPath {
    /// Walks from `view` up to its root `window` once, appending one level per ancestor
    /// (nearest first) to `levels`, composing the inverse transforms on the way down so that
    /// translation-only paths stay exact, and clipping. Each ancestor's `subviews` array goes
    /// into `kept`, which keeps every view on the path alive however the tree changes while
    /// the measurement runs (the caller holds the window).
    ///
    /// Returns `nil` when nothing of `view` can be visible: an ancestor is hidden, a transform
    /// on the path is singular (the view is collapsed to nothing on screen), or the clipped
    /// rect is empty. Clipping by a rotated ancestor uses the bounding box of its bounds in the
    /// tested view's coordinates, which can only overstate the visible part (conservative
    /// toward "visible", never toward "hidden"). O(depth + siblings before the path).
    static func walk(from view: View, to window: Window, levels: inout [TestedViewPathLevel],
                     keepingAlive kept: inout [ArraySlice<View>]) -> TestedViewPath? {
        var node = view
        var toTested = AffineTransform.identity
        var clipped = view.bounds
        while let parent = node.superview {
            if parent.isHidden { return nil }
            guard let down = node.transformToSuperview.inverted else { return nil }
            toTested = down.concatenating(toTested)
            // The tree keeps `superview` and `subviews` consistent, so the child is found.
            let siblings = parent.subviews
            let index = UnretainedViews.index(of: node, in: siblings) ?? siblings.count
            kept.append(siblings[...])
            levels.append(TestedViewPathLevel(parent: .passUnretained(parent), childIndex: index,
                                              parentToTested: toTested, parentAlpha: 1))
            // A window always clips: nothing outside it is on screen.
            if parent.clipsToBounds || parent.superview == nil {
                // An empty clipping rect (negative sizes included) shows nothing.
                guard !parent.bounds.isEmpty,
                      let c = clipped.intersection(RoundingNoise.project(parent.bounds, by: toTested)) else { return nil }
                clipped = c
            }
            node = parent
        }
        guard node === window, let fromScreen = window.transformToSuperview.inverted else { return nil }
        // Effective alphas from the root down, as compositing multiplies them.
        var alpha: Float = 1
        for i in levels.indices.reversed() {
            alpha *= levels[i].parent._withUnsafeGuaranteedRef { $0.alpha }
            levels[i].parentAlpha = alpha
        }
        return TestedViewPath(clippedRect: clipped, screenToTested: fromScreen.concatenating(toTested),
                              testedAlpha: alpha * view.alpha)
    }
}
