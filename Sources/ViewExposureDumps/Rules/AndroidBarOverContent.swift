import ViewExposureGeometry

/// `android-bar-over-content` (inferred): a layout along its parent's bottom edge — as wide as
/// the parent, at most a quarter of its height, its visible children reaching all four of its
/// edges — drawn in front of an earlier sibling holding controls that it overlaps, and holding
/// controls itself (a bottom navigation bar, a tab bar, a checkout bar over a scrolling list),
/// paints its bounds and takes the touches its controls do not: the platform's bars eat them
/// (Material's `BottomNavigationView` consumes every touch), and a dump names such a bar only by
/// its layout class. A container whose children fill only part of it is no such bar, nor one
/// whose content does not run across at least half its width (a full-width band that only hosts
/// a floating pill at one side). The same bar along the top edge is ``AndroidTopBarOverContent``'s.
enum AndroidBarOverContent: DumpRule {
    static let info = DumpRuleInfo("android-bar-over-content", .inferred, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) { markBars(&c, atTop: false, info) }

    /// Marks, with `rule`, each bar as above along its parent's top edge (`atTop`) or bottom edge.
    /// One walk of the children, back to front.
    static func markBars(_ c: inout RuleContext, atTop: Bool, _ rule: DumpRuleInfo) {
        let facts = c.surfaceFacts()
        c.forEachChildBackToFront(startingWith: [Rect]()) { c, ch, parentFrame, controlsBehind in
            let t = c.traits[ch]
            if t.isLayoutClass, !t.hidden, facts.holdsControl[ch], !t.drawsContent, !facts.coveredWholly[ch],
               DumpTreeBuilder.isEdgeBar(t.frame, in: parentFrame),
               (abs(t.frame.maxY - parentFrame.maxY) > 1) == atTop,
               DumpTreeBuilder.childrenSpan(c.tree.children(ch), traits: c.traits, frame: t.frame),
               DumpTreeBuilder.contentRunsAcross(ch, tree: c.tree, traits: c.traits),
               controlsBehind.contains(where: { $0.overlaps(t.frame) }) {
                c.markDrawsAndTakesTouches(ch, rule)
            }
            if facts.holdsControl[ch] && !t.hidden { controlsBehind.append(t.frame) }
        }
    }
}
