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
        sortLargestShareFirst(&state.found)
        return (state.found, state.more)
    }

    /// `found` by share, largest first, in found order among equal shares. A short list (one
    /// level's, at most ``limitPerList``, the common case) by a stable insertion sort in place:
    /// swapping in the buffer moves each coverer's reference without counting it. A long one
    /// (many levels of a deep path each naming some) by a sort of (index, coverer) pairs,
    /// O(k log k).
    static func sortLargestShareFirst(_ found: inout [Coverer]) {
        guard found.count <= 2 * limitPerList else {
            found = found.enumerated().sorted {
                $0.element.sharePercentage != $1.element.sharePercentage
                    ? $0.element.sharePercentage > $1.element.sharePercentage : $0.offset < $1.offset
            }.map(\.element)
            return
        }
        found.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices.dropFirst() {
                var j = i
                while j > 0 && buffer[j - 1].sharePercentage < buffer[j].sharePercentage {
                    buffer.swapAt(j - 1, j)
                    j -= 1
                }
            }
        }
    }

    /// One candidate in the walk: the view's pre-order number, and where its bounds → screen
    /// transform and the clip of its clipping ancestors on screen (`nil` when none), both
    /// composed along the walk as the exposure walk does, are: the index's (`slot` -1, the
    /// common case: see `Search.visit`), else ``SearchState/walked`` at `slot`. Its effective
    /// alpha is the index's (composed in the same order from the same factors). Two numbers:
    /// the stack moves no transforms.
    private struct Node {
        let number: Int
        let slot: Int
    }

    /// What one search has found so far, and its explicit stack (no recursion, so any depth).
    private struct SearchState {
        var found: [Coverer]
        var more = false
        var stack: [Node]
        /// The transforms and clips of a walk whose root's differ from the index's.
        var walked: [(toScreen: AffineTransform, clip: Rect?)] = []

        /// Room for one list's coverers and a shallow subtree's walk (no growth step by step).
        init() {
            found = []
            found.reserveCapacity(limitPerList)
            stack = []
            stack.reserveCapacity(16)
        }
    }

    /// What one search looks for, and its walk. Immutable: the walk's state is a separate
    /// value passed `inout`, so that reading the search's fields copies nothing (a method
    /// mutating a value holding both made the compiler copy the options out of it — with
    /// their reference counts — several times per candidate). A class: the closure a grid
    /// calls per sibling holds one reference to it, not a copy of each field (a struct's
    /// fields were counted in and out for every candidate).
    private final class Search {
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
            let pt = p >= 0 ? index.toScreen[p] : .identity
            // Skip a subtree that cannot reach the occluded area (one cached read).
            guard mayCover(number, toScreen: pt) else { return true }
            // The index composes transforms from the root down as this walk does, except that a
            // window's is its own where the walk's is its own after the identity: the same
            // numbers but for the sign of a zero (or a product with an infinity). Where they are
            // the same, the index's transforms and clips are the walk's for the whole subtree.
            var slot = -1
            if p < 0 && !Self.keepsBitsAfterIdentity(index.toScreen[number]) {
                let walked = index.views[number].transformToSuperview.concatenating(pt)
                if !Self.sameBits(walked, index.toScreen[number]) {
                    state.walked.removeAll(keepingCapacity: true)
                    state.walked.append((walked, index.clip[number]))
                    slot = 0
                }
            }
            return walkSubtree(Node(number: number, slot: slot), &inList, state: &state, keep: keep)
        }

        /// Whether `t.concatenating(.identity)` is certainly `t` bit for bit: every component
        /// finite and none a negative zero (`x * 1 + y * 0` is `x` for any finite `y` unless `x`
        /// is -0), which spares composing it.
        @inline(__always)
        private static func keepsBitsAfterIdentity(_ t: AffineTransform) -> Bool {
            let negativeZero = (-0.0).bitPattern
            func plain(_ x: Double) -> Bool { x.isFinite && x.bitPattern != negativeZero }
            return plain(t.a) && plain(t.b) && plain(t.c) && plain(t.d) && plain(t.tx) && plain(t.ty)
        }

        /// Whether two transforms hold the same bits (`==` takes -0 for 0).
        private static func sameBits(_ x: AffineTransform, _ y: AffineTransform) -> Bool {
            x.a.bitPattern == y.a.bitPattern && x.b.bitPattern == y.b.bitPattern && x.c.bitPattern == y.c.bitPattern
                && x.d.bitPattern == y.d.bitPattern && x.tx.bitPattern == y.tx.bitPattern && x.ty.bitPattern == y.ty.bitPattern
        }

        /// Walks the subtree of `root` (painter's order), with the stack for the views still to
        /// visit (the next one is kept aside: a view with one subview pushes nothing); `false`
        /// once the list's limit is passed. Inlined into its one caller: a call passed `keep`'s
        /// captures counted in and out per candidate.
        @inline(__always)
        private func walkSubtree(_ root: Node, _ inList: inout Int, state: inout SearchState,
                                 keep: (View, Int, Rect) -> Bool?) -> Bool {
            var next: Node? = root
            while let n = next ?? state.stack.popLast() {
                next = nil
                let v = index.views[n.number]
                let (toScreen, clip) = n.slot < 0 ? (index.toScreen[n.number], index.clip[n.number]) : state.walked[n.slot]
                // The measurer's rules, asked once: a view that is hidden, inert, ignored or
                // friendly covers nothing outside its subtree, so its subtree is passed over.
                let obstructs: Bool
                switch classifier.role(of: v, effectiveAlpha: index.alpha[n.number]) {
                case .hidden, .inert, .ignored, .friendly: continue
                case .paintsNothing: obstructs = false
                // A ring counts with its whole box here: coverers are named, not measured.
                case .fills, .paintsBorder: obstructs = true
                }
                let full = toScreen.apply(to: v.bounds)
                var box = full
                if let c = clip { box = box.intersection(c) ?? .zero }
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
                            if inList == limitPerList {
                                // The walk stops here: the next list's starts from an empty stack.
                                state.more = true
                                state.stack.removeAll(keepingCapacity: true)
                                return false
                            }
                            inList += 1
                            state.found.append(Coverer(view: v, sharePercentage: Swift.min(100, 100 * hidden / testedArea),
                                                 hiddenBox: hiddenBox, isCertain: certain, number: n.number))
                        }
                        continue
                    }
                }
                var childClip = clip
                if v.clipsToBounds || v is Window {
                    childClip = childClip.map { $0.intersection(full) ?? .zero } ?? full
                }
                if let c = childClip, !c.overlaps(area) { continue }
                // Pushed front-most first, so they pop back to front (painter's order); the last
                // one is not pushed but visited next.
                let count = v.subviews.count
                if count == 0 { continue }
                if count >= ScreenIndex.gridThreshold,
                   let grid = classifier.contentOnly ? index.drawnGrid(of: n.number) : index.siblingGrid(of: n.number) {
                    grid.forEach(overlapping: area, in: 0..<count, descending: true) { k in
                        push(k, of: n, toScreen: toScreen, clip: childClip, next: &next, state: &state)
                        return true
                    }
                } else {
                    for k in (0..<count).reversed() {
                        push(k, of: n, toScreen: toScreen, clip: childClip, next: &next, state: &state)
                    }
                }
            }
            return true
        }

        /// Subview `k` of `parent` (whose transform is `toScreen` and whose subviews' clip is
        /// `clip`) to be visited next, when its subtree can reach the occluded area; the one that
        /// was to be visited next goes on the stack.
        @inline(__always)
        private func push(_ k: Int, of parent: Node, toScreen: AffineTransform, clip: Rect?, next: inout Node?,
                          state: inout SearchState) {
            let number = index.child(k, of: parent.number)
            guard mayCover(number, toScreen: toScreen) else { return }
            if let pending = next { state.stack.append(pending) }
            var slot = -1
            if parent.slot >= 0 {
                slot = state.walked.count
                state.walked.append((index.views[number].transformToSuperview.concatenating(toScreen), clip))
            }
            next = Node(number: number, slot: slot)
        }

        /// Whether the subtree of view number `number` (`toScreen` its parent's bounds → screen)
        /// can reach the occluded area: its region does, or under the content policy (only views
        /// that draw obstruct) the region of its drawing views (``drawn``).
        @inline(__always)
        private func mayCover(_ number: Int, toScreen: AffineTransform) -> Bool {
            guard let drawn else { return toScreen.apply(to: index.views[number].subtreeRegion).overlaps(area) }
            return drawn[number].map { toScreen.apply(to: $0).overlaps(area) } ?? false
        }
    }
}
