#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser

/// Runs a command and measures its wall time and peak resident memory.
///
/// Why through a second copy of this benchmark: Linux gives a process started by vfork
/// (posix_spawn) the parent's high-water resident size as its own `ru_maxrss` when it execs,
/// so a command spawned straight from the benchmark (hundreds of MB resident by then) would
/// report the benchmark's peak. A small intermediate (`ViewExposureBench measured-child FILE
/// COMMAND…`, a few MB) spawns the command, waits with wait4 and writes the figures to FILE;
/// the command inherits only the intermediate's small peak.
struct MeasuredChild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measured-child", abstract: "Runs a command and writes its time and peak memory to a file.",
        shouldDisplay: false)

    /// Where `ns maxrss-KiB status cpu-ns` is written.
    @Argument(help: "The file the figures are written to.")
    var resultPath: String

    /// The command to run, with its arguments.
    @Argument(parsing: .captureForPassthrough, help: "The command and its arguments.")
    var command: [String]

    /// `arguments` run with standard output to /dev/null: wall time in ns, `ru_maxrss` in KiB
    /// and CPU time (user + system) in ns; nil when it could not run or exited with a non-zero
    /// status.
    static func run(_ arguments: [String]) -> (wallNs: Double, maxKB: Int, cpuNs: Double)? {
        let resultPath = ".build/bench/measured-child.txt"
        unlink(resultPath)
        guard spawnAndWait([CommandLine.arguments[0], "measured-child", resultPath] + arguments, stdoutToNull: false) != nil,
              let f = fopen(resultPath, "r") else { return nil }
        defer { fclose(f) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), f) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int64($0) }
        guard fields.count == 4, fields[2] == 0 else { return nil }
        return (Double(fields[0]), Int(fields[1]), Double(fields[3]))
    }

    /// The intermediate's work: runs the command, writes `ns maxrss-KiB status cpu-ns` to the
    /// result file.
    func run() throws {
        guard !command.isEmpty else { throw ValidationError("measured-child: no command") }
        let t0 = BenchTiming.now()
        let measured = Self.spawnAndWait(command, stdoutToNull: true)
        let ns = BenchTiming.now() - t0
        let line = "\(ns) \(measured?.maxKB ?? 0) \(measured?.status ?? -1) \(measured?.cpuNs ?? 0)\n"
        if let f = fopen(resultPath, "w") {
            fputs(line, f)
            fclose(f)
        }
    }

    /// Spawns `arguments`, waits; the exit status (0 when it exited normally with 0, else
    /// non-zero) and `ru_maxrss`; nil when it could not be started.
    private static func spawnAndWait(_ arguments: [String], stdoutToNull: Bool) -> (status: Int32, maxKB: Int, cpuNs: Int)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdoutToNull { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let exitedWithZero = status & 0x7F == 0 && (status >> 8) & 0xFF == 0
        func ns(_ t: timeval) -> Int { t.tv_sec * 1_000_000_000 + t.tv_usec * 1_000 }
        return (exitedWithZero ? 0 : 1, Int(usage.ru_maxrss), ns(usage.ru_utime) + ns(usage.ru_stime))
    }
}
