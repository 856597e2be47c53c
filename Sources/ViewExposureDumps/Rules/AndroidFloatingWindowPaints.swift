import ViewExposureGeometry

/// `android-floating-window-paints` (inferred): a window narrower than the screen (a floating
/// window, a popup) whose drawn content already fills at least half of its frame is an opaque
/// window: its background shows around and between that content (a title strip, borders), so
/// it draws its whole frame, and Android hands it every touch inside that frame. A window that
/// draws only a sliver of its frame (an edge-panel handle, a transparent touch target) stays
/// as its content draws; a window its content already draws wholly is left as it is.
enum AndroidFloatingWindowPaints: DumpRule {
    static let info = DumpRuleInfo("android-floating-window-paints", .inferred, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        let raw = c.raw
        let screenWidth = c.roots.map { c.traits[Int($0)].frame.width }.max() ?? 0
        var rootOf = [Int32](repeating: -1, count: raw.count)
        var drawn: [Int32: RectRegion] = [:]
        for r in c.roots { rootOf[Int(r)] = r }
        // Pre-order: a parent's window is known before its children are reached.
        for i in raw.indices where c.isView[i] {
            let p = Int(raw[i].parent)
            if rootOf[i] < 0, p >= 0 { rootOf[i] = rootOf[p] }
            let r = rootOf[i]
            let t = c.traits[i]
            guard r >= 0, Int(r) != i, t.drawsContent, !t.hidden, !t.frame.isEmpty else { continue }
            drawn[r, default: RectRegion()].formUnion(t.frame)
        }
        for r in c.roots.map(Int.init) where c.tree.hasChildren(r) && !c.traits[r].hidden
            && c.traits[r].isLayoutClass && !c.traits[r].frame.isEmpty && c.traits[r].frame.width < screenWidth - 1 {
            let frame = c.traits[r].frame
            // Wholly drawn already: nothing to add (and its content keeps naming the cover).
            guard let region = drawn[Int32(r)], region.area(inside: frame) * 2 >= frame.width * frame.height,
                  !region.contains(frame) else { continue }
            c.markDrawsAndTakesTouches(r, info)
        }
    }
}
