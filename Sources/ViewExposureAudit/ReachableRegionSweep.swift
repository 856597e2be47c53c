import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// The ``ReachableRegion`` of many views of one screen in one front-to-back pass, as the
/// exposure pass measures every view at once, instead of one walk over the views in front per
/// view (thousands each on a screen of stacked controls).
///
/// Why it is the same region: the views in front of a view V — windows in front, later
/// siblings of V and of each ancestor, with their subtrees — are exactly the views numbered
/// after V's subtree in pre-order. Each view U contributes where it takes touches itself: its
/// catch area (its hit area within its ancestors', ``ScreenIndex/catchArea``) under the default
/// policy, nothing for `passThrough`, its visible subviews' hit areas within it for
/// `subviewsOnly`. With `F(k)` the union of the contributions of views numbered `k` and on,
/// V's region is `F(V) − F(last of V + 1)`, cut to V's catch area (every contribution of its
/// subtree lies inside it). Regions are kept in the kernel's canonical form, so equal sets
/// give equal rects: the answers equal ``ReachableRegion/init(of:)``'s.
///
/// Used only on screens without hit-test hooks and with axis-aligned transforms throughout
/// (``ScreenIndex/subtreeIsPlain`` of every window), where that walk is exact; elsewhere the
/// walk runs per view. O(views from the first target on) region unions, plus per target two
/// range queries. Not `Sendable`.
struct ReachableRegionSweep {
    /// The regions' rects, one region after another (a region of the kernel holds a node pool
    /// of its own, and an array per region its own header: thousands of them at once would
    /// cost far more than their rects).
    private var rects: [Rect] = []
    /// Per view number, where its region's rects start in ``rects`` and how many there are;
    /// -1: not a target.
    private var start: [Int32] = []
    private var count: [Int32] = []

    /// Records the region of view number `n`.
    private mutating func record(_ region: [Rect], of n: Int) {
        start[n] = Int32(truncatingIfNeeded: rects.count)
        count[n] = Int32(truncatingIfNeeded: region.count)
        rects += region
    }

    /// The regions of `targets` (views of `index`'s screen); `nil` when the screen has hooks or
    /// transforms that are not axis-aligned.
    init?(index: ScreenIndex, targets: [View]) {
        let windows = index.views.indices.filter { index.parent[$0] < 0 }
        guard windows.allSatisfy({ index.subtreeIsPlain[$0] }) else { return nil }
        var isTarget = [Bool](repeating: false, count: index.views.count)
        start = [Int32](repeating: -1, count: index.views.count)
        count = start
        var endingAt: [Int: [Int]] = [:]  // last number of a subtree → non-leaf targets
        var first = Int.max
        for v in targets {
            guard let n = index.number(of: v), !isTarget[n] else { continue }
            isTarget[n] = true
            first = Swift.min(first, n)
            if index.last[n] > n { endingAt[index.last[n], default: []].append(n) }
        }
        guard first != Int.max else { return }
        var front = RectRegion()
        // Kept as rects: thousands of pending targets (a deep chain) would each hold a region.
        var before: [Int: [Rect]] = [:]
        var pieces: [Rect] = []
        for k in stride(from: index.views.count - 1, through: first, by: -1) {
            // F(last + 1) within the catch area, for targets whose subtree ends here.
            if let ending = endingAt[k] {
                for n in ending {
                    before[n] = index.catchArea[n].map { front.intersection($0).rects } ?? []
                }
            }
            pieces.removeAll(keepingCapacity: true)
            Self.contribution(of: k, index: index, into: &pieces)
            if isTarget[k] && index.last[k] == k && pieces.count == 1 && front.contains(pieces[0]) {
                // A leaf wholly behind what is in front (most controls of a crowded screen):
                // nothing is left, and no region is built.
                record([], of: k)
            } else if isTarget[k] && index.last[k] == k {
                // A leaf: its own contribution less what is in front.
                var r = RectRegion(pieces)
                if !r.isEmpty {
                    let inFront = front.intersection(r.bounds)
                    if !inFront.isEmpty { r.subtract(inFront) }
                }
                record(r.rects, of: k)
            }
            for p in pieces { front.formUnion(p) }
            if isTarget[k] && index.last[k] > k {
                var r = index.catchArea[k].map { front.intersection($0) } ?? RectRegion()
                if let b = before.removeValue(forKey: k), !b.isEmpty, !r.isEmpty { r.subtract(RectRegion(b)) }
                record(r.rects, of: k)
            }
        }
    }

    /// Where view number `u` takes touches itself, as rects (screen).
    static func contribution(of u: Int, index: ScreenIndex, into out: inout [Rect]) {
        guard let area = index.catchArea[u] else { return }
        let v = index.views[u]
        switch v.hitTestPolicy {
        case .default: out.append(area)
        case .passThrough: break
        case .subviewsOnly:
            for s in v.subviews where !s.isInvisibleItself {
                let st = s.transformToSuperview.concatenating(index.toScreen[u])
                if let piece = area.intersection(st.apply(to: s.hitArea)) { out.append(piece) }
            }
        }
    }

    /// The region of view number `n`, `nil` when it was not a target.
    func region(of n: Int) -> ReachableRegion? {
        guard n >= 0, n < start.count, start[n] >= 0 else { return nil }
        // The canonical form is unique: the rects give back the same region.
        let from = Int(start[n])
        return ReachableRegion(region: RectRegion(rects[from..<from + Int(count[n])]), isExact: true)
    }
}
