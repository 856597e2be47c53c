import ArgumentParser
import ViewExposureAudit
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON

/// `exposure tap-point FILE --element ID [--policy every|content]`: where a test should tap an
/// element so that the touch really reaches it — its center when that reaches it, else the
/// reachable point nearest the center, confirmed by a hit test.
///
/// Output: `{"x": X, "y": Y}` in screen coordinates. Exit status 1 with the reason on standard
/// error when no point of the element takes a touch (hidden, off screen, or covered by
/// something that takes every touch on it); 2 when the file or the id is bad.
struct TapPointCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "tap-point",
        abstract: "Print where a tap reaches an element: {\"x\", \"y\"} (exit 1 when nowhere).",
        discussion: """
            The element is named by its id as `exposure audit` prints it. The point is its center \
            when a touch there reaches it, else the point nearest the center where one does.

            Examples:
              exposure tap-point Tests/Fixtures/ios-keyboard-over-button.xml --element signInButton
            """
    )

    /// The scene file argument.
    @OptionGroup var scene: SceneArgument

    /// The element's id.
    @Option(name: .long, help: ArgumentHelp("The element's id (as `exposure audit` prints it).", valueName: "id"))
    var element: String

    /// The obstruction policy.
    @Option(name: .long, help: "every: every visible view covers; content: only views that draw content (the default for UI dumps).")
    var policy: PolicyArgument.Choice?

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// Finds and prints the tap point.
    func execute(in context: CommandContext) throws {
        let loaded = try scene.load(in: context)
        let view = try loaded.view(element, option: "--element")
        let subject = loaded.auditSubjects.first { $0.view === view } ?? AuditSubject(view: view, identifier: element)
        let audit = loaded.auditor(policy: policy?.policy).audit([subject], on: loaded.screen)
        let checked = AccessibilityChecker(checks: [], environment: loaded.checkEnvironment()).run(audit, on: loaded.screen)
        guard let result = checked.first?.checks, let p = result.tapPoint else {
            context.writeErrorLine("\(loaded.fileName): \(element): no tap point: \(checked.first?.checks?.tapPointReason ?? "unknown")")
            throw ExitCode(1)
        }
        var w = JSONWriter()
        w.beginObject()
        w.key("x"); w.number(p.x)
        w.key("y"); w.number(p.y)
        w.endObject()
        context.writeLine(w.text)
    }
}
