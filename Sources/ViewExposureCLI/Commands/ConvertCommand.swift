import ArgumentParser
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON

/// `exposure convert SCENE --from ID --to ID|window (--point X,Y | --rect X,Y,W,H)`: converts
/// between the coordinate spaces of two views (UIKit's `convert(_:to:)`).
///
/// Decisions (docs/cli.md §4):
/// - `window` names the window coordinates of the other view's window, unless a view has the
///   id `window` — then that view is meant (in the scene format's example the window itself has that
///   id, which gives the same numbers).
/// - `--from window` is accepted too (window coordinates into a view); `window` on both sides
///   is refused because it names no window.
/// - A rect converts to the bounding box of its transformed corners; views in different
///   windows, or a singular transform on the way, are bad input (exit 2).
struct ConvertCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a point or rect from one view's coordinates to another's.",
        discussion: """
            Prints {"point": [x, y]} or {"rect": [x, y, width, height]}. "window" as --to (or \
            --from) means window coordinates. Negative numbers are accepted as they are: \
            --point -5,10.

            Examples:
              exposure convert Examples/feed.json --from ad --to window --point 0,0
              exposure convert Examples/feed.json --from ad --to feed --rect 0,0,375,250
            """
    )

    @OptionGroup var scene: SceneArgument

    @Option(name: .long, help: "The id of the view whose coordinates the input is in (or window).")
    var from: String

    @Option(name: .long, help: "The id of the view to convert to, or window for window coordinates.")
    var to: String

    @Option(name: .long, parsing: CoordinateOption.coordinateParsing,
            help: ArgumentHelp("The point to convert.", valueName: "x,y"))
    var point: String?

    @Option(name: .long, parsing: CoordinateOption.coordinateParsing,
            help: ArgumentHelp("The rect to convert.", valueName: "x,y,w,h"))
    var rect: String?

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// Exactly one of `--point` and `--rect`.
    func validate() throws {
        if (point == nil) == (rect == nil) { throw ValidationError("give exactly one of --point X,Y and --rect X,Y,W,H") }
    }

    /// Converts and prints.
    func execute(in context: CommandContext) throws {
        let p = try point.map { (s: String) throws(CLIFailure) in try CoordinateOption.point(s) }
        let r = try rect.map { (s: String) throws(CLIFailure) in try CoordinateOption.rect(s) }
        let loaded = try scene.load(in: context)
        let fromView = try endpoint(from, option: "--from", in: loaded)
        let toView = try endpoint(to, option: "--to", in: loaded)
        let source: View, destination: View?
        switch (fromView, toView) {
        case (nil, nil):
            throw CLIFailure.badInput("\(loaded.fileName): --from, --to: \"window\" on both sides names no window; give a view id on one side")
        case (let f?, let t):
            source = f
            destination = t
        case (nil, let t?):
            // Window coordinates of the destination's window: start from that window.
            source = t.window ?? t.root
            destination = t
        }
        var w = JSONWriter()
        w.beginObject()
        do {
            if let p {
                w.key("point")
                let q = try source.convert(p, to: destination)
                w.numbers([q.x, q.y])
            } else if let r {
                w.key("rect")
                w.rectArray(try source.convert(r, to: destination))
            }
        } catch {
            throw CLIFailure.badInput("\(loaded.fileName): --from \(from) --to \(to): \(error.description)")
        }
        w.endObject()
        context.writeLine(w.text)
    }

    /// The view named `name`, or `nil` for window coordinates (`window` when no view has that id).
    private func endpoint(_ name: String, option: String, in loaded: LoadedScene) throws(CLIFailure) -> View? {
        if name == "window" && loaded.scene.view(withIdentifier: name) == nil { return nil }
        return try loaded.view(name, option: option)
    }
}
