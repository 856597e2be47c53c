import ArgumentParser
import ViewExposure

/// The `exposure` command: answers geometric questions about a view-hierarchy scene file.
///
/// Every subcommand is one file in `Commands/` conforming to ``ExposureSubcommand``; adding one
/// is that file plus one line in `subcommands` below.
struct ExposureCommand: ParsableCommand {
    /// The command's name, help and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "exposure",
        abstract: "Exposure, hit-testing, alignment and observation for view-hierarchy scenes.",
        discussion: """
            Every subcommand reads a scene file (JSON, or - for standard input) or a UI dump \
            (XCUITest/Appium XML, WebDriverAgent JSON, Android uiautomator XML), prints JSON on \
            standard output and exits with 0 on success, 2 on bad input (one line per problem on \
            standard error, naming the file and the JSON path) and 1 on an internal failure.

            Examples:
              exposure measure Examples/feed.json --view ad
              exposure convert Examples/feed.json --from ad --to window --point 0,0
              exposure render Examples/feed.json --view ad --out feed-ad.svg
              exposure hit Examples/flutter-overlay.json --point 100,320 --audit
              exposure align Examples/feed.json --view ad
              exposure audit Tests/Fixtures/ios-keyboard-over-button.xml --table
              exposure import Tests/Fixtures/android-bottom-sheet.xml
            """,
        version: ViewExposureVersion.string,
        subcommands: [
            MeasureCommand.self,
            ConvertCommand.self,
            RenderCommand.self,
            ObserveCommand.self,
            HitCommand.self,
            AlignCommand.self,
            ImportCommand.self,
            AuditCommand.self,
            TapPointCommand.self,
            OMIDCommand.self,
        ]
    )

    /// Creates the command (ArgumentParser fills it in).
    init() {}
}
