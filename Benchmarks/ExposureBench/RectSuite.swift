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

            // Temporary: the Swift body of ObstructionKernel, until the C kernel lands.
            if n <= 1_000 {
                let kernel = ObstructionKernel()
                for i in 0..<n {
                    kernel.append(Rect(minX: w.minX[i], minY: w.minY[i], maxX: w.maxX[i], maxY: w.maxY[i]))
                }
                let target = Rect(x: 0, y: 0, width: 1000, height: 1000)
                let result = kernel.exposure(of: target)
                let ns = ctx.median { kernel.exposure(of: target).visibleArea }
                row("kernel", ns, [
                    "visibleArea": result.visibleArea,
                    "occlusionRects": Double(result.occlusionRectangles.count),
                ])
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
