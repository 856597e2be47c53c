import ViewExposureGeometry

/// `android-sheet-over-scrim` (inferred): a layout holding controls drawn in front of a
/// sibling that is a control as large as their parent — a scrim that takes touches, as a
/// sheet's or dialog's `touch_outside` — is the sheet laid over that scrim, opened any part of
/// the way: it paints and takes the touches its controls do not (Material's bottom-sheet
/// dialog consumes every touch on the sheet so that none falls through to the scrim). A layer
/// whose drawn content fills less than ``AndroidSurfaceOverContent/minimumContentShare`` of it
/// is no sheet: a map library's control layer, as large as the clickable map it lies over,
/// holds only zoom buttons and is transparent around them. Nor is a layer that lies over a
/// sibling holding controls drawn between the scrim and it (a shade's notification list over
/// its quick settings): it lies over that content, which ``AndroidSurfaceOverContent`` reads.
/// The sheet paints through its content (``RuleContext/paintingElement(_:)``): a full-size host
/// whose one child is the sheet paints only where that child is.
enum AndroidSheetOverScrim: DumpRule {
    static let info = DumpRuleInfo("android-sheet-over-scrim", .inferred, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        let facts = c.surfaceFacts()
        // Behind each child: whether a scrim is, and the frames of the siblings holding
        // controls drawn since (content a later layer would lie over, not the scrim).
        c.forEachChildBackToFront(startingWith: (scrim: false, since: [Rect]())) { c, ch, parentFrame, behind in
            let t = c.traits[ch]
            if behind.scrim, t.isLayoutClass, !t.hidden, facts.holdsControl[ch], !t.frame.isEmpty,
               !t.drawsContent, !facts.coveredWholly[ch],
               !behind.since.contains(where: { $0.overlaps(t.frame) }),
               AndroidSurfaceOverContent.contentShare(of: ch, c) >= AndroidSurfaceOverContent.minimumContentShare {
                c.markDrawsAndTakesTouches(c.paintingElement(ch), info)
            }
            if t.audited, t.clickable, !t.hidden, !t.frame.isEmpty, t.frame.contains(parentFrame) {
                behind = (true, [])
            } else if behind.scrim, facts.holdsControl[ch], !t.hidden, !t.frame.isEmpty {
                behind.since.append(t.frame)
            }
        }
    }
}
