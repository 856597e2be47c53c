/// `ios-legacy-order` (inferred): in a legacy UI Automation tree (`UIA…` types) siblings come in no drawing order: what rests on their order is this rule's inference.
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum IOSLegacyOrder {
    static let info = DumpRuleInfo("ios-legacy-order", .inferred, .order)
}
