/// `ios-keyboard` (stated): the keys and buttons of an iOS `Keyboard` are the system's: the
/// audit leaves them out. The keyboard is the input method: drawn over its frame, in front
/// of the app, taking every touch there.
enum IOSKeyboard: DumpRule {
    static let info = DumpRuleInfo("ios-keyboard", .stated, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        let raw = c.raw
        var inside = [Bool](repeating: false, count: raw.count)
        for i in raw.indices where c.isView[i] {
            if c.traits[i].isKeyboard { c.mark(i, info) }
            let p = Int(raw[i].parent)
            if p >= 0 && (inside[p] || c.traits[p].isKeyboard) {
                inside[i] = true
                c.traits[i].audited = false
            }
        }
    }
}
