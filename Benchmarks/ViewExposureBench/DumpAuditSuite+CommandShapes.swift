import ViewExposureDumpGenerators
import Glibc

/// Issue 28's shapes for the commands other than `audit`, end to end (the `exposure` built next
/// to this benchmark, as a subprocess through ``MeasuredChild``, standard output to
/// /dev/null): `exposure measure FILE --all` of 100 000 views staggered by one point (each
/// overlapping about 170 others; target ≤ 1 s) and `exposure render FILE --view c0 --out …` of
/// a chain 100 000 deep (target ≤ 2 s) — 10 000 of each with `--quick`. Scene files
/// (``LayoutShapeGenerator``) written to `.build/bench/`; medians of 3 runs, with the peak
/// resident size and its ratio to the file (`peak_rss_over_file`: the whole process, its fixed
/// part included — the Swift runtime, Foundation, the executable); then the same command on a
/// scene of one window and one view (`baseline_MB`, the fixed part) and the peak's growth over
/// it, over the file (`peak_growth_over_file`: what the input costs).
func commandShapeRows(quick: Bool) throws -> [BenchRow] {
    let exposure = benchDirectory() + "/exposure"
    let count = quick ? 10_000 : 100_000
    // The same commands on the smallest scene that has their view: the process's fixed part.
    let tiny = #"{"windows": [{"id": "window", "frame": [0, 0, 1080, 2400], "subviews": [{"id": "c0", "frame": [1, 1, 10, 10]}]}]}"#
    let shapes: [(name: String, text: String, arguments: [String], target: String)] = [
        ("staggered-views", LayoutShapeGenerator.staggeredScene(count), ["measure", "--all"],
         "target: 100 000 in ≤ 1 s, peak memory ≤ 10× the file"),
        ("chain-scene", LayoutShapeGenerator.chainScene(count), ["render", "--view", "c0", "--out", ".build/bench/chain-scene.svg"],
         "target: 100 000 deep in ≤ 2 s"),
    ]
    var rows: [BenchRow] = []
    for shape in shapes {
        let method = "exposure " + shape.arguments[0]
        guard access(exposure, X_OK) == 0 else {
            rows.append(BenchRow(suite: "dump-audit", dist: shape.name, n: count, method: method, medianNs: nil,
                                 note: "skipped: no \(exposure) (make bench builds it)"))
            continue
        }
        let path = ".build/bench/\(shape.name)-\(count).json"
        try BenchFiles.write(shape.text, to: path)
        var times: [Double] = [], cpu: [Double] = []
        var peakKB = 0
        for _ in 0..<3 {
            let arguments = [exposure, shape.arguments[0], path] + shape.arguments.dropFirst()
            guard let measured = MeasuredChild.run(arguments) else {
                throw BenchFailure(description: "dump-audit \(shape.name): \(arguments.joined(separator: " ")) did not exit with 0")
            }
            times.append(measured.wallNs)
            cpu.append(measured.cpuNs)
            peakKB = Swift.max(peakKB, measured.maxKB)
        }
        times.sort()
        cpu.sort()
        let tinyPath = ".build/bench/\(shape.name)-tiny.json"
        try BenchFiles.write(tiny, to: tinyPath)
        guard let baseline = MeasuredChild.run([exposure, shape.arguments[0], tinyPath] + shape.arguments.dropFirst()) else {
            throw BenchFailure(description: "dump-audit \(shape.name): the baseline run on \(tinyPath) did not exit with 0")
        }
        let bytes = Double(shape.text.utf8.count)
        rows.append(BenchRow(suite: "dump-audit", dist: shape.name, n: count, method: method, medianNs: times[1],
                             extra: ["bytes": bytes, "cpu_ms": (cpu[1] / 1e5).rounded() / 10,
                                     "peak_MB": (Double(peakKB) / 1024 * 10).rounded() / 10,
                                     "peak_rss_over_file": (Double(peakKB) * 1024 / bytes * 10).rounded() / 10,
                                     "baseline_MB": (Double(baseline.maxKB) / 1024 * 10).rounded() / 10,
                                     "peak_growth_over_file": (Double(peakKB - baseline.maxKB) * 1024 / bytes * 10).rounded() / 10],
                             note: shape.target + " (peak_rss_over_file: the whole process; peak_growth_over_file: above the same command on a one-view scene); release exposure, subprocess"))
    }
    return rows
}
