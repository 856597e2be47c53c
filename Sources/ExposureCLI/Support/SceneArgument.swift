import ArgumentParser
import ViewExposure

/// The scene file argument every subcommand takes, and loading it with exit-2 reporting.
public struct SceneArgument: ParsableArguments {
    /// The path of the scene file, or `-` for standard input.
    @Argument(help: ArgumentHelp("The scene file (JSON), or - to read standard input.", valueName: "scene"))
    public var path: String

    /// Creates the argument (ArgumentParser fills it in).
    public init() {}

    /// Reads and decodes the scene. Any problem — unreadable file, invalid JSON, invalid scene —
    /// is bad input (exit status 2) with one line per problem, each starting
    /// with the file name (`scene.json: windows[0].frame: expected 4 finite numbers, got 3`).
    public func load(in context: CommandContext) throws(CLIFailure) -> LoadedScene {
        let bytes = try context.readInput(path)
        let name = CommandContext.displayName(of: path)
        do {
            return LoadedScene(scene: try Scene.decode(bytes), fileName: name)
        } catch {
            throw .badInput(error.lines(fileName: name))
        }
    }
}

/// A decoded scene and the name its messages use.
public struct LoadedScene {
    /// The decoded view hierarchy and app state.
    public let scene: Scene
    /// The file name used in messages (`<stdin>` for standard input).
    public let fileName: String

    /// Creates a loaded scene.
    public init(scene: Scene, fileName: String) {
        self.scene = scene
        self.fileName = fileName
    }

    /// The view with id `id`, named by the option `option` (e.g. `--view`); bad input when no
    /// view has that id: `feed.json: --view: no view with id "adx"; did you mean "ad"?`.
    public func view(_ id: String, option: String) throws(CLIFailure) -> View {
        if let v = scene.view(withIdentifier: id) { return v }
        var line = "\(fileName): \(option): no view with id \"\(id)\""
        if let near = NearestName.match(id, in: scene.viewsByIdentifier.keys.sorted()) { line += "; did you mean \"\(near)\"?" }
        throw .badInput(line)
    }

    /// Every view with an id, in document order (windows back to front, pre-order).
    public var identifiedViewsInOrder: [(id: String, view: View)] {
        var out: [(String, View)] = []
        for w in scene.windows {
            w.forEachInSubtree { v in
                if let id = v.identifier { out.append((id, v)) }
                return true
            }
        }
        return out
    }
}
