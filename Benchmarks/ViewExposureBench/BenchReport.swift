import ViewExposure
import ViewExposureJSON

/// Prints benchmark rows as an aligned table and writes them as JSON
/// (docs/benchmark-workloads.md §4).
enum BenchReport {
    /// Formats nanoseconds with a readable unit.
    static func formatTime(_ ns: Double?) -> String {
        guard let ns else { return "skipped" }
        if ns < 1_000 { return String(format1: ns, unit: "ns") }
        if ns < 1_000_000 { return String(format1: ns / 1_000, unit: "µs") }
        if ns < 1_000_000_000 { return String(format1: ns / 1_000_000, unit: "ms") }
        return String(format1: ns / 1_000_000_000, unit: "s")
    }

    /// The table: one line per row, extra fields sorted by name.
    static func table(_ rows: [BenchRow]) -> String {
        var lines: [[String]] = [["suite", "dist", "n", "method", "median", "results"]]
        for r in rows {
            let extras = r.extra.keys.sorted().map { "\($0)=\(JSONNumber.shortest(r.extra[$0]!))" }
            var results = extras.joined(separator: " ")
            if let note = r.note { results += (results.isEmpty ? "" : "  ") + "(\(note))" }
            lines.append([
                r.suite, r.dist ?? "", r.n.map(String.init) ?? "", r.method,
                formatTime(r.medianNs), results,
            ])
        }
        var widths = [Int](repeating: 0, count: 6)
        for l in lines { for (i, c) in l.enumerated() { widths[i] = max(widths[i], c.count) } }
        return lines.map { l in
            l.enumerated().map { i, c in
                i == l.count - 1 ? c : c + String(repeating: " ", count: widths[i] - c.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// `latest.json`: an object with the run's provenance (`run`, see ``BenchRun``) and its
    /// `rows`, one per line: `suite`, `dist`, `n`, `method`, `median_ns` (`null` for a cell not
    /// run), the extra fields by name, then `note`. Written through `JSONWriter`, numbers in
    /// their exact shortest form; ``BenchResults/decode(_:)`` reads it back.
    static func json(_ run: BenchRun, _ rows: [BenchRow]) -> String {
        var head = JSONWriter()
        head.beginObject()
        head.key("date"); head.string(run.date)
        head.key("commit"); head.string(run.commit)
        head.key("cpu"); head.string(run.cpu)
        head.key("cores"); head.integer(run.cores)
        head.key("memoryGiB"); head.exactNumber(run.memoryGiB)
        head.key("system"); head.string(run.system)
        head.key("quick"); head.bool(run.quick)
        head.key("runs"); head.integer(run.runs)
        head.key("suites"); head.beginArray(); for s in run.suites { head.string(s) }; head.endArray()
        head.key("complete"); head.bool(run.complete)
        head.endObject()
        let lines = rows.map { r -> String in
            var w = JSONWriter()
            w.beginObject()
            w.key("suite"); w.string(r.suite)
            if let d = r.dist { w.key("dist"); w.string(d) }
            if let n = r.n { w.key("n"); w.integer(n) }
            w.key("method"); w.string(r.method)
            w.key("median_ns")
            if let m = r.medianNs { w.exactNumber(m) } else { w.null() }
            for k in r.extra.keys.sorted() { w.key(k); w.exactNumber(r.extra[k]!) }
            if let note = r.note { w.key("note"); w.string(note) }
            w.endObject()
            return w.text
        }
        return "{\"run\": \(head.text),\n\"rows\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }
}

extension String {
    /// `value` with one decimal and a unit, e.g. `"12.3 µs"`.
    init(format1 value: Double, unit: String) {
        let tenths = (value * 10).rounded()
        let whole = Int64(tenths / 10), frac = Int64(tenths) % 10
        self = "\(whole).\(frac) \(unit)"
    }
}
