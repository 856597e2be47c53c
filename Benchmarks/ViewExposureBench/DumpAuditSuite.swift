import ViewExposureDumps
import ViewExposureBenchLibXML2
import ViewExposureDocument
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewExposureAudit
import ViewExposure

/// Import plus audit of a 10 000-element screen (issue 19's target: at most 25 ms, and at most
/// twice what libxml2 alone takes to read the same text), for an XCUITest page source and an
/// Android uiautomator dump of the same layout (``LargeDumpGenerator``); and the batch
/// throughput over the real dumps; and the two stress shapes (``stressShapeRows(quick:)``).
///
/// Rows per format: `libxml2-alone` (``LibXML2Floor``: the same parser, options and chunks,
/// callbacks that only count — timed in the same iterations as the others, just before the
/// import), `import` (bytes → view tree: XML parsing, traits, ids, views; `import_over_libxml2`
/// is its ratio to the floor, how the "≤ 2× libxml2 alone" is read), `audit`
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
            loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen)
        }
        let loaded = try importDump()
        let dump = loaded.dump!
        guard dump.elements.count == generator.elementCount,
              dump.interactiveElements.count == generator.interactiveCount else {
            throw BenchFailure(description: "dump-audit \(name): imported \(dump.elements.count) elements (\(dump.interactiveElements.count) controls), generated \(generator.elementCount) (\(generator.interactiveCount))")
        }
        let audits = audit(loaded)
        // Certain or not: the audit does the same work either way, and on the generated iOS
        // screen the covers rest on class rules that have not earned certainty (docs/dumps.md).
        let says = { (a: ElementAudit, p: AuditProblem) in a.problems.contains(p) || a.uncertainProblems.contains(p) }
        let covered = audits.filter { says($0, .covered) }.count
        let unreachable = audits.filter { says($0, .unreachable) }.count
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
        // The generator does not count the iOS application element or Android <hierarchy>.
        guard LibXML2Floor.countElements(bytes) == generator.elementCount + 1 else {
            throw BenchFailure(description: "dump-audit \(name): libxml2 alone counted \(LibXML2Floor.countElements(bytes)) elements")
        }
        var floorTimes: [Double] = []
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
            let f0 = BenchTiming.now()
            sink &+= LibXML2Floor.countElements(bytes)
            floorTimes.append(Double(BenchTiming.now() - f0))
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
        let floorNs = median(floorTimes)
        extra["libxml2_alone_ns"] = floorNs
        extra["import+audit_over_libxml2"] = bothNs / floorNs
        extra["import_over_libxml2"] = importNs / floorNs

        extra["release_ns"] = median(releaseTimes)
        extra["import+audit_cpu_ns"] = median(cpuTimes)
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: dump.elements.count, method: "libxml2-alone", medianNs: floorNs,
                             extra: extra, note: "the floor: libxml2 reading the same text"))
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: dump.elements.count, method: "import", medianNs: importNs, extra: extra,
                             note: "target ≤ 2× libxml2-alone (import_over_libxml2)"))
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: dump.elements.count, method: "audit", medianNs: auditNs,
                             extra: extra))
        rows.append(BenchRow(suite: "dump-audit", dist: name, n: dump.elements.count, method: "import+audit", medianNs: bothNs,
                             extra: extra, note: "target ≤ 25 ms and ≤ 2× libxml2-alone"))
    }
    if let batch = try realDumpThroughput(quick: ctx.quick) { rows.append(batch) }
    rows += try stressShapeRows(quick: ctx.quick)
    rows += try commandShapeRows(quick: ctx.quick)
    return rows
}

/// Where the real dumps are: `BENCH_DUMPS`, else `../shared/dumps` or `../../shared/dumps`
/// from the working directory (the repository's checkout or a worktree); `nil` when none.
private func realDumpDirectory() -> String? {
    var candidates = ["../shared/dumps", "../../shared/dumps"]
    if let env = getenv("BENCH_DUMPS") { candidates.insert(String(cString: env), at: 0) }
    return candidates.first { opendir($0).map { closedir($0); return true } ?? false }
}

/// Every `.xml` and `.json` file under `dir` (one level of subdirectories: `rico/`), sorted.
private func dumpFiles(in dir: String) -> [String] {
    var out: [String] = []
    var pending = [dir]
    while let d = pending.popLast() {
        guard let handle = opendir(d) else { continue }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = d + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) { if d == dir { pending.append(path) } }
            else if name.hasSuffix(".xml") || name.hasSuffix(".json") { out.append(path) }
        }
    }
    return out.sorted()
}

/// Screens per second, import + audit of every real dump, on every core (one screen per
/// job, as `exposure audit` spreads files); `nil` when the dumps are not there.
private func realDumpThroughput(quick: Bool) throws -> BenchRow? {
    guard let dir = realDumpDirectory() else { return nil }
    let files = dumpFiles(in: dir)
    guard !files.isEmpty else { return nil }
    let texts: [[UInt8]] = files.map { Array((BenchFiles.read($0) ?? "").utf8) }
    @Sendable func auditOne(_ i: Int) -> Int {
        guard let loaded = try? LoadedScene.load(texts[i], fileName: files[i]) else { return -1 }
        return loaded.auditor().audit(loaded.auditSubjects, on: loaded.screen).count
    }
    for i in files.indices where auditOne(i) < 0 {
        throw BenchFailure(description: "dump-audit batch: \(files[i]) does not load")
    }
    let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let rounds = quick ? 5 : 30
    let jobs = files.count * rounds
    let t0 = BenchTiming.now()
    DispatchQueue.concurrentPerform(iterations: jobs) { j in
        BenchTiming.blackHole(auditOne(j % files.count))
    }
    let wall = Double(BenchTiming.now() - t0)
    return BenchRow(suite: "dump-audit", dist: "real-dumps", n: files.count, method: "batch",
                    medianNs: wall / Double(jobs),
                    extra: ["screens_per_s": Double(jobs) / (wall / 1e9), "cores": Double(cores), "screens": Double(files.count),
                            "rounds": Double(rounds)],
                    note: "import+audit of every real dump on every core; ns per screen of wall time")
}
