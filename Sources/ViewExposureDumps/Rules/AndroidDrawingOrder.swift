/// `android-drawing-order` (stated): Android siblings are drawn in increasing `drawing-order` (ties in document order).
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum AndroidDrawingOrder {
    static let info = DumpRuleInfo("android-drawing-order", .stated, .order)
}
