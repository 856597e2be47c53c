/// `ios-visible-false` (inferred): An iOS element with `visible="false"` draws nothing and, unless it is a control, takes no touch.
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum IOSVisibleFalse {
    static let info = DumpRuleInfo("ios-visible-false", .inferred, .draws)
}
