import ArgumentParser
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON

/// `exposure align SCENE --view ID`: a view's frame, alignment rect and alignment insets.
///
/// Output: `{"frame": [x, y, w, h], "alignmentRect": [x, y, w, h], "insets": [t, l, b, r]}`,
/// the rects in the superview's coordinates (screen coordinates for a window), y down.
/// `frame` is the view's frame (the bounding box of its transformed bounds), `alignmentRect`
/// that frame inset by the view's `alignmentInsets`.
struct AlignCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "align",
        abstract: "Print a view's frame, alignment rect and alignment insets.",
        discussion: """
            Prints {"frame": [x, y, w, h], "alignmentRect": [x, y, w, h], "insets": [top, left, \
            bottom, right]}, rects in the superview's coordinates.

            Example:
              exposure align Examples/feed.json --view ad
            """
    )

    @OptionGroup var scene: SceneArgument

    @Option(name: .long, help: "The id of the view.")
    var view: String

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// Computes and prints.
    func execute(in context: CommandContext) throws {
        let loaded = try scene.load(in: context)
        let v = try loaded.view(view, option: "--view")
        let frame = v.frame
        let insets = v.alignmentRectInsets
        var w = JSONWriter()
        w.beginObject()
        w.key("frame")
        w.rectArray(frame)
        w.key("alignmentRect")
        w.rectArray(v.alignmentRect(forFrame: frame))
        w.key("insets")
        w.numbers([insets.top, insets.left, insets.bottom, insets.right])
        w.endObject()
        context.writeLine(w.text)
    }
}
