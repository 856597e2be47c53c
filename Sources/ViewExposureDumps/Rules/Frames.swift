/// `frames` (stated): Frames and bounds are where the dump says (iOS `x`/`y`/`width`/`height`, Android `bounds`, Rico `bounds`); every finding rests on them.
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum Frames {
    static let info = DumpRuleInfo("frames", .stated, .frames)
}
