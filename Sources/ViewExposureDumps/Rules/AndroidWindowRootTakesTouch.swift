/// `android-window-root-takes-touch` (inferred): an Android window root with no children that
/// is not itself `clickable`, `long-clickable` or `scrollable` (a gesture strip along a screen
/// edge, a floating ball whose content is not exposed) takes every touch in its bounds, as the
/// builder makes every Android window root do (Android hands a touch to one window). For such
/// an empty window the dump does not say it: whether it is touchable depends on its window flags
/// and the device, which a dump does not carry. So the finding whose receiver is such a window
/// names this rule instead of `android-clickable`, and stays uncertain until the rule earns its
/// certainty.
///
/// It only records: the builder still makes the window take the touch. O(windows).
enum AndroidWindowRootTakesTouch: DumpRule {
    static let info = DumpRuleInfo("android-window-root-takes-touch", .inferred, .touches)

    static func apply(_ c: inout RuleContext) {
        for r in c.roots.map(Int.init) where !c.tree.hasChildren(r) && !c.traits[r].hidden
            && !c.traits[r].takesTouches && !c.traits[r].passesTouches && !c.traits[r].frame.isEmpty {
            c.mark(r, info)
        }
    }
}
