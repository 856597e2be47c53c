/// `ios-duplicated-twins` (inferred): WebDriverAgent sometimes lists an element twice under
/// the same parent (same type, name, label and frame, and a name or label at all), with its
/// subtree. The later twin and its subtree are hidden and not audited, so a control is never
/// covered by (or reported as) its own copy. Unnamed containers of the same frame are layers,
/// not twins.
enum IOSDuplicatedTwins: DumpRule {
    static let info = DumpRuleInfo("ios-duplicated-twins", .inferred, .hidden)

    static func apply(_ c: inout RuleContext) {
        let raw = c.raw
        var twin = [Bool](repeating: false, count: raw.count)
        for p in raw.indices where c.isView[p] {
            let children = c.tree.children(p)
            guard children.count > 1 else { continue }
            var seen = Set<TwinKey>()
            for ch in children.map(Int.init) {
                // Only named elements can be told to be the same one. (Fields read before the
                // record is copied: most children are unnamed.)
                guard c.traits[ch].name >= 0 || c.traits[ch].hasLabel, !c.traits[ch].frame.isEmpty else { continue }
                let t = c.traits[ch]
                let label = t.hasLabel ? ElementTraits.nonBlank(c.tree.value(Int(t.labelAttribute))) ?? "" : ""
                let key = TwinKey(type: t.type, name: t.name, label: label,
                                  minX: t.frame.minX, minY: t.frame.minY, width: t.frame.width, height: t.frame.height)
                if !seen.insert(key).inserted { twin[ch] = true }
            }
        }
        let inTwin = c.below(twin)
        for i in raw.indices where c.isView[i] && (twin[i] || inTwin[i]) {
            c.traits[i].hidden = true
            c.traits[i].audited = false
            c.mark(i, info)
        }
    }
}

/// What makes two siblings twins.
private struct TwinKey: Hashable {
    let type: Int32
    /// The name's number (-1 for none).
    let name: Int32
    let label: String
    /// The frame's minX, minY, width and height (fields, not an array: no allocation per key).
    let minX: Double, minY: Double, width: Double, height: Double
}
