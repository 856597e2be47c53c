/// `android-class-draws` (inferred): An Android element paints unless its class is a layout or list (`…Layout`, `ViewGroup`, `RecyclerView`, a plain `View` with children or no input).
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum AndroidClassDraws {
    static let info = DumpRuleInfo("android-class-draws", .inferred, .draws)
}
