/// `android-drawing-order` (stated): Android siblings are drawn in increasing `drawing-order`
/// (siblings that give the same one are `android-tied-drawing-order`'s; those of a bare
/// `ViewGroup` or `View` whose `drawing-order` falls in document order are
/// `android-reordered-drawing-order`'s).
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum AndroidDrawingOrder {
    static let info = DumpRuleInfo("android-drawing-order", .stated, .order)
}
