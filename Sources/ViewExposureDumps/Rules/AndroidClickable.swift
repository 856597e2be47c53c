/// `android-clickable` (stated): An Android element that is `clickable`, `long-clickable` or `scrollable` takes touches, and a window root takes every touch in its bounds (Android hands a touch to one window).
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum AndroidClickable {
    static let info = DumpRuleInfo("android-clickable", .stated, .touches)
}
