/// `ios-document-order` (inferred): IOS siblings are taken to be drawn in the order the dump lists them (the accessibility order, which is usually but not always the drawing order).
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum IOSDocumentOrder {
    static let info = DumpRuleInfo("ios-document-order", .inferred, .order)
}
