/// `ios-window-order` (stated): An iOS dump lists its windows back to front; a view in a later window is drawn over every view of an earlier one.
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum IOSWindowOrder {
    static let info = DumpRuleInfo("ios-window-order", .stated, .order)
}
