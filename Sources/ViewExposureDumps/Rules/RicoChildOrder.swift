/// `rico-child-order` (stated): a Rico hierarchy lists a view's children in its own child order, which is its drawing order.
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum RicoChildOrder {
    static let info = DumpRuleInfo("rico-child-order", .stated, .order)
}
