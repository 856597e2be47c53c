/// The measured precision of the rules on judged screens: for each rule id, how many judged
/// findings rest on it and how many of those are right, as
/// `Scripts/judged-precision.py --swift` counts them over `../shared/dumps` and the project's judged
/// sets against `docs/judged-findings*.tsv` (docs/dumps.md, "Certainty"). An inferred rule makes findings
/// certain only with at least 97 % over at least 20 judged findings
/// (``DumpRuleInfo/isCertain``). Regenerate after changing a rule or the judged table.
enum DumpRuleMeasurements {
    static let table: [String: (Int, Int)] = [
        "android-bar-over-content": (8, 8),
        "android-card-paints": (13, 7),
        "android-childless-window-paints": (3, 3),
        "android-class-draws": (52, 36),
        "android-clickable": (54, 51),
        "android-clickable-layout-paints": (89, 89),
        "android-described-focusable-leaf": (17, 11),
        "android-document-order": (49, 41),
        "android-drawing-order": (122, 122),
        "android-floating-window-paints": (6, 6),
        "android-icon-touch-box-paints": (9, 8),
        "android-input-method-window": (51, 51),
        "android-sheet-over-scrim": (37, 31),
        "android-surface-over-content": (77, 77),
        "android-system-bar-background": (7, 7),
        "android-system-ui-window": (2, 2),
        "android-tied-drawing-order": (17, 7),
        "android-window-list-order": (13, 13),
        "android-window-root-takes-touch": (1, 1),
        "frames": (573, 553),
        "ios-bars-over-content": (6, 6),
        "ios-document-order": (261, 234),
        "ios-duplicated-twins": (16, 10),
        "ios-keyboard": (47, 47),
        "ios-legacy-order": (40, 6),
        "ios-modal-alert": (9, 5),
        "ios-type-traits": (355, 236),
        "ios-window-order": (53, 52),
        "rico-child-order": (2, 2),
        "same-frame-twin": (12, 11),
        "stale-frame": (6, 6),
        "webview-document-order": (35, 4),
    ]
}
