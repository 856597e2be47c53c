import ViewExposureGeometry

/// `android-surface-over-content` (inferred): a layout that fills its parent, is drawn in
/// front of an earlier sibling holding controls, holds controls of its own that lie over
/// controls of those siblings (``DumpTreeBuilder/controlsMeet(front:behind:tree:traits:isView:)``:
/// two live controls cannot share a spot), and holds nothing that already draws over all of
/// it (a scrim) is a surface laid over that content — a search view, a bottom sheet, a
/// navigation bar: it paints and consumes the touches its own controls do not take (a layer
/// that let touches through would not be laid over controls). A launcher's full-screen scrim
/// whose only control sits where nothing behind takes touches is no such surface, nor is a
/// frame whose drawn content fills less than ``minimumContentShare`` of it: a host of floating
/// pieces (a floating button, a banner along an edge) that lie over the content where they are,
/// which shows everywhere else — a surface laid over content is a page of its own, filled with
/// what it shows. It paints through its content (``RuleContext/paintingElement(_:)``). A scrim
/// (a control as large as the parent) is no content a surface lies over: what lies over a scrim
/// is ``AndroidSheetOverScrim``'s.
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
                                            isView: c.isView),
               contentShare(of: ch, c) >= minimumContentShare {
                c.markDrawsAndTakesTouches(c.paintingElement(ch), info)
            }
            // A scrim (a control as large as the parent) is no content a surface lies over: what
            // lies over it is `android-sheet-over-scrim`'s to read.
            let isScrim = t.audited && t.clickable && t.frame.contains(parentFrame)
            if facts.holdsControl[ch] && !t.hidden && !isScrim {
                behind.controls.append(t.frame)
                behind.holders.append(ch)
            }
        }
    }

    /// The least share of a surface's frame its drawn content (what is not a layout) must fill.
    /// The surfaces judged right (a search view, a tutorial overlay, bottom sheets) are 12 to
    /// 18 % filled; the one judged wrong, a full-screen host of a floating button and a
    /// banner, 2.6 %.
    static let minimumContentShare = 0.05

    /// How many elements ``contentShare(of:_:)`` looks at, at most.
    static let contentLimit = 4_096

    /// The share of `e`'s frame that the elements drawn inside it (not `e` itself) fill, their
    /// frames clipped to it; 1 when its subtree holds more than ``contentLimit`` elements (a
    /// subtree that large is taken as filled).
    /// O(min(subtree, ``contentLimit``)) unions.
    static func contentShare(of e: Int, _ c: RuleContext) -> Double {
        let frame = c.traits[e].frame
        var drawn = [Rect]()
        var stack = Array(c.tree.children(e))
        var seen = 0
        while let i = stack.popLast().map(Int.init) {
            seen += 1
            if seen > contentLimit { return 1 }
            guard c.isView[i], !c.traits[i].hidden else { continue }
            if c.traits[i].drawsContent, !c.traits[i].isLayoutClass,
               let f = c.traits[i].frame.intersection(frame), !f.isEmpty {
                drawn.append(f)
            }
            stack.append(contentsOf: c.tree.children(i))
        }
        return RectRegion(drawn).area / frame.area
    }
}
