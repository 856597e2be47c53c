import ViewExposureGeometry

/// `android-surface-over-content` (inferred): a layout that fills its parent, is drawn in
/// front of an earlier sibling holding controls, holds controls of its own that lie over
/// controls of those siblings (``DumpTreeBuilder/controlsMeet(front:behind:tree:traits:isView:)``:
/// two live controls cannot share a spot), and holds nothing that already draws over all of
/// it (a scrim) is a surface laid over that content — a search view, a bottom sheet, a
/// navigation bar: it paints and consumes the touches its own controls do not take (a layer
/// that let touches through would not be laid over controls). A launcher's full-screen scrim
/// whose only control sits where nothing behind takes touches is no such surface.
enum AndroidSurfaceOverContent: DumpRule {
    static let info = DumpRuleInfo("android-surface-over-content", .inferred, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        let facts = c.surfaceFacts()
        // Behind the child: the frames of the siblings holding controls, and those siblings.
        c.forEachChildBackToFront(startingWith: (controls: [Rect](), holders: [Int]())) { c, ch, parentFrame, behind in
            let t = c.traits[ch]
            if t.isLayoutClass, !t.hidden, facts.holdsControl[ch], !t.frame.isEmpty,
               t.frame.contains(parentFrame), !facts.coveredWholly[ch],
               behind.controls.contains(where: { $0.overlaps(t.frame) }),
               DumpTreeBuilder.controlsMeet(front: ch, behind: behind.holders, tree: c.tree, traits: c.traits,
                                            isView: c.isView) {
                c.markDrawsAndTakesTouches(ch, info)
            }
            if facts.holdsControl[ch] && !t.hidden {
                behind.controls.append(t.frame)
                behind.holders.append(ch)
            }
        }
    }
}
