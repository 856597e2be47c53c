import ViewExposureGeometry

/// `android-header-over-list` (inferred): where the dump gives no `drawing-order` (a legacy
/// `uiautomator dump`), a bar along its parent's top or bottom edge that holds controls (an
/// app bar with its tabs, a bottom navigation bar) listed before a later sibling holding a
/// scrolling list that runs under the bar is drawn over that list: the platform's bars are
/// raised above the content they float over (an app bar's elevation, a coordinator layout's
/// scrolling behaviour), whatever order the layout lists them in. The bar is drawn just after
/// the last such sibling.
enum AndroidHeaderOverList: DumpRule {
    static let info = DumpRuleInfo("android-header-over-list", .inferred, .order)

    /// Classes of scrolling lists, by a part of their short class name.
    static let listClassParts = ["RecyclerView", "ListView", "ScrollView", "ViewPager", "GridView"]

    static func apply(_ c: inout RuleContext) {
        let raw = c.raw
        let isList = c.typeNames.map { name in listClassParts.contains { name.contains($0) } }
        let holds = c.holdsControl()
        // The bounding box of the shown lists in each subtree (children first).
        var lists = [Rect?](repeating: nil, count: raw.count)
        for i in raw.indices.reversed() where c.isView[i] {
            let t = c.traits[i]
            if isList[Int(t.type)], !t.hidden, !t.frame.isEmpty { lists[i] = lists[i].map { $0.union(t.frame) } ?? t.frame }
            let p = Int(raw[i].parent)
            if p >= 0, let s = lists[i], !t.hidden { lists[p] = lists[p].map { $0.union(s) } ?? s }
        }
        for p in raw.indices where c.isView[p] {
            let children = c.tree.children(p)
            guard children.count > 1, !children.contains(where: { c.traits[Int($0)].hasDrawingOrder }) else { continue }
            let parentFrame = c.traits[p].frame, traits = c.traits
            c.drawBarsOver(p, isBar: { b in
                holds[b] && !traits[b].hidden && DumpTreeBuilder.isEdgeBar(traits[b].frame, in: parentFrame)
            }, extent: lists, rule: info)
        }
    }
}
