import ArgumentParser
import ViewExposureDumps
import ViewExposure

/// The scene file argument every subcommand takes, and loading it with exit-2 reporting. A UI
/// dump (XCUITest/Appium XML, WebDriverAgent JSON, Android uiautomator XML) is accepted
/// wherever a scene is, told apart by its content (``LoadedScene/load(_:fileName:)``).
public struct SceneArgument: ParsableArguments {
    /// The path of the scene file, or `-` for standard input.
    @Argument(help: ArgumentHelp("The scene file (JSON) or UI dump (XCUITest/Appium XML, WebDriverAgent JSON, Android uiautomator XML), or - to read standard input.", valueName: "scene"))
    public var path: String

    /// Creates the argument (ArgumentParser fills it in).
    public init() {}

    /// Reads and decodes the scene or dump. Any problem — unreadable file, invalid JSON or XML,
    /// invalid scene or dump — is bad input (exit status 2) with one line per problem, each
    /// starting with the file name (`scene.json: windows[0].frame: expected 4 finite numbers,
    /// got 3`, `dump.xml:14:69: Window[1]/Button[2]: x: expected a finite number, got "1O"`).
    public func load(in context: CommandContext) throws(CLIFailure) -> LoadedScene {
        let bytes = try context.readInput(path)
        return try LoadedScene.load(bytes, fileName: CommandContext.displayName(of: path))
    }
}

/// A decoded scene and the name its messages use.
public struct LoadedScene {
    /// The decoded view hierarchy and app state (for a dump, indexed by id on first use).
    public var scene: Scene { storage.scene }
    /// The screen: windows back to front.
    public var screen: Screen { storage.screen }
    /// The file name used in messages (`<stdin>` for standard input).
    public let fileName: String
    /// The dump the scene was imported from, or `nil` for a scene file.
    public let dump: ImportedDump?
    private let storage: SceneStorage

    /// Creates a loaded scene.
    public init(scene: Scene, fileName: String, dump: ImportedDump? = nil) {
        self.storage = SceneStorage(scene: scene)
        self.fileName = fileName
        self.dump = dump
    }

    /// A loaded dump: the scene's id index is built only if a command looks a view up.
    init(dump: ImportedDump, fileName: String) {
        self.storage = SceneStorage(screen: dump.screen)
        self.fileName = fileName
        self.dump = dump
    }

    /// The obstruction policy when the user names none: every visible view for a scene file
    /// (the MRAID rule), only views that draw content for a dump (accessibility dumps are full
    /// of full-screen transparent containers).
    public var defaultPolicy: ObstructionPolicy {
        dump == nil ? .everyVisibleView : .contentDrawingViews
    }

    /// Decodes `bytes` as a scene file or a UI dump, told apart by content: XML is a dump (iOS
    /// or Android by its root element); a JSON object with `windows`, `root` or `appState` is a
    /// scene; a JSON element tree with `type` (possibly under `value`) is a WebDriverAgent
    /// source. Problems are bad input, one line each prefixed by `fileName`.
    public static func load(_ bytes: [UInt8], fileName: String) throws(CLIFailure) -> LoadedScene {
        switch DumpImporter.textKind(of: bytes) {
        case .xml:
            return try fromDump(fileName: fileName) { () throws(DumpError) in try DumpImporter.importXML(bytes) }
        case .json:
            let document: JSONDocument
            do {
                document = try JSONDocument.parse(bytes)
            } catch {
                throw .badInput(SceneError(error).lines(fileName: fileName))
            }
            let top = document.root
            let isScene = top.isObject && Scene.topLevelKeys.contains { top[$0] != nil }
            if !isScene && DumpImporter.isWebDriverAgentSource(top) {
                return try fromDump(fileName: fileName) { () throws(DumpError) in try DumpImporter.importWebDriverAgent(top) }
            }
            if !isScene && top.isObject && top.count > 0 {
                throw .badInput("\(fileName): unknown root: expected a scene (an object with \"windows\" or \"root\") or a WebDriverAgent source (an element object with \"type\", possibly under \"value\")")
            }
            do {
                return LoadedScene(scene: try Scene.decode(top), fileName: fileName)
            } catch {
                throw .badInput(error.lines(fileName: fileName))
            }
        case .unknown:
            throw .badInput("\(fileName):1:1: neither a scene nor a UI dump: expected JSON ('{') or XML ('<')")
        }
    }

    private static func fromDump(fileName: String,
                                 _ read: () throws(DumpError) -> ImportedDump) throws(CLIFailure) -> LoadedScene {
        do {
            let dump = try read()
            return LoadedScene(dump: dump, fileName: fileName)
        } catch {
            throw .badInput(error.lines(fileName: fileName))
        }
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

/// A screen and its scene, the scene (an index of every id) built when first asked for.
private final class SceneStorage {
    let screen: Screen
    private var built: Scene?

    init(scene: Scene) {
        self.screen = scene.screen
        self.built = scene
    }

    init(screen: Screen) {
        self.screen = screen
    }

    var scene: Scene {
        if let built { return built }
        let s = Scene(screen: screen)
        built = s
        return s
    }
}
