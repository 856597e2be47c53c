/// `android-described-focusable-leaf` (inferred): A `focusable` Android leaf with a `content-desc` is a control that takes touches (custom views that handle raw touches).
///
/// Applied where the elements' attributes are read (`TraitReader` audits such a leaf and has it
/// take touches); this rule records it on every such leaf that is not also `clickable`, so that
/// a finding whose touch it receives names this rule rather than `android-clickable`: the dump
/// does not state that it takes touches (a described sheet background drawn with touches
/// passing through it is one too). O(elements).
enum AndroidDescribedFocusableLeaf: DumpRule {
    static let info = DumpRuleInfo("android-described-focusable-leaf", .inferred, .touches)

    static func apply(_ c: inout RuleContext) {
        for i in c.raw.indices where c.isView[i] && c.traits[i].audited && !c.traits[i].clickable && !c.traits[i].hidden {
            c.mark(i, info)
        }
    }
}
