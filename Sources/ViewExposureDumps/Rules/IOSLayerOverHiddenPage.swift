/// `ios-layer-over-hidden-page` (inferred): in an iOS dump, a visible element drawn after a
/// sibling whose whole subtree the dump reports not visible (`visible="false"` on it and every
/// element under it), that holds controls and is at least a quarter of the element's size (a
/// page, not a hidden status bar), and whose frame holds the centre of that sibling's frame, is a
/// layer presented over that page — a sheet, a full-screen player, a menu: XCUITest hides the
/// page because the layer covers it (UIKit hides what a presentation covers from accessibility).
/// The layer takes the touches its own controls do not (a tap outside a menu only closes it).
/// With a backdrop — a child the dump reports not visible that spans the layer (a dimming or
/// blur view) — it paints its whole frame; otherwise it paints where its visible content lies:
/// each visible child, narrowed through single children to the first smaller frame (a pull-down
/// menu's platter inside a full-screen wrapper), or its own frame when it has none; however
/// plain their type (`Other` is read as drawing nothing by ``IOSTypeTraits``).
///
/// Applied where the tree is built; O(elements).
enum IOSLayerOverHiddenPage: DumpRule {
    static let info = DumpRuleInfo("ios-layer-over-hidden-page", .inferred, .drawsAndTouches)

    /// How many of the latest hidden pages before a sibling it is checked against.
    static let pagesLookedAt = 8

    static func apply(_ c: inout RuleContext) {
        guard !c.format.isAndroid, c.format != .ricoJSON else { return }
        let raw = c.raw
        // Children first: whether each element and everything under it is reported not visible,
        // and whether it holds a control.
        // (Pre-order: an element's subtree is done when the reversed walk reaches it.) A parent
        // is looked at only when a child of it is such a hidden page.
        guard c.traits.contains(where: \.reportedInvisible) else { return }
        var allInvisible = [Bool](repeating: true, count: raw.count)
        var holdsControl = [Bool](repeating: false, count: raw.count)
        var holdsHiddenPage = [Bool](repeating: false, count: raw.count)
        c.traits.withUnsafeBufferPointer { traits in
            for i in raw.indices.reversed() where c.isView[i] {
                if !traits[i].reportedInvisible { allInvisible[i] = false }
                if traits[i].audited && !traits[i].frame.isEmpty { holdsControl[i] = true }
                let p = Int(raw[i].parent)
                guard p >= 0 else { continue }
                if !allInvisible[i] { allInvisible[p] = false }
                if holdsControl[i] { holdsControl[p] = true }
                if allInvisible[i] && holdsControl[i] { holdsHiddenPage[p] = true }
            }
        }
        // The layers, found reading the traits alone; marked after.
        var layers: [Int] = []
        var hiddenPages: [Int] = []
        c.traits.withUnsafeBufferPointer { traits in
            for p in raw.indices where c.isView[p] && holdsHiddenPage[p] {
                hiddenPages.removeAll(keepingCapacity: true)
                for child in c.tree.children(p) {
                    let ch = Int(child)
                    if allInvisible[ch] {
                        // The latest few: a list of thousands of hidden siblings must not make
                        // each later one look at all of them.
                        if holdsControl[ch] && !traits[ch].frame.isEmpty {
                            if hiddenPages.count == pagesLookedAt { hiddenPages.removeFirst() }
                            hiddenPages.append(ch)
                        }
                        continue
                    }
                    guard !hiddenPages.isEmpty, !traits[ch].hidden, !traits[ch].reportedInvisible,
                          !traits[ch].frame.isEmpty, !traits[ch].drawsContent else { continue }
                    // A page, not a strip (a hidden status bar): at least a quarter of the layer.
                    let frame = traits[ch].frame
                    if hiddenPages.contains(where: {
                        frame.contains(traits[$0].frame.center) && traits[$0].frame.area >= frame.area / 4
                    }) {
                        layers.append(ch)
                    }
                }
            }
        }
        for ch in layers {
            // The layer takes the touches. With a backdrop (a child the dump reports not visible
            // that spans the layer: a dimming or blur view) it paints its frame; else it paints
            // where its visible content lies, each visible child narrowed through single children
            // to the first smaller frame (a menu's platter inside a full-screen wrapper), or its
            // own frame when it has none.
            let frame = c.traits[ch].frame
            c.traits[ch].takesTouches = true
            c.mark(ch, info)
            let children = c.tree.children(ch).map(Int.init).filter { c.isView[$0] && !c.traits[$0].hidden && !c.traits[$0].frame.isEmpty }
            let backdrop = children.contains { c.traits[$0].reportedInvisible && c.traits[$0].frame.contains(frame) }
            let content = children.filter { !c.traits[$0].reportedInvisible }
            if backdrop || content.isEmpty {
                c.traits[ch].drawsContent = true
            } else {
                for k in content {
                    let e = c.paintingElement(k)
                    c.traits[e].drawsContent = true
                    c.mark(e, info)
                }
            }
        }
    }
}
