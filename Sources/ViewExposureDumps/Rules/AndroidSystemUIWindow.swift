/// `android-system-ui-window` (stated): a System UI window (`com.android.systemui`: the status
/// bar, the navigation bar, their floating parts) is drawn over the application's windows and
/// the overlays: the platform layers its system bars above every application window.
enum AndroidSystemUIWindow {
    static let info = DumpRuleInfo("android-system-ui-window", .stated, .order)

    /// The package a dump gives System UI's windows and views.
    static let package = "com.android.systemui"
}
