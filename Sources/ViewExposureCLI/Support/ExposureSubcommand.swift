import ArgumentParser

/// A subcommand of `exposure` whose work is a function of a ``CommandContext``: it writes its
/// output into the context and reports bad input by throwing ``CLIFailure``. That makes every
/// command callable in-process (``ViewExposureCLI/run(_:standardInput:)``), which is how the tests
/// run them, and the executable uses the very same path.
protocol ExposureSubcommand: ParsableCommand {
    /// Does the command's work, writing JSON to `context`'s standard output.
    func execute(in context: CommandContext) throws
}
