import ViewExposureGeometry
import ViewExposureJSON

/// Reads a Rico view hierarchy (or its Enrico variant) into a ``RawElementTree``,
/// iteratively. docs/dumps.md describes the format.
///
/// Accepted shapes: `{"activity": {"root": node, …}, "activity_name", …}` (Rico) or a node
/// itself (Enrico: an object with `class` and a `bounds` array). A node: `class`, `bounds`
/// `[left, top, right, bottom]` in screen pixels, `children` (an array that may hold `null`,
/// skipped), and flags. The tree is given uiautomator's shape — a synthetic `hierarchy`
/// element holding the root node as its one window — and each node the attributes the
/// Android rules read, as text: `bounds` as `[l,t][r,b]`, booleans as `true`/`false`,
/// `content-desc` as the first non-null string of its list, `ancestors` joined by commas;
/// other scalars as they are.
enum RicoJSONReader {
    /// Whether `top` is a Rico (`activity.root`) or Enrico (a node) hierarchy.
    static func looksLikeSource(_ top: JSONValue) -> Bool {
        root(of: top) != nil
    }

    /// The root node, or `nil` when `top` is not a Rico hierarchy.
    static func root(of top: JSONValue) -> JSONValue? {
        guard top.isObject else { return nil }
        if let activity = top["activity"], activity.isObject, let r = activity["root"], r.isObject { return r }
        if top["class"]?.string != nil, let b = top["bounds"], b.isArray { return top }
        return nil
    }

    static func read(_ top: JSONValue) throws(DumpError) -> RawElementTree {
        guard let root = root(of: top) else {
            throw DumpError(position: top.position, "unknown root: expected a Rico hierarchy ({\"activity\": {\"root\": …}}) or a node with \"class\" and \"bounds\"")
        }
        var tree = RawElementTree()
        var screen: [String: String] = [:]
        for m in top.members where m.key != "activity" {
            if let text = m.value.dumpAttributeText { screen[m.key] = text }
        }
        tree.append(name: "hierarchy", attributes: screen, parent: -1, position: top.position)
        var found: [JSONDumpProblem] = []
        tree.appendJSONElements(from: root, parent: 0, found: &found,
                                notAnObject: "children: expected node objects or null") { tree, value, index, parent, found in
            let firstProblem = found.count
            var attributes: [String: String] = [:]
            var children: [JSONValue] = []
            for m in value.members {
                switch m.key {
                case "children":
                    if m.value.isArray {
                        children = m.value.elements.filter { !$0.isNull }
                    } else if !m.value.isNull {
                        found.append((index, m.value.position, "children: expected an array, got \(m.value.typeDescription)"))
                    }
                case "bounds":
                    if let text = boundsText(m.value) {
                        attributes["bounds"] = text
                    } else {
                        found.append((index, m.value.position, "bounds: expected [left, top, right, bottom] with finite numbers within ±10000000, got \(m.value.typeDescription)"))
                    }
                case "rel-bounds":
                    if let text = boundsText(m.value) { attributes["rel-bounds"] = text }
                case "content-desc":
                    attributes["content-desc"] = m.value.isArray
                        ? (m.value.elements.lazy.compactMap(\.string).first ?? "") : (m.value.string ?? "")
                case "ancestors":
                    if m.value.isArray { attributes["ancestors"] = m.value.elements.compactMap(\.string).joined(separator: ",") }
                default:
                    if let text = m.value.dumpAttributeText { attributes[m.key] = text }
                }
            }
            // Every problem found since `firstProblem` is this node's.
            if attributes["bounds"] == nil && found.count == firstProblem {
                found.append((index, value.position, "missing \"bounds\""))
            }
            if value["class"]?.string == nil {
                found.append((index, value.position, "missing \"class\" (a string)"))
            }
            tree.append(name: "node", attributes: attributes, parent: parent, position: value.position)
            return children
        }
        tree.linkChildren()
        try tree.throwIfAny(found, format: .ricoJSON, firstWithPath: 1)  // 0: the synthetic hierarchy
        return tree
    }

    /// `[l, t, r, b]` as uiautomator's `[l,t][r,b]`; `nil` unless four finite numbers within
    /// ``InputBounds/coordinate``. Bounds with right < left or bottom < top (Rico records views it
    /// never laid out, in a closed drawer, say) are kept as given: the one bounds reading
    /// (`AndroidKinds.bounds`) takes them as empty at their left and top.
    private static func boundsText(_ v: JSONValue) -> String? {
        guard v.isArray else { return nil }
        let n = v.elements.compactMap(\.number)
        guard n.count == 4, v.elements.count == 4, n.allSatisfy(InputBounds.admitsCoordinate) else { return nil }
        let s = n.map { JSONNumber.shortest($0) }
        return "[\(s[0]),\(s[1])][\(s[2]),\(s[3])]"
    }
}
