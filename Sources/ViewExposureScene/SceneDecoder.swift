import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

extension Scene {
    /// The top-level keys of a scene file.
    package static let topLevelKeys = ["appState", "windows", "root"]

    /// Decodes a scene from UTF-8 JSON text (docs/scene-format.md). Throws every problem at once:
    /// a syntax error (the first, with line:column), or all the semantic problems with their
    /// JSON paths. Nothing is returned unless the whole scene is valid.
    ///
    /// Complexity: O(text length + views), iterative (no recursion over depth).
    public static func decode(_ bytes: [UInt8]) throws(SceneError) -> Scene {
        try decode(JSONDocument.parse(bytes).root)
    }

    /// Decodes a scene from JSON text. See ``decode(_:)-([UInt8])``.
    public static func decode(_ text: String) throws(SceneError) -> Scene {
        try decode(Array(text.utf8))
    }

    /// Decodes a scene from a parsed JSON value (the file's top-level object).
    ///
    /// - `windows` (array of views, back to front) or `root` (one view): each top-level entry
    ///   becomes a `Window` whose frame is in screen coordinates.
    /// - `appState`: `"active"` (default), `"inactive"`, `"background"`.
    /// - each view: the keys of ``ViewAttributes`` plus `id` (a non-empty string, unique in the
    ///   scene), `subviews` (array of views, back to front) and `interception` (an
    ///   `OverlayTouchInterception`, see SceneInterception.swift); `frame` is required.
    public static func decode(_ top: JSONValue) throws(SceneError) -> Scene {
        var reader = SceneValueReader()
        guard top.isObject else {
            throw SceneError(problems: [SceneProblem(
                path: "", message: "expected a JSON object with \"windows\" or \"root\" at the top level, got \(top.typeDescription)")])
        }
        var appState = AppState.active
        // Trees are built where their member is, so problems come out in document order.
        var builder = TreeBuilder(document: top.document)
        var windows: [Window] = []
        for m in top.members {
            switch m.key {
            case "appState":
                if let s = reader.enumeration(m.value, AppState.self, "appState") { appState = s }
            case "windows":
                if top["root"] != nil {
                    reader.report("windows", "use either \"windows\" or \"root\", not both")
                } else if m.value.isArray {
                    for i in 0..<m.value.count {
                        if let w = builder.build(m.value.child(at: i).index, path: JSONPath.appending(index: i, to: "windows"),
                                                 reader: &reader) { windows.append(w) }
                    }
                } else {
                    reader.report("windows", "expected an array of views, got \(m.value.typeDescription)")
                }
            case "root":
                if top["windows"] == nil, let w = builder.build(m.value.index, path: "root", reader: &reader) {
                    windows.append(w)
                }
            default:
                reader.unknownKey(m.key, allowed: topLevelKeys, JSONPath.appending(m.key, to: ""))
            }
        }
        if top["windows"] == nil && top["root"] == nil {
            reader.report("", "missing \"windows\" (an array of views) or \"root\" (one view)")
        }
        if !builder.pendingInterceptions.isEmpty {
            resolveInterceptions(builder.pendingInterceptions, index: identifierIndex(of: windows), reader: &reader)
        }
        if !reader.problems.isEmpty { throw SceneError(problems: reader.problems) }
        let screen = Screen(appState: appState)
        for w in windows { screen.addWindow(w) }
        // Ids are unique (checked above): the index is built from the tree when first asked for.
        return Scene(decodedScreen: screen)
    }
}

/// What a member of a view object is, resolved once per distinct key of the document.
private enum ViewMemberKey {
    case id, interception, subviews
    case attribute(ViewAttributes.Key)
    case unknown

    init(_ name: String) {
        switch name {
        case "id": self = .id
        case "interception": self = .interception
        case "subviews": self = .subviews
        default: self = ViewAttributes.Key(rawValue: name).map(ViewMemberKey.attribute) ?? .unknown
        }
    }
}

/// Builds the windows' trees from their JSON, iteratively, collecting problems.
///
/// One pass over each view object's members, reading the document by value index (no
/// ``JSONValue`` handle, so no retain, per member): a member's key is classified by its key
/// number in a table built once per document (``ViewMemberKey``); a frame of four finite
/// numbers is read in one step; ids are checked for duplicates by their bytes
/// (``IdentifierTable``); paths are built only for problems. The walk keeps one entry per open
/// level (a subviews array and the next element), not one per pending view.
private struct TreeBuilder {
    let document: JSONDocument
    /// Path strings are built lazily from this table: each entry is a parent entry (or -1)
    /// and the subview index that extends it, or -1 - k for the top-level path `topPaths[k]`.
    private var pathParents: [Int32] = []
    private var pathSteps: [Int32] = []
    private var topPaths: [String] = []
    /// Every id seen so far, with the path entry of its view.
    private var identifiers = IdentifierTable()
    /// `interception` keys seen so far, resolved after the whole scene is built.
    private(set) var pendingInterceptions: [PendingInterception] = []
    /// Member kinds by key number, for the document being read.
    private let memberKeys: [ViewMemberKey]

    /// One open subviews array: its value index, the view its elements join, the path entry of
    /// that view, and the indices of the elements still to read.
    private struct Level {
        let array: Int
        let parent: View
        let path: Int32
        var unread: Range<Int>
    }

    init(document: JSONDocument) {
        self.document = document
        memberKeys = (0..<document.keyCount).map { ViewMemberKey(document.name(of: document.key(number: $0))) }
    }

    private func path(_ entry: Int32) -> String {
        var steps: [Int32] = []
        var e = entry
        while e >= 0 {
            steps.append(pathSteps[Int(e)])
            e = pathParents[Int(e)]
        }
        var out = ""
        for step in steps.reversed() {
            if step < 0 {
                out += topPaths[Int(-1 - step)]
            } else {
                out += ".subviews[\(step)]"
            }
        }
        return out
    }

    private mutating func addPath(_ step: Int32, parent: Int32) -> Int32 {
        pathParents.append(parent)
        pathSteps.append(step)
        return Int32(pathParents.count - 1)
    }

    /// Builds the window for the top-level entry at value index `root`, whose path is
    /// `topPath`; `nil` when the entry is not even an object (its problems are recorded either
    /// way).
    mutating func build(_ root: Int, path topPath: String, reader: inout SceneValueReader) -> Window? {
        topPaths.append(topPath)
        let rootPath = addPath(Int32(-topPaths.count), parent: -1)
        guard document.isObject(at: root) else {
            reader.report(path(rootPath), "expected a view object, got \(document.value(at: root).typeDescription)")
            return nil
        }
        let window = Window()
        var levels: [Level] = []
        if let subviews = read(root, into: window, path: rootPath, reader: &reader) {
            window.reserveSubviewCapacity(document.count(at: subviews))
            levels.append(Level(array: subviews, parent: window, path: rootPath, unread: 0..<document.count(at: subviews)))
        }
        // Depth first, each subviews array back to front: document order, so problems come out
        // in the order of the text, and each view joins its parent before its own subviews are
        // read (nothing above it has a cache to invalidate yet).
        while !levels.isEmpty {
            let top = levels.count - 1
            guard let i = levels[top].unread.popFirst() else {
                levels.removeLast()
                continue
            }
            let element = document.childIndex(at: levels[top].array, i)
            let elementPath = addPath(Int32(i), parent: levels[top].path)
            guard document.isObject(at: element) else {
                reader.report(path(elementPath), "expected a view object, got \(document.value(at: element).typeDescription)")
                continue
            }
            let view = View()
            let subviews = read(element, into: view, path: elementPath, reader: &reader)
            levels[top].parent.addSubview(view)
            if let subviews {
                view.reserveSubviewCapacity(document.count(at: subviews))
                levels.append(Level(array: subviews, parent: view, path: elementPath, unread: 0..<document.count(at: subviews)))
            }
        }
        return window
    }

    /// Reads the members of the view object at value index `object` into `view` (which has no
    /// superview yet), recording problems at path entry `pathEntry`; returns the value index of
    /// its `subviews` array, if it has one.
    private mutating func read(_ object: Int, into view: View, path pathEntry: Int32,
                               reader: inout SceneValueReader) -> Int? {
        var attributes = ViewAttributes()
        var subviews: Int?
        var hasFrame = false
        for i in 0..<document.count(at: object) {
            let key = document.memberKey(at: object, i)
            let value = document.childIndex(at: object, i)
            switch memberKeys[Int(key.number)] {
            case .id:
                readIdentifier(value, of: view, path: pathEntry, reader: &reader)
            case .interception:
                // Resolved once every id is known (SceneInterception.swift).
                pendingInterceptions.append(PendingInterception(
                    container: view, value: document.value(at: value),
                    path: JSONPath.appending("interception", to: path(pathEntry))))
            case .subviews:
                if document.isArray(at: value) {
                    subviews = value
                } else {
                    reader.report(path(pathEntry) + ".subviews",
                                  "expected an array of views, got \(document.value(at: value).typeDescription)")
                }
            case .attribute(let attribute):
                if attribute == .frame {
                    hasFrame = true
                    // The common case in one read; anything else is read (and reported) below.
                    if let n = document.numberElements(at: value, count: 4),
                       n[2] >= 0, n[3] >= 0, InputBounds.admitsSceneCoordinate(n[0]), InputBounds.admitsSceneCoordinate(n[1]),
                       InputBounds.admitsSceneCoordinate(n[2]), InputBounds.admitsSceneCoordinate(n[3]) {
                        attributes.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
                        continue
                    }
                }
                let entry = pathEntry
                attributes.read(attribute, document.value(at: value), reader: &reader, path: { self.path(entry) })
            case .unknown:
                let name = document.name(of: key)
                reader.unknownKey(name, allowed: ViewAttributes.sceneViewKeys,
                                  JSONPath.appending(name, to: path(pathEntry)))
            }
        }
        if !hasFrame {
            reader.report(path(pathEntry), "missing required key \"frame\"")
        }
        attributes.apply(to: view)
        return subviews
    }

    /// Reads the `id` member at value index `value` of the view at `pathEntry`.
    private mutating func readIdentifier(_ value: Int, of view: View, path pathEntry: Int32,
                                         reader: inout SceneValueReader) {
        guard let (id, first) = identifiers.register(value, path: pathEntry, in: document) else {
            reader.report(path(pathEntry) + ".id", "expected a string, got \(document.value(at: value).typeDescription)")
            return
        }
        if id.isEmpty {
            reader.report(path(pathEntry) + ".id", "expected a non-empty string")
        } else if let first {
            reader.report(path(pathEntry) + ".id", "duplicate id \"\(id)\"; it is already used at \(path(first))")
        } else {
            view.identifier = id
        }
    }
}
