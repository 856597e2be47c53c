/// `stale-frame` (inferred): XCUITest reports elements it has not laid out
/// (`visible="false"`) at placeholder positions (often the top of their table): such an
/// element whose on-screen part lies wholly outside its parent's frame, or whose parent is
/// invisible too and has no frame at all (an empty one: a springboard page that is not shown),
/// is not on screen where the dump says, so it is hidden (drawn nowhere, never hit, listed as
/// `hidden`), and so is its subtree. An element off screen stays `offscreen`.
enum StaleFrame: DumpRule {
    static let info = DumpRuleInfo("stale-frame", .inferred, .frames)

    static func apply(_ c: inout RuleContext) {
        let raw = c.raw
        var isRoot = [Bool](repeating: false, count: raw.count)
        for r in c.roots { isRoot[Int(r)] = true }
        var window = [Int32](repeating: -1, count: raw.count)
        var stale = [Bool](repeating: false, count: raw.count)
        for i in raw.indices where c.isView[i] {
            if isRoot[i] { window[i] = Int32(i); continue }
            let p = Int(raw[i].parent)
            guard p >= 0, c.isView[p] else { continue }
            window[i] = window[p]
            let pf = c.traits[p].frame
            // Only the part that lands on screen misleads (what is off screen stays off screen).
            let shown = window[i] >= 0 ? c.traits[i].frame.intersection(c.traits[Int(window[i])].frame) : nil
            // Outside its parent's frame, or under a parent that is itself invisible and was
            // given no frame at all (not laid out: what it holds sits at placeholder positions).
            let parentUnplaced = pf.isEmpty && c.traits[p].reportedInvisible
            if stale[p] || (c.traits[i].reportedInvisible
                            && shown.map { !$0.isEmpty && (parentUnplaced || (!pf.isEmpty && !pf.overlaps($0))) } ?? false) {
                stale[i] = true
                c.traits[i].hidden = true
                c.mark(i, info)
            }
        }
    }
}
