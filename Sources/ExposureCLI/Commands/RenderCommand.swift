import ArgumentParser
import ViewExposure

/// `exposure render SCENE --view ID --out FILE.svg`: draws the scene's windows with the tested
/// view's exposure.
public struct RenderCommand: ExposureSubcommand {
    /// The command's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the windows and a view's exposure as an SVG picture.",
        discussion: """
            Every view is outlined at its place on screen and labelled with its id; the tested \
            view's visible rectangle is filled green and its occlusion rectangles red. --point \
            X,Y (repeatable) marks a touch, outlines its receiver and the view drawn on top there; \
            --alignment outlines alignment rectangles. Prints {"svg": FILE, "exposure": {…}} \
            (plus "hits" for --point) when done.

            Examples:
              exposure render Examples/feed.json --view ad --out feed-ad.svg
              exposure render Examples/flutter-overlay.json --view nativeAd --point 100,320 \
                --alignment --out flutter.svg
            """
    )

    /// The scene file.
    @OptionGroup public var scene: SceneArgument

    /// The id of the view whose exposure is drawn.
    @Option(name: .long, help: "The id of the view whose exposure is drawn.")
    public var view: String

    /// Where to write the SVG.
    @Option(name: .long, help: ArgumentHelp("The SVG file to write.", valueName: "file.svg"))
    public var out: String

    /// Touch points to mark (screen coordinates), each `X,Y`; repeatable.
    @Option(name: .long, parsing: CoordinateOption.repeatedCoordinateParsing,
            help: ArgumentHelp("Mark a touch at this screen point: its receiver and the view drawn on top (repeatable).", valueName: "x,y"))
    public var point: [String] = []

    /// Whether to draw alignment rectangles.
    @Flag(name: .long, help: "Draw the alignment rectangles of views whose alignment rect differs from the frame.")
    public var alignment = false

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Draws and writes the file.
    public func execute(in context: CommandContext) throws {
        let points = try point.map { (s: String) throws(CLIFailure) in try CoordinateOption.point(s) }
        let loaded = try scene.load(in: context)
        let tested = try loaded.view(view, option: "--view")
        let exposure = ExposureMeasurer().measure(tested)
        var renderer = SceneRenderer(scene: loaded.scene, focus: [tested])
        renderer.drawViews()
        renderer.drawExposure(exposure, of: tested)
        renderer.drawLegend()
        // These layers add their own legend entries, after the standard ones.
        if alignment { renderer.drawAlignmentRects() }
        var audits: [(Point, PassThroughAudit)] = []
        for p in points { audits.append((p, renderer.drawHitTest(at: p))) }
        try context.writeFile(out, renderer.drawing.svgText())
        var w = JSONWriter()
        w.beginObject()
        w.key("svg")
        w.string(out)
        w.key("exposure")
        exposure.write(to: &w)
        if !audits.isEmpty {
            // One entry per --point, in order: the point and the hit command's --audit fields.
            w.key("hits")
            w.beginArray()
            for (p, a) in audits {
                w.beginObject()
                w.key("point")
                w.numbers([p.x, p.y])
                w.key("view")
                HitCommand.writeID(a.receiver, to: &w)
                w.key("frontmost")
                HitCommand.writeID(a.frontmost, to: &w)
                w.key("passThrough")
                w.bool(a.isPassThrough)
                w.endObject()
            }
            w.endArray()
        }
        w.endObject()
        context.writeLine(w.text)
    }
}
