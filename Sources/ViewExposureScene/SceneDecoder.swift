import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver

extension Scene {
    /// The top-level keys of a scene file.
    public static let topLevelKeys = ["appState", "windows", "root"]

    /// Decodes a scene from UTF-8 JSON text (docs/scene-format.md). Throws every problem at once:
    /// a syntax error (the first, with line:column), or all the semantic problems with their
    /// JSON paths. Nothing is returned unless the whole scene is valid.
    ///
    /// Complexity: O(text length + views), iterative (no recursion over depth).
    public static func decode(_ bytes: [UInt8]) throws(SceneError) -> Scene {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes)
        } catch {
            throw SceneError(error)
        }
        return try decode(document.root)
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
        let builder = TreeBuilder()
        var windows: [Window] = []
        func build(_ value: JSONValue, _ path: String) {
            if let w = builder.build(value, path: path, reader: &reader) { windows.append(w) }
        }
        for m in top.members {
            switch m.key {
            case "appState":
                if let s = reader.enumeration(m.value, AppState.self, "appState") { appState = s }
            case "windows":
                if top["root"] != nil {
                    reader.report("windows", "use either \"windows\" or \"root\", not both")
                } else if m.value.isArray {
                    for (i, w) in m.value.elements.enumerated() {
                        build(w, JSONPath.appending(index: i, to: "windows"))
                    }
                } else {
                    reader.report("windows", "expected an array of views, got \(m.value.typeDescription)")
                }
            case "root":
                if top["windows"] == nil { build(m.value, "root") }
            default:
                reader.unknownKey(m.key, allowed: topLevelKeys, JSONPath.appending(m.key, to: ""))
            }
        }
        if top["windows"] == nil && top["root"] == nil {
            reader.report("", "missing \"windows\" (an array of views) or \"root\" (one view)")
        }
        resolveInterceptions(builder.pendingInterceptions, index: builder.index, reader: &reader)
        if !reader.problems.isEmpty { throw SceneError(problems: reader.problems) }
        let screen = Screen(appState: appState)
        for w in windows { screen.addWindow(w) }
        return Scene(screen: screen, viewsByIdentifier: builder.index)
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

/// Builds one window's tree from its JSON, iteratively, collecting problems.
///
/// One pass over each view object's members: a member's key is classified by its key number
/// in a table built once per document (``ViewMemberKey``), so no key is hashed or compared as
/// a string per view; paths are built only for problems.
private final class TreeBuilder {
    /// Path strings are built lazily from this table: each entry is a parent entry (or -1)
    /// and the subview index that extends it, or -1 - k for the top-level path `topPaths[k]`.
    private var pathParents: [Int32] = []
    private var pathSteps: [Int32] = []
    private var topPaths: [String] = []
    /// Every id seen so far, with its view (the scene's index, handed over as it is).
    private(set) var index: [String: View] = [:]
    /// The views with an id and their path entries, in the order read; looked up by view
    /// (`pathsOfIdentifiedViews`, built on the first duplicate id) only to name where an id
    /// was first used.
    private var identified: [(view: View, path: Int32)] = []
    private var pathsOfIdentifiedViews: [ObjectIdentifier: Int32]?
    /// `interception` keys seen so far, resolved after the whole scene is built.
    private(set) var pendingInterceptions: [PendingInterception] = []
    /// Member kinds by key number, for the document being read.
    private var memberKeys: [ViewMemberKey] = []
    /// Strong on purpose: a weak reference would give the document a side table, and every
    /// retain of a `JSONValue` would take the slow path.
    private var keyedDocument: JSONDocument?

    /// The path entry of `view`, which has an id.
    private func pathEntry(ofIdentified view: View) -> Int32 {
        if pathsOfIdentifiedViews == nil {
            var table: [ObjectIdentifier: Int32] = [:]
            for (v, p) in identified { table[ObjectIdentifier(v)] = p }
            pathsOfIdentifiedViews = table
        }
        return pathsOfIdentifiedViews![ObjectIdentifier(view)]!
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

    private func addPath(_ step: Int32, parent: Int32) -> Int32 {
        pathParents.append(parent)
        pathSteps.append(step)
        return Int32(pathParents.count - 1)
    }

    private func prepareKeys(of document: JSONDocument) {
        guard keyedDocument !== document else { return }
        keyedDocument = document
        // A view with an id is at least 7 values (object, id, frame array, its 4 numbers): no
        // regrowing of the index, and at most one slot per 6 values of the text.
        index.reserveCapacity(document.valueCount / 6)
        memberKeys = (0..<document.keyCount).map { ViewMemberKey(document.name(of: document.key(number: $0))) }
    }

    /// Builds the window for the top-level entry `value` at `topPath`; `nil` when the entry is
    /// not even an object (its problems are recorded either way).
    func build(_ value: JSONValue, path topPath: String,
               reader: inout SceneValueReader) -> Window? {
        prepareKeys(of: value.document)
        topPaths.append(topPath)
        var pending: [(value: JSONValue, parent: View?, path: Int32)] = [
            (value, nil, addPath(Int32(-topPaths.count), parent: -1)),
        ]
        var window: Window?
        while let item = pending.popLast() {
            let pathEntry = item.path
            let object = item.value
            guard object.isObject else {
                reader.report(path(pathEntry), "expected a view object, got \(object.typeDescription)")
                continue
            }
            let view: View
            if item.parent != nil {
                view = View()
            } else {
                let w = Window()
                window = w
                view = w
            }
            var attributes = ViewAttributes()
            var subviews: JSONValue?
            var hasFrame = false
            for i in 0..<object.count {
                let key = object.memberKey(at: i)
                let value = object.child(at: i)
                switch memberKeys[Int(key.number)] {
                case .id:
                    guard let id = reader.string(value, self.path(pathEntry) + ".id") else { continue }
                    if id.isEmpty {
                        reader.report(path(pathEntry) + ".id", "expected a non-empty string")
                    } else if let first = index.updateValue(view, forKey: id) {
                        // One hash per id in the common case; a duplicate puts the first back.
                        index[id] = first
                        reader.report(path(pathEntry) + ".id", "duplicate id \"\(id)\"; it is already used at \(path(self.pathEntry(ofIdentified: first)))")
                    } else {
                        identified.append((view, pathEntry))
                        pathsOfIdentifiedViews?[ObjectIdentifier(view)] = pathEntry
                        view.identifier = id
                    }
                case .interception:
                    // Resolved once every id is known (SceneInterception.swift).
                    pendingInterceptions.append(PendingInterception(
                        container: view, value: value, path: JSONPath.appending("interception", to: path(pathEntry))))
                case .subviews:
                    if value.isArray {
                        subviews = value
                    } else {
                        reader.report(path(pathEntry) + ".subviews",
                                      "expected an array of views, got \(value.typeDescription)")
                    }
                case .attribute(let attribute):
                    if attribute == .frame { hasFrame = true }
                    attributes.read(attribute, value, reader: &reader, path: { self.path(pathEntry) })
                case .unknown:
                    let name = value.document.name(of: key)
                    reader.unknownKey(name, allowed: ViewAttributes.sceneViewKeys,
                                      JSONPath.appending(name, to: path(pathEntry)))
                }
            }
            if !hasFrame {
                reader.report(path(pathEntry), "missing required key \"frame\"")
            }
            // Set before the view joins its parent: nothing above it has a cache to invalidate.
            attributes.apply(to: view)
            item.parent?.addSubview(view)
            // Push front-most first so that the back-most subview is built (and reported) first.
            if let subviews {
                for i in stride(from: subviews.count - 1, through: 0, by: -1) {
                    pending.append((subviews.child(at: i), view, addPath(Int32(i), parent: pathEntry)))
                }
            }
        }
        return window
    }
}
