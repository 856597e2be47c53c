#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and writes for the benchmark's outputs (no Foundation in the bench).
enum BenchFiles {
    /// The file's bytes as UTF-8 text, or `nil` when it cannot be opened.
    static func read(_ path: String) -> String? {
        guard let f = fopen(path, "r") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
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
