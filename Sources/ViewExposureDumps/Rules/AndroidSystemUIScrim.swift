/// `android-system-ui-scrim` (inferred): a childless, clickable plain `View` as large as its
/// parent in a System UI window (`com.android.systemui`) is the notification shade's or the
/// lock screen's scrim — the backdrop its scrim controller tints behind panels that are
/// transparent but for the tiles, cards and shortcuts they hold — not a control: it is not
/// audited, and nothing in front of it is read as a sheet laid over a dismiss region
/// (``AndroidSheetOverScrim`` looks only at audited scrims). It still draws and takes the
/// touches it is given. O(elements).
enum AndroidSystemUIScrim: DumpRule {
    static let info = DumpRuleInfo("android-system-ui-scrim", .inferred, .touches)

    static func apply(_ c: inout RuleContext) {
        for i in c.raw.indices where c.isView[i] && c.traits[i].audited && c.traits[i].clickable
            && !c.traits[i].hidden && !c.tree.hasChildren(i) && c.typeName(i) == "View"
            && c.tree.value(i, .package) == AndroidSystemUIWindow.package {
            let p = Int(c.raw[i].parent)
            guard p >= 0, !c.traits[i].frame.isEmpty, c.traits[i].frame.contains(c.traits[p].frame) else { continue }
            c.traits[i].audited = false
            c.mark(i, info)
        }
    }
}
