/// `android-system-decoration-window` (inferred): a System UI window (`com.android.systemui`)
/// with children, none of which takes touches, nothing is a control and nothing carries text or a
/// description — the rounded-corner and display-cutout overlays, transparent but for the arcs
/// they draw — neither covers nor takes touches: the platform makes such overlays not
/// touchable, and what they draw is a sliver the dump does not give.
enum AndroidSystemDecorationWindow: DumpRule {
    static let info = DumpRuleInfo("android-system-decoration-window", .inferred, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        // A childless window's content is not in the dump: it is left to the other rules.
        for r in c.roots.map(Int.init) where c.tree.value(r, .package) == AndroidSystemUIWindow.package && c.tree.hasChildren(r) {
            var members: [Int] = []
            var stack = [r]
            var decoration = true
            while let i = stack.popLast() {
                let t = c.traits[i]
                if (t.takesTouches || t.audited || t.hasLabel || t.isSystemBarBackground) && !t.hidden {
                    decoration = false
                    break
                }
                members.append(i)
                stack += c.tree.children(i).map(Int.init)
            }
            guard decoration else { continue }
            c.traits[r].passesTouches = true
            for i in members {
                c.traits[i].drawsContent = false
                c.traits[i].takesTouches = false
                c.mark(i, info)
            }
        }
    }
}
