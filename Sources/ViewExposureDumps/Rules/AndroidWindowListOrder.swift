/// `android-window-list-order` (stated): A multi-window uiautomator dump lists the windows
/// front-most first (the accessibility service's window list is in z-order): a view in a window
/// listed before another's window is drawn over it. Where the kind rules put a window in front
/// of one listed before it, they decide instead (`android-system-ui-window`,
/// `android-window-order`).
enum AndroidWindowListOrder {
    static let info = DumpRuleInfo("android-window-list-order", .stated, .order)
}
