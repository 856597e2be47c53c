import Foundation

/// Where a command's output file goes, so that writing it never destroys anything
/// (docs/cli.md, "Output files"): `-` (and `/dev/stdout`) is standard output; an existing
/// device, FIFO or socket, and anything under `/dev` or `/proc`, is written through, never
/// replaced; a regular file (or a new path) is written atomically — a temporary file renamed
/// onto the target, through a symbolic link to the file it names (``OutputWriter``). An output
/// that is the same file as an input, as standard input when `-` is read, or as another output,
/// however spelled (compared by device and inode, as `cat` and `cp` do), is refused before
/// anything is read or written; so is an input that is the file standard output is redirected
/// to (``CommandContext/refuseStandardOutputFile(asInput:)``).
enum OutputFile {
    /// Whether `path` names standard output.
    static func isStandardOutput(_ path: String) -> Bool {
        path == "-" || path == "/dev/stdout" || path == "/dev/fd/1" || path == "/proc/self/fd/1"
    }

    /// Bad input when `path` (the value of `option`) is the same file as one of `inputs`, or an
    /// existing directory. Call it before reading or writing anything.
    static func check(_ path: String, option: String, inputs: [String], in context: CommandContext) throws(CLIFailure) {
        try check([(option, path)], inputs: inputs, in: context)
    }

    /// Bad input when an output of `outputs` (option, path) is an existing directory, the same
    /// file as one of `inputs` — standard input's file when `-` is among them and the context
    /// knows its descriptor — or the same file as an earlier output (two outputs to standard
    /// output included: the second would spoil the first). Call it before reading or writing
    /// anything. O(outputs × (outputs + inputs)) `stat` calls.
    static func check(_ outputs: [(option: String, path: String)], inputs: [String], in context: CommandContext) throws(CLIFailure) {
        for input in inputs { try context.refuseStandardOutputFile(asInput: input) }
        var seen: [(option: String, path: String, place: Place)] = []
        for (option, path) in outputs {
            let place = try place(of: path, option: option)
            if case .file(let out) = place {
                for input in inputs {
                    let i = input == "-" ? context.standardInputDescriptor.flatMap(identity(ofDescriptor:)) : identity(of: input)
                    if let i, i == out {
                        let name = input == "-" ? "standard input's file" : "the input \(input)"
                        throw .badInput("\(option) \(path): is \(name) (the same file): writing it would destroy the input; nothing was written")
                    }
                }
            }
            if let earlier = seen.first(where: { $0.place == place && !place.admitsSeveralWriters }) {
                throw .badInput("\(option) \(path): is also \(earlier.option) \(earlier.path) (the same file): one output would replace or spoil the other; nothing was written")
            }
            seen.append((option, path, place))
        }
    }

    /// A file by device and inode.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var type: mode_t
    }

    /// What an output path will write to, for telling two spellings of one file apart.
    enum Place: Equatable {
        /// Standard output.
        case standardOutput
        /// An existing file (symbolic links followed).
        case file(Identity)
        /// A new file `name` in the existing directory `directory`.
        case new(directory: Identity, name: String)
        /// A path whose directory cannot be found: compared as written.
        case unknown(String)

        /// A character device (`/dev/null`) takes one output after another without harm.
        var admitsSeveralWriters: Bool {
            if case .file(let f) = self { return f.type == S_IFCHR }
            return false
        }
    }

    /// Where `path` writes; bad input when it is a directory.
    private static func place(of path: String, option: String) throws(CLIFailure) -> Place {
        if isStandardOutput(path) { return .standardOutput }
        if let out = identity(of: path) {
            if out.type == S_IFDIR { throw .badInput("\(option) \(path): is a directory, not a file") }
            return .file(out)
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return identity(of: directory).map { .new(directory: $0, name: name) } ?? .unknown(path)
    }

    /// Device, inode and type of the file `path` names (symbolic links followed), or `nil`
    /// when there is none.
    static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), type: info.st_mode & S_IFMT)
    }

    /// Device, inode and type of the file open as `fd`, or `nil`.
    static func identity(ofDescriptor fd: Int32) -> Identity? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), type: info.st_mode & S_IFMT)
    }
}
