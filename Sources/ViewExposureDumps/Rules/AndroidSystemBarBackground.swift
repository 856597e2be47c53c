/// `android-system-bar-background` (inferred): the platform's system-bar backgrounds
/// (`android:id/statusBarBackground`, `android:id/navigationBarBackground`), which a window's
/// decor adds only to paint a bar colour, draw their bounds over the content drawn before them.
enum AndroidSystemBarBackground: DumpRule {
    static let info = DumpRuleInfo("android-system-bar-background", .inferred, .draws)

    static func apply(_ c: inout RuleContext) {
        for i in c.raw.indices where c.isView[i] && !c.traits[i].hidden && c.traits[i].isSystemBarBackground {
            c.traits[i].drawsContent = true
            c.mark(i, info)
        }
    }
}
