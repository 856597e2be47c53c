import ViewExposureDumps
import ViewExposureDocument
import Glibc
import ViewExposureAudit
import ViewExposure

/// Import plus audit of a 10 000-element screen (issue 11's target: under 50 ms), for an
/// XCUITest page source and an Android uiautomator dump of the same layout
/// (``LargeDumpGenerator``).
///
/// Rows per format: `import` (bytes → view tree: XML parsing, traits, ids, views), `audit`
/// (every interactive element of that fresh tree: exposure, two hit tests, front-most views,
/// coverers), and `import+audit` (both, what `exposure audit FILE` does after reading the
/// file); medians over iterations that time the phases apart (`release_ns`: freeing the tree
/// afterwards, not counted). Before timing, the run checks that every element was imported
/// and every control audited.
/// `BENCH_ONLY=dump-audit` runs this suite alone.
let dumpAuditSuite = BenchSuite(name: "dump-audit") { ctx in
    var rows: [BenchRow] = []
    for (format, name) in [(LargeDumpGenerator.Format.xcuiTest, "xcuitest"), (.uiautomator, "uiautomator")] {
        let generator = LargeDumpGenerator(format: format, elements: 10_000)
        let bytes = Array(generator.text.utf8)
        // Exactly what `exposure audit FILE` does once the file is read.
        func importDump() throws -> LoadedScene { try LoadedScene.load(bytes, fileName: name) }
        func audit(_ loaded: LoadedScene) -> [ElementAudit] {
            ScreenAuditor().audit(loaded.auditSubjects, on: loaded.screen)
        }
        let loaded = try importDump()
        let dump = loaded.dump!
        guard dump.elements.count == generator.elementCount,
              dump.interactiveElements.count == generator.interactiveCount else {
            throw BenchFailure(description: "dump-audit \(name): imported \(dump.elements.count) elements (\(dump.interactiveElements.count) controls), generated \(generator.elementCount) (\(generator.interactiveCount))")
        }
        let audits = audit(loaded)
        let covered = audits.filter { $0.problems.contains(.covered) }.count
        let unreachable = audits.filter { $0.problems.contains(.unreachable) }.count
        let offscreen = audits.filter { $0.problems.contains(.offscreen) || $0.problems.contains(.hidden) || $0.problems.contains(.empty) }.count
        guard covered > 0, unreachable > 0, offscreen > 0 else {
            throw BenchFailure(description: "dump-audit \(name): the screen should have covered, unreachable and off-screen controls (\(covered), \(unreachable), \(offscreen))")
        }
        var extra: [String: Double] = [
            "elements": Double(dump.elements.count), "controls": Double(audits.count), "bytes": Double(bytes.count),
            "covered": Double(covered), "unreachable": Double(unreachable), "offscreen": Double(offscreen),
        ]
        // Each iteration imports afresh, audits that tree (its caches cold, as in the command)
        // and releases it, timing the phases apart; medians over the iterations.
        var importTimes: [Double] = [], auditTimes: [Double] = [], bothTimes: [Double] = [], releaseTimes: [Double] = []
        var cpuTimes: [Double] = []
        // The thread's CPU time too: on a shared machine the wall clock also counts waiting.
        func cpuNow() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
        }
        var sink = 0
        for _ in 0..<(ctx.quick ? 9 : 25) {
            let c0 = cpuNow()
            let t0 = BenchTiming.now()
            var fresh: LoadedScene? = try importDump()
            let t1 = BenchTiming.now()
            sink &+= audit(fresh!).count
            let t2 = BenchTiming.now()
            cpuTimes.append(cpuNow() - c0)
            fresh = nil
            let t3 = BenchTiming.now()
            importTimes.append(Double(t1 - t0))
            auditTimes.append(Double(t2 - t1))
            bothTimes.append(Double(t2 - t0))
            releaseTimes.append(Double(t3 - t2))
            BenchTiming.blackHole(fresh)
        }
        BenchTiming.blackHole(sink)
        func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }
        let importNs = median(importTimes), auditNs = median(auditTimes), bothNs = median(bothTimes)

        extra["release_ns"] = median(releaseTimes)
        extra["import+audit_cpu_ns"] = median(cpuTimes)
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: dump.elements.count, method: "import", medianNs: importNs, extra: extra))
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: dump.elements.count, method: "audit", medianNs: auditNs,
                             extra: extra))
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: dump.elements.count, method: "import+audit", medianNs: bothNs,
                             extra: extra, note: "target < 50 ms"))
    }
    return rows
}
