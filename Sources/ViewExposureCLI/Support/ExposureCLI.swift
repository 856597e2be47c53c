import ArgumentParser
import Foundation

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
package enum ExposureCLI {
    /// Runs `arguments` (without the program name) and returns the output and exit status.
    /// Help and version requests print to standard output with status 0; usage errors
    /// (unknown options, missing values) print the usage to standard error with status 2.
    static func run(_ arguments: [String],
                           standardInput: @escaping () -> [UInt8] = { [] }) -> CLIResult {
        let context = CommandContext(standardInput: standardInput)
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
                if !message.isEmpty { context.writeErrorLine(message) }
                // Usage errors are bad input (2); anything else unexpected is internal (1).
                status = error is ExitCode ? code.rawValue : (isUsageError(code) ? 2 : 1)
            }
        }
        return CLIResult(standardOutput: context.standardOutput,
                         standardError: context.standardError, exitCode: status)
    }

    private static func isUsageError(_ code: ExitCode) -> Bool {
        code == .validationFailure
    }

    /// The executable's entry point: runs the process's arguments, writes the output to the
    /// process's streams and exits with the status.
    package static func main() -> Never {
        let result = run(Array(CommandLine.arguments.dropFirst())) {
            [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        }
        FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
        FileHandle.standardError.write(Data(result.standardError.utf8))
        exit(result.exitCode)
    }
}
