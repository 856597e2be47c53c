import ArgumentParser
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON

/// `exposure measure SCENE --view ID | --views ID,ID,… | --all [--policy every|content]`: the
/// MRAID exposure object of a view, of a list of views, or of every view with an id. The
/// policy defaults to `every` for a scene file and `content` for a UI dump.
///
/// Output shape: the MRAID object exactly as ``Exposure/mraidJSON`` writes it; when friendly
/// obstructions were left out, a fourth key follows:
/// `"friendlyObstructions": [{"id": "close", "purpose": "closeAd", "reason": null,
/// "rect": {"x": …, "y": …, "width": …, "height": …}}]` — back to front, `id` and `reason`
/// `null` when the view has none, `rect` the part of the tested view it covers in the tested
/// view's coordinates. `--all` writes `{"ID": {…}, …}` with one view per line, in document
/// order (windows back to front, each view before its subviews); `--views` the same for the
/// listed views, in the list's order. Both measure in one front-to-back pass over the screen
/// (``ExposureMeasurer/measureAll(on:only:)``), with the same answers as `--view` per view.
struct MeasureCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Print the MRAID exposure of a view (or of every view with an id).",
        discussion: """
            Prints {"exposedPercentage": …, "visibleRectangle": {"x", "y", "width", "height"}, \
            "occlusionRectangles": [...] | null}, rectangles in the view's own coordinates. \
            Friendly obstructions that were left out are listed under "friendlyObstructions".

            Examples:
              exposure measure Examples/feed.json --view ad
              exposure measure Examples/feed.json --all --policy content
              exposure measure Examples/feed.json --views ad,tabBar
              exposure measure Examples/feed.json --view ad --omid
            """
    )

    @OptionGroup var scene: SceneArgument

    @Option(name: .long, help: "The id of the view to measure.")
    var view: String?

    @Flag(name: .long, help: "Measure every view that has an id: {\"ID\": {...}, ...}.")
    var all = false

    @Option(name: .long, help: "Measure the views with these ids (comma-separated), in one pass: {\"ID\": {...}, ...}.")
    var views: String?

    @OptionGroup var policy: PolicyArgument

    @Flag(name: .long, help: "With --view: print MRAID and Open Measurement side by side, with every difference explained: {\"mraid\", \"omid\", \"differences\"}.")
    var omid = false

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// Exactly one of `--view`, `--views` and `--all`; `--omid` only with `--view`.
    func validate() throws {
        if omid && view == nil { throw ValidationError("--omid compares one view: give --view ID") }
        let given = [view != nil, views != nil, all].filter { $0 }.count
        if given > 1 { throw ValidationError("give one of --view ID, --views ID,ID,… and --all") }
        if given == 0 { throw ValidationError("missing --view ID (or --views ID,ID,… or --all)") }
    }

    /// Measures and prints.
    func execute(in context: CommandContext) throws {
        let loaded = try scene.load(in: context)
        let measurer = ExposureMeasurer(options: policy.options(for: loaded))
        // `--all` and `--views` put one view per line; a single object stays on one line.
        var w = JSONWriter(topLevelMembersOnLines: view == nil, reservingCapacity: view == nil ? 1 << 17 : 512)
        if let id = view, omid {
            w = JSONWriter(topLevelMembersOnLines: true)
            StandardsComparison(try loaded.view(id, option: "--view"), options: measurer.options).write(to: &w)
        } else if let id = view {
            measurer.measure(try loaded.view(id, option: "--view")).write(to: &w)
        } else if let views {
            // The listed views in one front-to-back pass (measureAll), printed in the list's order.
            var seen = Set<String>()
            let chosen = try views.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                .filter { seen.insert($0).inserted }
                .map { id throws(CLIFailure) in (id: id, view: try loaded.view(id, option: "--views")) }
            let pass = measurer.measureAll(on: loaded.screen, only: chosen.map(\.view))
            w.beginObject()
            for entry in chosen {
                w.key(entry.id)
                pass.exposure(of: entry.view).write(to: &w)
                if w.utf8.count >= 1 << 16 { context.write(from: &w) }
            }
            w.endObject()
        } else {
            // Every view with an id in one front-to-back pass, printed in document order. The
            // pass records the views it reaches in painter's order, which is document order, so
            // one merge pairs them with the ids: no set of views, no index.
            let pass = measurer.measureAll(on: loaded.screen) { $0.identifier != nil }
            let entries = pass.entries
            var next = 0
            w.beginObject()
            loaded.forEachIdentifiedViewInOrder { id, view in
                w.key(id)
                if next < entries.count && entries[next].view === view {
                    entries[next].exposure.write(to: &w)
                    next += 1
                } else {
                    // Not reached by the pass (hidden or clipped away): what measuring it gives.
                    Exposure.zero.write(to: &w)
                }
                // Hand the text over in blocks: it is not held twice, and the executable
                // streams it out.
                if w.utf8.count >= 1 << 16 { context.write(from: &w) }
            }
            w.endObject()
        }
        context.writeLine(w)
        // The process ends after the command: the tree is not freed view by view.
        context.keepUntilExit(loaded)
    }
}
