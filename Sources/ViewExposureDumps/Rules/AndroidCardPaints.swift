/// `android-card-paints` (inferred): a clickable layout smaller than its parent that holds
/// controls of its own (a toast card with its close button, a list card with a menu button)
/// is still a card drawn as a unit: it paints its bounds, so what it lies over is covered by
/// the card, not only by its text and buttons. One as large as its parent (a row container, a
/// page) is left to the other rules.
enum AndroidCardPaints: DumpRule {
    static let info = DumpRuleInfo("android-card-paints", .inferred, .draws)

    static func apply(_ c: inout RuleContext) {
        let facts = c.surfaceFacts()
        for i in c.raw.indices where c.isView[i] && c.traits[i].isLayoutClass && !c.traits[i].hidden
            && c.traits[i].clickable && !c.traits[i].drawsContent && facts.touchBelow[i] && !c.traits[i].frame.isEmpty {
            let p = Int(c.raw[i].parent)
            guard p >= 0, c.isView[p], !c.traits[i].frame.contains(c.traits[p].frame),
                  facts.windowFrame[i].map({ !c.traits[i].frame.contains($0) }) ?? true else { continue }
            c.traits[i].drawsContent = true
            c.mark(i, info)
        }
    }
}
