import Foundation

/// Bytes appended in order and read back in order once they are all there, for an output
/// whose beginning depends on what comes after it (the SVG picture's size depends on its
/// legend, which the layers drawn first decide): held in memory up to ``memoryLimit``, beyond
/// that in a temporary file of `TMPDIR` (else `/tmp`), unlinked as soon as it is made, so it
/// goes when the spool or the process does. Memory stays bounded by the limit and a write
/// buffer, whatever the size of the output.
///
/// A failed write to the temporary file is remembered and thrown by ``forEachBlock(_:)``.
/// A reference: every holder appends to the same bytes. Not `Sendable`: one thread.
final class ByteSpool {
    /// The bytes held in memory before the spool moves to a temporary file.
    static let memoryLimit = 1 << 20
    /// Bytes written to the temporary file at a time, once it is used.
    static let blockSize = 1 << 20

    /// Bytes in memory: all of them, or those not yet in the file.
    private var memory: [UInt8] = []
    /// The temporary file, or -1 before it is needed.
    private var fd: Int32 = -1
    /// Bytes in the file.
    private var spilled = 0
    /// The `errno` of the first failure with the temporary file, or 0.
    private var failure: Int32 = 0

    /// Creates an empty spool.
    init() {}

    deinit { if fd >= 0 { close(fd) } }

    /// The number of bytes appended.
    var count: Int { spilled + memory.count }

    /// Appends the UTF-8 of `text` and a line feed.
    func appendLine(_ text: String) {
        memory.append(contentsOf: text.utf8)
        memory.append(UInt8(ascii: "\n"))
        if memory.count >= (fd >= 0 ? Self.blockSize : Self.memoryLimit) { spill() }
    }

    /// Moves the bytes in memory to the temporary file (made on first need). When the file
    /// cannot be made, the bytes stay in memory.
    private func spill() {
        guard failure == 0 else { return }
        if fd < 0 {
            let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
            var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast()) + Array("exposure-spool.XXXXXX".utf8CString)
            let made = mkstemp(&template)
            guard made >= 0 else { return }
            unlink(template)
            fd = made
        }
        var offset = 0
        memory.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failure = n < 0 ? errno : EIO; return }
                offset += n
            }
        }
        spilled += offset
        memory.removeAll(keepingCapacity: true)
    }

    /// Hands every byte to `body`, in order, in blocks of at most ``blockSize``. A failure of
    /// the temporary file (a full disk) is an internal failure, exit status 1.
    func forEachBlock(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws(CLIFailure) {
        if failure != 0 { throw Self.failed(failure) }
        if spilled > 0 {
            var block = [UInt8](repeating: 0, count: Self.blockSize)
            var offset = 0
            while offset < spilled {
                let n = block.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, Swift.min($0.count, spilled - offset), off_t(offset)) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { throw Self.failed(n < 0 ? errno : EIO) }
                block.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<n])) }
                offset += n
            }
        }
        memory.withUnsafeBufferPointer(body)
    }

    private static func failed(_ code: Int32) -> CLIFailure {
        .internalFailure("a temporary file (TMPDIR) could not be written or read back (\(String(cString: strerror(code))))")
    }
}
