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

/// Builds one window's tree from its JSON, iteratively, collecting problems.
private final class TreeBuilder {
    /// Path strings are built lazily from this table: each entry is a parent entry (or -1)
    /// and the component that extends it (`windows[0]`, `subviews[2]`).
    private var pathParents: [Int32] = []
    private var pathComponents: [String] = []
    /// Every id seen so far, with the path entry of the view that has it.
    private(set) var index: [String: View] = [:]
    /// `interception` keys seen so far, resolved after the whole scene is built.
    private(set) var pendingInterceptions: [PendingInterception] = []
    private var idPaths: [String: Int32] = [:]

    private func path(_ entry: Int32) -> String {
        var parts: [String] = []
        var e = entry
        while e >= 0 {
            parts.append(pathComponents[Int(e)])
            e = pathParents[Int(e)]
        }
        return parts.reversed().joined(separator: ".")
    }

    private func addPath(_ component: String, parent: Int32) -> Int32 {
        pathParents.append(parent)
        pathComponents.append(component)
        return Int32(pathParents.count - 1)
    }

    /// Builds the window for the top-level entry `value` at `topPath`; `nil` when the entry is
    /// not even an object (its problems are recorded either way).
    func build(_ value: JSONValue, path topPath: String,
                        reader: inout SceneValueReader) -> Window? {
        var pending: [(value: JSONValue, parent: View?, path: Int32)] = [
            (value, nil, addPath(topPath, parent: -1)),
        ]
        var window: Window?
        while let item = pending.popLast() {
            let pathEntry = item.path
            let viewPath = { self.path(pathEntry) }
            guard item.value.isObject else {
                reader.report(viewPath(), "expected a view object, got \(item.value.typeDescription)")
                continue
            }
            let view: View
            if let parent = item.parent {
                view = View()
                parent.addSubview(view)
            } else {
                let w = Window()
                window = w
                view = w
            }
            var attributes = ViewAttributes()
            var children: [JSONValue] = []
            for m in item.value.members {
                switch m.key {
                case "id":
                    guard let id = reader.string(m.value, viewPath() + ".id") else { continue }
                    if id.isEmpty {
                        reader.report(viewPath() + ".id", "expected a non-empty string")
                    } else if let first = idPaths[id] {
                        reader.report(viewPath() + ".id", "duplicate id \"\(id)\"; it is already used at \(path(first))")
                    } else {
                        idPaths[id] = pathEntry
                        index[id] = view
                        view.identifier = id
                    }
                case "interception":
                    // Resolved once every id is known (SceneInterception.swift).
                    pendingInterceptions.append(PendingInterception(
                        container: view, value: m.value, path: JSONPath.appending(m.key, to: viewPath())))
                case "subviews":
                    if m.value.isArray {
                        children = m.value.elements
                    } else {
                        reader.report(viewPath() + ".subviews",
                                      "expected an array of views, got \(m.value.typeDescription)")
                    }
                default:
                    if !attributes.read(m, reader: &reader, path: viewPath) {
                        reader.unknownKey(m.key, allowed: ViewAttributes.sceneViewKeys,
                                          JSONPath.appending(m.key, to: viewPath()))
                    }
                }
            }
            if item.value["frame"] == nil {
                reader.report(viewPath(), "missing required key \"frame\"")
            }
            attributes.apply(to: view)
            // Push front-most first so that the back-most subview is built (and reported) first.
            for (i, child) in children.enumerated().reversed() {
                pending.append((child, view, addPath("subviews[\(i)]", parent: pathEntry)))
            }
        }
        return window
    }
}
