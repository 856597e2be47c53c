/// `ios-modal-alert` (stated): an iOS `Alert`, `Sheet` or `Dialog` is modal: the nearest
/// ancestor that covers its whole window (else the window) takes every touch that the modal
/// content does not — UIKit's dimming view — so nothing behind it is reachable.
enum IOSModalAlert: DumpRule {
    static let info = DumpRuleInfo("ios-modal-alert", .stated, .drawsAndTouches)

    static func apply(_ c: inout RuleContext) {
        let raw = c.raw
        let rootSet = Set(c.roots)
        for i in raw.indices where c.isView[i] && c.traits[i].isModal {
            var top = i
            while !rootSet.contains(Int32(top)), raw[top].parent >= 0 { top = Int(raw[top].parent) }
            let windowFrame = c.traits[top].frame
            var node = i
            while node != top {
                node = Int(raw[node].parent)
                if c.traits[node].frame.contains(windowFrame) { break }
            }
            c.mark(i, info)
            if node != i {
                c.traits[node].takesTouches = true
                c.mark(node, info)
            }
        }
    }
}
