import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// `overlappingTargets` (docs/dumps.md): two audited touch targets, neither inside the other,
/// whose touch areas on screen (their frames within the clips) overlap by more than
/// ``tolerance`` both ways, unless the front one lies wholly inside the one behind and takes
/// at most half of it (deliberate nesting: a button on a tappable card, controls over a scrim). Reported on the one behind, naming the one in front and the share
/// of the behind one's touch area that the front one takes (largest first, at most one
/// finding per element). Candidates come from a sweep over the areas' left edges, at most
/// ``maxPartners`` per element and at most ``maxScanned`` candidates looked at per element
/// (bounded work on pathological screens: a deep chain of nested controls has every pair
/// overlapping, none of them partners).
///
/// Complexity: O(n log n + n · maxScanned) for n audited elements plus one O(views) numbering
/// of the screen ("is inside" by pre-order intervals, O(1)).
enum OverlappingTargetsCheck {
    static let tolerance = 1.0
    static let maxPartners = 256
    static let maxScanned = 4_096

    static func touchArea(_ a: ElementAudit, index: ScreenIndex) -> Rect? {
        let v = a.subject.view
        guard !a.problems.contains(.hidden), !a.problems.contains(.offscreen), !a.problems.contains(.empty) else { return nil }
        return index.onScreenRect(v)
    }

    static func findings(_ audits: [ElementAudit], index: ScreenIndex) -> [Int: CheckFinding] {
        var areas: [(Int, Rect)] = []
        for (i, a) in audits.enumerated() { if let r = touchArea(a, index: index) { areas.append((i, r)) } }
        areas.sort { $0.1.minX < $1.1.minX }
        let intervals = audits.map { a in index.number(of: a.subject.view).map { (first: $0, last: index.last[$0]) } }
        // Whether audited view a is inside audited view b (or is b).
        func inside(_ a: Int, _ b: Int) -> Bool {
            if let ia = intervals[a], let ib = intervals[b] { return ib.first <= ia.first && ia.first <= ib.last }
            return audits[a].subject.view.isDescendant(of: audits[b].subject.view)
        }
        // Whether audited view a is drawn after audited view b, neither inside the other: later
        // in pre-order (windows in order), as `isInFront(of:)` says by walking both paths.
        func inFront(_ a: Int, _ b: Int) -> Bool {
            if let ia = intervals[a], let ib = intervals[b] { return ia.first > ib.first }
            return audits[a].subject.view.isInFront(of: audits[b].subject.view)
        }
        var best: [Int: (Double, Int)] = [:]
        for x in areas.indices {
            let (i, ri) = areas[x]
            var partners = 0
            var y = x + 1
            while y < areas.count, y - x <= maxScanned, areas[y].1.minX < ri.maxX, partners < maxPartners {
                let (j, rj) = areas[y]
                y += 1
                guard let o = ri.intersection(rj), o.width > tolerance, o.height > tolerance else { continue }
                guard !inside(i, j), !inside(j, i) else { continue }
                partners += 1
                let (back, front, backArea) = inFront(j, i) ? (i, j, ri) : (inFront(i, j) ? (j, i, rj) : (-1, -1, ri))
                guard back >= 0 else { continue }
                // A target drawn wholly inside one behind it and taking at most half of it (a
                // button on a tappable card, a sheet's controls over its scrim) is a deliberate
                // nesting, not a clash.
                let frontArea = back == i ? rj : ri
                if backArea.contains(frontArea) && frontArea.area * 2 <= backArea.area { continue }
                let share = Swift.min(100, 100 * o.area / backArea.area)
                if share > (best[back]?.0 ?? -1) { best[back] = (share, front) }
            }
        }
        var out: [Int: CheckFinding] = [:]
        for (back, (share, front)) in best {
            out[back] = CheckFinding(check: .overlappingTargets,
                                     detail: "\(audits[front].subject.identifier) in front takes \(AuditTable.percent(share)) of its touch area",
                                     other: audits[front].subject.identifier, share: share)
        }
        return out
    }
}
