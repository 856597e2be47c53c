import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// Where on screen a touch reaches a view (it or a view inside it takes the touch), computed
/// from geometry as hit-testing decides: the view's subtree answers inside the hit areas of all
/// its ancestors, less where a view in front (later siblings on its path, windows in front)
/// takes the touch first. Subtrees whose cached extent misses the view are skipped, and the walk
/// stops once nothing is left.
///
/// Exactness: exact for axis-aligned transforms without hit-test hooks; otherwise an
/// estimate (``isExact`` false). A tap point drawn from it is always confirmed by a real hit
/// test (`ElementTapPoint`). Not `Sendable`.
public struct ReachableRegion {
    /// The region, in screen coordinates.
    public var region: RectRegion
    /// Whether the computation was exact.
    public var isExact: Bool

    /// The reachable region of `view`. O(depth + views in front that overlap it + the view's
    /// subtree), plus region operations.
    public init(of view: View) {
        var walker = ReachWalker()
        region = walker.run(view)
        isExact = walker.isExact
    }

    /// A region computed elsewhere (``ReachableRegionSweep``).
    init(region: RectRegion, isExact: Bool) {
        self.region = region
        self.isExact = isExact
    }

    /// The same region, with the path's transforms and hit areas read from `index` and long
    /// sibling lists searched through their ``SiblingGrid``: O(levels of the path with later
    /// siblings + views in front that overlap it, front-most first, until nothing is left).
    init(of view: View, index: ScreenIndex) {
        var walker = ReachWalker()
        if let n = index.number(of: view) {
            region = walker.run(n, index: index)
        } else {
            region = walker.run(view)
        }
        isExact = walker.isExact
    }

    /// Whether a `width`×`height` rect fits inside the region (its candidate positions are the
    /// rects' left and top edges; up to 64 rects, else the largest rect alone is tried).
    public func fits(width: Double, height: Double) -> Bool {
        let rects = region.rects
        if rects.contains(where: { $0.width >= width && $0.height >= height }) { return true }
        guard rects.count <= 64 else { return false }
        let xs = Set(rects.map(\.minX)), ys = Set(rects.map(\.minY))
        for x in xs {
            for y in ys {
                let probe = Rect(x: x, y: y, width: width, height: height)
                let inside = region.area(inside: probe)
                if inside >= probe.area - 1e-6 { return true }
            }
        }
        return false
    }
}

/// One view in the walk: its bounds → screen transform and the area where a touch can still
/// reach it through its ancestors (`nil` when none can).
private struct ReachNode {
    let view: View
    let toScreen: AffineTransform
    let catchArea: Rect?
}

private struct ReachWalker {
    var isExact = true

    mutating func box(_ r: Rect, _ t: AffineTransform) -> Rect {
        if !t.preservesAxisAlignment { isExact = false }
        return t.apply(to: r)
    }

    mutating func node(_ v: View, parent: ReachNode?) -> ReachNode {
        if v.hitTestHooks != nil { isExact = false }
        let t = parent.map { v.transformToSuperview.concatenating($0.toScreen) } ?? v.transformToSuperview
        guard v.acceptsTouches else { return ReachNode(view: v, toScreen: t, catchArea: nil) }
        let own = box(v.hitArea, t)
        guard let parent else { return ReachNode(view: v, toScreen: t, catchArea: own) }
        return ReachNode(view: v, toScreen: t, catchArea: parent.catchArea.flatMap { $0.intersection(own) })
    }

    /// Adds where the subtree from `start` takes touches itself to `into`; with `within`, only
    /// subtrees whose extent meets it are walked.
    mutating func collect(from start: ReachNode, into: inout RectRegion, within: Rect?, index: ScreenIndex? = nil) {
        var stack = [start]
        while let n = stack.popLast() {
            guard let area = n.catchArea else { continue }
            switch n.view.hitTestPolicy {
            case .default:
                into.formUnion(area)
                // Every catch area below lies inside this one (each is cut by its parent's):
                // a plain subtree adds nothing more and changes no exactness.
                if let index, let k = index.number(of: n.view), index.subtreeIsPlain[k] { continue }
            case .passThrough: break
            case .subviewsOnly:
                for s in n.view.subviews where !s.isInvisibleItself {
                    let st = s.transformToSuperview.concatenating(n.toScreen)
                    if let piece = area.intersection(box(s.hitArea, st)) { into.formUnion(piece) }
                }
            }
            for s in n.view.subviews {
                if let within, !box(s.subtreeRegion, n.toScreen).overlaps(within) { continue }
                stack.append(node(s, parent: n))
            }
        }
    }

    /// ``run(_:)`` for view number `n` of `index`.
    mutating func run(_ n: Int, index: ScreenIndex) -> RectRegion {
        if !index.pathIsExact[n] { isExact = false }
        let view = index.views[n]
        var remaining = RectRegion()
        collect(from: ReachNode(view: view, toScreen: index.toScreen[n], catchArea: index.catchArea[n]),
                into: &remaining, within: nil, index: index)
        guard !remaining.isEmpty else { return remaining }
        let extent = remaining.bounds
        var current = extent

        // Views in front, front-most first (the windows in front, then the later siblings of
        // each level from the outermost in), each taken away as it comes, so that the walk
        // stops as soon as nothing is left.
        func takeAway(_ f: ReachNode) -> Bool {
            // A plain subtree whose root takes touches catches exactly its root's area.
            if f.view.hitTestPolicy == .default, let k = index.number(of: f.view), index.subtreeIsPlain[k] {
                guard let a = f.catchArea, remaining.overlaps(a) else { return false }
                remaining.subtract(a)
                if !remaining.isEmpty { current = remaining.bounds }
                return remaining.isEmpty
            }
            var catching = RectRegion()
            collect(from: f, into: &catching, within: extent, index: index)
            if !catching.isEmpty {
                remaining.subtract(catching)
                if !remaining.isEmpty { current = remaining.bounds }
            }
            return remaining.isEmpty
        }
        var levels: [Int] = []
        var m = index.nextLevelWithLaterSiblings[n]
        while m >= 0 {
            levels.append(m)
            let p = index.parent[m]
            guard p >= 0 else { break }
            m = index.nextLevelWithLaterSiblings[p]
        }
        for m in levels.reversed() {
            let p = index.parent[m]
            let start = index.indexInParent[m] + 1
            if p < 0 {
                guard let screen = (view.window ?? index.views[m] as? Window)?.screen else { continue }
                for front in screen.windows[start...].reversed() where takeAway(node(front, parent: nil)) { return remaining }
                continue
            }
            let parent = ReachNode(view: index.views[p], toScreen: index.toScreen[p], catchArea: index.catchArea[p])
            let siblings = parent.view.subviews
            // A sibling whose subtree misses what is left cannot take anything away; when its
            // subtree is plain, skipping it changes nothing else either.
            var done = false
            func visit(_ k: Int) -> Bool {
                let s = siblings[k]
                let b = box(s.subtreeRegion, parent.toScreen)
                guard b.overlaps(extent) else { return true }
                if !b.overlaps(current), let sn = index.number(of: s), index.subtreeIsPlain[sn] { return true }
                done = takeAway(node(s, parent: parent))
                return !done
            }
            if parent.toScreen.preservesAxisAlignment, let grid = index.siblingGrid(of: p) {
                grid.forEach(overlapping: extent, in: start..<siblings.count, descending: true, visit)
            } else {
                for k in (start..<siblings.count).reversed() where !visit(k) { break }
            }
            if done { return remaining }
        }
        return remaining
    }

    mutating func run(_ view: View) -> RectRegion {
        let path = view.pathFromRoot
        var chain: [ReachNode] = [node(path[0], parent: nil)]
        for v in path.dropFirst() { chain.append(node(v, parent: chain[chain.count - 1])) }
        var remaining = RectRegion()
        collect(from: chain[chain.count - 1], into: &remaining, within: nil)
        guard !remaining.isEmpty else { return remaining }
        let extent = remaining.bounds

        // Views in front, front-most first, each taken away as it comes, so that the walk
        // stops as soon as nothing is left (a control under a stack of others costs one step).
        func takeAway(_ f: ReachNode) -> Bool {
            var catching = RectRegion()
            collect(from: f, into: &catching, within: extent)
            if !catching.isEmpty { remaining.subtract(catching) }
            return remaining.isEmpty
        }
        if let w = path[0] as? Window, let screen = w.screen, let wi = screen.windows.firstIndex(where: { $0 === w }) {
            for front in screen.windows[(wi + 1)...].reversed() where takeAway(node(front, parent: nil)) { return remaining }
        }
        for level in 1..<path.count {
            let parent = chain[level - 1]
            let siblings = parent.view.subviews
            guard let i = siblings.firstIndex(where: { $0 === path[level] }), i + 1 < siblings.count else { continue }
            for s in siblings[(i + 1)...].reversed() {
                guard box(s.subtreeRegion, parent.toScreen).overlaps(extent) else { continue }
                if takeAway(node(s, parent: parent)) { return remaining }
            }
        }
        return remaining
    }
}
