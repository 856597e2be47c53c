import ViewExposureGeometry

/// The rules that read drawing and touch from what a dump says beyond each element's own
/// attributes (docs/dumps.md, "What each format means"): duplicated twins, painting
/// surfaces, sibling order the dump does not give, and hit areas. Each is a loop over the
/// pre-order arrays: no recursion.
extension DumpTreeBuilder {
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
                // Every element looked at counts, controls or not: a deep chain of layouts
                // must not make each call walk all of it.
                seen += 1
                if seen > controlsMeetLimit { return false }
                guard isView[e], !traits[e].hidden else { continue }
                if traits[e].audited, !traits[e].frame.isEmpty, !body(traits[e].frame) { return false }
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

    /// How many elements ``controlsMeet(front:behind:tree:traits:isView:)`` looks at, at most.
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

    /// Whether what element `e` holds runs across it: the visible elements of its subtree,
    /// other than wrappers of its own frame, reach from its left half into its right half
    /// together — at least half its width. A full-width band that only hosts a floating pill or
    /// button at one side is transparent around it, no bar. O(the subtree).
    static func contentRunsAcross(_ e: Int, tree: RawElementTree, traits: [ElementTraits]) -> Bool {
        let frame = traits[e].frame
        var minX = Double.infinity, maxX = -Double.infinity
        var stack = Array(tree.children(e))
        while let c = stack.popLast() {
            let t = traits[Int(c)]
            guard !t.hidden, !t.frame.isEmpty else { continue }
            let wrapper = abs(t.frame.minX - frame.minX) <= 1 && abs(t.frame.maxX - frame.maxX) <= 1
                && abs(t.frame.minY - frame.minY) <= 1 && abs(t.frame.maxY - frame.maxY) <= 1
            if !wrapper {
                minX = Swift.min(minX, t.frame.minX)
                maxX = Swift.max(maxX, t.frame.maxX)
            }
            stack += tree.children(Int(c))
        }
        return maxX - minX >= frame.width / 2
    }

    /// Records on every parent of more than one child the rule its children's order rests on
    /// (``forEachChildOrder(_:traits:isView:format:typeNames:_:)``), and on every window root
    /// the rule the windows' order rests on (``IOSWindowOrder``, ``AndroidSystemUIWindow``,
    /// ``AndroidWindowOrder``; an input method's window has its own). O(elements).
    static func recordOrderRules(_ tree: RawElementTree, traits: [ElementTraits], isView: [Bool], roots: [Int32],
                                 format: DumpFormat, typeNames: [String], extent: Rect, record: inout [DumpRuleSet]) {
        for r in roots.map(Int.init) where !record[r].contains(AndroidInputMethodWindow.info) {
            if !format.isAndroid {
                record[r].insert(IOSWindowOrder.info)
            } else if AndroidKinds.windowKind(package: tree.value(r, .package) ?? "", bounds: traits[r].frame,
                                              screen: extent) == .systemUI {
                record[r].insert(AndroidSystemUIWindow.info)
            } else {
                record[r].insert(AndroidWindowOrder.info)
            }
        }
        forEachChildOrder(tree, traits: traits, isView: isView, format: format, typeNames: typeNames) { p, rule, _ in
            record[p].insert(rule)
        }
    }

    /// The parents whose children's drawing order the dump does not give
    /// (``forEachChildOrder(_:traits:isView:format:typeNames:_:)``). Findings that rest on the
    /// order of two of their children are uncertain (the audit says so).
    static func unknownChildOrder(_ tree: RawElementTree, traits: [ElementTraits], isView: [Bool],
                                  format: DumpFormat, typeNames: [String]) -> [Bool] {
        var unknown = [Bool](repeating: false, count: tree.elements.count)
        forEachChildOrder(tree, traits: traits, isView: isView, format: format, typeNames: typeNames) { p, _, given in
            unknown[p] = !given
        }
        return unknown
    }

    /// Calls `body` for every view of more than one child, in document order, with the rule its
    /// children's order rests on and whether the dump gives that order:
    /// - inside a web view (`WebView`, either platform), whose children are the page's elements
    ///   in document order while the page's style decides which paints over which (a positioned
    ///   ribbon over the text after it): ``WebViewDocumentOrder``, not given;
    /// - Rico: the view's own child order, which is its drawing order (``RicoChildOrder``);
    /// - uiautomator: by `drawing-order` (``AndroidDrawingOrder``) — not given when none of the
    ///   children carries it (``AndroidDocumentOrder``: document order need not be drawing
    ///   order, a header is often drawn over the list that follows it; and says nothing of two
    ///   children of the same frame, ``AndroidSameFrameDocumentOrder``, or of two layers one
    ///   within the other, ``AndroidNestedLayerDocumentOrder``), two give the same one
    ///   (``AndroidTiedDrawingOrder``), or a bare `ViewGroup` or `View` gives them out of
    ///   document order (``AndroidReorderedDrawingOrder``);
    /// - iOS: document order (``IOSDocumentOrder``), not given in a legacy UI Automation tree
    ///   (``IOSLegacyOrder``).
    ///
    /// O(elements).
    static func forEachChildOrder(_ tree: RawElementTree, traits: [ElementTraits], isView: [Bool], format: DumpFormat,
                                  typeNames: [String], _ body: (_ parent: Int, _ rule: DumpRuleInfo, _ given: Bool) -> Void) {
        let raw = tree.elements
        let legacy = !format.isAndroid && raw.indices.contains { isView[$0] && traits[$0].isLegacyType }
        // Pre-order: a parent is marked before its children are reached.
        var inWebView = [Bool](repeating: false, count: raw.count)
        // Told by type number (one text compare per type, not per element).
        let isWebView = typeNames.map { $0 == "WebView" }
        let isBareClass = typeNames.map { $0 == "ViewGroup" || $0 == "View" }
        for i in raw.indices where isView[i] {
            let p = Int(raw[i].parent)
            inWebView[i] = (p >= 0 && inWebView[p]) || isWebView[Int(traits[i].type)]
        }
        for p in raw.indices where isView[p] {
            let children = tree.children(p)
            guard children.count > 1 else { continue }
            if inWebView[p] {
                body(p, WebViewDocumentOrder.info, false)
            } else if format == .ricoJSON {
                body(p, RicoChildOrder.info, true)
            } else if format.isAndroid {
                if !children.contains(where: { traits[Int($0)].hasDrawingOrder }) {
                    var rule = AndroidSameFrameDocumentOrder.hasSameFrames(children, traits: traits)
                        ? AndroidSameFrameDocumentOrder.info
                        : AndroidNestedLayerDocumentOrder.hasNestedLayers(children, traits: traits)
                        ? AndroidNestedLayerDocumentOrder.info : AndroidDocumentOrder.info
                    // Material's sheet and scrim, the one nested pair: the library orders them
                    // (counted among every child: a dialog's coordinator holds a few).
                    if rule != AndroidDocumentOrder.info, children.count <= AndroidNestedLayerDocumentOrder.comparedChildren,
                       AndroidMaterialSheetDialog.holdsScrimThenSheet(children, tree: tree),
                       AndroidNestedLayerDocumentOrder.nestedPairs(children, traits: traits, atMost: 2) == 1 {
                        rule = AndroidMaterialSheetDialog.info
                    }
                    body(p, rule, rule.isCertain)
                } else if AndroidTiedDrawingOrder.hasTies(children, traits: traits) {
                    body(p, AndroidTiedDrawingOrder.info, false)
                } else if isBareClass[Int(traits[p].type)], AndroidReorderedDrawingOrder.isReordered(children, traits: traits) {
                    body(p, AndroidReorderedDrawingOrder.info, AndroidReorderedDrawingOrder.info.isCertain)
                } else {
                    body(p, AndroidDrawingOrder.info, true)
                }
            } else {
                body(p, legacy ? IOSLegacyOrder.info : IOSDocumentOrder.info, !legacy)
            }
        }
    }

    /// The hit box of every element, on screen: its frame widened (accessibility frames need
    /// not nest) to the parts of its subtree where a touch can land on something that takes
    /// it — never to the frame of a child the dump reports as not visible (it may be a
    /// placeholder; what its visible descendants reach still counts), never to a hidden child,
    /// never to a child that takes no touch and holds nothing that does, and never beyond the
    /// nearest clipping ancestor. Clipping elements are not widened.
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
            // A child the dump reports not visible adds no frame of its own (above), but what
            // its visible descendants reach still widens its parent: a web page's content sits
            // under wrappers reported not visible and sized zero.
            guard p >= 0, isView[p], !t.hidden, !reach[i].isEmpty else { continue }
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
