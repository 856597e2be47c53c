/// `android-input-method-window` (stated): an input method's window (its package names an
/// input method) is the keyboard. It is drawn over its whole bounds, in front of the
/// application's windows (keyboards are opaque, and their keys are often not in the dump), and
/// its keys are its own controls, not audited.
enum AndroidInputMethodWindow: DumpRule {
    static let info = DumpRuleInfo("android-input-method-window", .stated, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        for r in c.roots.map(Int.init) where AndroidKinds.windowKind(package: c.tree.value(r, .package) ?? "",
                                                                     bounds: c.traits[r].frame, screen: c.extent) == .inputMethod {
            c.traits[r].drawsContent = !c.traits[r].hidden
            c.mark(r, info)
            var stack = [r]
            while let i = stack.popLast() {
                c.traits[i].audited = false
                stack += c.tree.children(i).map { Int($0) }
            }
        }
    }
}
