import ArgumentParser
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON

/// `exposure hit SCENE --point X,Y [--audit]`: which view receives a touch at a screen point.
///
/// Output: `{"view": "ID" | null, "path": ["window", …, "ID"]}` — `view` is the receiver's id
/// (`null` when nothing receives the touch, or when the receiver has no id), `path` the ids from
/// the receiving window down to the receiver (`null` entries for views without an id; empty when
/// nothing receives the touch). With `--audit`: `"frontmost"` — the id of the view drawn on top
/// at the point (`null` when nothing is drawn there or it has no id) — and `"passThrough"`
/// (``PassThroughAudit/isPassThrough``).
///
/// The point is in screen coordinates (the space the windows' frames are in); windows are asked
/// front to back. Interception policies declared in the scene (`interception` key) take part.
struct HitCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Print the view that receives a touch at a screen point, and its hit-test path.",
        discussion: """
            Prints {"view": ID | null, "path": [window id, …, receiver id]}. --audit adds \
            "frontmost" (the view drawn on top at the point, interactive or not) and \
            "passThrough" (true when the touch went past a view drawn on top of the receiver). \
            Negative numbers are accepted as they are: --point -5,10.

            Examples:
              exposure hit Examples/flutter-overlay.json --point 100,320
              exposure hit Examples/flutter-overlay.json --point 100,320 --audit
            """
    )

    @OptionGroup var scene: SceneArgument

    @Option(name: .long, parsing: CoordinateOption.coordinateParsing,
            help: ArgumentHelp("The touch point in screen coordinates.", valueName: "x,y"))
    var point: String

    @Flag(name: .long, help: "Also print the front-most drawn view and whether the touch passed through it.")
    var audit = false

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// Hit-tests and prints.
    func execute(in context: CommandContext) throws {
        let p = try CoordinateOption.point(point)
        let loaded = try scene.load(in: context)
        let screen = loaded.scene.screen
        let receiver = screen.hitTest(p)
        var w = JSONWriter()
        w.beginObject()
        w.key("view")
        Self.writeID(receiver, to: &w)
        w.key("path")
        w.beginArray()
        for v in receiver?.pathFromRoot ?? [] { Self.writeID(v, to: &w) }
        w.endArray()
        if audit {
            let result = PassThroughAudit(receiver: receiver, frontmost: screen.frontmostDrawnView(at: p))
            w.key("frontmost")
            Self.writeID(result.frontmost, to: &w)
            w.key("passThrough")
            w.bool(result.isPassThrough)
        }
        w.endObject()
        context.writeLine(w.text)
    }

    /// Writes the view's id, or `null` when there is no view or it has no id.
    static func writeID(_ view: View?, to w: inout JSONWriter) {
        if let id = view?.identifier { w.string(id) } else { w.null() }
    }
}
