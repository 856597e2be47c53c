/// `android-window-order` (inferred): Android window roots are put back to front by kind —
/// application windows, then overlays (smaller windows of other packages), then input
/// methods, then System UI — and within a kind in reverse dump order (the accessibility
/// service lists windows front-most first). The dump does not carry the real layer order.
enum AndroidWindowOrder {
    static let info = DumpRuleInfo("android-window-order", .inferred, .order)
}
