/// `android-document-order` (inferred): an Android parent none of whose children carries `drawing-order` (a legacy `uiautomator dump`): a later child is taken to be drawn over an earlier one, as a plain layout draws them, unless elevation reorders them.
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum AndroidDocumentOrder {
    static let info = DumpRuleInfo("android-document-order", .inferred, .order)
}
