/// `same-frame-twin` (inferred): A control of the same type and frame that takes the touch in front of a control is taken to be the same control listed twice (layered renderers duplicate views), so what rests on it is never certain.
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum SameFrameTwin {
    static let info = DumpRuleInfo("same-frame-twin", .inferred, .touches)
}
