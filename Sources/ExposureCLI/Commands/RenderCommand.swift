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
            view's visible rectangle is filled green and its occlusion rectangles red. Prints \
            {"svg": FILE} when done.

            Example:
              exposure render Examples/feed.json --view ad --out feed-ad.svg
            """
    )

    @OptionGroup public var scene: SceneArgument

    /// The id of the view whose exposure is drawn.
    @Option(name: .long, help: "The id of the view whose exposure is drawn.")
    public var view: String

    /// Where to write the SVG.
    @Option(name: .long, help: ArgumentHelp("The SVG file to write.", valueName: "file.svg"))
    public var out: String

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Draws and writes the file.
    public func execute(in context: CommandContext) throws {
        let loaded = try scene.load(in: context)
        let tested = try loaded.view(view, option: "--view")
        let exposure = ExposureMeasurer().measure(tested)
        var renderer = SceneRenderer(scene: loaded.scene, focus: [tested])
        renderer.drawViews()
        renderer.drawExposure(exposure, of: tested)
        renderer.drawLegend()
        try context.writeFile(out, renderer.drawing.svgText())
        var w = JSONWriter()
        w.beginObject()
        w.key("svg")
        w.string(out)
        w.key("exposure")
        w.raw(MeasureCommand.json(exposure))
        w.endObject()
        context.writeLine(w.text)
    }
}
