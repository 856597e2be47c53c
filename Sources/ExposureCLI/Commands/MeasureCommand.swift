import ArgumentParser
import ViewExposure

/// `exposure measure SCENE --view ID | --all [--policy every|content]`: the MRAID exposure
/// object of a view, or of every view with an id. The policy defaults to `every` for a scene
/// file and `content` for a UI dump.
///
/// Output shape: the MRAID object exactly as ``Exposure/mraidJSON`` writes it; when friendly
/// obstructions were left out, a fourth key follows:
/// `"friendlyObstructions": [{"id": "close", "purpose": "closeAd", "reason": null,
/// "rect": {"x": …, "y": …, "width": …, "height": …}}]` — back to front, `id` and `reason`
/// `null` when the view has none, `rect` the part of the tested view it covers in the tested
/// view's coordinates. `--all` writes `{"ID": {…}, …}` with one view per line, in document
/// order (windows back to front, each view before its subviews).
public struct MeasureCommand: ExposureSubcommand {
    /// The command's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Print the MRAID exposure of a view (or of every view with an id).",
        discussion: """
            Prints {"exposedPercentage": …, "visibleRectangle": {"x", "y", "width", "height"}, \
            "occlusionRectangles": [...] | null}, rectangles in the view's own coordinates. \
            Friendly obstructions that were left out are listed under "friendlyObstructions".

            Examples:
              exposure measure Examples/feed.json --view ad
              exposure measure Examples/feed.json --all --policy content
            """
    )

    /// Which views obstruct, as an option value.
    public enum PolicyOption: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Every visible view obstructs (MRAID / OM SDK rule).
        case every
        /// Only views that draw content obstruct.
        case content

        /// The library policy.
        public var policy: ObstructionPolicy {
            self == .every ? .everyVisibleView : .contentDrawingViews
        }
    }

    /// The scene file.
    @OptionGroup public var scene: SceneArgument

    /// The id of the view to measure.
    @Option(name: .long, help: "The id of the view to measure.")
    public var view: String?

    /// Measure every view that has an id.
    @Flag(name: .long, help: "Measure every view that has an id: {\"ID\": {...}, ...}.")
    public var all = false

    /// The obstruction policy.
    @Option(name: .long, help: "every: every visible view obstructs (the default for scene files); content: only views that draw content (the default for UI dumps).")
    public var policy: PolicyOption?

    /// Creates the command (ArgumentParser fills it in).
    public init() {}

    /// Exactly one of `--view` and `--all`.
    public func validate() throws {
        if all && view != nil { throw ValidationError("give either --view ID or --all, not both") }
        if !all && view == nil { throw ValidationError("missing --view ID (or --all)") }
    }

    /// Measures and prints.
    public func execute(in context: CommandContext) throws {
        let loaded = try scene.load(in: context)
        let measurer = ExposureMeasurer(options: ExposureOptions(policy: policy?.policy ?? loaded.defaultPolicy))
        // `--all` puts one view per line; a single object stays on one line.
        var w = JSONWriter(topLevelMembersOnLines: view == nil)
        if let id = view {
            measurer.measure(try loaded.view(id, option: "--view")).write(to: &w)
        } else {
            w.beginObject()
            for entry in loaded.identifiedViewsInOrder {
                w.key(entry.id)
                measurer.measure(entry.view).write(to: &w)
            }
            w.endObject()
        }
        context.writeLine(w.text)
    }
}
