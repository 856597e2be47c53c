/// `android-bare-view-draws-nothing` (inferred): a plain `android.view.View` leaf that takes
/// no touch (not clickable, long-clickable, focusable or scrollable) and shows no text — a
/// `content-desc` at most — while spanning at least half its window's width and height is an
/// accessibility or gesture layer laid over the screen, not a painted surface: it draws
/// nothing, so it covers nothing. A smaller one (an image drawn by Compose, an icon with a
/// description) still draws by `android-class-draws`. Not for Rico, whose `draw` says it.
enum AndroidBareViewDrawsNothing: DumpRule {
    static let info = DumpRuleInfo("android-bare-view-draws-nothing", .inferred, .draws)

    static func apply(_ c: inout RuleContext) {
        guard c.format == .uiautomatorXML else { return }
        for i in c.raw.indices where c.isView[i] && !c.traits[i].hidden && c.traits[i].drawsContent
            && !c.tree.hasChildren(i) && !c.traits[i].takesTouches && !c.traits[i].clickable
            && c.typeName(i) == "View" {
            if c.tree.value(i, .focusable).map({ ElementTraits.nonBlank($0) == "true" }) == true { continue }
            if let text = c.tree.value(i, .text), ElementTraits.nonBlank(text) != nil { continue }
            // The window: the root above `i`. O(depth) for the few elements that get here.
            var root = i
            while c.raw[root].parent >= 0 && c.isView[Int(c.raw[root].parent)] { root = Int(c.raw[root].parent) }
            guard root != i else { continue }
            let window = c.traits[root].frame, frame = c.traits[i].frame
            guard frame.width * 2 >= window.width, frame.height * 2 >= window.height, !window.isEmpty else { continue }
            c.traits[i].drawsContent = false
            c.mark(i, info)
        }
    }
}
