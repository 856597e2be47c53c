import ViewExposureDumps
import ViewExposureDocument
import ViewExposureDumpGenerators
import Glibc
import ViewExposureAudit
import ViewExposure

/// Audit of the two generated shapes that used to make the audit quadratic
/// (``StressDumpGenerator``), at issue 19's sizes: 50 000 overlapping on-screen buttons and a
/// chain 20 000 deep (5 000 and 2 000 with `--quick`); the target is at most 1 s each, peak
/// memory at most 10× the file. One iteration each:
/// `import` and `audit+checks` (every control, checks included, as `exposure audit FILE` does),
/// and `peak_rss_growth_bytes` — how far the process's peak resident size rose during the row
/// (getrusage; 0 when an earlier suite had already peaked higher, so an upper bound is only
/// given when it is positive). `named_coverers` and `cut_lists` show the coverer lists staying
/// bounded (at most 16 named per sibling list, ``ElementAudit/moreCoverers``).
func stressShapeRows(quick: Bool) throws -> [BenchRow] {
    let shapes: [(String, Int, (Int) -> String)] = [
        ("overlapping-buttons", quick ? 5_000 : 50_000, StressDumpGenerator.overlappingButtons),
        ("nested-chain", quick ? 2_000 : 20_000, StressDumpGenerator.nestedChain),
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
        let named = checked.reduce(0) { $0 + $1.coveredBy.count }
        let cut = checked.filter(\.moreCoverers).count
        let extra: [String: Double] = ["controls": Double(count), "bytes": Double(bytes.count),
                                       "named_coverers": Double(named), "cut_lists": Double(cut),
                                       "peak_rss_growth_bytes": growth, "peak_rss_growth_over_file": growth / Double(bytes.count)]
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: count, method: "import", medianNs: Double(t1 - t0), extra: extra))
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: count, method: "audit+checks", medianNs: Double(t2 - t1), extra: extra,
                             note: "target: 50 000 / 20 000 in ≤ 1 s, peak memory ≤ 10× the file"))
        BenchTiming.blackHole(checked.count)
    }
    return rows
}
