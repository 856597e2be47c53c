import ViewExposureGeometry
import ViewExposureJSON

/// Reads a WebDriverAgent JSON source into a ``RawElementTree``, iteratively.
///
/// Accepted shapes: the element tree itself (an object with `type`), wrapped in
/// `{"value": …}`, or the legacy `{"value": {"tree": …}}`. Each element: `type` (required),
/// `children` (array of elements), a frame from `rect` (`{x, y, width, height}` or
/// `{origin: {x, y}, size: {width, height}}`) or else `frame` (`"{{x, y}, {w, h}}"`); every
/// other scalar member is kept as an attribute (booleans as `true`/`false`, numbers in their
/// shortest form).
enum WebDriverAgentJSONReader {
    /// Whether `top` looks like a WebDriverAgent source rather than something else (a scene).
    static func looksLikeSource(_ top: JSONValue) -> Bool {
        unwrap(top) != nil
    }

    /// The element tree inside the wrappers, or `nil`.
    static func unwrap(_ top: JSONValue) -> JSONValue? {
        var node = top
        // A few wrapper levels at most: {"sessionId", "value": {"tree": {...}}}.
        for _ in 0..<4 {
            guard node.isObject else { return nil }
            if let t = node["type"], t.string != nil { return node }
            if let v = node["value"], v.isObject { node = v; continue }
            if let t = node["tree"], t.isObject { node = t; continue }
            return nil
        }
        return nil
    }

    static func read(_ top: JSONValue) throws(DumpError) -> RawElementTree {
        guard let root = unwrap(top) else {
            throw DumpError(position: top.position,
                            "unknown root: expected a scene (\"windows\" or \"root\") or a WebDriverAgent source (an element object with \"type\", possibly under \"value\")")
        }
        var tree = RawElementTree()
        // Problems are located once the tree is complete, when element paths can be written.
        var found: [JSONDumpProblem] = []
        tree.appendJSONElements(from: root, parent: -1, found: &found,
                                notAnObject: "children: expected element objects") { tree, value, index, parent, found in
            var attributes: [String: String] = [:]
            var children: [JSONValue] = []
            var rect: Rect?
            var rectProblem: String?
            for m in value.members {
                switch m.key {
                case "children":
                    if m.value.isArray {
                        children = m.value.elements
                    } else if !m.value.isNull {
                        rectProblem = "children: expected an array, got \(m.value.typeDescription)"
                    }
                case "rect":
                    switch readRect(m.value) {
                    case .success(let r): rect = r
                    case .failure(let error): rectProblem = "rect: \(error.message)"
                    }
                    if let r = rect { attributes["rect"] = "\(JSONNumber.shortest(r.x)),\(JSONNumber.shortest(r.y)),\(JSONNumber.shortest(r.width)),\(JSONNumber.shortest(r.height))" }
                default:
                    if let text = m.value.dumpAttributeText { attributes[m.key] = text }
                }
            }
            if rect == nil, rectProblem == nil {
                if let frame = attributes["frame"] {
                    if let r = parseFrameText(frame) { rect = r } else {
                        rectProblem = "frame: expected \"{{x, y}, {width, height}}\" with finite numbers within ±10000000, got \"\(frame)\""
                    }
                } else {
                    rectProblem = "missing \"rect\" or \"frame\""
                }
            }
            if value["type"]?.string == nil {
                rectProblem = (rectProblem.map { $0 + "; " } ?? "") + "missing \"type\" (a string)"
            }
            tree.append(name: attributes["type"] ?? "", attributes: attributes, parent: parent,
                        position: value.position, rect: rect)
            if let message = rectProblem {
                found.append((index, value.position, message))
            }
            return children
        }
        tree.linkChildren()
        try tree.throwIfAny(found, format: .webDriverAgentJSON, firstWithPath: 0)
        return tree
    }

    /// `{x, y, width, height}` or `{origin: {x, y}, size: {width, height}}`.
    static func readRect(_ v: JSONValue) -> Result<Rect, RectError> {
        func number(_ value: JSONValue?, _ name: String) -> Result<Double, RectError> {
            guard let value else { return .failure(RectError("missing \"\(name)\"")) }
            guard let x = value.number, x.isFinite else {
                return .failure(RectError("\(name): expected a finite number, got \(value.typeDescription)"))
            }
            guard InputBounds.admitsCoordinate(x) else { return .failure(RectError("\(name): " + InputBounds.coordinateProblem(JSONNumber.shortest(x)))) }
            return .success(x)
        }
        guard v.isObject else { return .failure(RectError("expected an object, got \(v.typeDescription)")) }
        let (xs, ys, ws, hs): (JSONValue?, JSONValue?, JSONValue?, JSONValue?)
        if let origin = v["origin"], let size = v["size"] {
            (xs, ys, ws, hs) = (origin["x"], origin["y"], size["width"], size["height"])
        } else {
            (xs, ys, ws, hs) = (v["x"], v["y"], v["width"], v["height"])
        }
        do {
            if let x = xs?.number, let y = ys?.number, DumpNumber.isNullFrameOrigin(x), DumpNumber.isNullFrameOrigin(y) {
                // `CGRectNull`: an element without a frame, read as an empty frame at the origin.
                let w = try number(ws, "width").get(), h = try number(hs, "height").get()
                guard w >= 0, h >= 0 else { return .failure(RectError("width and height must not be negative")) }
                return .success(.zero)
            }
            let x = try number(xs, "x").get(), y = try number(ys, "y").get()
            let w = try number(ws, "width").get(), h = try number(hs, "height").get()
            guard w >= 0, h >= 0 else { return .failure(RectError("width and height must not be negative")) }
            return .success(Rect(x: x, y: y, width: w, height: h))
        } catch {
            return .failure(error)
        }
    }

    /// A message about a `rect` member.
    struct RectError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// Parses `{{x, y}, {w, h}}` (spaces optional); `nil` unless four finite numbers within
    /// ``InputBounds/coordinate`` and a non-negative size.
    static func parseFrameText(_ text: String) -> Rect? {
        let cleaned = text.filter { $0 != "{" && $0 != "}" && $0 != " " }
        let parts = cleaned.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var n: [Double] = []
        for p in parts {
            guard let v = Double(p), InputBounds.admitsCoordinate(v) else { return nil }
            n.append(v)
        }
        guard n[2] >= 0, n[3] >= 0 else { return nil }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}
