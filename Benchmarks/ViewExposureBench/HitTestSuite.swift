import ViewExposureReference
import ViewExposure

/// The hit-test part of the deep/wide workload (docs/benchmark-workloads.md §2.2): 10 000 hit tests
/// at random screen points in a random 10 000-view tree (fixed seed). Every answer is checked
/// against a direct recursive transcription of UIKit's rules first; the suite fails when they
/// differ.
///
/// Rows: `hitTest` — the median over the 10 000 points of one hit test's time (each point
/// repeated so the clock's resolution does not matter); `hitTest-batch` — the time of all
/// 10 000 hit tests divided by 10 000 (median of runs).
let hitTestSuite = BenchSuite(name: "deepwide-hit") { ctx in
    var tree = HitTestBenchTree(views: 10_000, seed: 0x5EED_0000 + 10_000)
    let points = tree.randomPoints(10_000)
    var hits = 0
    for p in points {
        let fast = tree.window.hitTest(p)
        let slow = HitTestBenchTree.referenceHitTest(tree.window, p)
        if fast !== slow {
            throw BenchFailure(description: "deepwide-hit: hitTest(\(p)) = \(fast?.identifier ?? "nil"), reference = \(slow?.identifier ?? "nil")")
        }
        if fast != nil { hits += 1 }
    }

    // Per point: repeat each hit test `reps` times between two clock reads.
    let reps = ctx.quick ? 16 : 64
    var perPoint: [Double] = []
    perPoint.reserveCapacity(points.count)
    var sink = 0
    for p in points {
        let t0 = BenchTiming.now()
        for _ in 0..<reps { if tree.window.hitTest(p) != nil { sink &+= 1 } }
        perPoint.append(Double(BenchTiming.now() - t0) / Double(reps))
    }
    BenchTiming.blackHole(sink)
    perPoint.sort()
    let median = perPoint[perPoint.count / 2]
    let p90 = perPoint[perPoint.count * 9 / 10]

    let batch = ctx.median { () -> Int in
        var n = 0
        for p in points where tree.window.hitTest(p) != nil { n &+= 1 }
        return n
    } / Double(points.count)

    let extra: [String: Double] = ["hits": Double(hits), "views": Double(tree.count),
                                   "maxDepth": Double(tree.maxDepth), "p90_ns": p90]
    return [
        BenchRow(suite: "deepwide-hit", dist: nil, n: points.count, method: "hitTest",
                 medianNs: median, extra: extra, note: "median over points"),
        BenchRow(suite: "deepwide-hit", dist: nil, n: points.count, method: "hitTest-batch",
                 medianNs: batch, extra: extra, note: "mean per hit, median of runs"),
    ]
}

/// A random view tree for the hit-test benchmark. Each new view hangs under the previous one
/// (deep chains) or under a uniformly chosen earlier view (wide nodes), with a random frame
/// mostly inside its parent; a few views are hidden, non-interactive, transparent, scrolled
/// or scaled.
struct HitTestBenchTree {
    let window: Window
    let count: Int
    let maxDepth: Int
    private var rng: SplitMix64

    init(views: Int, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), identifier: "v0")
        var all: [View] = [window]
        var depth: [Int] = [0]
        for i in 1..<views {
            let pi = rng.next() % 2 == 0 ? i - 1 : Int(rng.next() % UInt64(i))
            let parent = all[pi]
            let pw = max(parent.bounds.width, 40), ph = max(parent.bounds.height, 40)
            let w = 20 + Double(rng.next() % UInt64(pw)), h = 20 + Double(rng.next() % UInt64(ph))
            let x = Double(rng.next() % UInt64(pw)) - w / 4, y = Double(rng.next() % UInt64(ph)) - h / 4
            let v = View(frame: Rect(x: x, y: y, width: w, height: h), identifier: "v\(i)")
            switch rng.next() % 64 {
            case 0, 1: v.isHidden = true
            case 2, 3: v.isUserInteractionEnabled = false
            case 4: v.alpha = 0
            case 5, 6, 7, 8: v.bounds.origin = Point(x: 0, y: Double(rng.next() % 50))
            case 9, 10: v.transform = AffineTransform(scaleX: 0.75, y: 0.75)
            default: break
            }
            parent.addSubview(v)
            all.append(v)
            depth.append(depth[pi] + 1)
        }
        self.window = window
        self.count = all.count
        self.maxDepth = depth.max() ?? 0
        self.rng = rng
    }

    /// `n` random points in the window, integer and half-integer coordinates.
    mutating func randomPoints(_ n: Int) -> [Point] {
        (0..<n).map { _ in
            Point(x: Double(rng.next() % 750) / 2, y: Double(rng.next() % 1334) / 2)
        }
    }

    /// UIKit's hit test transcribed directly (recursive; fine for this tree's depth on the main
    /// thread's stack), the cross-check of the library's iterative walk.
    static func referenceHitTest(_ v: View, _ p: Point) -> View? {
        if v.isHidden || !v.isUserInteractionEnabled || Double(v.alpha) < 0.01 { return nil }
        guard v.bounds.inset(by: v.hitInsets).contains(p) else { return nil }
        for s in v.subviews.reversed() {
            guard let inv = s.transformToSuperview.inverted else { continue }
            if let hit = referenceHitTest(s, inv.apply(to: p)) { return hit }
        }
        return v
    }
}
