import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// What running the command produced.
struct CLIResult: Equatable, Sendable {
    /// Standard output.
    var standardOutput: String
    /// Standard error.
    var standardError: String
    /// The exit status: 0 success, 1 internal failure, 2 bad input (usage errors included).
    var exitCode: Int32
}

/// Runs the `exposure` command in-process: parsing, the subcommand's work and the mapping of
/// every outcome to an exit status, with output collected in memory. The executable and the
/// tests both go through ``run(_:standardInput:)``.
public enum ExposureCLI {
    /// Runs `arguments` (without the program name) and returns the output and exit status.
    /// Help and version requests print to standard output with status 0; usage errors
    /// (unknown options, missing values) print the usage to standard error with status 2.
    static func run(_ arguments: [String],
                           standardInput: @escaping () throws(CLIFailure) -> [UInt8] = { [] }) -> CLIResult {
        let (context, status) = execute(arguments, standardInput: standardInput)
        return CLIResult(standardOutput: context.standardOutput,
                         standardError: context.standardError, exitCode: status)
    }

    /// Runs `arguments` and returns the context holding the output, and the exit status.
    static func execute(_ arguments: [String], streamingTo descriptor: Int32? = nil, standardInputDescriptor: Int32? = nil,
                        standardInput: @escaping () throws(CLIFailure) -> [UInt8]) -> (CommandContext, Int32) {
        let context = CommandContext(standardInput: standardInput)
        context.streamingDescriptor = descriptor
        context.standardInputDescriptor = standardInputDescriptor
        let status: Int32
        do {
            var command = try ExposureCommand.parseAsRoot(arguments)
            if let subcommand = command as? any ExposureSubcommand {
                try subcommand.execute(in: context)
            } else {
                try command.run()
            }
            status = 0
        } catch let failure as CLIFailure {
            context.report(failure)
            status = failure.exitCode
        } catch {
            let code = ExposureCommand.exitCode(for: error)
            let message = ExposureCommand.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { context.writeLine(message) }
                status = 0
            } else {
                // A usage message has several lines of its own; each is written as one.
                for line in message.split(separator: "\n", omittingEmptySubsequences: false) where !message.isEmpty {
                    context.writeErrorLine(String(line))
                }
                // Usage errors are bad input (2); anything else unexpected is internal (1).
                status = error is ExitCode ? code.rawValue : (isUsageError(code) ? 2 : 1)
            }
        }
        return (context, status)
    }

    /// Runs `arguments` with `input` as standard input and returns standard output, standard
    /// error and the exit status: ``run(_:standardInput:)`` for a harness outside the package
    /// (the audit's fuzz harness, Fuzz/).
    public static func run(_ arguments: [String], input: [UInt8]) -> (standardOutput: String, standardError: String, exitCode: Int32) {
        let r = run(arguments) { input }
        return (r.standardOutput, r.standardError, r.exitCode)
    }

    private static func isUsageError(_ code: ExitCode) -> Bool {
        code == .validationFailure
    }

    /// The executable's entry point: runs the process's arguments, writes the output to the
    /// process's streams and exits with the status.
    package static func main() -> Never {
        let (context, status) = execute(Array(CommandLine.arguments.dropFirst()), streamingTo: STDOUT_FILENO,
                                        standardInputDescriptor: STDIN_FILENO) { () throws(CLIFailure) in
            try InputFile.contents(of: STDIN_FILENO, name: "<stdin>")
        }
        writeAll(context.standardOutputBytes, to: STDOUT_FILENO)
        writeAll(Array(context.standardError.utf8), to: STDERR_FILENO)
        exit(status)
    }

    /// Writes `bytes` to `descriptor` in blocks of up to 1 MiB, retrying short writes and
    /// interrupted calls; stops quietly when the reader has gone (a closed pipe).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(descriptor, raw.baseAddress! + offset, Swift.min(raw.count - offset, 1 << 20))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#endif
