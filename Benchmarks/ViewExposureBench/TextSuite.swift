import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewExposure
import ViewExposureSimdjson
import ViewExposureJSON
import ViewExposureScene

/// Text in and out (issue 21): the JSON reading and writing around `exposure measure --all`, on
/// the two 100 000-view screens of the screen-exposure suite written as scene files with an id
/// on every view (so `--all` answers every view), `.build/bench/text-<screen>.json`.
///
/// Rows per screen (`dist`):
/// - **parse**: `JSONDocument.parse` of the file's bytes (`MBps`), beside **foundation**
///   (`JSONSerialization.jsonObject` on the same bytes) and **simdjson** (its DOM parser, through
///   the benchmark's C shim); `x_foundation` / `x_simdjson` are parse's speed over theirs.
/// - **decode**: `Scene.decode` of the parsed document into the view tree (`ns_per_view`).
/// - **write**: the `--all` output (every view's MRAID object, as MeasureCommand writes it)
///   through `JSONWriter`, from answers computed beforehand (`MBps` of output).
/// - **measure --all**: the release `exposure measure FILE --all` run as a subprocess, standard
///   output to /dev/null: wall time (median) and peak resident memory (`peak_MB`, the largest
///   `ru_maxrss` of the runs, from wait4).
///
/// Before timing: the parsed document decodes to a scene with every view, and the written output
/// parses back as JSON with one member per view.
let textSuite = BenchSuite(name: "text") { ctx in
    let views = ctx.quick ? 20_000 : 100_000
    let feed = longFeed(cells: views / 10).screen
    let flat = flatScene(views: views).screen
    return try textRows("feed\(views / 1000)k", screen: feed, ctx)
        + textRows("flat\(views / 1000)k", screen: flat, ctx)
}

private func textRows(_ name: String, screen: Screen, _ ctx: BenchContext) throws -> [BenchRow] {
    // An id on every view, so `--all` answers each one.
    var identified: [(id: String, view: View)] = []
    var count = 0
    for w in screen.windows {
        w.forEachInSubtree { v in
            if v.identifier == nil { v.identifier = "v\(count)" }
            count += 1
            return true
        }
    }
    let bytes = Array(Scene.encode(screen).utf8)
    let path = ".build/bench/text-\(name).json"
    try BenchFiles.write(String(decoding: bytes, as: UTF8.self), to: path)

    // Checks: the text parses and decodes to every view; ids in document order for writing.
    let document = try JSONDocument.parse(bytes)
    let scene = try Scene.decode(document.root)
    for w in scene.screen.windows {
        w.forEachInSubtree { v in
            if let id = v.identifier { identified.append((id, v)) }
            return true
        }
    }
    guard identified.count == count else {
        throw BenchFailure(description: "text \(name): decoded \(identified.count) views with ids, encoded \(count)")
    }
    let mb = Double(bytes.count) / 1e6
    let runs = ctx.quick ? 3 : 7
    // Wall time (the reported median) and this thread's CPU time (`cpu_ms`: what the work
    // costs when a busy machine deschedules the thread), medians of `runs` runs.
    var cpuMedians: [String: Double] = [:]
    func time<T>(_ label: String, _ body: () throws -> T) rethrows -> Double {
        var samples: [Double] = [], cpu: [Double] = []
        for _ in 0..<runs {
            let c0 = threadCPUNanoseconds(), t0 = BenchTiming.now()
            let r = try body()
            samples.append(Double(BenchTiming.now() - t0))
            cpu.append(Double(threadCPUNanoseconds() - c0))
            BenchTiming.blackHole(r)
        }
        samples.sort()
        cpu.sort()
        cpuMedians[label] = (cpu[cpu.count / 2] / 1e5).rounded() / 10
        return samples[samples.count / 2]
    }
    func mbps(_ ns: Double, _ megabytes: Double) -> Double { (megabytes / (ns / 1e9) * 10).rounded() / 10 }

    let parseNs = try time("parse") { try JSONDocument.parse(bytes).valueCount }
    let data = Data(bytes)
    let foundationNs = try time("foundation") { try JSONSerialization.jsonObject(with: data) as AnyObject }
    var simdjsonNs: Double?
    if let parser = ViewExposureSimdjsonParserCreate() {
        defer { ViewExposureSimdjsonParserDestroy(parser) }
        let top = bytes.withUnsafeBufferPointer { ViewExposureSimdjsonParse(parser, $0.baseAddress, $0.count) }
        guard top == 1 else { throw BenchFailure(description: "text \(name): simdjson read \(top) top-level members, expected 1") }
        simdjsonNs = time("simdjson") { bytes.withUnsafeBufferPointer { ViewExposureSimdjsonParse(parser, $0.baseAddress, $0.count) } }
    }
    // The scene is returned, so freeing its tree happens after the clock stops.
    let decodeNs = try time("decode") { try Scene.decode(document.root) }

    // Writing: every view's answer, computed once, then only the writing is timed.
    let pass = ExposureMeasurer().measureAll(on: scene.screen, only: identified.map(\.view))
    let exposures = identified.map { (id: $0.id, exposure: pass.exposure(of: $0.view)) }
    func writeAll() -> [UInt8] {
        var w = JSONWriter(topLevelMembersOnLines: true, reservingCapacity: 1 << 16)
        w.beginObject()
        for e in exposures {
            w.key(e.id)
            e.exposure.write(to: &w)
        }
        w.endObject()
        return w.utf8
    }
    let written = writeAll()
    guard try JSONDocument.parse(written).root.count == count else {
        throw BenchFailure(description: "text \(name): the written output does not hold \(count) members")
    }
    let writeNs = time("write") { writeAll().count }
    let outMB = Double(written.count) / 1e6

    var rows: [BenchRow] = []
    let n = count
    rows.append(BenchRow(suite: "text", dist: name, n: n, method: "parse", medianNs: parseNs,
                         extra: ["MBps": mbps(parseNs, mb), "bytes": Double(bytes.count),
                                 "x_foundation": (foundationNs / parseNs * 100).rounded() / 100,
                                 "x_simdjson": simdjsonNs.map { ($0 / parseNs * 100).rounded() / 100 } ?? .nan]))
    rows.append(BenchRow(suite: "text", dist: name, n: n, method: "foundation", medianNs: foundationNs,
                         extra: ["MBps": mbps(foundationNs, mb)], note: "JSONSerialization, same bytes"))
    rows.append(BenchRow(suite: "text", dist: name, n: n, method: "simdjson", medianNs: simdjsonNs,
                         extra: simdjsonNs.map { ["MBps": mbps($0, mb)] } ?? [:],
                         note: simdjsonNs == nil ? "parser could not be created" : "DOM parse, same bytes"))
    rows.append(BenchRow(suite: "text", dist: name, n: n, method: "decode", medianNs: decodeNs,
                         extra: ["ns_per_view": (decodeNs / Double(n) * 100).rounded() / 100],
                         note: "parsed document → view tree"))
    rows.append(BenchRow(suite: "text", dist: name, n: n, method: "write", medianNs: writeNs,
                         extra: ["MBps": mbps(writeNs, outMB), "bytes": Double(written.count)],
                         note: "--all output of every view"))
    for i in rows.indices { rows[i].extra["cpu_ms"] = cpuMedians[rows[i].method] }
    rows.append(endToEnd(name: name, path: path, views: n, runs: ctx.quick ? 3 : 5))
    return rows
}

/// `exposure measure PATH --all` as a subprocess (the `exposure` built next to this benchmark).
private func endToEnd(name: String, path: String, views: Int, runs: Int) -> BenchRow {
    let exposure = benchDirectory() + "/exposure"
    guard access(exposure, X_OK) == 0 else {
        return BenchRow(suite: "text", dist: name, n: views, method: "measure --all", medianNs: nil,
                        note: "skipped: no \(exposure) (make bench builds it)")
    }
    var times: [Double] = [], cpu: [Double] = []
    var peakKB = 0
    for _ in 0..<runs {
        guard let measured = MeasuredChild.run([exposure, "measure", path, "--all"]) else {
            return BenchRow(suite: "text", dist: name, n: views, method: "measure --all", medianNs: nil,
                            note: "failed: exposure measure \(path) --all did not exit with 0")
        }
        times.append(measured.wallNs)
        cpu.append(measured.cpuNs)
        peakKB = max(peakKB, measured.maxKB)
    }
    times.sort()
    cpu.sort()
    return BenchRow(suite: "text", dist: name, n: views, method: "measure --all", medianNs: times[times.count / 2],
                    extra: ["peak_MB": (Double(peakKB) / 1024 * 10).rounded() / 10,
                            "cpu_ms": (cpu[cpu.count / 2] / 1e5).rounded() / 10],
                    note: "release exposure, subprocess, stdout to /dev/null")
}

/// CPU time of the calling thread, in nanoseconds.
private func threadCPUNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// The directory of this executable.
func benchDirectory() -> String {
    let parts = CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast()
    return parts.isEmpty ? "." : parts.joined(separator: "/")
}
