import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// `overlappingTargets` (docs/dumps.md): two audited touch targets, neither inside the other,
/// whose touch areas on screen (their frames within the clips) overlap by more than
/// ``tolerance`` both ways and by at least ``minimumShare`` of the one behind, unless the front
/// one lies wholly inside the one behind and takes at most half of it (deliberate nesting: a
/// button on a tappable card, controls over a scrim), or the one behind's `coveredBy` already
/// names the front one or a surface holding it (an opaque sheet over what it hides: `covered`
/// says it). Reported on the one behind, naming the one in front and the share
/// of the behind one's touch area that the front one takes (largest first, at most one
/// finding per element). Candidates come from a sweep over the areas' left edges, at most
/// ``maxPartners`` per element and at most ``maxScanned`` candidates looked at per element
/// (bounded work on pathological screens: a deep chain of nested controls has every pair
/// overlapping, none of them partners; 1 024 rather than the earlier 4 096 keeps a 20 000-deep
/// chain well under a second, and no phone screen has a thousand targets starting within one
/// target's width; likewise 64 partners rather than 256 for 50 000 stacked buttons — a phone
/// screen has nowhere near 64 targets overlapping one). Candidates that share no horizontal band with the element are passed over
/// unvisited (``SweepBands``).
///
/// Complexity: O(n log n + n · maxScanned) for n audited elements plus one O(views) numbering
/// of the screen ("is inside" by pre-order intervals, O(1)).
enum OverlappingTargetsCheck {
    static let tolerance = 1.0
    /// The least share of the touch area behind that the one in front must take, percent: a
    /// sliver (a floating handle's corner over a row, a bar's edge over a card) leaves the
    /// target's tap unharmed, and a tester does not act on it.
    static let minimumShare = 10.0
    static let maxPartners = 64
    static let maxScanned = 1_024

    /// The touch area on screen of an audited view with `problems`, `nil` when it has none.
    static func touchArea(of view: View, problems: [AuditProblem], index: ScreenIndex) -> Rect? {
        guard !problems.contains(.hidden), !problems.contains(.offscreen), !problems.contains(.empty) else { return nil }
        return index.onScreenRect(view)
    }

    /// The findings by audit position. A finding whose front one is in front only by a sibling
    /// order the source does not give (`order`) is uncertain.
    static func findings(_ audits: [ElementAudit], index: ScreenIndex, order: UnknownOrder? = nil) -> [Int: CheckFinding] {
        var areas: [(Int, Rect)] = []
        // By position, not `for a in audits`: each loop copy of an audit retains all its fields.
        for i in audits.indices {
            if let r = touchArea(of: audits[i].subject.view, problems: audits[i].problems, index: index) { areas.append((i, r)) }
        }
        areas.sort { $0.1.minX < $1.1.minX }
        let intervals = audits.indices.map { i in index.number(of: audits[i].subject.view).map { (first: $0, last: index.last[$0]) } }
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
        // Whether `covered` already names the one in front for the one behind: the front one is
        // a coverer in its `coveredBy`, inside one (a control of a sheet or an opaque surface
        // over it), or holds one. Then the cover is the finding, not the overlap. (The
        // coverers' numbers are those the audit recorded: no lookup per coverer.)
        func namedByCovered(front: Int, back: Int) -> Bool {
            for c in audits[back].coveredBy {
                if let k = index.number(of: c), let f = intervals[front] {
                    if (k <= f.first && f.first <= index.last[k]) || (f.first <= k && k <= f.last) { return true }
                } else {
                    let fv = audits[front].subject.view, cv = c.view
                    if fv === cv || fv.isDescendant(of: cv) || cv.isDescendant(of: fv) { return true }
                }
            }
            return false
        }
        // Rows: horizontal bands about the median height, each listing (ascending) the sweep
        // positions whose area meets it. A partner must share a band, so each element scans the
        // bands it spans, merged in sweep order, instead of every area in its x-range: the same
        // candidates in the same order with the same stops, less those that cannot overlap.
        let bands = SweepBands(areas.map(\.1))
        // The largest share found so far per element behind (-1: none) and the one in front
        // taking it: arrays by element, as the inner loop reads and writes them per partner.
        var bestShare = [Double](repeating: -1, count: audits.count)
        var bestFront = [Int](repeating: -1, count: audits.count)
        for x in areas.indices {
            let (i, ri) = areas[x]
            var partners = 0
            bands.forEachCandidate(of: x, limit: x + maxScanned, maxX: ri.maxX) { y in
                let (j, rj) = areas[y]
                guard let o = ri.intersection(rj), o.width > tolerance, o.height > tolerance else { return true }
                guard !inside(i, j), !inside(j, i) else { return true }
                partners += 1
                let (back, front, backArea) = inFront(j, i) ? (i, j, ri) : (inFront(i, j) ? (j, i, rj) : (-1, -1, ri))
                if back >= 0 {
                    // A target drawn wholly inside one behind it and taking at most half of it (a
                    // button on a tappable card, a sheet's controls over its scrim) is a deliberate
                    // nesting, not a clash.
                    let frontArea = back == i ? rj : ri
                    if !(backArea.contains(frontArea) && frontArea.area * 2 <= backArea.area) {
                        let share = Swift.min(100, 100 * o.area / backArea.area)
                        if share >= minimumShare, share > bestShare[back], !namedByCovered(front: front, back: back) {
                            bestShare[back] = share
                            bestFront[back] = front
                        }
                    }
                }
                return partners < maxPartners
            }
        }
        var out: [Int: CheckFinding] = [:]
        for back in audits.indices where bestFront[back] >= 0 {
            let share = bestShare[back], front = bestFront[back]
            var certain = true
            if let order, let b = intervals[back]?.first, let f = intervals[front]?.first { certain = !order.between(b, and: f, in: index) }
            out[back] = CheckFinding(check: .overlappingTargets, isCertain: certain,
                                     detail: "\(audits[front].subject.identifier) in front takes \(AuditTable.percent(share)) of its touch area",
                                     other: audits[front].subject.identifier, share: share)
        }
        return out
    }
}

/// Horizontal bands over the areas of ``OverlappingTargetsCheck``'s sweep (sorted by left
/// edge): each band lists, ascending, the sweep positions of the areas that meet it (all lists
/// in one array). Areas whose top or bottom is not finite are in every band.
private struct SweepBands {
    private let areas: [Rect]
    private let originY, bandHeight: Double
    private let count: Int
    private var flat: [Int32] = []
    private var start: [Int]

    init(_ areas: [Rect]) {
        self.areas = areas
        let finite = areas.filter { $0.minY.isFinite && $0.maxY.isFinite }
        let lo = finite.map(\.minY).min() ?? 0, hi = finite.map(\.maxY).max() ?? 1
        let heights = finite.map(\.height).sorted()
        let median = heights.isEmpty ? 1 : Swift.max(heights[heights.count / 2], 1e-9)
        let n = Swift.max(1, Swift.min(Swift.max(1, areas.count), Int(((hi - lo) / median).rounded(.up))))
        originY = lo
        bandHeight = Swift.max((hi - lo) / Double(n), 1e-9)
        count = n
        var lists = Array(repeating: [Int32](), count: n)
        for (k, r) in areas.enumerated() {
            let (b0, b1) = Self.span(r, originY: lo, bandHeight: bandHeight, count: n)
            for b in b0...b1 { lists[b].append(Int32(k)) }
        }
        start = [0]
        for l in lists { flat += l; start.append(flat.count) }
    }

    private static func span(_ r: Rect, originY: Double, bandHeight: Double, count: Int) -> (Int, Int) {
        guard r.minY.isFinite && r.maxY.isFinite else { return (0, count - 1) }
        func band(_ y: Double) -> Int { Swift.min(count - 1, Swift.max(0, Int(((y - originY) / bandHeight).rounded(.down)))) }
        return (band(r.minY), band(r.maxY))
    }

    /// Calls `body` with the positions after `x`, up to `limit`, whose area shares a band with
    /// area `x` and starts left of `maxX`, ascending, until `body` returns `false`.
    func forEachCandidate(of x: Int, limit: Int, maxX: Double, _ body: (Int) -> Bool) {
        let (b0, b1) = Self.span(areas[x], originY: originY, bandHeight: bandHeight, count: count)
        flat.withUnsafeBufferPointer { flat in
            // Per band, the part of its list after `x`: a cursor (position, end) in a temporary
            // buffer (no array to grow or to check for uniqueness on every step).
            withUnsafeTemporaryAllocation(of: (at: Int, end: Int).self, capacity: b1 - b0 + 1) { cursors in
                var live = 0
                for b in b0...b1 {
                    var lo = start[b], hi = start[b + 1]
                    let end = hi
                    while lo < hi { let m = (lo + hi) / 2; if Int(flat[m]) <= x { lo = m + 1 } else { hi = m } }
                    if lo < end { cursors.initializeElement(at: live, to: (lo, end)); live += 1 }
                }
                while live > 0 {
                    var pick = Int(flat[cursors[0].at])
                    for k in 1..<live { pick = Swift.min(pick, Int(flat[cursors[k].at])) }
                    // Sorted by left edge: once one starts right of `maxX`, all later ones do.
                    guard pick <= limit, areas[pick].minX < maxX else { return }
                    // Every band holding it moves on; an emptied one is replaced by the last
                    // (order among cursors does not matter).
                    var k = 0
                    while k < live {
                        if Int(flat[cursors[k].at]) == pick {
                            cursors[k].at += 1
                            if cursors[k].at == cursors[k].end {
                                live -= 1
                                cursors[k] = cursors[live]
                                continue
                            }
                        }
                        k += 1
                    }
                    if !body(pick) { return }
                }
            }
        }
    }
}
