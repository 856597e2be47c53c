import Foundation

/// An output written as it is produced (``OutputFile``'s rules): bytes gather in a buffer of
/// ``bufferSize`` and go on when it fills — to standard output (through the command's
/// context), through to an existing device, FIFO or socket, or, for a regular file or a new
/// path, into a temporary file beside the target (through a symbolic link: beside the file it
/// names) that ``finish()`` renames onto it, so the target holds its old bytes or all the new
/// ones, never a part. A replaced file keeps its permission bits; a new one gets `0666` less the
/// umask. Memory is the buffer, whatever the size of the output.
///
/// The first failed write is remembered (later ones are skipped) and thrown by ``finish()``,
/// which then removes the temporary file; so does dropping a writer that was not finished.
/// Not `Sendable`: one command writes it on one thread.
final class OutputWriter {
    /// Bytes gathered before they are handed on.
    static let bufferSize = 1 << 16

    private enum Target {
        case standardOutput(CommandContext)
        /// Written through: a device, FIFO or socket.
        case through(Int32)
        /// A temporary file renamed onto `target` when finished.
        case replacing(Int32, temporary: String, target: String)
    }

    /// The path as the command was given it (for messages).
    let path: String
    private var target: Target?
    private var buffer: [UInt8] = []
    /// The `errno` of the first failed write, or 0.
    private var failure: Int32 = 0

    /// Opens `path` for writing (standard output when ``OutputFile/isStandardOutput(_:)``). A
    /// path that cannot be opened is bad input (the caller chose it), exit status 2.
    init(path: String, context: CommandContext) throws(CLIFailure) {
        self.path = path
        buffer.reserveCapacity(Self.bufferSize)
        if OutputFile.isStandardOutput(path) {
            target = .standardOutput(context)
            return
        }
        var info = stat()
        let exists = stat(path, &info) == 0
        let type = info.st_mode & S_IFMT
        if exists && type == S_IFDIR { throw .badInput("\(path): is a directory, not a file") }
        if (exists && type != S_IFREG) || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
            guard fd >= 0 else { throw Self.cannotWrite(path, errno) }
            target = .through(fd)
            return
        }
        // A symbolic link stays a link: the file it names is replaced.
        let final = exists ? (realpath(path, nil).map { p in defer { free(p) }; return String(cString: p) } ?? path) : path
        let slash = final.lastIndex(of: "/")
        let directory = slash.map { String(final[...$0]) } ?? ""
        let name = slash.map { String(final[final.index(after: $0)...]) } ?? final
        for attempt in 0..<100 {
            let temporary = "\(directory).\(name).\(getpid()).\(attempt).\(UInt32.random(in: 0...UInt32.max)).tmp"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd < 0 && errno == EEXIST { continue }
            guard fd >= 0 else { throw Self.cannotWrite(path, errno) }
            if exists { _ = fchmod(fd, info.st_mode & 0o7777) }
            target = .replacing(fd, temporary: temporary, target: final)
            return
        }
        throw Self.cannotWrite(path, EEXIST)
    }

    deinit { abandon() }

    /// Appends the UTF-8 of `text`.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Appends `bytes`; hands the buffer on when it is full (a block larger than the buffer
    /// goes on directly).
    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        if buffer.count + bytes.count > Self.bufferSize { flush() }
        if bytes.count >= Self.bufferSize {
            hand(UnsafeRawBufferPointer(bytes))
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Hands what is buffered on.
    private func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { hand($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func hand(_ bytes: UnsafeRawBufferPointer) {
        guard failure == 0, let target else { return }
        switch target {
        case .standardOutput(let context): context.write(bytes: bytes)
        case .through(let fd), .replacing(let fd, _, _): failure = Self.writeAll(bytes, to: fd)
        }
    }

    /// Writes everything buffered, closes, and for a replaced file renames the temporary file
    /// onto the target. A failed write or rename is bad input (`/dev/full`, a full disk), exit
    /// status 2; the temporary file is then removed and the target left as it was.
    func finish() throws(CLIFailure) {
        flush()
        guard let target else { return }
        self.target = nil
        switch target {
        case .standardOutput:
            break
        case .through(let fd):
            close(fd)
            if failure != 0 { throw Self.cannotWrite(path, failure) }
        case .replacing(let fd, let temporary, let final):
            if close(fd) != 0 && failure == 0 { failure = errno }
            if failure == 0 && rename(temporary, final) != 0 { failure = errno }
            if failure != 0 {
                unlink(temporary)
                throw Self.cannotWrite(path, failure)
            }
        }
    }

    /// Closes without writing the rest: a temporary file is removed, the target untouched.
    private func abandon() {
        guard let target else { return }
        self.target = nil
        switch target {
        case .standardOutput: break
        case .through(let fd): close(fd)
        case .replacing(let fd, let temporary, _):
            close(fd)
            unlink(temporary)
        }
    }

    /// Writes all of `bytes` to `fd` in blocks of up to 1 MiB, retrying short writes and
    /// interrupted calls: 0, or the `errno` of the failure.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let n = Foundation.write(fd, bytes.baseAddress! + offset, Swift.min(bytes.count - offset, 1 << 20))
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return n < 0 ? errno : EIO }
            offset += n
        }
        return 0
    }

    private static func cannotWrite(_ path: String, _ code: Int32) -> CLIFailure {
        .badInput("\(path): cannot be written (\(String(cString: strerror(code))))")
    }
}
