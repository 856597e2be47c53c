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
    /// At most this many coverers are named from one sibling list (one level of the view's
    /// path, or the windows in front): the first found in drawing order, nearest above the
    /// view first. A screen of thousands of stacked controls would otherwise name every earlier
    /// control on every later one (output and memory quadratic in the controls).
    static let limitPerList = 16

    /// The coverers of `view` given the hidden part of its on-screen area (disjoint rects in
    /// screen coordinates), largest share first, keeping those `keep` accepts: given a
    /// candidate, its pre-order number in `index` and the bounding box of what it hides (full
    /// precision), it answers `nil` to pass it over, else whether it is certainly in front;
    /// `more` is `true` when some sibling list held more than ``limitPerList`` of them.
    ///
    /// Complexity: the levels of the view's path that have later siblings, plus per list the
    /// siblings whose subtree meets the hidden area (through the list's ``SiblingGrid`` when it
    /// is long) up to the limit, plus their subtrees' views that meet it.
    static func find(for view: View, occluded: [Rect], options: ExposureOptions, index: ScreenIndex,
                     keep: (View, Int, Rect) -> Bool?) -> (coverers: [Coverer], more: Bool) {
        guard view.window != nil, let n = index.number(of: view), !occluded.isEmpty else { return ([], false) }
        let testedArea = view.bounds.area
        guard testedArea > 0 else { return ([], false) }
        let search = Search(index: index, occluded: occluded, testedArea: testedArea,
                            classifier: ObstructionClassifier(options: options))
        var state = SearchState()
        // Views in front: the later siblings at each level of the path, innermost first, then
        // the windows in front.
        var m = index.nextLevelWithLaterSiblings[n]
        while m >= 0 {
            search.walkList(after: m, state: &state, keep: keep)
            let p = index.parent[m]
            guard p >= 0 else { break }
            m = index.nextLevelWithLaterSiblings[p]
        }
        return (largestShareFirst(state.found), state.more)
    }

    /// `found` by share, largest first, equal shares in the order found; an array of its
    /// exact size (the list grew by appends, and audits keep it). The positions are sorted,
    /// not the coverers: moving those would count references at every step.
    static func largestShareFirst(_ found: [Coverer]) -> [Coverer] {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: found.count) { buffer in
            var order = buffer
            for i in found.indices { order.initializeElement(at: i, to: i) }
            order.sort { a, b in
                let sa = found[a].sharePercentage, sb = found[b].sharePercentage
                return sa != sb ? sa > sb : a < b
            }
            return order.map { found[$0] }
        }
    }

    /// One candidate in the walk: the view's pre-order number, its bounds → screen transform,
    /// the clip of its clipping ancestors on screen (`nil` when none), and its effective alpha
    /// (composed along the walk, as the exposure walk does). Plain values: copying one costs
    /// no reference counting.
    private struct Node {
        let number: Int
        let toScreen: AffineTransform
        let clip: Rect?
        let alpha: Float
    }

    /// What one search has found so far, and its explicit stack (no recursion, so any depth).
    private struct SearchState {
        var found: [Coverer] = []
        var more = false
        var stack: [Node] = []
    }

    /// What one search looks for, and its walk. Immutable: the walk's state is a separate
    /// value passed `inout`, so that reading the search's fields copies nothing (a method
    /// mutating a value holding both made the compiler copy the options out of it — with
    /// their reference counts — several times per candidate).
    private struct Search {
        let index: ScreenIndex
        let occluded: [Rect]
        /// The bounding box of `occluded`.
        let area: Rect
        let testedArea: Double
        let classifier: ObstructionClassifier
        /// ``ScreenIndex/drawnRegion`` under the content policy (only views that draw
        /// obstruct), else `nil`.
        let drawn: [Rect?]?

        init(index: ScreenIndex, occluded: [Rect], testedArea: Double, classifier: ObstructionClassifier) {
            self.index = index
            self.occluded = occluded
            var area = occluded[0]
            for r in occluded.dropFirst() { area = area.union(r) }
            self.area = area
            self.testedArea = testedArea
            self.classifier = classifier
            drawn = classifier.contentOnly ? index.drawnRegion : nil
        }

        /// The later siblings of view number `m` (a window: the windows in front), each with
        /// its subtree, in drawing order, until the list's limit is passed.
        func walkList(after m: Int, state: inout SearchState, keep: (View, Int, Rect) -> Bool?) {
            let p = index.parent[m]
            let count = p >= 0 ? index.views[p].subviews.count : index.windowNumbers.count
            let start = index.indexInParent[m] + 1
            var inList = 0
            if let grid = classifier.contentOnly ? index.drawnGrid(of: p) : index.siblingGrid(of: p) {
                grid.forEach(overlapping: area, in: start..<count, descending: false) { k in
                    visit(k, of: p, inList: &inList, state: &state, keep: keep)
                }
            } else {
                for k in start..<count where !visit(k, of: p, inList: &inList, state: &state, keep: keep) { break }
            }
        }

        /// Sibling `k` of the list under view number `p` (-1: the windows) with its subtree;
        /// `false` once the list's limit is passed.
        private func visit(_ k: Int, of p: Int, inList: inout Int, state: inout SearchState,
                           keep: (View, Int, Rect) -> Bool?) -> Bool {
            let number = p >= 0 ? index.child(k, of: p) : index.windowNumbers[k]
            let s = index.views[number]
            let pt = p >= 0 ? index.toScreen[p] : .identity
            // Skip a subtree that cannot reach the occluded area (one cached read).
            guard mayCover(s, number: number, toScreen: pt) else { return true }
            state.stack.removeAll(keepingCapacity: true)
            state.stack.append(Node(number: number, toScreen: s.transformToSuperview.concatenating(pt),
                              clip: p >= 0 ? index.clip[number] : nil,
                              alpha: (p >= 0 ? index.alpha[p] : 1) * s.alpha))
            return walkStack(&inList, state: &state, keep: keep)
        }

        /// Walks the stack (painter's order); `false` once the list's limit is passed.
        private func walkStack(_ inList: inout Int, state: inout SearchState, keep: (View, Int, Rect) -> Bool?) -> Bool {
            while let n = state.stack.popLast() {
                let v = index.views[n.number]
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
                        if let certain = keep(v, n.number, hiddenBox) {
                            if inList == limitPerList { state.more = true; return false }
                            inList += 1
                            state.found.append(Coverer(view: v, sharePercentage: Swift.min(100, 100 * hidden / testedArea),
                                                 hiddenBox: hiddenBox, isCertain: certain, number: n.number))
                        }
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
                let subviews = v.subviews
                if let grid = classifier.contentOnly ? index.drawnGrid(of: n.number) : index.siblingGrid(of: n.number) {
                    grid.forEach(overlapping: area, in: 0..<subviews.count, descending: true) { k in
                        push(subviews[k], number: index.child(k, of: n.number), parent: n, clip: childClip, onto: &state.stack)
                        return true
                    }
                } else {
                    for k in subviews.indices.reversed() {
                        push(subviews[k], number: index.child(k, of: n.number), parent: n, clip: childClip, onto: &state.stack)
                    }
                }
            }
            return true
        }

        /// Whether the subtree of view `s` (number `number`; `toScreen` its parent's bounds →
        /// screen) can reach the occluded area: its region does, or under the content policy
        /// (only views that draw obstruct) the region of its drawing views (``drawn``).
        private func mayCover(_ s: View, number: Int, toScreen: AffineTransform) -> Bool {
            guard let drawn else { return toScreen.apply(to: s.subtreeRegion).overlaps(area) }
            return drawn[number].map { toScreen.apply(to: $0).overlaps(area) } ?? false
        }

        /// Pushes subview `s` (number `number`) of `parent` when its subtree can reach the
        /// occluded area.
        private func push(_ s: View, number: Int, parent: Node, clip: Rect?, onto stack: inout [Node]) {
            if mayCover(s, number: number, toScreen: parent.toScreen) {
                stack.append(Node(number: number, toScreen: s.transformToSuperview.concatenating(parent.toScreen),
                                  clip: clip, alpha: parent.alpha * s.alpha))
            }
        }
    }
}
