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
        var out: [Int: CheckFinding] = [:]
        for k in order {
            let members = groups[k]!
            guard members.count > 1 else { continue }
            // Shared action: both clickable or both long-clickable (iOS: both controls).
            let first = members[0]
            let fv = audits[first].subject.view
            let sharing = members.dropFirst().filter { j in
                guard env.platform == .android else { return true }
                let jv = audits[j].subject.view
                return (env.flag("clickable", of: fv) && env.flag("clickable", of: jv))
                    || (env.flag("long-clickable", of: fv) && env.flag("long-clickable", of: jv))
            }
            guard let other = sharing.first else { continue }
            out[first] = CheckFinding(check: .duplicateBounds,
                                      detail: "\(sharing.count) other clickable\(sharing.count == 1 ? "" : "s") with the same bounds",
                                      other: audits[other].subject.identifier, level: "error")
        }
        return out
    }
}
