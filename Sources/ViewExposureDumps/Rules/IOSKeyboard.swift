/// `ios-keyboard` (stated): the keys and buttons of an iOS `Keyboard` are the system's: the
/// audit leaves them out. The keyboard is the input method: drawn over its frame, in front
/// of the app, taking every touch there.
enum IOSKeyboard: DumpRule {
    static let info = DumpRuleInfo("ios-keyboard", .stated, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        let inside = c.below(c.traits.map(\.isKeyboard))
        for i in c.raw.indices where c.isView[i] {
            if c.traits[i].isKeyboard { c.mark(i, info) }
            if inside[i] { c.traits[i].audited = false }
        }
    }
}
