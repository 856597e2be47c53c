/// `frames` (stated): frames and bounds are where the dump says (iOS `x`/`y`/`width`/`height`, Android `bounds`, Rico `bounds`); every finding rests on them.
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum Frames {
    static let info = DumpRuleInfo("frames", .stated, .frames)
}
