import ArgumentParser
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON

/// `exposure import DUMP [--out FILE]`: the scene file equivalent to a UI dump — the same
/// windows, frames (parent-relative), ids and flags (`hidden`, `drawsContent`,
/// `clipsToBounds`, `hitTestPolicy`) — so it can be edited and replayed with every command.
///
/// What the scene format cannot hold is left out: the dump's attributes and which elements are
/// controls (an audit of the scene lists every view with an id that takes touches), and the
/// policy default (measure an imported scene with `--policy content` to match the dump).
/// Oddities the importer noticed are written to standard error as `FILE: note: …`.
struct ImportCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the scene file equivalent to a UI dump.",
        discussion: """
            Reads an XCUITest/Appium XML page source, a WebDriverAgent JSON source or an Android \
            uiautomator/UiAutomator2 dump (the format is told from the content) and prints the \
            scene JSON (or writes it to --out and prints {"scene": FILE, "views": N}). Notes about oddities go to standard error.

            Examples:
              exposure import Tests/Fixtures/android-bottom-sheet.xml
              exposure import Tests/Fixtures/ios-keyboard-over-button.xml --out screen.json
            """
    )

    // A scene file is accepted too, and written back normalised.
    @OptionGroup var scene: SceneArgument

    @Option(name: .long, help: ArgumentHelp("The scene file to write (default: standard output).", valueName: "file.json"))
    var out: String?

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// Imports and writes.
    func execute(in context: CommandContext) throws {
        if let out { try OutputFile.check(out, option: "--out", inputs: [scene.path], in: context) }
        let loaded = try scene.load(in: context)
        for note in loaded.dump?.notes ?? [] { context.writeErrorLine("\(loaded.fileName): note: \(note)") }
        let text = loaded.scene.encodedJSON()
        if let out, !OutputFile.isStandardOutput(out) {
            try context.writeFile(out) { writer in
                writer.write(text)
                writer.write("\n")
            }
            // Like render, say what was written.
            var w = JSONWriter()
            w.beginObject()
            w.key("scene"); w.string(out)
            w.key("views"); w.integer(loaded.scene.viewCount)
            w.endObject()
            context.writeLine(w.text)
        } else {
            context.writeLine(text)
        }
    }
}
