/// The measured precision of the rules on judged screens: for each rule id, how many judged
/// findings rest on it and how many of those are right, as
/// `Scripts/judged-precision.py --swift` counts them over `../shared/dumps` against
/// `docs/judged-findings.tsv` (docs/dumps.md, "Certainty"). An inferred rule makes findings
/// certain only with at least 97 % over at least 20 judged findings
/// (``DumpRuleInfo/isCertain``). Regenerate after changing a rule or the judged table.
enum DumpRuleMeasurements {
    static let table: [String: (Int, Int)] = [
        "android-bar-over-content": (7, 7),
        "android-card-paints": (7, 7),
        "android-childless-window-paints": (3, 3),
        "android-class-draws": (15, 14),
        "android-clickable": (42, 42),
        "android-clickable-layout-paints": (58, 58),
        "android-document-order": (30, 30),
        "android-drawing-order": (46, 46),
        "android-floating-window-paints": (6, 6),
        "android-input-method-window": (51, 51),
        "android-sheet-over-scrim": (8, 8),
        "android-surface-over-content": (26, 26),
        "android-system-bar-background": (3, 3),
        "android-system-ui-window": (2, 2),
        "android-window-list-order": (16, 16),
        "frames": (162, 162),
        "ios-document-order": (1, 1),
        "ios-keyboard": (5, 5),
        "ios-legacy-order": (40, 6),
        "ios-modal-alert": (3, 3),
        "ios-type-traits": (7, 7),
        "ios-window-order": (8, 8),
        "rico-child-order": (2, 2),
        "webview-document-order": (8, 0),
    ]
}
