/// `ios-layer-over-hidden-page` (inferred): in an iOS dump, a visible element drawn after a
/// sibling whose whole subtree the dump reports not visible (`visible="false"` on it and every
/// element under it) and that holds controls, whose frame holds the centre of that sibling's
/// frame, is a layer presented over that page — a sheet, a full-screen player, a menu's backdrop:
/// XCUITest hides the page because the layer covers it (UIKit marks what a presentation covers
/// hidden to accessibility). The layer takes the touches its own controls do not, and paints
/// where its visible content lies — its visible children (a dimming view the dump reports not
/// visible is translucent; a menu's platter, a sheet), or its own frame when it has none —
/// however plain their type (`Other` is read as drawing nothing by ``IOSTypeTraits``).
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
        var allInvisible = [Bool](repeating: true, count: raw.count)
        var holdsControl = [Bool](repeating: false, count: raw.count)
        for i in raw.indices.reversed() where c.isView[i] {
            let t = c.traits[i]
            if !t.reportedInvisible { allInvisible[i] = false }
            if t.audited && !t.frame.isEmpty { holdsControl[i] = true }
            let p = Int(raw[i].parent)
            guard p >= 0 else { continue }
            if !allInvisible[i] { allInvisible[p] = false }
            if holdsControl[i] { holdsControl[p] = true }
        }
        for p in raw.indices where c.isView[p] {
            let children = c.tree.children(p)
            guard children.count > 1 else { continue }
            var hiddenPages: [Int] = []
            for ch in children.map(Int.init) {
                let t = c.traits[ch]
                if allInvisible[ch] {
                    // The latest few: a list of thousands of hidden siblings must not make
                    // each later one look at all of them.
                    if holdsControl[ch] && !t.frame.isEmpty {
                        if hiddenPages.count == pagesLookedAt { hiddenPages.removeFirst() }
                        hiddenPages.append(ch)
                    }
                    continue
                }
                guard !hiddenPages.isEmpty, !t.hidden, !t.reportedInvisible, !t.frame.isEmpty, !t.drawsContent else { continue }
                if hiddenPages.contains(where: { t.frame.contains(c.traits[$0].frame.center) }) {
                    // The layer takes the touches; it paints where its visible content lies:
                    // its visible children (a dimming view reported not visible is translucent),
                    // or itself when it has none (a plain cover).
                    c.traits[ch].takesTouches = true
                    c.mark(ch, info)
                    var paintsThroughChildren = false
                    for k in c.tree.children(ch).map(Int.init) where c.isView[k] && !c.traits[k].hidden
                        && !c.traits[k].reportedInvisible && !c.traits[k].frame.isEmpty {
                        c.traits[k].drawsContent = true
                        c.mark(k, info)
                        paintsThroughChildren = true
                    }
                    if !paintsThroughChildren { c.traits[ch].drawsContent = true }
                }
            }
        }
    }
}
