/// `android-clickable-layout-paints` (inferred): a clickable layout with children none of
/// which, at any depth, takes a touch (its text and icons, however deeply wrapped, as Compose
/// wraps them) is one control drawn as a unit — a floating bar, a pill, a chip, a card: it
/// draws over its bounds, so it covers what is behind it, not only through its children —
/// unless it is as large as its window (an edge-panel handle takes touches wider than it
/// draws: the window rules decide).
enum AndroidClickableLayoutPaints: DumpRule {
    static let info = DumpRuleInfo("android-clickable-layout-paints", .inferred, .draws)

    static func apply(_ c: inout RuleContext) {
        let facts = c.surfaceFacts()
        for i in c.raw.indices where c.isView[i] && c.traits[i].isLayoutClass && !c.traits[i].hidden {
            if c.traits[i].clickable, c.tree.hasChildren(i), !facts.touchBelow[i],
               facts.windowFrame[i].map({ !c.traits[i].frame.contains($0) }) ?? true {
                c.traits[i].drawsContent = true
                c.mark(i, info)
            }
        }
    }
}
