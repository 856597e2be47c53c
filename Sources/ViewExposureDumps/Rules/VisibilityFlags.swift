/// `visibility-flags` (stated): Android `visible-to-user="false"`, `displayed="false"` and Rico's `visibility` hide a view.
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum VisibilityFlags {
    static let info = DumpRuleInfo("visibility-flags", .stated, .hidden)
}
