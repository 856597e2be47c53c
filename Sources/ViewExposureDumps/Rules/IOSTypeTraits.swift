/// `ios-type-traits` (inferred): an iOS element's type decides whether it paints (controls, text and images do; `Other`, `Window`, scroll containers do not) and takes touches (controls, bars, keys, scroll containers).
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum IOSTypeTraits {
    static let info = DumpRuleInfo("ios-type-traits", .inferred, .draws)
}
