/// `android-clickable-layout-paints` (inferred): a clickable layout with children none of
/// which, at any depth, takes a touch (its text and icons, however deeply wrapped, as Compose
/// wraps them) is one control drawn as a unit — a floating bar, a pill, a chip, a card: it
/// draws over its bounds, so it covers what is behind it, not only through its children —
/// unless it is as large as its window (an edge-panel handle takes touches wider than it
/// draws: the window rules decide), or unless nothing in it draws or reads anything (an empty
/// touch handle: whether it paints is not in the dump). When its content is one small icon,
/// the inference is `android-icon-touch-box-paints`'s; when it is a plain `View` (a toolkit's
/// semantics node), `android-semantics-node-paints`'s.
enum AndroidClickableLayoutPaints: DumpRule {
    static let info = DumpRuleInfo("android-clickable-layout-paints", .inferred, .draws)

    static func apply(_ c: inout RuleContext) {
        let facts = c.surfaceFacts()
        let smallIcon = AndroidIconTouchBoxPaints.holdsOnlySmallIcon(c)
        // Whether something in each subtree (below the element) draws or carries text.
        var drawnBelow = [Bool](repeating: false, count: c.raw.count)
        for i in c.raw.indices.reversed() where c.isView[i] {
            let p = Int(c.raw[i].parent)
            let t = c.traits[i]
            if p >= 0, !t.hidden, drawnBelow[i] || t.drawsContent || t.hasLabel { drawnBelow[p] = true }
        }
        for i in c.raw.indices where c.isView[i] && c.traits[i].isLayoutClass && !c.traits[i].hidden {
            if c.traits[i].clickable, c.tree.hasChildren(i), !facts.touchBelow[i], drawnBelow[i],
               facts.windowFrame[i].map({ !c.traits[i].frame.contains($0) }) ?? true {
                c.traits[i].drawsContent = true
                c.mark(i, smallIcon[i] ? AndroidIconTouchBoxPaints.info
                    : c.typeName(i) == "View" ? AndroidSemanticsNodePaints.info : info)
            }
        }
    }
}
