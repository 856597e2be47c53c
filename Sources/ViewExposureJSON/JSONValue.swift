/// One value of a ``JSONDocument``: a cheap handle (the document and an index), so reading a
/// deep document never copies or nests anything.
///
/// Switch over ``content`` to read it; containers hand out their children as further handles.
public struct JSONValue: Sendable {
    /// The document this value belongs to.
    public let document: JSONDocument
    /// The value's index among the document's values.
    public let index: Int

    /// A handle on value `index` of `document`.
    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// One level of a value: scalars with their payload, containers with handles on their
    /// children (objects keep source order; keys are unique).
    public enum Content: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, the nearest `Double` to its text (±infinity when out of range).
        case number(Double)
        /// A string, escapes resolved.
        case string(String)
        /// An array's elements, in order.
        case array([JSONValue])
        /// An object's members, in source order.
        case object([JSONMember])
    }

    private var node: JSONDocument.Node { document.nodes[index] }

    /// The value's content, one level deep. O(number of children).
    public var content: Content {
        let n = node
        switch n.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(document.numbers[Int(n.payload)])
        case .string: return .string(document.strings[Int(n.payload)])
        case .array: return .array(elements)
        case .object: return .object(members)
        }
    }

    /// Where the value starts in the text.
    public var position: SourcePosition {
        let n = node
        return SourcePosition(line: Int(n.line), column: Int(n.column))
    }

    /// The number, or `nil` when the value is not a number.
    public var number: Double? {
        let n = node
        return n.kind == .number ? document.numbers[Int(n.payload)] : nil
    }

    /// The string, or `nil` when the value is not a string.
    public var string: String? {
        let n = node
        return n.kind == .string ? document.strings[Int(n.payload)] : nil
    }

    /// The boolean, or `nil` when the value is not `true` or `false`.
    public var bool: Bool? {
        switch node.kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    /// Whether the value is `null`.
    public var isNull: Bool { node.kind == .null }

    /// Whether the value is an array.
    public var isArray: Bool { node.kind == .array }

    /// Whether the value is an object.
    public var isObject: Bool { node.kind == .object }

    /// The elements of an array (empty for any other value).
    public var elements: [JSONValue] {
        let n = node
        guard n.kind == .array else { return [] }
        let start = Int(n.payload)
        return (start..<start + Int(n.count)).map {
            JSONValue(document: document, index: Int(document.childValues[$0]))
        }
    }

    /// The members of an object in source order (empty for any other value).
    public var members: [JSONMember] {
        let n = node
        guard n.kind == .object else { return [] }
        let start = Int(n.payload)
        return (start..<start + Int(n.count)).map {
            JSONMember(key: document.strings[Int(document.childKeys[$0])],
                       value: JSONValue(document: document, index: Int(document.childValues[$0])))
        }
    }

    /// The number of elements or members (0 for a scalar).
    public var count: Int {
        let n = node
        return n.kind == .array || n.kind == .object ? Int(n.count) : 0
    }

    /// The member named `key` of an object, or `nil` (also for non-objects). O(members).
    public subscript(key: String) -> JSONValue? {
        let n = node
        guard n.kind == .object else { return nil }
        let start = Int(n.payload)
        for i in start..<start + Int(n.count) where document.strings[Int(document.childKeys[i])] == key {
            return JSONValue(document: document, index: Int(document.childValues[i]))
        }
        return nil
    }

    /// A short name of the value's type for error messages: "a number", "an array", "null"…
    public var typeDescription: String {
        switch node.kind {
        case .null: return "null"
        case .false, .true: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A member of a JSON object: its key and value.
public struct JSONMember: Sendable {
    /// The member's name.
    public let key: String
    /// The member's value.
    public let value: JSONValue
}
