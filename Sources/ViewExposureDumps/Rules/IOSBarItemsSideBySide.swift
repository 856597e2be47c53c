/// `ios-bar-items-side-by-side` (inferred): the items of an iOS bar (`TabBar`, `NavigationBar`,
/// `Toolbar`, `SegmentedControl`) are laid side by side on the bar, which draws their
/// background; their frames overlap their neighbours' by touch padding (iOS 26 tab items by 6 to
/// 9 points), not by what they draw. The controls inside a bar are taken to draw nothing over
/// one another: the bar is what covers what lies behind it.
enum IOSBarItemsSideBySide: DumpRule {
    static let info = DumpRuleInfo("ios-bar-items-side-by-side", .inferred, .draws)

    /// The bars of ``IOSBarsOverContent`` and segmented controls.
    static let barTypes = IOSBarsOverContent.barTypes.union(["SegmentedControl"])

    static func apply(_ c: inout RuleContext) {
        // By type number: one set lookup per type, not per element.
        let barType = TypeFlags(c.typeNames.map { barTypes.contains($0) })
        guard barType.any else { return }
        let bars = c.traits.map { barType.contains($0.type) && !$0.hidden }
        let inside = c.below(bars)
        for i in c.raw.indices where c.isView[i] && inside[i] && c.traits[i].audited && c.traits[i].drawsContent {
            c.traits[i].drawsContent = false
            c.mark(i, info)
        }
    }
}
