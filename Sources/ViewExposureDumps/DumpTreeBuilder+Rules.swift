import ViewExposureGeometry

/// The rules that read drawing and touch from what a dump says beyond each element's own
/// attributes (docs/dumps.md, "What each format means"): duplicated twins, painting
/// surfaces, sibling order the dump does not give, and hit areas. Each is a loop over the
/// pre-order arrays: no recursion.
extension DumpTreeBuilder {
    /// WebDriverAgent sometimes lists an element twice under the same parent (same type,
    /// name, label and frame, and a name or label at all), with its subtree. The later twin is hidden and its subtree is
    /// not audited, so a control is never covered by (or reported as) its own copy.
    static func collapseTwins(_ tree: RawElementTree, traits: inout [ElementTraits], isView: [Bool]) {
        let raw = tree.elements
        var twin = [Bool](repeating: false, count: raw.count)
        for p in raw.indices where isView[p] {
            let children = tree.children(p)
            guard children.count > 1 else { continue }
            var seen = Set<TwinKey>()
            for c in children {
                // Unnamed containers of the same frame are common (layers): only named
                // elements can be told to be the same one. (Fields read before the record is
                // copied: most children are unnamed.)
                guard traits[Int(c)].name >= 0 || traits[Int(c)].hasLabel, !traits[Int(c)].frame.isEmpty else { continue }
                let t = traits[Int(c)]
                let label = t.hasLabel ? ElementTraits.nonBlank(tree.value(Int(t.labelAttribute))) ?? "" : ""
                let key = TwinKey(type: t.type, name: t.name, label: label,
                                  minX: t.frame.minX, minY: t.frame.minY, width: t.frame.width, height: t.frame.height)
                if !seen.insert(key).inserted { twin[Int(c)] = true }
            }
        }
        // Pre-order: a parent comes before its children, so one forward pass marks subtrees.
        for i in raw.indices where isView[i] {
            let p = Int(raw[i].parent)
            if p >= 0 && twin[p] { twin[i] = true }
            if twin[i] {
                traits[i].hidden = true
                traits[i].audited = false
            }
        }
    }

    /// Android layouts that paint although their class is a plain layout:
    /// - a clickable layout with children, none of which (at any depth) takes a touch (its
    ///   text and icons, however deeply wrapped, as Compose wraps them) is one control drawn
    ///   as a unit — a floating bar, a pill, a chip, a card: it draws over its bounds, so it
    ///   covers what is behind it, not only through its children — unless it is as large as
    ///   its window (then the window rule decides);
    /// - a layout that fills its parent, is drawn in front of an earlier sibling holding
    ///   controls, holds controls of its own that lie over controls of those siblings
    ///   (``controlsMeet(front:behind:tree:traits:isView:)``), and holds nothing that already
    ///   draws over all of it (a scrim) is a surface laid over that content — a search
    ///   view, a bottom sheet, a navigation bar: it paints and consumes the touches its own
    ///   controls do not take (a layer that let touches through would not be laid over
    ///   controls);
    /// - a layout drawn in front of a sibling that is a control as large as their parent — a
    ///   scrim that takes touches, as a sheet's or dialog's `touch_outside` — and holding
    ///   controls itself is the sheet laid over that scrim (opened any part of the way): it
    ///   paints and takes the touches its controls do not (Material's bottom-sheet dialog
    ///   consumes every touch on the sheet so that none falls through to the scrim);
    /// - a layout along its parent's top or bottom edge, as wide as the parent, drawn in front
    ///   of an earlier sibling holding controls that it overlaps, holding controls itself (a
    ///   bottom navigation bar, a tab bar, an app bar over a scrolling list) paints its
    ///   bounds — a bar laid over content that let the content show through would not be
    ///   laid over it — and takes the touches its controls do not: the platform's bars eat
    ///   them (Material's `BottomNavigationView` consumes every touch so that the views under
    ///   it get none, a `Toolbar` or `BottomAppBar` always eats touch events), and a dump
    ///   reports such a bar by its layout class (`FrameLayout`), not by what it is;
    /// - a window root of a layout class with no children (a floating ball whose content is
    ///   not exposed) draws its bounds; a childless plain `View` window (a gesture strip at a
    ///   screen edge) still draws nothing;
    /// - the platform's system-bar backgrounds (`android:id/statusBarBackground`,
    ///   `android:id/navigationBarBackground`), which a window's decor adds only to paint a bar
    ///   colour, draw their bounds over the content drawn before them.
    static func applySurfaceRules(_ tree: RawElementTree, traits: inout [ElementTraits], isView: [Bool],
                                  roots: [Int32], typeNames: [String]) {
        let raw = tree.elements
        // Whether each subtree holds a control (reverse pre-order: children first).
        var holdsControl = [Bool](repeating: false, count: raw.count)
        for i in raw.indices.reversed() where isView[i] {
            if traits[i].audited && !traits[i].hidden { holdsControl[i] = true }
            let p = Int(raw[i].parent)
            if p >= 0 && holdsControl[i] { holdsControl[p] = true }
        }
        // Whether something inside each element already draws over its whole frame (a
        // scrim): then the element itself need not paint to cover what is behind it.
        var coveredWholly = [Bool](repeating: false, count: raw.count)
        for i in raw.indices.reversed() where isView[i] {
            let p = Int(raw[i].parent)
            guard p >= 0, isView[p], !traits[i].hidden else { continue }
            if coveredWholly[i] && traits[i].frame.contains(traits[p].frame) { coveredWholly[p] = true }
            if traits[i].drawsContent && traits[i].frame.contains(traits[p].frame) { coveredWholly[p] = true }
        }
        // Whether anything below each element takes touches (reverse pre-order: children first).
        var touchBelow = [Bool](repeating: false, count: raw.count)
        for i in raw.indices.reversed() where isView[i] {
            let p = Int(raw[i].parent)
            if p >= 0 && (touchBelow[i] || traits[i].takesTouches) { touchBelow[p] = true }
        }
        // The frame of each element's window: a control as large as its own window is left to
        // the window rule below (an edge-panel handle is a touch target wider than it draws).
        var windowFrame = [Rect?](repeating: nil, count: raw.count)
        for r in roots { windowFrame[Int(r)] = traits[Int(r)].frame }
        for i in raw.indices where isView[i] && windowFrame[i] == nil {
            let p = Int(raw[i].parent)
            if p >= 0 { windowFrame[i] = windowFrame[p] }
        }
        for i in raw.indices where isView[i] && traits[i].isLayoutClass && !traits[i].hidden {
            if traits[i].clickable, !tree.children(i).isEmpty, !touchBelow[i],
               windowFrame[i].map({ !traits[i].frame.contains($0) }) ?? true {
                traits[i].drawsContent = true
            }
        }
        for p in raw.indices where isView[p] {
            let children = Array(orderedChildren(tree.children(p), traits: traits, format: .uiautomatorXML))
            guard children.count > 1 else { continue }
            let parentFrame = traits[p].frame
            var controlsBehind: [Rect] = []
            var holdersBehind: [Int] = []
            // An earlier sibling that is a control as large as the parent: a scrim that takes
            // touches (a sheet's or dialog's `touch_outside`).
            var touchScrimBehind = false
            for c in children.map(Int.init) {
                let t = traits[c]
                if touchScrimBehind, t.isLayoutClass, !t.hidden, holdsControl[c], !t.frame.isEmpty,
                   !traits[c].drawsContent, !coveredWholly[c] {
                    traits[c].drawsContent = true
                    traits[c].takesTouches = true
                }
                if t.isLayoutClass, !t.hidden, holdsControl[c], !t.frame.isEmpty,
                   t.frame.contains(parentFrame), !coveredWholly[c],
                   controlsBehind.contains(where: { $0.overlaps(t.frame) }),
                   controlsMeet(front: c, behind: holdersBehind, tree: tree, traits: traits, isView: isView) {
                    traits[c].drawsContent = true
                    traits[c].takesTouches = true
                }
                if t.isLayoutClass, !t.hidden, holdsControl[c], !traits[c].drawsContent, !coveredWholly[c],
                   isEdgeBar(t.frame, in: parentFrame), childrenSpan(tree.children(c), traits: traits, frame: t.frame),
                   controlsBehind.contains(where: { $0.overlaps(t.frame) }) {
                    traits[c].drawsContent = true
                    traits[c].takesTouches = true
                }
                if holdsControl[c] && !t.hidden {
                    controlsBehind.append(t.frame)
                    holdersBehind.append(c)
                }
                if t.audited, t.clickable, !t.hidden, !t.frame.isEmpty, t.frame.contains(parentFrame) {
                    touchScrimBehind = true
                }
            }
        }
        for r in roots where tree.children(Int(r)).isEmpty && !traits[Int(r)].hidden
            && traits[Int(r)].isLayoutClass && typeNames[Int(traits[Int(r)].type)] != "View" {
            traits[Int(r)].drawsContent = true
        }
        paintFloatingWindows(tree, traits: &traits, isView: isView, roots: roots)
        for i in raw.indices where isView[i] && !traits[i].hidden
            && traits[i].isSystemBarBackground {
            traits[i].drawsContent = true
        }
    }

    /// A window narrower than the screen (a floating window, a popup) whose drawn content
    /// already fills at least half of its frame is an opaque window: its background shows
    /// around and between that content (a title strip, borders), so it draws its whole frame,
    /// and Android hands it every touch inside that frame. A window that draws only a sliver
    /// of its frame (an edge-panel handle, a transparent touch target) stays as its content
    /// draws. A window its content already draws wholly is left as it is.
    static func paintFloatingWindows(_ tree: RawElementTree, traits: inout [ElementTraits], isView: [Bool],
                                     roots: [Int32]) {
        let raw = tree.elements
        let screenWidth = roots.map { traits[Int($0)].frame.width }.max() ?? 0
        var rootOf = [Int32](repeating: -1, count: raw.count)
        var drawn: [Int32: RectRegion] = [:]
        for r in roots { rootOf[Int(r)] = r }
        // Pre-order: a parent's window is known before its children are reached.
        for i in raw.indices where isView[i] {
            let p = Int(raw[i].parent)
            if rootOf[i] < 0, p >= 0 { rootOf[i] = rootOf[p] }
            let r = rootOf[i]
            guard r >= 0, Int(r) != i, traits[i].drawsContent, !traits[i].hidden, !traits[i].frame.isEmpty else { continue }
            drawn[r, default: RectRegion()].formUnion(traits[i].frame)
        }
        for r in roots.map(Int.init) where !tree.children(r).isEmpty && !traits[r].hidden
            && traits[r].isLayoutClass && !traits[r].frame.isEmpty && traits[r].frame.width < screenWidth - 1 {
            let frame = traits[r].frame
            // Wholly drawn already: nothing to add (and its content keeps naming the cover).
            guard let region = drawn[Int32(r)], region.area(inside: frame) * 2 >= frame.width * frame.height,
                  !region.contains(frame) else { continue }
            traits[r].drawsContent = true
            traits[r].takesTouches = true
        }
    }

    /// Whether a control inside element `front` lies over a control inside one of the elements
    /// `behind` (by more than a pixel each way): two live controls cannot share a spot, so a
    /// full-size layer whose controls sit over the controls behind it is a surface laid over
    /// them (a search view over the inbox, a sheet over its scrim); one whose few controls sit
    /// where nothing behind takes touches (a launcher's scrim with its drawer handle) is not.
    /// Looks at most ``controlsMeetLimit`` controls in all, then answers `true`. Iterative.
    static func controlsMeet(front: Int, behind: [Int], tree: RawElementTree, traits: [ElementTraits],
                             isView: [Bool]) -> Bool {
        var seen = 0
        // Calls `body` with the frame of every visible control in the subtree of `root` until
        // it returns `false`; `false` when stopped (by `body` or by the limit).
        func forEachControl(in root: Int, _ body: (Rect) -> Bool) -> Bool {
            var stack = [Int32(root)]
            while let e = stack.popLast().map(Int.init) {
                guard isView[e], !traits[e].hidden else { continue }
                if traits[e].audited, !traits[e].frame.isEmpty {
                    seen += 1
                    if seen > controlsMeetLimit || !body(traits[e].frame) { return false }
                }
                stack.append(contentsOf: tree.children(e))
            }
            return true
        }
        var region = RectRegion()
        for b in behind where !forEachControl(in: b, { region.formUnion($0); return true }) { return true }
        var meets = false
        let finished = forEachControl(in: front) { f in
            meets = region.overlaps(f.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
            return !meets
        }
        return meets || !finished
    }

    /// How many controls ``controlsMeet(front:behind:tree:traits:isView:)`` looks at, at most.
    static let controlsMeetLimit = 4_096

    /// Whether `frame` is a bar along its parent's top or bottom edge: as wide as the parent
    /// (within a point, as dumps round), touching its top or bottom, and at most a quarter of
    /// its height (a pager or a sheet is not a bar).
    static func isEdgeBar(_ frame: Rect, in parent: Rect) -> Bool {
        guard !frame.isEmpty, frame.height <= parent.height / 4 else { return false }
        let spansWidth = frame.minX <= parent.minX + 1 && frame.maxX >= parent.maxX - 1
        let atEdge = abs(frame.maxY - parent.maxY) <= 1 || abs(frame.minY - parent.minY) <= 1
        return spansWidth && atEdge
    }

    /// Whether the visible children's frames reach every edge of `frame` (within a point): a
    /// container whose content fills only part of its frame (a collapsing header's empty
    /// lower part) shows what is behind that part.
    static func childrenSpan(_ children: ArraySlice<Int32>, traits: [ElementTraits], frame: Rect) -> Bool {
        var extent: Rect? = nil
        for c in children where !traits[Int(c)].hidden && !traits[Int(c)].frame.isEmpty {
            extent = extent.map { $0.union(traits[Int(c)].frame) } ?? traits[Int(c)].frame
        }
        guard let e = extent else { return false }
        return e.minX <= frame.minX + 1 && e.minY <= frame.minY + 1 && e.maxX >= frame.maxX - 1 && e.maxY >= frame.maxY - 1
    }

    /// The parents whose children's drawing order the dump does not give: uiautomator parents
    /// none of whose children carries `drawing-order` (document order need not be drawing
    /// order: a header is often drawn over the list that follows it), and every parent in a
    /// legacy UI Automation tree, and every parent inside a web view (`WebView`, either
    /// platform), whose children are the page's elements in document order while the page's
    /// style decides which paints over which (a positioned ribbon over the text after it).
    /// Findings that rest on the order of two of their children are uncertain (the audit says
    /// so).
    static func unknownChildOrder(_ tree: RawElementTree, traits: [ElementTraits], isView: [Bool],
                                  format: DumpFormat, typeNames: [String]) -> [Bool] {
        let raw = tree.elements
        var unknown = [Bool](repeating: false, count: raw.count)
        let legacy = !format.isAndroid && raw.indices.contains { isView[$0] && traits[$0].isLegacyType }
        // Pre-order: a parent is marked before its children are reached.
        var inWebView = [Bool](repeating: false, count: raw.count)
        for i in raw.indices where isView[i] {
            let p = Int(raw[i].parent)
            inWebView[i] = (p >= 0 && inWebView[p]) || typeNames[Int(traits[i].type)] == "WebView"
        }
        for p in raw.indices where isView[p] {
            let children = tree.children(p)
            guard children.count > 1 else { continue }
            if inWebView[p] {
                unknown[p] = true
            } else if format == .uiautomatorXML {
                unknown[p] = !children.contains { traits[Int($0)].hasDrawingOrder }
            } else if format == .ricoJSON {
                unknown[p] = false   // the view's own child order, which is its drawing order
            } else {
                unknown[p] = legacy
            }
        }
        return unknown
    }

    /// XCUITest reports elements it has not laid out (`visible="false"`) at placeholder
    /// positions (often the top of their table): such an element whose on-screen part lies
    /// wholly outside its parent's frame, or whose parent is invisible too and has no frame at
    /// all (an empty one: a springboard page that is not shown), is not on screen where the dump
    /// says, so it is hidden (drawn nowhere, never hit, listed as `hidden`), and so is its
    /// subtree.
    static func hideStaleFrames(_ tree: RawElementTree, traits: inout [ElementTraits], isView: [Bool],
                                roots: [Int32]) {
        let raw = tree.elements
        var isRoot = [Bool](repeating: false, count: raw.count)
        for r in roots { isRoot[Int(r)] = true }
        var window = [Int32](repeating: -1, count: raw.count)
        var stale = [Bool](repeating: false, count: raw.count)
        for i in raw.indices where isView[i] {
            if isRoot[i] { window[i] = Int32(i); continue }
            let p = Int(raw[i].parent)
            guard p >= 0, isView[p] else { continue }
            window[i] = window[p]
            let pf = traits[p].frame
            // Only the part that lands on screen misleads (what is off screen stays off screen).
            let shown = window[i] >= 0 ? traits[i].frame.intersection(traits[Int(window[i])].frame) : nil
            // Outside its parent's frame, or under a parent that is itself invisible and was
            // given no frame at all (not laid out: what it holds sits at placeholder positions).
            let parentUnplaced = pf.isEmpty && traits[p].reportedInvisible
            if stale[p] || (traits[i].reportedInvisible
                            && shown.map { !$0.isEmpty && (parentUnplaced || (!pf.isEmpty && !pf.overlaps($0))) } ?? false) {
                stale[i] = true
                traits[i].hidden = true
            }
        }
    }

    /// Legacy UI Automation lists siblings in no drawing order: a sibling as large as its
    /// parent that is not a control (a background image, a full-window scroll view) is its
    /// parent's backdrop, so it is put behind its siblings.
    static func backdropsFirst(_ children: ArraySlice<Int32>, parentFrame: Rect,
                               traits: [ElementTraits]) -> ArraySlice<Int32> {
        let isBackdrop = { (c: Int32) -> Bool in
            let t = traits[Int(c)]
            return !t.audited && !t.frame.isEmpty && t.frame.contains(parentFrame)
        }
        guard children.count > 1, children.dropFirst().contains(where: isBackdrop) else { return children }
        return ArraySlice(children.filter(isBackdrop) + children.filter { !isBackdrop($0) })
    }

    /// The hit box of every element, on screen: its frame widened (accessibility frames need
    /// not nest) to the parts of its subtree where a touch can land on something that takes
    /// it — never to a child the dump reports as not visible or hidden (its frame may be a
    /// placeholder), never to a child that takes no touch and holds nothing that does, and
    /// never beyond the nearest clipping ancestor. Clipping elements are not widened.
    static func hitBoxes(_ tree: RawElementTree, traits: [ElementTraits], isView: [Bool]) -> [Rect] {
        let raw = tree.elements
        // The clip of each element: its nearest clipping ancestor's (or its own) frame.
        var clip = [Rect?](repeating: nil, count: raw.count)
        for i in raw.indices where isView[i] {
            let p = Int(raw[i].parent)
            let inherited = p >= 0 && isView[p] ? clip[p] : nil
            if traits[i].clips {
                clip[i] = inherited.map { $0.intersection(traits[i].frame) ?? .zero } ?? traits[i].frame
            } else {
                clip[i] = inherited
            }
        }
        // Where a touch can land on a touch taker in each subtree (children first).
        var reach = [Rect](repeating: .zero, count: raw.count)
        for i in raw.indices.reversed() where isView[i] {
            let t = traits[i]
            if t.takesTouches && !t.hidden && !t.reportedInvisible && !t.frame.isEmpty {
                reach[i] = reach[i].isEmpty ? t.frame : reach[i].union(t.frame)
            }
            if t.clips { reach[i] = reach[i].intersection(t.frame) ?? .zero }
            let p = Int(raw[i].parent)
            guard p >= 0, isView[p], !t.hidden, !t.reportedInvisible, !reach[i].isEmpty else { continue }
            var r = reach[i]
            if let c = clip[p] { r = r.intersection(c) ?? .zero }
            if !r.isEmpty { reach[p] = reach[p].isEmpty ? r : reach[p].union(r) }
        }
        var hitBox = [Rect](repeating: .zero, count: traits.count)
        for i in traits.indices { hitBox[i] = traits[i].frame }
        for i in raw.indices where isView[i] && !traits[i].clips && !reach[i].isEmpty {
            hitBox[i] = hitBox[i].isEmpty ? reach[i] : hitBox[i].union(reach[i])
        }
        return hitBox
    }
}

/// What makes two siblings twins.
private struct TwinKey: Hashable {
    let type: Int32
    /// The name's number (-1 for none).
    let name: Int32
    let label: String
    /// The frame's minX, minY, width and height (fields, not an array: no allocation per key).
    let minX: Double, minY: Double, width: Double, height: Double
}
