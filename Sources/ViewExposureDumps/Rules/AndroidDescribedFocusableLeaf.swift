/// `android-described-focusable-leaf` (inferred): A `focusable` Android leaf with a `content-desc` is a control that takes touches (custom views that handle raw touches).
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum AndroidDescribedFocusableLeaf {
    static let info = DumpRuleInfo("android-described-focusable-leaf", .inferred, .touches)
}
