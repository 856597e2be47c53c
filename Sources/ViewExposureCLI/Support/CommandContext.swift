import Foundation
import ViewExposureJSON

/// Where a command reads and writes: its standard output and error (collected in memory, so
/// tests read them back), standard input (read only when a file argument is `-`), and files.
///
/// Not `Sendable`: one command runs in one context on one thread.
public final class CommandContext {
    /// Everything written to standard output, as UTF-8 (appended in place; the executable
    /// writes it to the process's standard output in large blocks).
    public private(set) var standardOutputBytes: [UInt8] = []
    /// Everything written to standard output. Builds a `String` on each call (O(length)).
    public var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    /// Everything written to standard error.
    public private(set) var standardError = ""
    private let readStandardInput: () -> [UInt8]

    /// Creates a context whose standard input is `standardInput()` (called at most once).
    public init(standardInput: @escaping () -> [UInt8] = { [] }) {
        self.readStandardInput = standardInput
    }

    /// Writes `text` to standard output.
    public func write(_ text: String) { standardOutputBytes.append(contentsOf: text.utf8) }

    /// Writes `text` and a newline to standard output.
    public func writeLine(_ text: String) {
        standardOutputBytes.append(contentsOf: text.utf8)
        standardOutputBytes.append(UInt8(ascii: "\n"))
    }

    /// Writes the JSON text of `writer` and a newline to standard output (its bytes, without
    /// making a `String`).
    public func writeLine(_ writer: JSONWriter) {
        if standardOutputBytes.isEmpty {
            standardOutputBytes = writer.utf8
        } else {
            standardOutputBytes.append(contentsOf: writer.utf8)
        }
        standardOutputBytes.append(UInt8(ascii: "\n"))
    }

    /// Writes `line` and a newline to standard error.
    public func writeErrorLine(_ line: String) { standardError += line + "\n" }

    /// Writes a failure's lines to standard error.
    func report(_ failure: CLIFailure) {
        for line in failure.lines { writeErrorLine(line) }
    }

    /// The name used for `path` in messages: the path itself, or `<stdin>` for `-`.
    public static func displayName(of path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// The bytes of the file at `path`, or of standard input when `path` is `-`.
    /// A missing, unreadable or directory path is bad input.
    public func readInput(_ path: String) throws(CLIFailure) -> [UInt8] {
        if path == "-" { return readStandardInput() }
        return try Self.readFile(path)
    }

    /// The bytes of the file at `path` (not `-`); safe to call from any thread. A missing,
    /// unreadable or directory path is bad input.
    public static func readFile(_ path: String) throws(CLIFailure) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .badInput("\(path): no such file")
        }
        if isDirectory.boolValue { throw .badInput("\(path): is a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .badInput("\(path): cannot be read")
        }
        return [UInt8](data)
    }

    /// Writes `text` to the file at `path` (replacing it). A path that cannot be written is
    /// bad input (the caller chose it), exit status 2.
    public func writeFile(_ path: String, _ text: String) throws(CLIFailure) {
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
