import ViewExposureGeometry

/// What the rules read and change: every element's traits, the tree they came from, and what
/// each rule decided (``record``), indexed by element (pre-order).
struct RuleContext {
    let tree: RawElementTree
    var traits: [ElementTraits]
    let isView: [Bool]
    let roots: [Int32]
    let typeNames: [String]
    let format: DumpFormat
    /// The union of the window roots' frames.
    let extent: Rect
    /// The rules that decided something about each element (its drawing, touches, hiding, or
    /// its children's order): one set per element of ``traits``, empty when the rules start.
    var record: [DumpRuleSet]
    /// Children put back to front in another order than the dump lists them, by parent.
    var childOrder: [Int32: [Int32]] = [:]
    /// The facts the Android surface rules read, worked out by the first of them to run
    /// (``surfaceFacts()``).
    private(set) var surface: AndroidSurfaceFacts?

    var raw: [RawElement] { tree.elements }

    /// The facts the Android surface rules read, as they were before the first of them ran.
    mutating func surfaceFacts() -> AndroidSurfaceFacts {
        if let s = surface { return s }
        let s = AndroidSurfaceFacts(self)
        surface = s
        return s
    }

    /// Records that `rule` decided something about element `i`.
    @inline(__always)
    mutating func mark(_ i: Int, _ rule: DumpRuleInfo) { record[i].insert(rule) }

    /// The short type (class) of element `i`.
    func typeName(_ i: Int) -> String { typeNames[Int(traits[i].type)] }

    /// The children of element `p` back to front by `drawing-order` (ties in document order),
    /// `nil` when it has fewer than two.
    func siblingsBackToFront(_ p: Int) -> [Int]? {
        let children = tree.children(p)
        guard isView[p], children.count > 1 else { return nil }
        return DumpTreeBuilder.orderedChildren(children, traits: traits, format: .uiautomatorXML).map(Int.init)
    }

    /// Visits, for every view with two children or more, its children back to front
    /// (``siblingsBackToFront(_:)``), with `behind` set to `start` afresh for each parent: what
    /// a rule keeps of the siblings behind the child it visits. The one walk of the rules that
    /// find a surface laid over the content behind it.
    mutating func forEachChildBackToFront<Behind>(
        startingWith start: Behind,
        _ visit: (_ c: inout RuleContext, _ child: Int, _ parentFrame: Rect, _ behind: inout Behind) -> Void
    ) {
        for p in raw.indices {
            guard let children = siblingsBackToFront(p) else { continue }
            let parentFrame = traits[p].frame
            var behind = start
            for ch in children { visit(&self, ch, parentFrame, &behind) }
        }
    }

    /// The element a surface or layer found at `i` paints through: `i`, unless the chain of
    /// single visible children below it (each the only child with a frame, not reported
    /// invisible, of the one above) reaches a smaller frame — then the first element of that
    /// frame: a full-size host whose one child is the sheet paints only where the sheet is, a
    /// full-screen wrapper only where its menu's platter is. O(length of the chain).
    func paintingElement(_ i: Int) -> Int {
        var e = i
        while true {
            var only = -1
            for k in tree.children(e).map(Int.init)
            where isView[k] && !traits[k].hidden && !traits[k].reportedInvisible && !traits[k].frame.isEmpty {
                if only >= 0 { return i }
                only = k
            }
            guard only >= 0 else { return i }
            if traits[only].frame != traits[i].frame { return only }
            e = only
        }
    }

    /// Records that `rule` found element `i` paints its bounds and takes the touches there.
    mutating func markDrawsAndTakesTouches(_ i: Int, _ rule: DumpRuleInfo) {
        traits[i].drawsContent = true
        traits[i].takesTouches = true
        mark(i, rule)
    }

    /// Puts every child of `p` that `isBar` says is a bar just after the last later sibling whose
    /// `extent` (a bounding box in its subtree, such as its scroll containers') meets the bar's
    /// frame, in ``childOrder``, and marks the bars moved and `p` with `rule`. O(children²) for
    /// the bars among them.
    mutating func drawBarsOver(_ p: Int, isBar: (Int) -> Bool, extent: [Rect?], rule: DumpRuleInfo) {
        var order = Array(tree.children(p))
        var moved = false
        var k = 0
        while k < order.count {
            let b = Int(order[k])
            let bar = traits[b].frame
            guard isBar(b) else { k += 1; continue }
            var last = -1
            for j in (k + 1)..<order.count {
                if let s = extent[Int(order[j])], let o = s.intersection(bar), !o.isEmpty { last = j }
            }
            guard last > k else { k += 1; continue }
            // The sibling now at k has not been looked at.
            order.remove(at: k)
            order.insert(Int32(b), at: last)
            mark(b, rule)
            moved = true
        }
        if moved {
            childOrder[Int32(p)] = order
            mark(p, rule)
        }
    }

    /// Whether each element lies below one that `roots` marks (in its subtree, not itself),
    /// the chain of parents down to it being views: one pass in document order, which is
    /// pre-order (a parent comes before its children). O(elements).
    func below(_ roots: [Bool]) -> [Bool] {
        var below = [Bool](repeating: false, count: raw.count)
        for i in raw.indices where isView[i] {
            let p = Int(raw[i].parent)
            if p >= 0 && (below[p] || roots[p]) { below[i] = true }
        }
        return below
    }

    /// Whether element `i` holds a control that is not hidden (itself included), for every
    /// element: one pass, children first.
    func holdsControl() -> [Bool] {
        var holds = [Bool](repeating: false, count: raw.count)
        for i in raw.indices.reversed() where isView[i] {
            if traits[i].audited && !traits[i].hidden { holds[i] = true }
            let p = Int(raw[i].parent)
            if p >= 0 && holds[i] { holds[p] = true }
        }
        return holds
    }
}
