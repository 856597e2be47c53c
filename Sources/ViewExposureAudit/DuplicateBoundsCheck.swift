import ViewExposureGeometry
import ViewExposureTree

/// `duplicateBounds` (docs/dumps.md), as ATF's `DuplicateClickableBoundsCheck`: among the
/// active window's elements that are visible to the user and clickable or long-clickable,
/// those with identical screen bounds sharing an action form a group; the first of each group
/// in document order is reported, with how many others share its bounds. iOS (no clickable
/// flag): controls of identical frames, an element and its own descendants counting as one
/// (a cell wrapping its content cell, a text view and the link in it: one target, exposed
/// twice). O(n) with a hash of the bounds.
enum DuplicateBoundsCheck {
    /// What the check reads of one element: its bounds in pixels and its actions.
    struct Entry {
        fileprivate let key: Key
        fileprivate let clickable, longClickable: Bool
        /// iOS: the element's pre-order number and the last of its subtree (`ScreenIndex`), so
        /// that a descendant of another member of its group is not counted; Android: -1 (ATF
        /// counts nested views).
        fileprivate var number = -1, last = -1
    }
    fileprivate struct Key: Hashable { let l, t, r, b: Int }

    /// The entry of `a`, `nil` when the check does not evaluate it. Read while the element's
    /// attributes are at hand (the checker asks each element's once, in order).
    static func entry(for a: ElementAudit, env: CheckEnvironment, index: ScreenIndex? = nil) -> Entry? {
        let v = a.subject.view
        if env.platform == .android {
            guard SmallTargetCheck.isEvaluated(v, env: env) else { return nil }
            if let imp = env.sourceAttributes(of: v)?["a11y-important"], imp == "false" { return nil }
        } else {
            guard a.onScreenPercentage > 0, !a.problems.contains(.hidden) else { return nil }
        }
        let p = SmallTargetCheck.pixelRect(a.frameOnScreen)
        guard p.width > 0, p.height > 0 else { return nil }
        let key = Key(l: p.left, t: p.top, r: p.right, b: p.bottom)
        // iOS: every two controls of one frame share an action.
        guard env.platform == .android else {
            var e = Entry(key: key, clickable: true, longClickable: true)
            if let index, let n = index.number(of: v) { e.number = n; e.last = index.last[n] }
            return e
        }
        return Entry(key: key, clickable: env.flag("clickable", of: v), longClickable: env.flag("long-clickable", of: v))
    }

    /// The findings by element position, given each element's ``entry(for:env:)`` and id.
    static func findings(_ entries: [Entry?], identifier: (Int) -> String) -> [Int: CheckFinding] {
        var groups: [Key: [Int]] = [:]
        var order: [Key] = []
        // The latest member of each group that no earlier member holds: a member inside its
        // subtree is its descendant (in document order, subtrees nest or are disjoint).
        var outer: [Key: (number: Int, last: Int)] = [:]
        for (i, e) in entries.enumerated() {
            guard let e else { continue }
            if e.number >= 0 {
                if let o = outer[e.key], o.number < e.number, e.number <= o.last { continue }
                outer[e.key] = (e.number, e.last)
            }
            if groups[e.key] == nil { order.append(e.key) }
            groups[e.key, default: []].append(i)
        }
        // ATF keys a map by bounds and "a shared action" (an equality that is not transitive):
        // each element joins the first earlier group of its bounds whose first member shares a
        // click or long-click action with it, else starts a group (iOS: one group per frame).
        func shares(_ a: Int, _ b: Int) -> Bool {
            let ea = entries[a]!, eb = entries[b]!
            return (ea.clickable && eb.clickable) || (ea.longClickable && eb.longClickable)
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
                                            other: identifier(list[1]), level: "error")
            }
        }
        return out
    }
}
