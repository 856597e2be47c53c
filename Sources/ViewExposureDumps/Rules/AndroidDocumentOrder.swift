/// `android-document-order` (inferred): An Android parent none of whose children carries `drawing-order` (a legacy `uiautomator dump`): a later child is taken to be drawn over an earlier one, as a plain layout draws them, unless elevation reorders them.
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum AndroidDocumentOrder {
    static let info = DumpRuleInfo("android-document-order", .inferred, .order)
}
