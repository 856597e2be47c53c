import ArgumentParser
import ViewExposureDocument
import ViewExposure

/// The `--policy every|content` option of the commands that measure a view's exposure
/// (`measure`, `render`): which views obstruct, by default the loaded file's own (`every` for a
/// scene file, `content` for a UI dump).
struct PolicyArgument: ParsableArguments {
    /// Which views obstruct, as an option value (`audit` and `tap-point` take it too, with
    /// their own help).
    enum Choice: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// Every visible view obstructs (MRAID / OM SDK rule).
        case every
        /// Only views that draw content obstruct.
        case content

        /// The library policy.
        var policy: ObstructionPolicy {
            self == .every ? .everyVisibleView : .contentDrawingViews
        }
    }

    @Option(name: .long, help: "every: every visible view obstructs (the default for scene files); content: only views that draw content (the default for UI dumps).")
    var policy: Choice?

    /// Creates the option group (ArgumentParser fills it in).
    init() {}

    /// The measuring options for `loaded`: the policy given, else the file's default.
    func options(for loaded: LoadedScene) -> ExposureOptions {
        ExposureOptions(policy: policy?.policy ?? loaded.defaultPolicy)
    }
}
