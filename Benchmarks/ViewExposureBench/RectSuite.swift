import ViewExposureKernel
import ViewExposureReference
import ViewExposure

/// The rect suite of docs/benchmark-workloads.md §1: distributions A/B/C × N, every method on the
/// same data; fails when the methods disagree on the visible area. The kernel's methods and pixman
/// run interleaved (``InterleavedTiming``): their rows carry per-round ratio medians and quartiles
/// (`ratioToPixman`, `ratioToPixmanP25`, `ratioToPixmanP75`; `ratioToSIMD` for the scalar path).
///
/// The `prebid` method (the Prebid Mobile checker, docs/benchmark-workloads.md §1.3) takes part in
/// that check with its own `float` visible area, `clipArea − Σ occlusion areas`: on these workloads
/// every area and partial sum is an integer at most 10⁶ < 2²⁴, so the `float` arithmetic is exact
/// and the area must equal the others' exactly (its edge rule cannot change an area; its alpha and
/// window rules do not apply to bare rects). Its visible rectangle must also equal the
/// kernel's visible bounds. Cells expected to run longer than the budget are not run; their
/// rows say the estimate.
let rectSuite = BenchSuite(name: "rects") { ctx in
    let sizes = ctx.quick ? [10, 100, 1_000, 10_000] : [10, 100, 1_000, 10_000, 100_000]
    var rows: [BenchRow] = []
    var budget = PrebidBudget()
    for dist in ["A", "B", "C"] {
        for n in sizes {
            let w = RectWorkload(dist: dist, n: n)
            var cell: [BenchRow] = []
            func row(_ method: String, _ ns: Double?, _ extra: [String: Double], note: String? = nil) {
                cell.append(BenchRow(
                    suite: "rects", dist: dist, n: n, method: method, medianNs: ns, extra: extra,
                    note: note))
            }

            // The kernel's entry points and pixman, interleaved round by round on the same
            // inputs; the ratios to pixman (and scalar/SIMD) are per-round ratios.
            let kernel = KernelRects(w)
            // The portable scalar path: what a build without SIMDe (an Xcode build without it on
            // the header search path) runs. Bit-identical results, so it joins the area check.
            let scalar = KernelRects(w, path: CK_SIMD_SCALAR)
            let pixman = PixmanRects(w)
            let full = kernel.exposure()
            let area = kernel.visibleArea()
            let scalarFull = scalar.exposure()
            let p = pixman.visibleArea()
            let times = InterleavedTiming.measure(
                rounds: ctx.quick ? 11 : 31, sliceNanoseconds: ctx.quick ? 1_000_000 : 2_000_000,
                budgetNanoseconds: ctx.quick ? 1_500_000_000 : 4_000_000_000, [
                    { kernel.exposure().visibleArea }, { kernel.visibleArea() },
                    { scalar.exposure().visibleArea }, { pixman.visibleArea().area },
                ])
            func spread(_ m: Int, to reference: Int, _ name: String) -> [String: Double] {
                let r = times.ratio(m, to: reference)
                return [name: r.median, name + "P25": r.p25, name + "P75": r.p75]
            }
            row("kernel", times.median(0), [
                "visibleArea": full.visibleArea, "occlusionRects": Double(full.occlusionCount),
                "rounds": Double(times.perRound[0].count),
            ].merging(spread(0, to: 3, "ratioToPixman")) { a, _ in a }, note: full.note)
            row("kernel-area", times.median(1), ["visibleArea": area].merging(spread(1, to: 3, "ratioToPixman")) { a, _ in a })
            row("kernel-scalar", times.median(2), [
                "visibleArea": scalarFull.visibleArea, "occlusionRects": Double(scalarFull.occlusionCount),
            ].merging(spread(2, to: 0, "ratioToSIMD")) { a, _ in a }, note: "no SIMD")
            row("pixman", times.median(3), [
                "visibleArea": p.area, "visibleRegionRects": Double(p.rects),
            ])

            // The Swift reference marks every covered grid cell: O(cells × rects); skip the
            // cells estimated over ~10 s.
            let estimatedCellWrites = w.estimatedReferenceWork
            if estimatedCellWrites < 3e9 {
                let obstructions = (0..<n).map {
                    Rect(minX: w.minX[$0], minY: w.minY[$0], maxX: w.maxX[$0], maxY: w.maxY[$0])
                }
                let target = Rect(x: 0, y: 0, width: 1000, height: 1000)
                let reference = KernelReference.exposure(of: target, obstructions: obstructions)
                let refCtx = BenchContext(quick: true, runs: n >= 10_000 ? 1 : 3, minRunNanoseconds: ctx.minRunNanoseconds)
                row("reference", refCtx.median {
                    KernelReference.exposure(of: target, obstructions: obstructions).visibleArea
                }, [
                    "visibleArea": reference.visibleArea,
                    "occlusionRects": Double(reference.occlusionRectangles.count),
                ])
            } else {
                row("reference", nil, [:], note: "skipped: estimated > 10 s")
            }

            try prebidRow(w, ctx, &budget, kernelBounds: full.visibleBounds).map { cell.append($0) }

            // Every method must agree on the visible area.
            let areas = Set(cell.compactMap { $0.extra["visibleArea"] })
            if areas.count > 1 {
                rows += cell
                throw BenchFailure(description: "rects \(dist) N=\(n): methods disagree on the visible area: \(cell.map { "\($0.method)=\($0.extra["visibleArea"] ?? .nan)" })")
            }
            rows += cell
        }
    }
    return rows
}

/// The prebid cell of `w`: timed when the budget allows (median of runs below half a second
/// per run, else the single run), else a row saying the estimate. Throws when its visible
/// rectangle differs from the kernel's.
private func prebidRow(_ w: RectWorkload, _ ctx: BenchContext, _ budget: inout PrebidBudget,
                       kernelBounds: Rect) throws -> BenchRow? {
    if let estimate = budget.estimate(dist: w.dist, n: w.n), estimate.seconds > budget.budgetSeconds {
        return BenchRow(suite: "rects", dist: w.dist, n: w.n, method: "prebid", medianNs: nil,
                        extra: ["estimated_ns": (estimate.seconds * 1e9).rounded()],
                        note: "not run: estimated \(BenchReport.formatTime(estimate.seconds * 1e9)) \(estimate.how)")
    }
    let prebid = PrebidRects(w)
    let t0 = BenchTiming.now()
    let result = prebid.exposure()
    let once = Double(BenchTiming.now() - t0)
    let median = once < 5e8 ? ctx.median { prebid.exposure().visibleArea } : once
    budget.record(dist: w.dist, n: w.n, seconds: median / 1e9)
    if result.visibleRectangle != kernelBounds {
        throw BenchFailure(description: "rects \(w.dist) N=\(w.n): prebid visible rectangle \(result.visibleRectangle), kernel \(kernelBounds)")
    }
    return BenchRow(suite: "rects", dist: w.dist, n: w.n, method: "prebid", medianNs: median, extra: [
        "visibleArea": Double(result.visibleArea),
        "occlusionRects": Double(result.occlusionRectangles?.count ?? 0),
    ], note: once < 5e8 ? nil : "1 run")
}
