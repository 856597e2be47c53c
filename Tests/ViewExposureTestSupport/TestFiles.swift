#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or written.
package struct TestFileError: Error, CustomStringConvertible {
    /// The file's path.
    package let path: String
    /// What failed.
    package let operation: String

    package var description: String { "cannot \(operation) \(path)" }
}

/// The bytes of the file at `path`, read with the C library (the test targets do not use
/// Foundation).
package func readFileBytes(_ path: String) throws -> [UInt8] {
    guard let f = fopen(path, "rb") else { throw TestFileError(path: path, operation: "read") }
    defer { fclose(f) }
    var out: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        out.append(contentsOf: buffer[0..<n])
    }
    return out
}

/// The text of the file at `path`, decoded as UTF-8.
package func readFileText(_ path: String) throws -> String {
    String(decoding: try readFileBytes(path), as: UTF8.self)
}

/// Writes `text` to `path`, replacing the file.
package func writeFile(_ path: String, _ text: String) throws {
    guard let f = fopen(path, "w") else { throw TestFileError(path: path, operation: "write") }
    defer { fclose(f) }
    guard fputs(text, f) >= 0 else { throw TestFileError(path: path, operation: "write") }
}
