import ViewExposureGeometry

/// `ios-bars-over-content` (inferred): XCUITest lists a screen's children in accessibility
/// order, not drawing order. UIKit draws a navigation bar, a tab bar and a toolbar over the
/// scroll view that runs under them (content scrolls under translucent bars), whatever order
/// the tree lists them in: a bar listed before a later sibling that holds a scroll container
/// (`ScrollView`, `Table`, `CollectionView`) overlapping the bar is drawn just after the last
/// such sibling. Keyboards, alerts and sheets live in windows of their own, whose order still
/// decides over this.
enum IOSBarsOverContent: DumpRule {
    static let info = DumpRuleInfo("ios-bars-over-content", .inferred, .order)

    static let barTypes: Set<String> = ["NavigationBar", "TabBar", "Toolbar"]
    static let scrollTypes: Set<String> = ["ScrollView", "Table", "CollectionView"]

    static func apply(_ c: inout RuleContext) {
        let raw = c.raw
        // Legacy trees have no drawing order at all (their rules decide).
        guard !raw.indices.contains(where: { c.isView[$0] && c.traits[$0].isLegacyType }) else { return }
        // By type number (a flag per type, not a set: no hashing per element).
        let barType = TypeFlags(c.typeNames.map { barTypes.contains($0) })
        guard barType.any else { return }
        let scrollType = TypeFlags(c.typeNames.map { scrollTypes.contains($0) })
        // The bounding box of the shown scroll containers in each subtree (children first).
        var scrolls = [Rect?](repeating: nil, count: raw.count)
        for i in raw.indices.reversed() where c.isView[i] {
            let t = c.traits[i]
            if scrollType.contains(t.type), !t.hidden, !t.reportedInvisible, !t.frame.isEmpty {
                scrolls[i] = scrolls[i].map { $0.union(t.frame) } ?? t.frame
            }
            let p = Int(raw[i].parent)
            if p >= 0, let s = scrolls[i], !t.hidden { scrolls[p] = scrolls[p].map { $0.union(s) } ?? s }
        }
        for p in raw.indices where c.isView[p] {
            let children = c.tree.children(p)
            guard children.count > 1,
                  children.contains(where: { barType.contains(c.traits[Int($0)].type) }) else { continue }
            // Every bar over a sibling's scroll container is in front of it by this rule, listed
            // before it or after.
            for b in children.map(Int.init) where barType.contains(c.traits[b].type) && !c.traits[b].hidden {
                let bar = c.traits[b].frame
                if children.contains(where: { Int($0) != b && (scrolls[Int($0)].flatMap { $0.intersection(bar) }.map { !$0.isEmpty } ?? false) }) {
                    c.mark(b, info)
                    c.mark(p, info)
                }
            }
            let traits = c.traits
            c.drawBarsOver(p, isBar: { b in
                barType.contains(traits[b].type) && !traits[b].hidden && !traits[b].reportedInvisible && !traits[b].frame.isEmpty
            }, extent: scrolls, rule: info)
        }
    }
}
