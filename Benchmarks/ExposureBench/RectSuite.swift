import KernelReference
import ViewExposure

/// The rect suite of benchmark.md §1: distributions A/B/C × N, every method on the same data;
/// fails when the methods disagree on the visible area.
let rectSuite = BenchSuite(name: "rects") { ctx in
    let sizes = ctx.quick ? [10, 100, 1_000, 10_000] : [10, 100, 1_000, 10_000, 100_000]
    var rows: [BenchRow] = []
    for dist in ["A", "B", "C"] {
        for n in sizes {
            let w = RectWorkload(dist: dist, n: n)
            var cell: [BenchRow] = []
            func row(_ method: String, _ ns: Double?, _ extra: [String: Double], note: String? = nil) {
                cell.append(BenchRow(
                    suite: "rects", dist: dist, n: n, method: method, medianNs: ns, extra: extra,
                    note: note))
            }

            let kernel = KernelRects(w)
            let full = kernel.exposure()
            row("kernel", ctx.median { kernel.exposure().visibleArea }, [
                "visibleArea": full.visibleArea, "occlusionRects": Double(full.occlusionCount),
            ], note: full.note)
            let area = kernel.visibleArea()
            row("kernel-area", ctx.median { kernel.visibleArea() }, ["visibleArea": area])

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

            let pixman = PixmanRects(w)
            let p = pixman.visibleArea()
            row("pixman", ctx.median { pixman.visibleArea().area }, [
                "visibleArea": p.area, "visibleRegionRects": Double(p.rects),
            ])

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
