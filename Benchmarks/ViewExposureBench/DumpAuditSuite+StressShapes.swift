import ViewExposureDumps
import ViewExposureDocument
import ViewExposureDumpGenerators
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewExposureAudit
import ViewExposure

/// Audit of the two generated shapes that used to make the audit quadratic
/// (``StressDumpGenerator``), at issue 19's sizes: 50 000 overlapping on-screen buttons and a
/// chain 20 000 deep (5 000 and 2 000 with `--quick`); the target is at most 1 s each, peak
/// memory at most 10× the file. Then issue 28's irregular shapes (``LayoutShapeGenerator``):
/// 50 000 buttons of random sizes at random places (target 1 s), 100 000 views staggered by
/// one point, and 100 000 windows of one button each (target 2 s); 5 000 / 10 000 / 10 000
/// with `--quick`. One iteration each:
/// `import` and `audit+checks` (every control, checks included, as `exposure audit FILE` does),
/// and `peak_rss_growth_bytes` — how far the process's peak resident size rose above its size
/// before the row (on Linux the peak is reset first, /proc/self/clear_refs, so the figure is
/// the row's own; elsewhere getrusage's peak, 0 when an earlier suite had peaked higher), with
/// `import_rss_growth_bytes` and `auditor_rss_growth_bytes` the same figure after the import and
/// after the auditor (before the checks); `audit_cpu_ns` the thread's CPU time of audit+checks. `named_coverers` and `cut_lists` show the coverer lists staying
/// bounded (at most 16 named per sibling list, ``ElementAudit/moreCoverers``).
func stressShapeRows(quick: Bool) throws -> [BenchRow] {
    let regular = "target: 50 000 / 20 000 in ≤ 1 s, peak memory ≤ 10× the file"
    // Issue 28's shapes (``LayoutShapeGenerator``), beside the regular ones.
    let shapes: [(String, Int, (Int) -> String, String)] = [
        ("overlapping-buttons", quick ? 5_000 : 50_000, StressDumpGenerator.overlappingButtons, regular),
        ("nested-chain", quick ? 2_000 : 20_000, StressDumpGenerator.nestedChain, regular),
        ("random-buttons", quick ? 5_000 : 50_000, { LayoutShapeGenerator.randomButtons($0) },
         "target: 50 000 random buttons in ≤ 1 s, peak memory ≤ 10× the file"),
        ("staggered-buttons", quick ? 10_000 : 100_000, LayoutShapeGenerator.staggeredButtons,
         "near-linear; peak memory ≤ 10× the file"),
        ("button-per-window", quick ? 10_000 : 100_000, LayoutShapeGenerator.buttonPerWindow,
         "target: 100 000 windows in ≤ 2 s, peak memory ≤ 10× the file"),
    ]
    var rows: [BenchRow] = []
    // Linux: the peak resident size can be reset (`5` to /proc/self/clear_refs), so each row's
    // peak is its own even after an earlier suite peaked higher; elsewhere getrusage's peak.
    func statusBytes(_ key: String) -> Double? {
        guard let text = BenchFiles.read("/proc/self/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            let kb = line.dropFirst(key.count + 1).split(separator: " ").first.flatMap { Double($0) }
            return kb.map { $0 * 1024 }
        }
        return nil
    }
    func resetPeak() -> Bool {
        guard let f = fopen("/proc/self/clear_refs", "w") else { return false }
        let ok = fputs("5", f) >= 0
        return fclose(f) == 0 && ok
    }
    // glibc's malloc_trim (not in the Glibc module's headers), looked up at run time.
    func releaseFreedMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let sym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(sym, to: Trim.self)(0)
    }
    // The thread's CPU time: on a shared machine the wall clock also counts waiting.
    func threadCPUNanoseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
    }
    func peakRSSBytes() -> Double {
        if let hwm = statusBytes("VmHWM") { return hwm }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) * 1024
    }
    for (name, count, generate, target) in shapes {
        let bytes = Array(generate(count).utf8)
        // Memory freed by earlier rows goes back to the system first, so that this row's
        // growth is not hidden in it.
        releaseFreedMemory()
        let rss0 = resetPeak() ? (statusBytes("VmRSS") ?? peakRSSBytes()) : peakRSSBytes()
        let t0 = BenchTiming.now()
        let loaded = try LoadedScene.load(bytes, fileName: "\(name).xml")
        let t1 = BenchTiming.now()
        let importGrowth = peakRSSBytes() - rss0
        let c1 = threadCPUNanoseconds()
        let audits = loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen)
        let auditorGrowth = peakRSSBytes() - rss0
        let checked = AccessibilityChecker(environment: loaded.checkEnvironment()).run(consume audits, on: loaded.screen)
        let t2 = BenchTiming.now()
        let auditCPU = threadCPUNanoseconds() - c1
        let growth = peakRSSBytes() - rss0
        guard checked.count == count else {
            throw BenchFailure(description: "dump-audit \(name): audited \(checked.count) controls, generated \(count)")
        }
        let named = checked.reduce(0) { $0 + $1.coveredBy.count }
        let cut = checked.filter(\.moreCoverers).count
        let occlusions = checked.reduce(0) { $0 + ($1.exposure.occlusionRectangles?.count ?? 0) }
        let extra: [String: Double] = ["controls": Double(count), "bytes": Double(bytes.count),
                                       "named_coverers": Double(named), "cut_lists": Double(cut),
                                       "occlusion_rects": Double(occlusions), "import_rss_growth_bytes": importGrowth,
                                       "auditor_rss_growth_bytes": auditorGrowth,
                                       "audit_cpu_ns": auditCPU,
                                       "peak_rss_growth_bytes": growth, "peak_rss_growth_over_file": growth / Double(bytes.count)]
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: count, method: "import", medianNs: Double(t1 - t0), extra: extra))
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: count, method: "audit+checks", medianNs: Double(t2 - t1), extra: extra,
                             note: target))
        BenchTiming.blackHole(checked.count)
    }
    return rows
}
