/// `android-system-bar-background` (stated): the platform's system-bar backgrounds
/// (`android:id/statusBarBackground`, `android:id/navigationBarBackground`), which a window's
/// decor adds only to paint a bar colour, draw their bounds over the content drawn before them.
/// The status bar's also marks where the system's status-bar window lies over the app: that
/// window takes the touches there (a pull-down), so no control under it is reached. (The
/// navigation bar's window lets taps through under gesture navigation: its background only draws.)
///
/// Stated, not inferred: the ids are the platform's own, and the decor makes such a view visible
/// only while its bar is shown and the bar's colour is not fully transparent (a transparent bar's
/// view is made invisible, and an invisible view is not in a dump). So a dump that lists one,
/// visible, says that the bar is shown and that a colour is painted over those bounds.
enum AndroidSystemBarBackground: DumpRule {
    static let info = DumpRuleInfo("android-system-bar-background", .stated, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        for i in c.raw.indices where c.isView[i] && !c.traits[i].hidden && c.traits[i].isSystemBarBackground {
            c.traits[i].drawsContent = true
            if c.tree.value(i, .resourceID) == "android:id/statusBarBackground" { c.traits[i].takesTouches = true }
            c.mark(i, info)
        }
    }
}
