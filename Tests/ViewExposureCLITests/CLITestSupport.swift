@testable import ViewExposureCLI

/// Runs `exposure ARGUMENTS` in-process, `stdin` as its standard input.
func exposure(_ arguments: String..., stdin: String = "") -> CLIResult {
    ExposureCLI.run(arguments) { Array(stdin.utf8) }
}

/// Runs `exposure` in-process with `json` as standard input (the scene argument is `-`).
func runExposure(_ arguments: [String], scene json: String) -> CLIResult {
    ExposureCLI.run(arguments) { Array(json.utf8) }
}
