/// `android-childless-window-paints` (inferred): a window root of a layout class with no
/// children (a floating ball whose content is not exposed) draws its bounds. A childless
/// plain `View` window (a gesture strip at a screen edge) still draws nothing.
enum AndroidChildlessWindowPaints: DumpRule {
    static let info = DumpRuleInfo("android-childless-window-paints", .inferred, .draws)

    static func apply(_ c: inout RuleContext) {
        for r in c.roots.map(Int.init) where !c.tree.hasChildren(r) && !c.traits[r].hidden
            && c.traits[r].isLayoutClass && c.typeName(r) != "View" {
            c.traits[r].drawsContent = true
            c.mark(r, info)
        }
    }
}
