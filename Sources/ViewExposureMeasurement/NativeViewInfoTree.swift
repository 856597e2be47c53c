import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree

/// A `NativeViewInfo` tree — the JSON an OM SDK native layer sends its service and logs —
/// read into the view tree, with the ad and the session state it names
/// (docs/semantics.md §3.10, "NativeViewInfo").
///
/// Each node is an object with `x`, `y`, `width`, `height` (absolute, in the root's
/// coordinates), optional `clipsToBounds` (true unless `false`; IAB's typedef spelling
/// `clipToBounds` is not read, as the service does not read it), `childViews` (back to
/// front), `adSessionId` / `isCreative`, `isFriendlyObstructionFor` (session ids) with
/// `friendlyObstructionClass` / `Purpose` / `Reason`, and on the ad `notVisibleReason`,
/// `hasWindowFocus`, `isPipActive`; the root may carry `noOutputDevice`. Other keys are
/// ignored. The root becomes a `Window` at (0, 0) with the root's size (the viewport); every
/// other node a view keeping its logged rect (`LoggedNativeView`), named by its JSON path
/// (`root`, `childViews[0].childViews[2]`).
public struct NativeViewInfoTree {
    /// The screen holding the one window.
    public let screen: Screen
    /// The root node.
    public let root: Window
    /// The ad node, or `nil` when none matches.
    public let ad: View?
    /// The session the friendly nodes were chosen for (`--session`, else the ad's
    /// `adSessionId`); `nil` when neither: then every node with a non-empty
    /// `isFriendlyObstructionFor` is friendly.
    public let session: String?
    /// What the ad and root nodes say: `notVisibleReason`, `hasWindowFocus`, `isPipActive`,
    /// `noOutputDevice`.
    public let state: OMIDSessionState

    /// Whether `value` looks like a NativeViewInfo node: an object with numeric `width` and
    /// `height` and `childViews`, `isCreative` or `adSessionId`.
    package static func looksLikeTree(_ value: JSONValue) -> Bool {
        guard value.isObject, value["width"]?.number != nil, value["height"]?.number != nil else { return false }
        return value["childViews"] != nil || value["isCreative"] != nil || value["adSessionId"] != nil
    }

    /// Parses `bytes` as JSON and reads the tree (see the `JSONValue` overload); a
    /// syntax error is a located problem too.
    public static func read(_ bytes: [UInt8], session: String?) throws(NativeViewInfoError) -> NativeViewInfoTree {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes)
        } catch {
            throw NativeViewInfoError(problems: error.problems)
        }
        return try read(document.root, session: session)
    }

    /// Reads the tree at `top`; the ad is the node whose `adSessionId` is `session`, or when
    /// `session` is `nil` the first node with `isCreative: true` (pre-order). Every problem is
    /// located by its JSON path; nothing is returned half-read. O(n), iterative.
    package static func read(_ top: JSONValue, session requested: String?) throws(NativeViewInfoError) -> NativeViewInfoTree {
        var problems: [LocatedProblem] = []
        guard top.isObject else {
            throw NativeViewInfoError(problems: [LocatedProblem(position: top.position, path: "",
                                                                message: "expected a NativeViewInfo object, got \(top.typeDescription)")])
        }
        let rootRect = readRect(top, path: "", problems: &problems) ?? .zero
        let root = Window(frame: Rect(x: 0, y: 0, width: rootRect.width, height: rootRect.height), identifier: "root")
        let screen = Screen()
        screen.addWindow(root)
        var friendlyNodes: [(view: View, value: JSONValue, path: String)] = []
        var ad: (view: View, value: JSONValue)?
        var adByCreative: (view: View, value: JSONValue)?
        // (node, its view, its absolute origin, path); the root's origin is (0, 0).
        var pending: [(value: JSONValue, view: View, origin: Point, path: String)] = [(top, root, Point(x: 0, y: 0), "")]
        while let (value, view, origin, path) = pending.popLast() {
            view.clipsToBounds = readBool(value, "clipsToBounds", path: path, problems: &problems) ?? true
            if let id = value["adSessionId"] {
                if let s = id.string {
                    if ad == nil, let requested, s == requested { ad = (view, value) }
                } else {
                    problems.append(problem(id, JSONPath.appending("adSessionId", to: path), "expected a string, got \(id.typeDescription)"))
                }
            }
            if readBool(value, "isCreative", path: path, problems: &problems) == true, adByCreative == nil {
                adByCreative = (view, value)
            }
            if let list = value["isFriendlyObstructionFor"], !(list.isArray && list.count == 0) {
                friendlyNodes.append((view, value, path))
            }
            guard let children = value["childViews"] else { continue }
            let childrenPath = JSONPath.appending("childViews", to: path)
            guard children.isArray else {
                problems.append(problem(children, childrenPath, "expected an array, got \(children.typeDescription)"))
                continue
            }
            var built: [(JSONValue, View, Point, String)] = []
            for (i, child) in children.elements.enumerated() {
                let childPath = JSONPath.appending(index: i, to: childrenPath)
                guard child.isObject else {
                    problems.append(problem(child, childPath, "expected a NativeViewInfo object, got \(child.typeDescription)"))
                    continue
                }
                guard let r = readRect(child, path: childPath, problems: &problems) else { continue }
                let frame = Rect(x: r.x - origin.x, y: r.y - origin.y, width: r.width, height: r.height)
                let v = LoggedNativeView(frame: frame, loggedRect: r, identifier: childPath)
                view.addSubview(v)
                built.append((child, v, r.origin, childPath))
            }
            // Pushed in reverse so that pre-order (which decides "first ad") pops them in order.
            pending.append(contentsOf: built.reversed())
        }
        let chosen = requested == nil ? adByCreative : ad
        let session = requested ?? chosen?.value["adSessionId"]?.string
        for node in friendlyNodes {
            guard let registration = readFriendly(node.value, for: session, path: node.path, problems: &problems) else { continue }
            node.view.friendlyObstruction = registration
        }
        var state = OMIDSessionState()
        if let a = chosen {
            let adPath = a.view === root ? "" : a.view.identifier ?? ""
            if let reason = readString(a.value, "notVisibleReason", path: adPath, problems: &problems) {
                state.notVisibleReason = reason
            }
            state.hasWindowFocus = readBool(a.value, "hasWindowFocus", path: adPath, problems: &problems) ?? true
            state.isPictureInPictureActive = readBool(a.value, "isPipActive", path: adPath, problems: &problems) ?? false
        }
        state.hasNoOutputDevice = readBool(top, "noOutputDevice", path: "", problems: &problems) ?? false
        guard problems.isEmpty else { throw NativeViewInfoError(problems: problems) }
        return NativeViewInfoTree(screen: screen, root: root, ad: chosen?.view, session: session, state: state)
    }

    /// `x`, `y`, `width`, `height`: four finite numbers, else a problem and `nil`.
    private static func readRect(_ value: JSONValue, path: String, problems: inout [LocatedProblem]) -> Rect? {
        var numbers: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let v = value[key] else {
                problems.append(LocatedProblem(position: value.position, path: path, message: "missing \"\(key)\""))
                return nil
            }
            guard let n = v.number, n.isFinite else {
                problems.append(problem(v, JSONPath.appending(key, to: path), "expected a finite number, got \(v.typeDescription)"))
                return nil
            }
            numbers.append(n)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// An optional boolean member (`null` = absent).
    private static func readBool(_ value: JSONValue, _ key: String, path: String, problems: inout [LocatedProblem]) -> Bool? {
        guard let v = value[key], !v.isNull else { return nil }
        if let b = v.bool { return b }
        problems.append(problem(v, JSONPath.appending(key, to: path), "expected true or false, got \(v.typeDescription)"))
        return nil
    }

    /// The friendly registration of a node listing `session` (any session when `nil`), or
    /// `nil` when it is not friendly for it; a bad purpose or reason is a problem.
    private static func readFriendly(_ value: JSONValue, for session: String?, path: String,
                                     problems: inout [LocatedProblem]) -> FriendlyObstruction? {
        let listPath = JSONPath.appending("isFriendlyObstructionFor", to: path)
        guard let list = value["isFriendlyObstructionFor"], list.isArray else {
            if let list = value["isFriendlyObstructionFor"] {
                problems.append(problem(list, listPath, "expected an array of session ids, got \(list.typeDescription)"))
            }
            return nil
        }
        var listed = false
        for (i, id) in list.elements.enumerated() {
            guard let s = id.string else {
                problems.append(problem(id, JSONPath.appending(index: i, to: listPath), "expected a string, got \(id.typeDescription)"))
                return nil
            }
            if session == nil || s == session { listed = true }
        }
        guard listed else { return nil }
        var purpose = FriendlyObstruction.Purpose.other
        if let p = value["friendlyObstructionPurpose"], !p.isNull {
            guard let s = p.string, let known = FriendlyObstruction.Purpose(rawValue: s) else {
                problems.append(problem(p, JSONPath.appending("friendlyObstructionPurpose", to: path),
                                        "expected one of \(FriendlyObstruction.Purpose.allCases.map(\.rawValue).joined(separator: ", "))"))
                return nil
            }
            purpose = known
        }
        guard let className = readString(value, "friendlyObstructionClass", path: path, problems: &problems),
              let reason = readString(value, "friendlyObstructionReason", path: path, problems: &problems) else { return nil }
        do {
            return try FriendlyObstruction(purpose: purpose, reason: reason, className: className)
        } catch {
            problems.append(problem(value["friendlyObstructionReason"] ?? value, JSONPath.appending("friendlyObstructionReason", to: path),
                                    error.description))
            return nil
        }
    }

    /// An optional string member: `.some(nil)` when absent or `null`, `nil` (and a problem) when
    /// not a string.
    private static func readString(_ value: JSONValue, _ key: String, path: String,
                                   problems: inout [LocatedProblem]) -> String?? {
        guard let v = value[key], !v.isNull else { return .some(nil) }
        if let s = v.string { return .some(s) }
        problems.append(problem(v, JSONPath.appending(key, to: path), "expected a string, got \(v.typeDescription)"))
        return nil
    }

    private static func problem(_ value: JSONValue, _ path: String, _ message: String) -> LocatedProblem {
        LocatedProblem(position: value.position, path: path, message: message)
    }
}

/// The problems of a NativeViewInfo tree that could not be read, in the order they were met.
public struct NativeViewInfoError: Error, Sendable {
    /// At least one problem, each located by its JSON path and text position.
    public package(set) var problems: [LocatedProblem]

    /// One line per problem, each prefixed by `fileName`.
    public func lines(fileName: String) -> [String] {
        problems.map { $0.formatted(fileName: fileName) }
    }
}
