/// `android-semantics-node-paints` (inferred): a clickable layout that
/// `android-clickable-layout-paints` takes to paint, whose class is the plain
/// `android.view.View`. No Android view of that class holds children: such a node is one a UI
/// toolkit drawing in a single view exposes for accessibility (a Compose semantics node, a
/// Flutter one, a web page's element), and its bounds are the bounds of its semantics — the
/// touch target, padded to the minimum interactive size, a navigation item's whole slot —
/// not of what it paints. It is taken to paint, as the wider rule takes it, but under this
/// name, so that its precision is measured apart and does not borrow the wider rule's.
enum AndroidSemanticsNodePaints {
    static let info = DumpRuleInfo("android-semantics-node-paints", .inferred, .draws)
}
