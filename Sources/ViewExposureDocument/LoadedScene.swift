import ViewExposureDumps
import ViewExposureJSON
import ViewExposureMeasurement
import ViewExposureScene
import ViewExposureTree

/// A scene file or UI dump, decoded, and the name its messages use. A UI dump (XCUITest/Appium
/// XML, WebDriverAgent JSON, Android uiautomator XML) is accepted wherever a scene is, told
/// apart by its content (``load(_:fileName:)``).
///
/// Not `Sendable`: it holds the view tree, which belongs to one thread.
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

    /// A loaded dump: the scene's id index is built only if a caller looks a view up.
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
    /// source. Every problem is one line of the error, prefixed by `fileName`. O(n) in the
    /// size of the text and the tree.
    public static func load(_ bytes: [UInt8], fileName: String) throws(SceneLoadError) -> LoadedScene {
        switch DumpImporter.textKind(of: bytes) {
        case .xml:
            return try fromDump(fileName: fileName) { () throws(DumpError) in try DumpImporter.importXML(bytes) }
        case .json:
            let document: JSONDocument
            do {
                document = try JSONDocument.parse(bytes)
            } catch {
                throw SceneLoadError(lines: error.lines(fileName: fileName))
            }
            let top = document.root
            let isScene = top.isObject && Scene.topLevelKeys.contains { top[$0] != nil }
            if !isScene && DumpImporter.isJSONDumpSource(top) {
                return try fromDump(fileName: fileName) { () throws(DumpError) in try DumpImporter.importJSONDump(top) }
            }
            if !isScene && top.isObject && top.count > 0 {
                throw SceneLoadError("\(fileName): unknown root: expected a scene (an object with \"windows\" or \"root\"), a WebDriverAgent source (an element object with \"type\", possibly under \"value\") or a Rico hierarchy (\"activity\": {\"root\": …}, or a node with \"class\" and \"bounds\")")
            }
            do {
                return LoadedScene(scene: try Scene.decode(top), fileName: fileName)
            } catch {
                throw SceneLoadError(lines: error.lines(fileName: fileName))
            }
        case .unknown:
            throw SceneLoadError("\(fileName):1:1: neither a scene nor a UI dump: expected JSON ('{') or XML ('<')")
        }
    }

    private static func fromDump(fileName: String,
                                 _ read: () throws(DumpError) -> ImportedDump) throws(SceneLoadError) -> LoadedScene {
        do {
            let dump = try read()
            return LoadedScene(dump: dump, fileName: fileName)
        } catch {
            throw SceneLoadError(lines: error.lines(fileName: fileName))
        }
    }

    /// Every view with an id, in document order (windows back to front, pre-order). O(n).
    public var identifiedViewsInOrder: [(id: String, view: View)] {
        var out: [(String, View)] = []
        forEachIdentifiedViewInOrder { out.append(($0, $1)) }
        return out
    }

    /// Calls `body` with every view that has an id and its id, in document order (windows back
    /// to front, pre-order), without collecting them. O(n), iterative; holds one stack entry
    /// per level of the tree.
    public func forEachIdentifiedViewInOrder(_ body: (String, View) throws -> Void) rethrows {
        for w in screen.windows {
            if let id = w.identifier { try body(id, w) }
            // (parent, next subview index): a level of the walk.
            var levels: [(view: View, next: Int)] = [(w, 0)]
            while !levels.isEmpty {
                let top = levels.count - 1
                let (parent, i) = levels[top]
                guard i < parent.subviews.count else {
                    levels.removeLast()
                    continue
                }
                levels[top].next = i + 1
                let v = parent.subviews[i]
                if let id = v.identifier { try body(id, v) }
                if !v.subviews.isEmpty { levels.append((v, 0)) }
            }
        }
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
