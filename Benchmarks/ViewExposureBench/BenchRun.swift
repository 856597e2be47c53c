#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a benchmark run's figures come from: when it ran, on which machine, from which
/// commit, with which settings. Written at the head of `latest.json` and of
/// `docs/benchmarks.md`, so a figure never travels without its provenance.
struct BenchRun: Sendable, Equatable {
    /// Start of the run, UTC, as `2026-11-24T22:10:00Z`.
    var date: String
    /// The source the bench was built from (`--commit`, given by `make bench`: the commit,
    /// `-dirty` when the work tree had changes), or `"unknown"`.
    var commit: String
    /// The processor's model name (`/proc/cpuinfo`), or `"unknown"`.
    var cpu: String
    /// Online logical processors.
    var cores: Int
    /// Physical memory in GiB, rounded to one decimal (`/proc/meminfo`); 0 when unknown.
    var memoryGiB: Double
    /// Kernel name, release and architecture (`uname`).
    var system: String
    /// `BENCH_QUICK=1`: the subset that ends within a minute.
    var quick: Bool
    /// Timed runs per cell (the median of them is reported).
    var runs: Int
    /// The suites this run ran, in order.
    var suites: [String]
    /// Whether every suite ran (no `BENCH_ONLY` filter): only such a run may rewrite the
    /// documentation.
    var complete: Bool

    /// The run starting now on this machine, of the source `commit`.
    static func now(commit: String, quick: Bool, runs: Int, suites: [String], complete: Bool) -> BenchRun {
        BenchRun(
            date: utcNow(), commit: commit.isEmpty ? "unknown" : commit, cpu: cpuModel() ?? "unknown",
            cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)), memoryGiB: memoryGiB(), system: systemName(),
            quick: quick, runs: runs, suites: suites, complete: complete)
    }

    private static func utcNow() -> String {
        var t = time(nil)
        var parts = tm()
        gmtime_r(&t, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    /// The value after the first `key` line's colon in a `/proc` text file.
    private static func procField(_ path: String, _ key: String) -> String? {
        guard let text = BenchFiles.read(path) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return String(line[line.index(after: colon)...]).trimmingSpaces()
        }
        return nil
    }

    private static func cpuModel() -> String? {
        procField("/proc/cpuinfo", "model name")
    }

    private static func memoryGiB() -> Double {
        // "MemTotal:       24531748 kB"
        guard let field = procField("/proc/meminfo", "MemTotal"),
              let kb = Double(field.split(separator: " ").first ?? "") else { return 0 }
        return (kb / 1_048_576 * 10).rounded() / 10
    }

    private static func systemName() -> String {
        var u = utsname()
        guard uname(&u) == 0 else { return "unknown" }
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return "\(text(u.sysname)) \(text(u.release)) \(text(u.machine))"
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
