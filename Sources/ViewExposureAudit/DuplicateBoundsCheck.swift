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
    /// attributes are at hand (the checker asks each element's once, in order). Android:
    /// `actions` are the element's ``SmallTargetCheck/evaluatedActions(_:env:)``.
    static func entry(for a: ElementAudit, env: CheckEnvironment, actions: SmallTargetCheck.Actions?, index: ScreenIndex? = nil) -> Entry? {
        let v = a.subject.view
        var android: SmallTargetCheck.Actions?
        if env.platform == .android {
            guard let actions else { return nil }
            if let imp = env.sourceAttributes(of: v)?["a11y-important"], imp == "false" { return nil }
            android = actions
        } else {
            guard a.onScreenPercentage > 0, !a.problems.contains(.hidden) else { return nil }
        }
        let p = SmallTargetCheck.pixelRect(a.frameOnScreen)
        guard p.width > 0, p.height > 0 else { return nil }
        let key = Key(l: p.left, t: p.top, r: p.right, b: p.bottom)
        // iOS: every two controls of one frame share an action.
        guard let android else {
            var e = Entry(key: key, clickable: true, longClickable: true)
            if let index, let n = index.number(of: v) { e.number = n; e.last = index.last[n] }
            return e
        }
        return Entry(key: key, clickable: android.clickable, longClickable: android.longClickable)
    }

    /// The findings by element position, given each element's
    /// ``entry(for:env:actions:index:)`` and id. Groups are found by sorting the positions by
    /// bounds (O(n log n), no table of groups: a screen of n distinct bounds has n of them).
    static func findings(_ entries: [Entry?], identifier: (Int) -> String) -> [Int: CheckFinding] {
        var byBounds: [Int32] = []
        byBounds.reserveCapacity(entries.count)
        for i in entries.indices where entries[i] != nil { byBounds.append(Int32(i)) }
        // Each group's members end up together, in document order.
        byBounds.sort { a, b in
            let ka = entries[Int(a)]!.key, kb = entries[Int(b)]!.key
            return (ka.l, ka.t, ka.r, ka.b, a) < (kb.l, kb.t, kb.r, kb.b, b)
        }
        // ATF keys a map by bounds and "a shared action" (an equality that is not transitive):
        // each element joins the first earlier group of its bounds whose first member shares a
        // click or long-click action with it, else starts a group (iOS: one group per frame).
        func shares(_ a: Int, _ b: Int) -> Bool {
            let ea = entries[a]!, eb = entries[b]!
            return (ea.clickable && eb.clickable) || (ea.longClickable && eb.longClickable)
        }
        var out: [Int: CheckFinding] = [:]
        var members: [Int] = []
        var lists: [[Int]] = []
        var start = 0
        while start < byBounds.count {
            let key = entries[Int(byBounds[start])]!.key
            var end = start + 1
            while end < byBounds.count && entries[Int(byBounds[end])]!.key == key { end += 1 }
            defer { start = end }
            guard end - start > 1 else { continue }
            // iOS: a member inside the subtree of the latest member that no earlier member holds
            // is its descendant (in document order, subtrees nest or are disjoint): not counted.
            members.removeAll(keepingCapacity: true)
            var outer: (number: Int, last: Int)?
            for m in byBounds[start..<end] {
                let e = entries[Int(m)]!
                if e.number >= 0 {
                    if let o = outer, o.number < e.number, e.number <= o.last { continue }
                    outer = (e.number, e.last)
                }
                members.append(Int(m))
            }
            lists.removeAll(keepingCapacity: true)
            for m in members {
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
