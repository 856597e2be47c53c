import ViewExposureGeometry

/// `android-surface-over-content` (inferred): a layout that fills its parent, is drawn in
/// front of an earlier sibling holding controls, holds controls of its own that lie over
/// controls of those siblings (``DumpTreeBuilder/controlsMeet(front:behind:tree:traits:isView:)``:
/// two live controls cannot share a spot), and holds nothing that already draws over all of
/// it (a scrim) is a surface laid over that content — a search view, a bottom sheet, a
/// navigation bar: it paints and consumes the touches its own controls do not take (a layer
/// that let touches through would not be laid over controls). A launcher's full-screen scrim
/// whose only control sits where nothing behind takes touches is no such surface.
enum AndroidSurfaceOverContent: DumpRule {
    static let info = DumpRuleInfo("android-surface-over-content", .inferred, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        let facts = c.surfaceFacts()
        for p in c.raw.indices {
            guard let children = c.siblingsBackToFront(p) else { continue }
            let parentFrame = c.traits[p].frame
            var controlsBehind: [Rect] = []
            var holdersBehind: [Int] = []
            for ch in children {
                let t = c.traits[ch]
                if t.isLayoutClass, !t.hidden, facts.holdsControl[ch], !t.frame.isEmpty,
                   t.frame.contains(parentFrame), !facts.coveredWholly[ch],
                   controlsBehind.contains(where: { $0.overlaps(t.frame) }),
                   DumpTreeBuilder.controlsMeet(front: ch, behind: holdersBehind, tree: c.tree, traits: c.traits,
                                                isView: c.isView) {
                    c.traits[ch].drawsContent = true
                    c.traits[ch].takesTouches = true
                    c.mark(ch, info)
                }
                if facts.holdsControl[ch] && !t.hidden {
                    controlsBehind.append(t.frame)
                    holdersBehind.append(ch)
                }
            }
        }
    }
}
