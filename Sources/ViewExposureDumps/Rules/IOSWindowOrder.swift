/// `ios-window-order` (stated): an iOS dump lists its windows back to front; a view in a later window is drawn over every view of an earlier one.
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum IOSWindowOrder {
    static let info = DumpRuleInfo("ios-window-order", .stated, .order)
}
