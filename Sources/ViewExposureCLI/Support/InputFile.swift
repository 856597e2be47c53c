import Foundation
import ViewExposureGeometry

/// Reading an input (a scene, a dump, a timeline) without trusting it: its size is checked
/// before it is read, a stream is read with the same cap, and a device or stream is refused at
/// the first NUL byte it delivers (`/dev/zero` at its first read) — no XML or JSON text holds
/// one. Memory stays proportional to the bytes read. (A regular file's NUL is left to the
/// readers, which refuse it with its line and column.)
enum InputFile {
    /// Bytes read from a stream at a time (at first; the buffer doubles).
    static let chunkSize = 1 << 16

    /// The bytes of the file at `path` (not `-`), at most `limit` of them; safe to call from
    /// any thread. A missing, unreadable or directory path, a regular file larger than `limit`
    /// (by its size, before reading) and a stream exceeding it (while reading) are bad input.
    /// `isText`: `false` for an image (`--screenshot`), whose NUL bytes are no sign of a wrong file.
    static func contents(of path: String, limit: Int = InputBounds.size, isText: Bool = true) throws(CLIFailure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            throw .badInput(code == ENOENT ? "\(path): no such file" : "\(path): cannot be read (\(String(cString: strerror(code))))")
        }
        defer { close(fd) }
        return try contents(of: fd, name: path, limit: limit, isText: isText)
    }

    /// The bytes readable from `fd` (a file, a device or a stream), named `name` in messages.
    static func contents(of fd: Int32, name: String, limit: Int = InputBounds.size, isText: Bool = true) throws(CLIFailure) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .badInput("\(name): cannot be read") }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw .badInput("\(name): is a directory, not a file") }
        let isRegular = type == S_IFREG
        let expected = isRegular ? Int(info.st_size) : 0
        if expected > limit { throw tooLarge(name, size: "\(expected) bytes", limit: limit) }
        // A regular file: sized by fstat, read until end of file (it may change while read). A
        // device or stream: read in chunks, each looked through for a NUL (C `memchr`).
        var bytes = [UInt8](repeating: 0, count: isRegular ? expected + 1 : chunkSize)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= limit else { throw tooLarge(name, size: "more than \(limit) bytes", limit: limit) }
                bytes.append(contentsOf: repeatElement(0, count: Swift.min(Swift.max(bytes.count, chunkSize), limit + 1 - filled)))
            }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw .badInput("\(name): cannot be read (\(String(cString: strerror(errno))))") }
            if n == 0 { break }
            if isText && !isRegular, let offset = firstNUL(in: bytes, from: filled, count: n) {
                throw .badInput("\(name): byte \(offset + 1) is NUL: not a UI dump or scene (XML and JSON text hold none); nothing more is read")
            }
            filled += n
        }
        if filled > limit { throw tooLarge(name, size: "more than \(limit) bytes", limit: limit) }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The offset of the first 0 in `bytes[from..<from + count]`, or `nil`.
    private static func firstNUL(in bytes: [UInt8], from: Int, count: Int) -> Int? {
        bytes.withUnsafeBytes { raw in
            memchr(raw.baseAddress! + from, 0, count).map { raw.baseAddress!.distance(to: UnsafeRawPointer($0)) }
        }
    }

    private static func tooLarge(_ name: String, size: String, limit: Int) -> CLIFailure {
        .badInput("\(name): is \(size): the largest input read is \(limit) bytes\(limit == InputBounds.size ? " (2 GiB − 1)" : ""), checked before reading")
    }
}
