/// `android-virtual-nodes` (inferred): the children of a plain `android.view.View` — a class
/// that cannot hold child views — that are focusable, not clickable leaves with a
/// `content-desc` are virtual accessibility nodes (ExploreByTouchHelper): parts of the one
/// view that draws them all (an on-screen game pad), not views of their own. They stay
/// controls, but draw nothing of their own, so their bounding boxes never cover one another.
enum AndroidVirtualNodes: DumpRule {
    static let info = DumpRuleInfo("android-virtual-nodes", .inferred, .draws)

    static func apply(_ c: inout RuleContext) {
        for h in c.raw.indices where c.isView[h] && c.tree.hasChildren(h) && c.typeName(h) == "View" {
            let children = c.tree.children(h).map(Int.init)
            let virtual = children.allSatisfy { i in
                c.isView[i] && !c.tree.hasChildren(i) && c.traits[i].audited && !c.traits[i].clickable
                    && c.traits[i].hasLabel && c.typeName(i) == "View"
            }
            guard virtual else { continue }
            for i in children {
                c.traits[i].drawsContent = false
                c.mark(i, info)
            }
        }
    }
}
