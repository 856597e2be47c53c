/// The measured precision of the rules on judged screens: for each rule id, how many judged
/// findings rest on it and how many of those are right, as
/// `Scripts/judged-precision.py --swift` counts them over `../shared/dumps` and the project's judged
/// sets against `docs/judged-findings*.tsv` (docs/dumps.md, "Certainty"). An inferred rule makes findings
/// certain only with at least 97 % over at least 20 judged findings
/// (``DumpRuleInfo/isCertain``). Regenerate after changing a rule or the judged table.
enum DumpRuleMeasurements {
    static let table: [String: (Int, Int)] = [
        "android-bar-over-content": (28, 28),
        "android-card-paints": (16, 10),
        "android-childless-window-paints": (10, 6),
        "android-class-draws": (129, 79),
        "android-clickable": (78, 78),
        "android-clickable-layout-paints": (23, 23),
        "android-described-focusable-leaf": (18, 11),
        "android-document-order": (102, 100),
        "android-drawing-order": (86, 83),
        "android-floating-window-paints": (4, 4),
        "android-icon-touch-box-paints": (4, 3),
        "android-input-method-window": (51, 51),
        "android-material-sheet-dialog": (2, 2),
        "android-nested-layer-document-order": (23, 13),
        "android-reordered-drawing-order": (91, 72),
        "android-same-frame-document-order": (36, 10),
        "android-semantics-node-paints": (14, 11),
        "android-sheet-over-scrim": (37, 36),
        "android-surface-over-content": (49, 49),
        "android-system-bar-background": (14, 14),
        "android-system-ui-window": (2, 2),
        "android-tied-drawing-order": (45, 33),
        "android-top-bar-over-content": (1, 0),
        "android-window-list-order": (13, 13),
        "android-window-order": (3, 3),
        "android-window-root-takes-touch": (1, 1),
        "frames": (1277, 1244),
        "ios-bar-items-side-by-side": (92, 87),
        "ios-bars-over-content": (16, 16),
        "ios-document-order": (837, 789),
        "ios-duplicated-twins": (108, 102),
        "ios-keyboard": (53, 53),
        "ios-layer-over-hidden-page": (457, 443),
        "ios-legacy-order": (40, 6),
        "ios-modal-alert": (13, 9),
        "ios-scroll-edge-effect": (29, 29),
        "ios-type-traits": (451, 329),
        "ios-window-order": (59, 58),
        "rico-child-order": (2, 2),
        "same-frame-twin": (12, 11),
        "stale-frame": (23, 22),
        "webview-document-order": (33, 2),
    ]
}
