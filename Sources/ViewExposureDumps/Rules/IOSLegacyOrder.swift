/// `ios-legacy-order` (inferred): In a legacy UI Automation tree (`UIA…` types) siblings come in no drawing order: what rests on their order is this rule's inference.
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum IOSLegacyOrder {
    static let info = DumpRuleInfo("ios-legacy-order", .inferred, .order)
}
