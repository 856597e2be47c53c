import ArgumentParser

/// A subcommand of `exposure` whose work is a function of a ``CommandContext``: it writes its
/// output into the context and reports bad input by throwing ``CLIFailure``. That makes every
/// command callable in-process (``ExposureCLI/run(_:standardInput:)``), which is how the tests
/// run them, and the executable uses the very same path.
public protocol ExposureSubcommand: ParsableCommand {
    /// Does the command's work, writing JSON to `context`'s standard output.
    func execute(in context: CommandContext) throws
}

extension ExposureSubcommand {
    /// Runs the command against the process's standard streams (ArgumentParser's entry point;
    /// the `exposure` executable goes through ``ExposureCLI/main()`` instead).
    public mutating func run() throws {
        let context = CommandContext.process()
        defer { context.flushToProcess() }
        do {
            try execute(in: context)
        } catch let failure as CLIFailure {
            context.report(failure)
            throw ExitCode(failure.exitCode)
        }
    }
}
