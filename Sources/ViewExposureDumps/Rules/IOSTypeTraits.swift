/// `ios-type-traits` (inferred): An iOS element's type decides whether it paints (controls, text and images do; `Other`, `Window`, scroll containers do not) and takes touches (controls, bars, keys, scroll containers).
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum IOSTypeTraits {
    static let info = DumpRuleInfo("ios-type-traits", .inferred, .draws)
}
