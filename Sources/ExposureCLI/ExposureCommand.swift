import ArgumentParser
import ViewExposure

/// The `exposure` command: answers geometric questions about a view-hierarchy scene file.
public struct ExposureCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "exposure",
        abstract: "Exposure, hit-testing, alignment and observation for view-hierarchy scenes.",
        version: ViewExposureVersion.string,
        subcommands: []
    )

    public init() {}
}
