import ViewExposureReference
import ViewExposure

/// The tree workloads of docs/benchmark-workloads.md §2 for exposure:
/// - **feed**: the ad of `FeedScene` measured at 50 scroll offsets;
/// - **deepwide-exposure**: 100 views of the deep/wide random tree (the hit-test suite's
///   10 000-view tree, same seed).
///
/// Methods: `measurer` — `ExposureMeasurer.measure` (tree walk + `ObstructionKernel`);
/// `reference` — the same walk (`ExposureMeasurer.inputs(for:)`) answered by the pure-Swift
/// `KernelReference`. The medians are per measurement: each case (offset or view) is repeated
/// between two clock reads and the median over the cases is reported (`p90_ns` alongside).
/// `prebid` — the Prebid Mobile checker (docs/benchmark-workloads.md §2.1;
/// `PrebidViewExposureChecker`: its walk over every later sibling, `convert` per view, its rect
/// algorithm). Before timing, every case is cross-checked: the two methods must agree exactly, and
/// on the feed both must equal a literal transcription of the rules (`ExposureTranscription`). The
/// prebid answer must equal the library's geometry with the rule it lacks taken out — the
/// friendly close button counted as an obstruction on the feed, every alpha set to 1 on the
/// deep/wide tree (where the window, one of the tested views, is zero for the SDK: it has no
/// superview) — within `Float` rounding (`PrebidAgreement`); the rows count the cases where
/// the missing rule changed the answer.
let treeExposureSuite = BenchSuite(name: "tree-exposure") { ctx in
    try feedRows(ctx) + deepWideExposureRows(ctx) + omidFeedRows(ctx)
}

/// Times `body` once per case, `reps` times between clock reads; returns (median, p90) ns.
func perCaseNanoseconds<Case>(_ cases: [Case], reps: Int, prepare: (Case) -> Void,
                                      _ body: (Case) -> Double) -> (median: Double, p90: Double) {
    var samples: [Double] = []
    samples.reserveCapacity(cases.count)
    var sink = 0.0
    for c in cases {
        prepare(c)
        sink += body(c)   // warm-up
        let t0 = BenchTiming.now()
        for _ in 0..<reps { sink += body(c) }
        samples.append(Double(BenchTiming.now() - t0) / Double(reps))
    }
    BenchTiming.blackHole(sink)
    samples.sort()
    return (samples[samples.count / 2], samples[samples.count * 9 / 10])
}

/// `perCaseNanoseconds` for several methods on the same cases, in alternation: per case, the
/// `reps` calls of each method are split into `slices` slices run A B C A B C …, so that every
/// method sees the same machine load (a neighbour's burst lands on all of them, not on one);
/// each method's time per call in a case is still its total over its `reps` calls. Returns each
/// method's (median, p90) ns over the cases.
func perCaseNanosecondsInterleaved<Case>(_ cases: [Case], reps: Int, slices: Int = 10, prepare: (Case) -> Void,
                                         _ methods: [(Case) -> Double]) -> [(median: Double, p90: Double)] {
    var samples = [[Double]](repeating: [], count: methods.count)
    var sink = 0.0
    let perSlice = max(1, reps / slices)
    for c in cases {
        prepare(c)
        for body in methods { sink += body(c) }   // warm-up
        var total = [UInt64](repeating: 0, count: methods.count)
        for _ in 0..<slices {
            for (m, body) in methods.enumerated() {
                let t0 = BenchTiming.now()
                for _ in 0..<perSlice { sink += body(c) }
                total[m] += BenchTiming.now() - t0
            }
        }
        for m in methods.indices { samples[m].append(Double(total[m]) / Double(perSlice * slices)) }
    }
    BenchTiming.blackHole(sink)
    return samples.map { s in
        let sorted = s.sorted()
        return (sorted[sorted.count / 2], sorted[sorted.count * 9 / 10])
    }
}

/// The reference path: the measurer's inputs answered by `KernelReference`.
private func referenceExposure(_ measurer: ExposureMeasurer, _ view: View) -> Exposure {
    guard let inputs = measurer.inputs(for: view) else { return .zero }
    return inputs.exposure(with: KernelReference.exposure(of: inputs.clippedRect, obstructions: inputs.obstructions))
}

private func feedRows(_ ctx: BenchContext) throws -> [BenchRow] {
    let feed = FeedScene()
    let measurer = ExposureMeasurer()
    var percentages: [Double] = []
    var obstructionCount = 0
    for offset in feed.offsets {
        feed.scroll.bounds.origin.y = offset
        let fast = measurer.measure(feed.ad)
        let reference = referenceExposure(measurer, feed.ad)
        let literal = ExposureTranscription.exposure(of: feed.ad) ?? .zero
        guard ExposureTranscription.same(fast, reference), ExposureTranscription.same(fast, literal) else {
            throw BenchFailure(description: "feed offset \(offset): measurer \(fast), reference \(reference), transcription \(literal)")
        }
        percentages.append(fast.exposedPercentage)
        obstructionCount += measurer.inputs(for: feed.ad)?.obstructions.count ?? 0
    }
    // The SDK knows no friendly obstructions: it must see the library's obstructions plus the
    // friendly rects (the close button has no subviews, so its rect is all it adds).
    var friendlyChanged = 0
    for offset in feed.offsets {
        feed.scroll.bounds.origin.y = offset
        let p = PrebidViewExposureChecker.exposure(of: feed.ad)
        let expected = measurer.inputs(for: feed.ad).map {
            KernelReference.exposure(of: $0.clippedRect, obstructions: $0.obstructions + $0.friendlyObstructions.map(\.rect))
        }
        guard PrebidAgreement.matches(p, expected) else {
            throw BenchFailure(description: "feed offset \(offset): prebid \(p), expected with the friendly obstruction counted \(String(describing: expected))")
        }
        if abs(p.exposedPercentage - measurer.measure(feed.ad).exposedPercentage) > 1e-3 { friendlyChanged += 1 }
    }
    let setOffset: (Double) -> Void = { feed.scroll.bounds.origin.y = $0 }
    let fast = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 200 : 1_000, prepare: setOffset) { _ in
        measurer.measure(feed.ad).exposedPercentage
    }
    let reference = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 20 : 100, prepare: setOffset) { _ in
        referenceExposure(measurer, feed.ad).exposedPercentage
    }
    let prebid = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 5 : 20, prepare: setOffset) { _ in
        Double(PrebidViewExposureChecker.exposure(of: feed.ad).exposureFactor)
    }
    let extra: [String: Double] = [
        "views": Double(feed.viewCount),
        "meanExposedPercentage": (percentages.reduce(0, +) / Double(percentages.count) * 100).rounded() / 100,
        "visibleOffsets": Double(percentages.filter { $0 > 0 }.count),
        "meanObstructions": Double(obstructionCount) / Double(percentages.count),
    ]
    return [
        BenchRow(suite: "feed", dist: nil, n: feed.offsets.count, method: "measurer", medianNs: fast.median,
                 extra: extra.merging(["p90_ns": fast.p90]) { $1 }, note: "median over scroll offsets"),
        BenchRow(suite: "feed", dist: nil, n: feed.offsets.count, method: "reference", medianNs: reference.median,
                 extra: extra.merging(["p90_ns": reference.p90]) { $1 }, note: "same walk, KernelReference"),
        BenchRow(suite: "feed", dist: nil, n: feed.offsets.count, method: "prebid", medianNs: prebid.median,
                 extra: extra.merging(["p90_ns": prebid.p90, "friendlyChanged": Double(friendlyChanged)]) { $1 },
                 note: "Prebid Mobile checker"),
    ]
}

private func deepWideExposureRows(_ ctx: BenchContext) throws -> [BenchRow] {
    let tree = HitTestBenchTree(views: 10_000, seed: 0x5EED_0000 + 10_000)
    var all: [View] = []
    tree.window.forEachInSubtree { all.append($0); return true }
    let measurer = ExposureMeasurer()
    // 100 views spread evenly (in pre-order) over those that pass the zero-exposure rules —
    // not hidden or transparent with their ancestors, partly inside the window — so every
    // measurement walks and asks the kernel. (In this tree most views fail them: random
    // hiding and alpha compound down ~40 levels.)
    let candidates = all.filter { measurer.inputs(for: $0) != nil }
    let step = Double(candidates.count) / 100
    let tested = (0..<100).map { candidates[Int(Double($0) * step)] }
    var percentages: [Double] = []
    var obstructionCount = 0
    for v in tested {
        let fast = measurer.measure(v)
        let reference = referenceExposure(measurer, v)
        guard ExposureTranscription.same(fast, reference) else {
            throw BenchFailure(description: "deepwide-exposure \(v.identifier ?? "?"): measurer \(fast), reference \(reference)")
        }
        percentages.append(fast.exposedPercentage)
        obstructionCount += measurer.inputs(for: v)?.obstructions.count ?? 0
    }
    // The SDK has no alpha rule: it must see what the library sees with every alpha at 1. And
    // it measures nothing without a superview, so the window itself (a tested view) is zero.
    let prebidAnswers = tested.map { PrebidViewExposureChecker.exposure(of: $0) }
    let alphas = all.map(\.alpha)
    for v in all { v.alpha = 1 }
    let withoutAlpha = tested.map { v in
        v.superview == nil ? nil
            : measurer.inputs(for: v).map { KernelReference.exposure(of: $0.clippedRect, obstructions: $0.obstructions) }
    }
    for (v, a) in zip(all, alphas) { v.alpha = a }
    var alphaChanged = 0
    for (i, v) in tested.enumerated() {
        guard PrebidAgreement.matches(prebidAnswers[i], withoutAlpha[i]) else {
            throw BenchFailure(description: "deepwide-exposure \(v.identifier ?? "?"): prebid \(prebidAnswers[i]), expected with alpha ignored \(String(describing: withoutAlpha[i]))")
        }
        if abs(prebidAnswers[i].exposedPercentage - percentages[i]) > 1e-3 { alphaChanged += 1 }
    }
    let fast = perCaseNanoseconds(tested, reps: ctx.quick ? 20 : 100, prepare: { _ in }) {
        measurer.measure($0).exposedPercentage
    }
    let reference = perCaseNanoseconds(tested, reps: ctx.quick ? 2 : 5, prepare: { _ in }) {
        referenceExposure(measurer, $0).exposedPercentage
    }
    let prebid = perCaseNanoseconds(tested, reps: ctx.quick ? 1 : 2, prepare: { _ in }) {
        Double(PrebidViewExposureChecker.exposure(of: $0).exposureFactor)
    }
    let extra: [String: Double] = [
        "views": Double(all.count), "maxDepth": Double(tree.maxDepth),
        "candidates": Double(candidates.count),
        "nonZero": Double(percentages.filter { $0 > 0 }.count),
        "meanObstructions": Double(obstructionCount) / Double(tested.count),
    ]
    return [
        BenchRow(suite: "deepwide-exposure", dist: nil, n: tested.count, method: "measurer", medianNs: fast.median,
                 extra: extra.merging(["p90_ns": fast.p90]) { $1 }, note: "median over views"),
        BenchRow(suite: "deepwide-exposure", dist: nil, n: tested.count, method: "reference", medianNs: reference.median,
                 extra: extra.merging(["p90_ns": reference.p90]) { $1 }, note: "same walk, KernelReference"),
        BenchRow(suite: "deepwide-exposure", dist: nil, n: tested.count, method: "prebid", medianNs: prebid.median,
                 extra: extra.merging(["p90_ns": prebid.p90, "alphaChanged": Double(alphaChanged)]) { $1 },
                 note: "Prebid Mobile checker"),
    ]
}
