import ViewExposureDumps
import ViewExposureDocument
import ViewExposureDumpGenerators
import Glibc
import ViewExposureAudit
import ViewExposure

/// Audit of the two generated shapes that used to make the audit quadratic
/// (``StressDumpGenerator``). Issue 19's target is 50 000 overlapping on-screen buttons and a
/// chain 20 000 deep in at most 1 s each, peak memory at most 10× the file; the audit is not
/// linear yet (the overlapping shape's coverer lists grow with the square of the controls: 10 000
/// took 0.86 GB), so the rows run 10 000 and 5 000 (2 000 and 1 000 with `--quick`) rather than
/// risk exhausting a shared machine's memory — raise them to the target once it is met. One
/// iteration each (they are slow where the audit is not linear):
/// `import` and `audit` (every control, checks included, as `exposure audit FILE` does), and
/// `peak_rss_growth_bytes` — how far the process's peak resident size rose during the row
/// (getrusage; 0 when an earlier suite had already peaked higher, so an upper bound is only
/// given when it is positive).
func stressShapeRows(quick: Bool) throws -> [BenchRow] {
    let shapes: [(String, Int, (Int) -> String)] = [
        ("overlapping-buttons", quick ? 2_000 : 10_000, StressDumpGenerator.overlappingButtons),
        ("nested-chain", quick ? 1_000 : 5_000, StressDumpGenerator.nestedChain),
    ]
    var rows: [BenchRow] = []
    func peakRSSBytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) * 1024
    }
    for (name, count, generate) in shapes {
        let bytes = Array(generate(count).utf8)
        let rss0 = peakRSSBytes()
        let t0 = BenchTiming.now()
        let loaded = try LoadedScene.load(bytes, fileName: "\(name).xml")
        let t1 = BenchTiming.now()
        let audits = loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen)
        let checked = AccessibilityChecker(environment: loaded.checkEnvironment()).run(audits, on: loaded.screen)
        let t2 = BenchTiming.now()
        let growth = peakRSSBytes() - rss0
        guard checked.count == count else {
            throw BenchFailure(description: "dump-audit \(name): audited \(checked.count) controls, generated \(count)")
        }
        let extra: [String: Double] = ["controls": Double(count), "bytes": Double(bytes.count),
                                       "peak_rss_growth_bytes": growth, "peak_rss_growth_over_file": growth / Double(bytes.count)]
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: count, method: "import", medianNs: Double(t1 - t0), extra: extra))
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: count, method: "audit+checks", medianNs: Double(t2 - t1), extra: extra,
                             note: "target: 50 000 / 20 000 in ≤ 1 s, peak memory ≤ 10× the file"))
        BenchTiming.blackHole(checked.count)
    }
    return rows
}
