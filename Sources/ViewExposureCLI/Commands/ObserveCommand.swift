import ArgumentParser
import ViewExposureDocument
import ViewExposure
import ViewExposureJSON
import ViewExposureScene

/// `exposure observe SCENE --timeline FILE`: plays a timeline of changes against the scene
/// with an intersection observer and prints one JSON object per delivered entry, one per line.
///
/// Each line: `{"time": ms, "target": "ID" | null, "dataKey": "KEY" | null,
/// "isIntersecting": bool, "intersectionRatio": n, "boundingClientRect": [x, y, w, h],
/// "intersectionRect": [x, y, w, h], "rootBounds": [x, y, w, h]}` — rects in the root's window
/// coordinates, `time` and rects with 1 to 4 fraction digits. `intersectionRatio` is exact —
/// the shortest text that reads back as the same `Double` (`0.499969482421875`, `0.5`, `1`),
/// as browsers report it — because rounding it could show a threshold as reached that was
/// not (0.49996 is not 0.5). With `"occlusion": true` a last key
/// `"isVisible": bool` follows. See ``ObservationTimeline`` for the timeline's format and
/// ``ObservationTimeline/run(on:)`` for how it is played.
struct ObserveCommand: ExposureSubcommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "observe",
        abstract: "Play a timeline against the scene with an intersection observer; print its entries.",
        discussion: """
            The timeline (JSON) names the observer's options, its targets and timed events: \
            {"observer": {"root", "rootMargin", "thresholds", "throttleMs", "minimumVisibleMs", \
            "reuseGraceMs", "occlusion"}, "targets": [{"view", "dataKey"}], "events": [{"t": ms, \
            "set" | "appState" | "dataKey": ...}]}. Events at the same t are applied together. \
            Prints one JSON object per entry, one per line; intersectionRatio is exact (shortest \
            round-trip form), times and rects have 1 to 4 fraction digits.

            Example:
              exposure observe Examples/feed.json --timeline Examples/feed-timeline.json
            """
    )

    @OptionGroup var scene: SceneArgument

    @Option(name: .long, help: ArgumentHelp("The timeline file (JSON), or - for standard input.", valueName: "file"))
    var timeline: String

    /// Creates the command (ArgumentParser fills it in).
    init() {}

    /// The scene and the timeline cannot both be standard input.
    func validate() throws {
        if scene.path == "-" && timeline == "-" {
            throw ValidationError("the scene and the timeline cannot both be read from standard input")
        }
    }

    /// Decodes both files (all problems reported with their paths), plays, prints.
    func execute(in context: CommandContext) throws {
        let loaded = try scene.load(in: context)
        let bytes = try context.readInput(timeline)
        let name = CommandContext.displayName(of: timeline)
        let decoded: ObservationTimeline
        do {
            decoded = try ObservationTimeline.decode(bytes, scene: loaded.scene)
        } catch {
            throw CLIFailure.badInput(error.lines(fileName: name))
        }
        let occlusion = decoded.options.occlusionAware
        for entry in decoded.run(on: loaded.scene.screen) {
            context.writeLine(Self.json(entry, occlusion: occlusion))
        }
    }

    /// One output line for `entry`.
    static func json(_ entry: IntersectionObserverEntry, occlusion: Bool) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.key("time"); w.number(entry.time.inMilliseconds)
        w.key("target")
        if let id = entry.target.identifier { w.string(id) } else { w.null() }
        w.key("dataKey")
        if let key = entry.dataKey { w.string(key) } else { w.null() }
        w.key("isIntersecting"); w.bool(entry.isIntersecting)
        // Exact: a rounded ratio could read as a threshold the observer did not see reached.
        w.key("intersectionRatio"); w.exactNumber(entry.intersectionRatio)
        w.key("boundingClientRect"); w.rectArray(entry.boundingClientRect)
        w.key("intersectionRect"); w.rectArray(entry.intersectionRect)
        w.key("rootBounds"); w.rectArray(entry.rootBounds)
        if occlusion {
            w.key("isVisible"); w.bool(entry.isVisible ?? false)
        }
        w.endObject()
        return w.text
    }
}
