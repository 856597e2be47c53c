import Foundation

/// Where a command's output file goes, so that writing it never destroys anything
/// (docs/cli.md, "Output files"): `-` (and `/dev/stdout`) is standard output; an existing
/// device, FIFO or socket, and anything under `/dev` or `/proc`, is written through, never
/// replaced; a regular file (or a new path) is written atomically — a temporary file renamed
/// onto the target, through a symbolic link to the file it names. An output that is the same
/// file as an input, however spelled (compared by device and inode, as `cat` and `cp` do), is
/// refused before anything is read or written.
enum OutputFile {
    /// Whether `path` names standard output.
    static func isStandardOutput(_ path: String) -> Bool {
        path == "-" || path == "/dev/stdout" || path == "/dev/fd/1" || path == "/proc/self/fd/1"
    }

    /// Bad input when `path` (the value of `option`) is the same file as one of `inputs` (`-`
    /// skipped) or an existing directory. Call it before reading or writing anything.
    static func check(_ path: String, option: String, inputs: [String]) throws(CLIFailure) {
        guard !isStandardOutput(path), let out = identity(of: path) else { return }
        if out.isDirectory { throw .badInput("\(option) \(path): is a directory, not a file") }
        for input in inputs where input != "-" {
            if let i = identity(of: input), i.device == out.device, i.inode == out.inode {
                throw .badInput("\(option) \(path): is the input \(input) (the same file): writing it would destroy the input; nothing was written")
            }
        }
    }

    /// Device, inode and kind of the file `path` names (symbolic links followed), or `nil`
    /// when there is none.
    private static func identity(of path: String) -> (device: UInt64, inode: UInt64, isDirectory: Bool)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino), info.st_mode & S_IFMT == S_IFDIR)
    }

    /// Writes `bytes` to `path` (not standard output). A path that cannot be written is bad
    /// input (the caller chose it), exit status 2.
    static func write(_ bytes: [UInt8], to path: String) throws(CLIFailure) {
        var info = stat()
        let exists = stat(path, &info) == 0
        let type = info.st_mode & S_IFMT
        if exists && type == S_IFDIR { throw .badInput("\(path): is a directory, not a file") }
        if (exists && type != S_IFREG) || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            try writeThrough(bytes, to: path)
            return
        }
        // A symbolic link stays a link: the file it names is replaced.
        let target = exists ? (realpath(path, nil).map { p in defer { free(p) }; return String(cString: p) } ?? path) : path
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: target), options: .atomic)
        } catch {
            throw .badInput("\(path): cannot be written (\(reason(error)))")
        }
    }

    /// Opens `path` for writing as it is (a device, a FIFO: no temporary file, no rename, no
    /// truncation) and writes `bytes` to it.
    private static func writeThrough(_ bytes: [UInt8], to path: String) throws(CLIFailure) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { throw .badInput("\(path): cannot be written (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, Swift.min(raw.count - offset, 1 << 20))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failure = n < 0 ? errno : EIO; return }
                offset += n
            }
        }
        if failure != 0 { throw .badInput("\(path): cannot be written (\(String(cString: strerror(failure))))") }
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
