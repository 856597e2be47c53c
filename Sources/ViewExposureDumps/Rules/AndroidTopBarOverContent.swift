/// `android-top-bar-over-content` (inferred): ``AndroidBarOverContent``'s bar along its parent's
/// top edge instead of its bottom edge (an app bar, a toolbar, a tab strip over a scrolling list)
/// paints its bounds and takes the touches its controls do not. Measured apart from the bottom
/// bars: a top bar may be transparent over what scrolls under it (a collapsing toolbar, expanded,
/// shows the photo header through its background; only its icons are drawn), and the dump does
/// not say which state it is in.
enum AndroidTopBarOverContent: DumpRule {
    static let info = DumpRuleInfo("android-top-bar-over-content", .inferred, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) { AndroidBarOverContent.markBars(&c, atTop: true, info) }
}
