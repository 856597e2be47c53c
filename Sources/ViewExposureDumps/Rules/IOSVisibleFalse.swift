/// `ios-visible-false` (inferred): an iOS element with `visible="false"` draws nothing and, unless it is a control, takes no touch.
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum IOSVisibleFalse {
    static let info = DumpRuleInfo("ios-visible-false", .inferred, .draws)
}
