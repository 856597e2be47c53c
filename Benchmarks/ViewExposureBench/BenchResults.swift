import ViewExposure
import ViewExposureJSON

/// A benchmark run read back from `latest.json` (the format ``BenchReport/json(_:_:)``
/// writes): its provenance and its rows. What `docs/benchmarks.md` and the README's headline
/// block are generated from, so they can only show figures a run wrote.
struct BenchResults: Sendable {
    var run: BenchRun
    var rows: [BenchRow]

    /// Reads `latest.json` text. Throws `BenchFailure` naming the JSON path of the first
    /// problem (a file from an older bench, without `run`, is refused, not guessed at).
    static func decode(_ text: String) throws -> BenchResults {
        let root: JSONValue
        do {
            root = try JSONDocument.parse(text).root
        } catch {
            throw BenchFailure(description: "latest.json:\(error)")
        }
        guard root.isObject, let run = root["run"], run.isObject, let rows = root["rows"], rows.isArray else {
            throw BenchFailure(description: "latest.json: expected an object with \"run\" and \"rows\" (written by this bench)")
        }
        func field<T>(_ v: JSONValue, _ key: String, _ path: String, _ get: (JSONValue) -> T?) throws -> T {
            guard let m = v[key], let value = get(m) else {
                throw BenchFailure(description: "latest.json: \(path).\(key): missing or of the wrong type")
            }
            return value
        }
        let suites = try field(run, "suites", "run") { v in v.isArray ? v.elements.compactMap(\.string) : nil }
        let decodedRun = BenchRun(
            date: try field(run, "date", "run", \.string), commit: try field(run, "commit", "run", \.string),
            cpu: try field(run, "cpu", "run", \.string), cores: Int(try field(run, "cores", "run", \.number)),
            memoryGiB: try field(run, "memoryGiB", "run", \.number), system: try field(run, "system", "run", \.string),
            quick: try field(run, "quick", "run", \.bool), runs: Int(try field(run, "runs", "run", \.number)),
            suites: suites, complete: try field(run, "complete", "run", \.bool))
        var decodedRows: [BenchRow] = []
        for (i, r) in rows.elements.enumerated() {
            let path = "rows[\(i)]"
            guard r.isObject else { throw BenchFailure(description: "latest.json: \(path): expected an object") }
            var row = BenchRow(
                suite: try field(r, "suite", path, \.string), dist: r["dist"]?.string, n: r["n"]?.number.map { Int($0) },
                method: try field(r, "method", path, \.string), medianNs: r["median_ns"]?.number)
            row.note = r["note"]?.string
            for m in r.members where !["suite", "dist", "n", "method", "median_ns", "note"].contains(m.key) {
                if m.value.isNull { continue }  // a non-finite result, written as null
                guard let x = m.value.number else {
                    throw BenchFailure(description: "latest.json: \(path).\(m.key): expected a number")
                }
                row.extra[m.key] = x
            }
            decodedRows.append(row)
        }
        return BenchResults(run: decodedRun, rows: decodedRows)
    }
}
