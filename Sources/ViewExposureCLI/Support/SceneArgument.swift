import ArgumentParser
import ViewExposureDocument
import ViewExposure
import ViewExposureScene

/// The scene file argument every subcommand takes, and loading it with exit-2 reporting. A UI
/// dump is accepted wherever a scene is (``LoadedScene/load(_:fileName:)``).
struct SceneArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The scene file (JSON) or UI dump (XCUITest/Appium XML, WebDriverAgent JSON, Android uiautomator XML), or - to read standard input.", valueName: "scene"))
    var path: String

    /// Reads and decodes the scene or dump. Any problem — unreadable file, invalid JSON or XML,
    /// invalid scene or dump — is bad input (exit status 2) with one line per problem, each
    /// starting with the file name.
    func load(in context: CommandContext) throws(CLIFailure) -> LoadedScene {
        let bytes = try context.readInput(path)
        return try LoadedScene.loadReporting(bytes, fileName: CommandContext.displayName(of: path))
    }
}

extension LoadedScene {
    /// ``load(_:fileName:)`` with its problems as bad input (exit status 2).
    static func loadReporting(_ bytes: [UInt8], fileName: String) throws(CLIFailure) -> LoadedScene {
        do {
            return try load(bytes, fileName: fileName)
        } catch {
            throw .badInput(error.lines)
        }
    }

    /// The view with id `id`, named by the option `option` (e.g. `--view`); bad input when no
    /// view has that id: `feed.json: --view: no view with id "adx"; did you mean "ad"?`.
    func view(_ id: String, option: String) throws(CLIFailure) -> View {
        if let v = scene.view(withIdentifier: id) { return v }
        var line = "\(fileName): \(option): no view with id \"\(id)\""
        if let near = NearestName.match(id, in: scene.viewsByIdentifier.keys.sorted()) { line += "; did you mean \"\(near)\"?" }
        throw .badInput(line)
    }
}
