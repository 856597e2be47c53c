/// `ios-scroll-edge-effect` (inferred): an iOS image named `AdditionalDimmingOverlay` — UIKit's
/// scroll-edge effect (iOS 26), the translucent gradient it lays along a bar over the content
/// that scrolls beneath it — hides no control and takes no touch: what lies under it stays in
/// view (dimmed at most) and reached. The name is UIKit's, the same in every app.
///
/// Applied where the tree is built; O(elements).
enum IOSScrollEdgeEffect: DumpRule {
    static let info = DumpRuleInfo("ios-scroll-edge-effect", .inferred, .draws)

    /// The name UIKit gives the effect's view.
    static let viewName = "AdditionalDimmingOverlay"

    static func apply(_ c: inout RuleContext) {
        guard !c.format.isAndroid, c.format != .ricoJSON,
              let image = c.typeNames.firstIndex(of: "Image").map(Int32.init) else { return }
        for i in c.raw.indices where c.isView[i] && c.traits[i].type == image && c.tree.value(i, .name) == viewName {
            c.traits[i].drawsContent = false
            c.traits[i].takesTouches = false
            c.mark(i, info)
        }
    }
}
