/// `ios-document-order` (inferred): iOS siblings are taken to be drawn in the order the dump lists them (the accessibility order, which is usually but not always the drawing order).
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum IOSDocumentOrder {
    static let info = DumpRuleInfo("ios-document-order", .inferred, .order)
}
