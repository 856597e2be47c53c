/// `same-frame-twin` (inferred): a control of the same type and frame that takes the touch in front of a control is taken to be the same control listed twice (layered renderers duplicate views), so what rests on it is never certain.
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum SameFrameTwin {
    static let info = DumpRuleInfo("same-frame-twin", .inferred, .touches)
}
