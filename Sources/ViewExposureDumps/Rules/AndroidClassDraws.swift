/// `android-class-draws` (inferred): an Android element paints unless its class is a layout or list (`…Layout`, `ViewGroup`, `RecyclerView`, a plain `View` with children or no input).
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum AndroidClassDraws {
    static let info = DumpRuleInfo("android-class-draws", .inferred, .draws)
}
