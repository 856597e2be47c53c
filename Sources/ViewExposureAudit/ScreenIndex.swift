import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// What the audit asks about every view of a screen many times over, computed once, top down,
/// by one iterative pre-order walk (no recursion, so any depth): each view's pre-order number
/// and the last number of its subtree ("is inside" is two comparisons), its parent, its place
/// among its siblings, its transform to the screen, the clip of its clipping ancestors, whether
/// it is drawn at all, and where touches can reach it through its ancestors.
///
/// Before, each of these was a walk up the superview chain per control (O(depth) each), which
/// made a deep chain of nested controls quadratic; here each costs O(1) after an O(views)
/// build. Transforms compose from the root down (`transformToSuperview` of the view, then its
/// parent's transform to the screen), as the exposure walk and hit areas always did.
///
/// Views with a rotating or skewing transform on their path get the original per-view answers
/// (``ScreenAuditor/onScreenRect(of:)``, `View.transformToScreen`): bounding boxes of bounding
/// boxes depend on the order they are taken in. The screen must not change while an index is
/// in use. Not `Sendable`: one screen, one thread.
final class ScreenIndex {
    /// Views in pre-order (windows in order, each subtree in order).
    let views: [View]
    private let number: [ObjectIdentifier: Int]
    /// Pre-order number of the parent, -1 for windows.
    let parent: [Int]
    /// The last pre-order number inside each view's subtree.
    let last: [Int]
    /// The index of each view in its superview's `subviews` (a window: in the screen's windows).
    let indexInParent: [Int]
    /// Bounds → screen, composed from the root down.
    let toScreen: [AffineTransform]
    /// The intersection of the boxes of the clipping ancestors (and the window) on screen,
    /// `nil` when none; `.zero` when they leave nothing.
    let clip: [Rect?]
    /// The product of the alphas from the window down (the exposure walk's order).
    let alpha: [Float]
    /// Neither the view nor an ancestor is hidden.
    private let unhidden: [Bool]
    /// Every transform from the window down to the view keeps rects axis-aligned.
    private let axisAligned: [Bool]
    /// Where a touch can reach the view through its ancestors' hit areas (screen), `nil` when
    /// none can (``ReachableRegion``'s walk, precomputed).
    let catchArea: [Rect?]
    /// The nearest view on the path up from each view (itself included) that has a later
    /// sibling, -1 when none: the levels where views in front can be found.
    let nextLevelWithLaterSiblings: [Int]
    /// No hit-test hooks on the path from the window down to the view, and every transform
    /// there that ``ReachableRegion`` applies to a hit area keeps rects axis-aligned.
    let pathIsExact: [Bool]
    /// No hit-test hooks in the view's subtree and every transform to the screen there keeps
    /// rects axis-aligned: a ``ReachableRegion`` walk through it is exact and may skip parts.
    let subtreeIsPlain: [Bool]
    /// The numbers of each view's subviews, in order, in one array: those of view n are
    /// `children[childStart[n] ..< childStart[n + 1]]`; ``windowNumbers`` for the windows.
    private let children: [Int32]
    private let childStart: [Int32]
    /// The numbers of the screen's windows, in order.
    let windowNumbers: [Int]
    // The grids made so far, by list and kind (``gridKey(_:of:)``; the windows' aside). Read
    // once or more per query (a hit test, a coverer search) and written only by ``grid(_:of:boxes:)``,
    // on one thread: no dynamic exclusivity check per read.
    @exclusivity(unchecked) private var grids: [Int: SiblingGrid] = [:]
    /// The window list's grids by kind (``GridKind``), asked once or more per control: kept
    /// aside from the dictionary (no hashing).
    @exclusivity(unchecked) private var windowGrids: [SiblingGrid?] = [nil, nil, nil, nil]

    /// Per view, where the views of its subtree that draw (`drawsContent`) can be, in its
    /// superview's coordinates (a window's: the screen), `nil` when none does: like
    /// `subtreeRegion` (a conservative box, hidden and transparent views included, a clipping
    /// view's subviews cut to its bounds) but over the drawing views only, so that a container
    /// holding one small button is found only where the button is. Made on first use (a grid
    /// needs it), bottom up: O(views).
    private(set) lazy var drawnRegion: [Rect?] = {
        // Children are numbered after their parent: backwards, a view's slot holds the union of
        // its subviews' regions (in its bounds coordinates) when its turn comes, and then its own.
        var region = [Rect?](repeating: nil, count: views.count)
        for n in views.indices.reversed() {
            let v = views[n]
            var local = v.drawsContent && !v.bounds.isEmpty ? v.bounds : nil
            if var below = region[n] {
                if v.clipsToBounds { below = below.intersection(v.bounds) ?? .zero }
                if !below.isEmpty { local = local.map { $0.union(below) } ?? below }
            }
            let r = local.map { RoundingNoise.projectConservatively($0, by: v.transformToSuperview) }
            region[n] = r
            let p = parent[n]
            if p >= 0, let r, r.isFinite { region[p] = region[p].map { $0.union(r) } ?? r }
        }
        return region
    }()

    /// Sibling lists at least this long are searched through a ``SiblingGrid``.
    static let gridThreshold = 32

    /// Indexes every view of every window of `screen`; with `touchAreas`, also ``catchArea``,
    /// ``pathIsExact`` and ``subtreeIsPlain`` (what ``ReachableRegion`` needs; empty otherwise).
    /// O(views).
    init(screen: Screen, touchAreas: Bool = true) {
        // Built in locals (a class's stored arrays pay an exclusivity check per access), then
        // stored.
        var views: [View] = []
        var number: [ObjectIdentifier: Int] = [:]
        var parent: [Int] = []
        var last: [Int] = []
        var indexInParent: [Int] = []
        var toScreen: [AffineTransform] = []
        var clip: [Rect?] = []
        var alpha: [Float] = []
        var unhidden: [Bool] = []
        var axisAligned: [Bool] = []
        var catchArea: [Rect?] = []
        var nextLevelWithLaterSiblings: [Int] = []
        var pathIsExact: [Bool] = []
        var subtreeIsPlain: [Bool] = []
        // Counted first, so that nothing grows while it is built.
        var count = 0
        var pending: [View] = screen.windows
        while let v = pending.popLast() { count += 1; pending += v.subviews }
        views.reserveCapacity(count); number.reserveCapacity(count); parent.reserveCapacity(count)
        last.reserveCapacity(count); indexInParent.reserveCapacity(count); toScreen.reserveCapacity(count)
        clip.reserveCapacity(count); alpha.reserveCapacity(count); unhidden.reserveCapacity(count)
        axisAligned.reserveCapacity(count); nextLevelWithLaterSiblings.reserveCapacity(count)
        if touchAreas {
            catchArea.reserveCapacity(count); pathIsExact.reserveCapacity(count); subtreeIsPlain.reserveCapacity(count)
        }
        var childClip: [Rect?] = []
        childClip.reserveCapacity(count)
        var childCount: [Int] = []
        childCount.reserveCapacity(count)
        var stack: [(View, Int, Int)] = []  // view, parent number, index in parent
        for (i, w) in screen.windows.enumerated().reversed() { stack.append((w, -1, i)) }
        let windowCount = screen.windows.count
        while let (v, p, k) = stack.popLast() {
            let n = views.count
            let subviews = v.subviews
            childCount.append(subviews.count)
            views.append(v)
            number[ObjectIdentifier(v)] = n
            parent.append(p)
            last.append(n)
            indexInParent.append(k)
            let local = v.transformToSuperview
            let t = p >= 0 ? local.concatenating(toScreen[p]) : local
            toScreen.append(t)
            // The clip of its ancestors, and the one its subviews get (with its own box if it clips).
            let c: Rect? = p >= 0 ? childClip[p] : nil
            clip.append(c)
            if v is Window || v.clipsToBounds {
                let box = t.apply(to: v.bounds)
                childClip.append(c.map { $0.intersection(box) ?? .zero } ?? box)
            } else {
                childClip.append(c)
            }
            alpha.append((p >= 0 ? alpha[p] : 1) * v.alpha)
            unhidden.append(!v.isHidden && (p < 0 || unhidden[p]))
            axisAligned.append(local.preservesAxisAlignment && (p < 0 || axisAligned[p]))
            if touchAreas {
                var area: Rect? = nil
                let accepts = v.acceptsTouches
                if accepts {
                    let own = t.apply(to: v.hitArea)
                    area = p >= 0 ? catchArea[p].flatMap { $0.intersection(own) } : own
                }
                catchArea.append(area)
                let noHooks = v.hitTestHooks == nil
                pathIsExact.append((p < 0 || pathIsExact[p]) && noHooks && (!accepts || t.preservesAxisAlignment))
                subtreeIsPlain.append(noHooks && t.preservesAxisAlignment)
            }
            let siblings = p >= 0 ? childCount[p] : windowCount
            nextLevelWithLaterSiblings.append(k + 1 < siblings ? n : (p >= 0 ? nextLevelWithLaterSiblings[p] : -1))
            var j = subviews.count
            while j > 0 { j -= 1; stack.append((subviews[j], n, j)) }
        }
        // Child lists: a parent's children come in pre-order in their order, so filling each
        // parent's run in number order lists them in order.
        var childStart = [Int32](repeating: 0, count: views.count + 1)
        var windowNumbers: [Int] = []
        for n in views.indices {
            if parent[n] >= 0 { childStart[parent[n] + 1] += 1 } else { windowNumbers.append(n) }
        }
        for n in views.indices { childStart[n + 1] += childStart[n] }
        var fill = childStart
        var children = [Int32](repeating: 0, count: Int(childStart[views.count]))
        for n in views.indices where parent[n] >= 0 {
            children[Int(fill[parent[n]])] = Int32(n)
            fill[parent[n]] += 1
        }
        // Subtree ends: children come after their parent, so one backward pass suffices.
        for n in views.indices.reversed() where parent[n] >= 0 {
            last[parent[n]] = Swift.max(last[parent[n]], last[n])
            if touchAreas && !subtreeIsPlain[n] { subtreeIsPlain[parent[n]] = false }
        }
        self.views = views
        self.number = number
        self.parent = parent
        self.last = last
        self.indexInParent = indexInParent
        self.toScreen = toScreen
        self.clip = clip
        self.alpha = alpha
        self.unhidden = unhidden
        self.axisAligned = axisAligned
        self.catchArea = catchArea
        self.nextLevelWithLaterSiblings = nextLevelWithLaterSiblings
        self.pathIsExact = pathIsExact
        self.subtreeIsPlain = subtreeIsPlain
        self.children = children
        self.childStart = childStart
        self.windowNumbers = windowNumbers
    }

    /// The number of the `k`-th subview of view number `n`. O(1).
    func child(_ k: Int, of n: Int) -> Int { Int(children[Int(childStart[n]) + k]) }

    /// The number of the view with identity `id`, `nil` when it is not on the screen.
    func number(of id: ObjectIdentifier) -> Int? { number[id] }

    /// The pre-order number of `view`, `nil` when it is not on the screen.
    func number(of view: View) -> Int? { number[ObjectIdentifier(view)] }

    /// The pre-order number of a coverer's view: the one the audit recorded when it names the
    /// same view here (an index of the same screen numbers it alike; O(1), no hashing), else
    /// looked up by its view.
    func number(of coverer: Coverer) -> Int? {
        let k = Int(coverer.number)
        if k >= 0 && k < views.count && views[k] === coverer.view { return k }
        return number(of: coverer.view)
    }

    /// Whether `view` is `ancestor` or inside it. O(1) for views on the screen.
    func isDescendant(_ view: View, of ancestor: View) -> Bool {
        if let a = number(of: view), let b = number(of: ancestor) { return b <= a && a <= last[b] }
        return view.isDescendant(of: ancestor)
    }

    /// Whether `view` is drawn after `other`, neither inside the other (`isInFront(of:)`).
    /// O(1) for views on the screen.
    func isInFront(_ view: View, of other: View) -> Bool {
        if let a = number(of: view), let b = number(of: other) {
            if b <= a && a <= last[b] { return false }
            if a <= b && b <= last[a] { return false }
            return a > b
        }
        return view.isInFront(of: other)
    }

    /// `view.transformToScreen` (composed from the root down). O(1) for views on the screen.
    func transformToScreen(_ view: View) -> AffineTransform { transformToScreen(view, number: number(of: view)) }

    /// ``transformToScreen(_:)`` given the view's number (``number(of:)``).
    func transformToScreen(_ view: View, number n: Int?) -> AffineTransform {
        guard let n, axisAligned[n] else { return view.transformToScreen }
        return toScreen[n]
    }

    /// ``ScreenAuditor/onScreenRect(of:)``: the view's box on screen within its window and
    /// clipping ancestors, `nil` when empty or not in a window. O(1) for views on the screen.
    func onScreenRect(_ view: View) -> Rect? {
        // Every indexed view is in one of the screen's windows.
        guard let n = number(of: view), axisAligned[n] else { return ScreenAuditor.onScreenRect(of: view) }
        var r: Rect? = toScreen[n].apply(to: view.bounds)
        if let c = clip[n], let current = r { r = current.intersection(c) }
        guard let result = r, !result.isEmpty else { return nil }
        return result
    }

    /// `view.isDrawnAtAll`: neither it nor an ancestor hidden, effective alpha at least 0.01.
    func isDrawnAtAll(_ view: View) -> Bool { isDrawnAtAll(view, number: number(of: view)) }

    /// ``isDrawnAtAll(_:)`` given the view's number (``number(of:)``).
    func isDrawnAtAll(_ view: View, number n: Int?) -> Bool {
        guard let n else { return view.isDrawnAtAll }
        return unhidden[n] && !View.isTransparent(alpha[n])
    }

    /// The subviews of view number `n`, or the screen's windows when `n` is -1.
    private func list(_ n: Int) -> [View] { n >= 0 ? views[n].subviews : windowNumbers.map { views[$0] } }

    /// The number of subviews of view number `n`, or of windows when `n` is -1. O(1).
    private func listCount(_ n: Int) -> Int { n >= 0 ? views[n].subviews.count : windowNumbers.count }

    /// The grid of the subviews of view number `n` (-1: of the windows), by their subtree
    /// regions on screen (built on first use; `nil` for short lists).
    func siblingGrid(of n: Int) -> SiblingGrid? {
        grid(.subtree, of: n) {
            let t = n >= 0 ? toScreen[n] : .identity
            return list(n).map { t.apply(to: $0.subtreeRegion) }
        }
    }

    /// The grid of the subviews of view number `n` (-1: of the windows) by the boxes on screen
    /// of what draws in their subtrees (``drawnRegion``; subtrees that draw nothing are in no
    /// answer): for searches that only drawing views can answer. Built on first use; `nil`
    /// for short lists.
    func drawnGrid(of n: Int) -> SiblingGrid? {
        grid(.drawn, of: n) {
            let t = n >= 0 ? toScreen[n] : .identity
            return listNumbers(n).map { drawnRegion[$0].map { t.apply(to: $0) } }
        }
    }

    /// The numbers of the subviews of view number `n`, or of the windows when `n` is -1.
    private func listNumbers(_ n: Int) -> [Int] {
        n >= 0 ? (0..<views[n].subviews.count).map { child($0, of: n) } : windowNumbers
    }

    /// A box widened by a margin above rounding (so a point the exact test accepts is inside it).
    private static func widened(_ r: Rect) -> Rect {
        let m = 1e-6 * (1 + Swift.max(abs(r.minX), abs(r.maxX), abs(r.minY), abs(r.maxY)))
        return Rect(minX: r.minX - m, minY: r.minY - m, maxX: r.maxX + m, maxY: r.maxY + m)
    }

    /// For hit tests in view number `n` (-1: across the windows; at least ``gridThreshold``
    /// subviews or windows, else `nil`): each subview's hit area in `n`'s bounds coordinates
    /// (a window's on screen), widened; subviews with hooks or of a subclass (which may answer
    /// `point(inside:)` its own way; `Window` does not) are in every answer.
    func hitGrid(of n: Int) -> SiblingGrid? {
        grid(.hit, of: n) {
            list(n).map { s in
                guard s.hitTestHooks == nil, type(of: s) == View.self || type(of: s) == Window.self else {
                    return Rect(x: 0, y: 0, width: 0, height: 0)
                }
                return Self.widened(s.transformToSuperview.apply(to: s.hitArea))
            }
        }
    }

    /// For the front-most drawn view in view number `n` (-1: across the windows): where each
    /// subview's subtree draws (``drawnRegion``, in `n`'s bounds coordinates, a window's on
    /// screen), widened; a subtree that draws nothing holds no answer and is in none.
    func drawGrid(of n: Int) -> SiblingGrid? {
        grid(.draw, of: n) { listNumbers(n).map { drawnRegion[$0].map(Self.widened) } }
    }

    /// What a list's grid holds a box of each sibling for: its subtree region (``siblingGrid(of:)``),
    /// what draws in it (``drawnGrid(of:)``), its hit area (``hitGrid(of:)``), or what draws in
    /// it, widened (``drawGrid(of:)``).
    private enum GridKind: Int {
        case subtree, drawn, hit, draw
    }

    /// The key in ``grids`` of the grid of kind `kind` of the subviews of view number `n`
    /// (`n` ≥ 0): the number, then two bits for the kind.
    private static func gridKey(_ kind: GridKind, of n: Int) -> Int { n << 2 | kind.rawValue }

    /// The grid of kind `kind` of the subviews of view number `n` (-1: of the windows): the one
    /// made before, else one over `boxes()` (the siblings' boxes, in order), kept; `nil` for
    /// lists shorter than ``gridThreshold``. O(1) after the first call for a list and kind.
    /// Inlined: each accessor is then the code it was before it shared this (one reference
    /// count on the grid it hands out, not two).
    @inline(__always)
    private func grid(_ kind: GridKind, of n: Int, boxes: () -> [Rect?]) -> SiblingGrid? {
        guard listCount(n) >= Self.gridThreshold else { return nil }
        if n < 0 {
            if let g = windowGrids[kind.rawValue] { return g }
            let g = SiblingGrid(boxes: boxes())
            windowGrids[kind.rawValue] = g
            return g
        }
        let key = Self.gridKey(kind, of: n)
        if let g = grids[key] { return g }
        let g = SiblingGrid(boxes: boxes())
        grids[key] = g
        return g
    }
}
