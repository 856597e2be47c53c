import ViewExposureGeometry

/// `ios-legacy-backdrop` (inferred): where iOS siblings come in no drawing order (a legacy UI
/// Automation tree, a web page), a sibling as large as its parent that is not a control (a
/// background image, a full-window scroll view) is its parent's backdrop, so it is put behind
/// its siblings.
enum IOSLegacyBackdrop: DumpRule {
    static let info = DumpRuleInfo("ios-legacy-backdrop", .inferred, .order)

    static func apply(_ c: inout RuleContext) {
        let unknown = DumpTreeBuilder.unknownChildOrder(c.tree, traits: c.traits, isView: c.isView, format: c.format,
                                                        typeNames: c.typeNames)
        for p in c.raw.indices where c.isView[p] && unknown[p] {
            let children = c.tree.children(p)
            let parentFrame = c.traits[p].frame, traits = c.traits
            let isBackdrop = { (ch: Int32) -> Bool in
                let t = traits[Int(ch)]
                return !t.audited && !t.frame.isEmpty && t.frame.contains(parentFrame)
            }
            guard children.count > 1, children.dropFirst().contains(where: isBackdrop) else { continue }
            let order = children.filter(isBackdrop) + children.filter { !isBackdrop($0) }
            guard order != Array(children) else { continue }
            c.childOrder[Int32(p)] = order
            c.mark(p, info)
            for ch in children where isBackdrop(ch) { c.mark(Int(ch), info) }
        }
    }
}
