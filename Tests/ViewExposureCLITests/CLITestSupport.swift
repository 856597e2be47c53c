@testable import ViewExposureCLI

/// Runs `exposure ARGUMENTS` in-process, `stdin` as its standard input.
func exposure(_ arguments: String..., stdin: String = "") -> CLIResult {
    ExposureCLI.run(arguments) { Array(stdin.utf8) }
}
