/// `android-described-focusable-leaf` (inferred): a `focusable` Android leaf with a `content-desc` is a control that takes touches (custom views that handle raw touches).
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum AndroidDescribedFocusableLeaf {
    static let info = DumpRuleInfo("android-described-focusable-leaf", .inferred, .touches)
}
