/// `visibility-flags` (stated): Android `visible-to-user="false"`, `displayed="false"` and Rico's `visibility` hide a view.
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum VisibilityFlags {
    static let info = DumpRuleInfo("visibility-flags", .stated, .hidden)
}
