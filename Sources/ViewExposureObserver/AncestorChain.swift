import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// What a check needs from the ancestors of a target's superview, computed once and shared by
/// every target with that superview during one check pass (a list's cells all share it).
///
/// Walking up the tree reads weak `superview`/`window` references, which is the dominant cost
/// of a check; with this cache a target costs one weak read (its superview) plus arithmetic.
/// The steps replay exactly the per-level arithmetic of a direct walk (each level's transform
/// to its superview, then that superview's clip), so results are bit-for-bit the same.
/// Valid only while the tree does not change: a pass builds and drops it. A class, so that
/// sharing it costs no copies of its references.
final class AncestorChain {
    /// What one ancestor contributes.
    struct Node {
        /// It is the observer's stop (the root, or the window for a `nil` root).
        var isStop: Bool
        /// It clips and lies below the stop.
        var clipsBelowStop: Bool
        /// Its bounds (the clip, or the root rect when it is the stop).
        var bounds: Rect
    }

    /// One step up: a view's transform to its superview, then the superview's contribution.
    struct Step {
        var up: AffineTransform
        var parent: Node
    }

    /// The superview this chain starts at.
    let parent: View
    /// The window at the top, `nil` when the chain ends elsewhere (detached).
    var window: Window?
    /// The superview's own contribution (the first step is the target's own transform).
    private(set) var first = Node(isStop: false, clipsBelowStop: false, bounds: .zero)
    /// The steps from the superview up to the window.
    var steps: [Step] = []
    /// No ancestor from the superview up is hidden, the app is active, the window is on the
    /// observer's screen and an explicit root is on the way (or is the superview).
    var eligible = true
    /// Product of the alphas from the superview up.
    var alpha: Float = 1
    /// A transform on the way has no inverse.
    var singular = false
    /// The window is on the observer's screen and an explicit root is in it.
    var onScreen = false

    /// Walks from `parent` up to its root once. O(depth).
    init(parent: View, screen: Screen, root: View?) {
        self.parent = parent
        var metStop = false
        let stopIsWindow = root == nil
        func node(_ v: View, belowStop: Bool) -> Node {
            let isStop = stopIsWindow ? v is Window : v === root
            return Node(isStop: isStop, clipsBelowStop: belowStop && !isStop && v.clipsToBounds, bounds: v.bounds)
        }
        first = node(parent, belowStop: true)
        if first.isStop { metStop = true }
        var v = parent
        while true {
            if v.isHidden { eligible = false }
            alpha *= v.alpha
            guard let up = v.superview else { break }
            let t = v.transformToSuperview
            if t.determinant == 0 || !t.isFinite { singular = true }
            let n = node(up, belowStop: !metStop)
            if n.isStop { metStop = true }
            steps.append(Step(up: t, parent: n))
            v = up
        }
        window = v as? Window
        if let w = window {
            onScreen = w.screen === screen && (root == nil || root?.window === w)
            if screen.appState != .active { eligible = false }
        }
        if !metStop { eligible = false }
    }
}
