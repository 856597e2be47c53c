import Glibc

/// Prints benchmark rows as an aligned table and writes them as JSON (benchmark.md §3).
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
            let extras = r.extra.keys.sorted().map { "\($0)=\(formatNumber(r.extra[$0]!))" }
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

    /// A number without a fraction when integral, else with up to 6 significant decimals.
    static func formatNumber(_ v: Double) -> String {
        if v.isFinite, v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// The rows as a JSON array of objects (`suite`, `dist`, `n`, `method`, `median_ns`,
    /// then the extra fields).
    static func json(_ rows: [BenchRow]) -> String {
        func str(_ s: String) -> String {
            var out = "\""
            for ch in s.unicodeScalars {
                switch ch {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default:
                    if ch.value < 0x20 {
                        let hex = String(ch.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(ch)
                    }
                }
            }
            return out + "\""
        }
        func num(_ v: Double) -> String { v.isFinite ? formatNumber(v) : "null" }
        let objects = rows.map { r -> String in
            var fields = ["\"suite\": \(str(r.suite))"]
            if let d = r.dist { fields.append("\"dist\": \(str(d))") }
            if let n = r.n { fields.append("\"n\": \(n)") }
            fields.append("\"method\": \(str(r.method))")
            fields.append("\"median_ns\": \(r.medianNs.map(num) ?? "null")")
            for k in r.extra.keys.sorted() { fields.append("\(str(k)): \(num(r.extra[k]!))") }
            if let note = r.note { fields.append("\"note\": \(str(note))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// Writes `text` to `path`, creating the parent directories; throws `BenchFailure`.
    static func write(_ text: String, to path: String) throws {
        var dir = ""
        for part in path.split(separator: "/").dropLast() {
            dir += (dir.isEmpty && !path.hasPrefix("/") ? "" : "/") + part
            mkdir(dir, 0o755)
        }
        guard let f = fopen(path, "w") else { throw BenchFailure(description: "cannot write \(path)") }
        defer { fclose(f) }
        guard fputs(text, f) >= 0 else { throw BenchFailure(description: "cannot write \(path)") }
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
