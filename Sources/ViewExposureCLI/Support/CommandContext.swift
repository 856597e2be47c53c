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
    private let readStandardInput: () throws(CLIFailure) -> [UInt8]

    /// Creates a context whose standard input is `standardInput()` (called at most once).
    init(standardInput: @escaping () throws(CLIFailure) -> [UInt8] = { [] }) {
        self.readStandardInput = standardInput
    }

    /// When set (by the executable), standard output is written to this file descriptor in
    /// blocks of about 1 MiB as it grows, instead of being held until the command ends.
    var streamingDescriptor: Int32?

    /// The regular file standard output is redirected to (`exposure audit a.xml >> a.xml`), by
    /// device and inode; nil when it is a terminal, a pipe or a device, or when output is only
    /// collected (no ``streamingDescriptor``).
    private lazy var standardOutputFile: OutputFile.Identity? = streamingDescriptor
        .flatMap(OutputFile.identity(ofDescriptor:)).flatMap { $0.type == S_IFREG ? $0 : nil }

    /// Bad input when the input `path` (`-`: standard input's file) is the file standard output
    /// is redirected to: the command would write into what it reads, as `cat` refuses to.
    func refuseStandardOutputFile(asInput path: String) throws(CLIFailure) {
        guard let out = standardOutputFile else { return }
        let input = path == "-" ? standardInputDescriptor.flatMap(OutputFile.identity(ofDescriptor:)) : OutputFile.identity(of: path)
        if input == out {
            throw .badInput("\(Self.displayName(of: path)): is standard output's file (the same file): writing it would destroy the input; nothing was written")
        }
    }

    /// The descriptor standard input is read from (set by the executable; a test may set a
    /// file's): an output that is its file is refused when `-` is an input (``OutputFile``).
    var standardInputDescriptor: Int32?

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

    /// Writes `line` and a newline to standard error, with every control character in it
    /// written as an escape (`\\n`, `\\u{1B}`): messages quote text from inputs (a key, an id),
    /// and a quoted newline would split one message into two lines — the second naming no
    /// input — while an escape sequence would drive the reader's terminal.
    func writeErrorLine(_ line: String) {
        standardError += line.replacingScalars(Self.escapedControlCharacter) + "\n"
    }

    /// The escape written for a C0 or C1 control character or DEL, nil for any other scalar.
    static func escapedControlCharacter(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00..<0x20, 0x7F..<0xA0: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: return nil
        }
    }

    /// Writes a failure's lines to standard error.
    func report(_ failure: CLIFailure) {
        for line in failure.lines { writeErrorLine(line) }
    }

    /// The name used for `path` in messages: the path itself, or `<stdin>` for `-`.
    static func displayName(of path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// The bytes of the file at `path`, or of standard input when `path` is `-`, read as
    /// ``InputFile`` reads (size checked first, streams capped, devices sniffed).
    /// A missing, unreadable or directory path is bad input.
    func readInput(_ path: String) throws(CLIFailure) -> [UInt8] {
        try refuseStandardOutputFile(asInput: path)
        if path == "-" { return try readStandardInput() }
        return try Self.readFile(path)
    }

    /// The bytes of the file at `path` (not `-`); safe to call from any thread
    /// (``InputFile``; `isText: false` for an image, which may hold NUL bytes).
    static func readFile(_ path: String, isText: Bool = true) throws(CLIFailure) -> [UInt8] {
        try InputFile.contents(of: path, isText: isText)
    }

    /// Writes to the output file `path` what `produce` gives its ``OutputWriter`` — as it is
    /// produced, never replacing a device or a FIFO, to standard output when `path` is `-` or
    /// `/dev/stdout` (``OutputFile``). A path that cannot be written is bad input (the caller
    /// chose it), exit status 2.
    func writeFile(_ path: String, _ produce: (OutputWriter) throws(CLIFailure) -> Void) throws(CLIFailure) {
        let writer = try OutputWriter(path: path, context: self)
        try produce(writer)
        try writer.finish()
    }

    /// Writes `text` to the output file `path` (``writeFile(_:_:)``).
    func writeFile(_ path: String, _ text: String) throws(CLIFailure) {
        try writeFile(path) { $0.write(text) }
    }

    /// Writes `bytes` to standard output (streamed out when the executable streams).
    func write(bytes: UnsafeRawBufferPointer) {
        standardOutputBytes.append(contentsOf: bytes)
        flushIfLarge()
    }
}
