/// `rico-child-order` (stated): A Rico hierarchy lists a view's children in its own child order, which is its drawing order.
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum RicoChildOrder {
    static let info = DumpRuleInfo("rico-child-order", .stated, .order)
}
