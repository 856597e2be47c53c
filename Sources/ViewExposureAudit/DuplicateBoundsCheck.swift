import ViewExposureGeometry
import ViewExposureTree

/// `duplicateBounds` (docs/dumps.md), as ATF's `DuplicateClickableBoundsCheck`: among the
/// active window's elements that are visible to the user and clickable or long-clickable,
/// those with identical screen bounds sharing an action form a group; the first of each group
/// in document order is reported, with how many others share its bounds. iOS (no clickable
/// flag): controls of identical frames. O(n) with a hash of the bounds.
enum DuplicateBoundsCheck {
    static func findings(_ audits: [ElementAudit], env: CheckEnvironment) -> [Int: CheckFinding] {
        struct Key: Hashable { let l, t, r, b: Int }
        var groups: [Key: [Int]] = [:]
        var order: [Key] = []
        for (i, a) in audits.enumerated() {
            let v = a.subject.view
            if env.platform == .android {
                guard SmallTargetCheck.isEvaluated(v, env: env) else { continue }
                if let imp = env.attributes(v)?["a11y-important"], imp == "false" { continue }
            } else {
                guard a.onScreenPercentage > 0, !a.problems.contains(.hidden) else { continue }
            }
            let p = SmallTargetCheck.pixelRect(a.frameOnScreen)
            guard p.width > 0, p.height > 0 else { continue }
            let k = Key(l: p.left, t: p.top, r: p.right, b: p.bottom)
            if groups[k] == nil { order.append(k) }
            groups[k, default: []].append(i)
        }
        // ATF keys a map by bounds and "a shared action" (an equality that is not transitive):
        // each element joins the first earlier group of its bounds whose first member shares a
        // click or long-click action with it, else starts a group (iOS: one group per frame).
        func shares(_ a: Int, _ b: Int) -> Bool {
            guard env.platform == .android else { return true }
            let va = audits[a].subject.view, vb = audits[b].subject.view
            return (env.flag("clickable", of: va) && env.flag("clickable", of: vb))
                || (env.flag("long-clickable", of: va) && env.flag("long-clickable", of: vb))
        }
        var out: [Int: CheckFinding] = [:]
        for k in order {
            var lists: [[Int]] = []
            for m in groups[k]! {
                if let g = lists.firstIndex(where: { shares($0[0], m) }) { lists[g].append(m) } else { lists.append([m]) }
            }
            for list in lists where list.count > 1 {
                let n = list.count - 1
                out[list[0]] = CheckFinding(check: .duplicateBounds,
                                            detail: "\(n) other clickable\(n == 1 ? "" : "s") with the same bounds",
                                            other: audits[list[1]].subject.identifier, level: "error")
            }
        }
        return out
    }
}
