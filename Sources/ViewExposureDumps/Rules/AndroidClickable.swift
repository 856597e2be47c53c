/// `android-clickable` (stated): an Android element that is `clickable`, `long-clickable` or `scrollable` takes touches, and a window root takes every touch in its bounds (Android hands a touch to one window).
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum AndroidClickable {
    static let info = DumpRuleInfo("android-clickable", .stated, .touches)
}
