import Foundation
import ViewExposureJSON

/// Where a command reads and writes: its standard output and error (collected in memory, so
/// tests read them back), standard input (read only when a file argument is `-`), and files.
///
/// Not `Sendable`: one command runs in one context on one thread.
final class CommandContext {
    /// Everything written to standard output, as UTF-8 (appended in place; the executable
    /// writes it to the process's standard output in large blocks).
    private(set) var standardOutputBytes: [UInt8] = []
    /// Everything written to standard output. Builds a `String` on each call (O(length)).
    var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    /// Everything written to standard error.
    private(set) var standardError = ""
    private let readStandardInput: () -> [UInt8]

    /// Creates a context whose standard input is `standardInput()` (called at most once).
    init(standardInput: @escaping () -> [UInt8] = { [] }) {
        self.readStandardInput = standardInput
    }

    /// When set (by the executable), standard output is written to this file descriptor in
    /// blocks of about 1 MiB as it grows, instead of being held until the command ends.
    var streamingDescriptor: Int32?

    /// Moves what `writer` has written so far to standard output (see
    /// ``JSONWriter/moveUTF8(to:)``): a command writing a large document calls it now and
    /// then, so the text is not held twice, and streamed when the executable streams.
    func write(from writer: inout JSONWriter) {
        writer.moveUTF8(to: &standardOutputBytes)
        flushIfLarge()
    }

    private func flushIfLarge() {
        guard let fd = streamingDescriptor, standardOutputBytes.count >= 1 << 20 else { return }
        ExposureCLI.writeAll(standardOutputBytes, to: fd)
        standardOutputBytes.removeAll(keepingCapacity: true)
    }

    private var keptUntilExit: [Any] = []

    /// Keeps `value` alive as long as this context. The executable exits without releasing
    /// its context, so a command's large tree is not freed view by view just before the
    /// process's memory goes back at once; in tests the context is released as usual.
    func keepUntilExit(_ value: Any) { keptUntilExit.append(value) }

    /// Writes `text` to standard output.
    func write(_ text: String) { standardOutputBytes.append(contentsOf: text.utf8) }

    /// Writes `text` and a newline to standard output.
    func writeLine(_ text: String) {
        standardOutputBytes.append(contentsOf: text.utf8)
        standardOutputBytes.append(UInt8(ascii: "\n"))
    }

    /// Writes the JSON text of `writer` and a newline to standard output (its bytes, without
    /// making a `String`).
    func writeLine(_ writer: JSONWriter) {
        if standardOutputBytes.isEmpty {
            standardOutputBytes = writer.utf8
        } else {
            standardOutputBytes.append(contentsOf: writer.utf8)
        }
        standardOutputBytes.append(UInt8(ascii: "\n"))
    }

    /// Writes `line` and a newline to standard error.
    func writeErrorLine(_ line: String) { standardError += line + "\n" }

    /// Writes a failure's lines to standard error.
    func report(_ failure: CLIFailure) {
        for line in failure.lines { writeErrorLine(line) }
    }

    /// The name used for `path` in messages: the path itself, or `<stdin>` for `-`.
    static func displayName(of path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// The bytes of the file at `path`, or of standard input when `path` is `-`.
    /// A missing, unreadable or directory path is bad input.
    func readInput(_ path: String) throws(CLIFailure) -> [UInt8] {
        if path == "-" { return readStandardInput() }
        return try Self.readFile(path)
    }

    /// The bytes of the file at `path` (not `-`); safe to call from any thread. A missing,
    /// unreadable or directory path is bad input.
    static func readFile(_ path: String) throws(CLIFailure) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .badInput("\(path): no such file")
        }
        if isDirectory.boolValue { throw .badInput("\(path): is a directory, not a file") }
        // Read straight into the array (no `Data` copy held beside it): sized by fstat, then
        // read until end of file (the file may change size while it is read).
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .badInput("\(path): cannot be read") }
        defer { close(fd) }
        var info = stat()
        let expected = fstat(fd, &info) == 0 ? max(Int(info.st_size), 0) : 0
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 1 << 16))) }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw .badInput("\(path): cannot be read") }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Writes `text` to the file at `path` (replacing it). A path that cannot be written is
    /// bad input (the caller chose it), exit status 2.
    func writeFile(_ path: String, _ text: String) throws(CLIFailure) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .badInput("\(path): cannot be written (\(Self.reason(error)))")
        }
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return ns.localizedDescription
    }
}
