/// One value of a ``JSONDocument``: a cheap handle (the document and an index), so reading a
/// deep document never copies or nests anything.
///
/// Switch over ``content`` to read it; containers hand out their children as further handles.
/// For many objects of one document, ``child(at:)`` and ``memberKey(at:)`` read members by
/// position without building arrays, and ``subscript(_:)-(JSONKey)`` finds a member by an
/// interned key.
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
        case .number: return .number(Double(bitPattern: n.payload))
        case .string, .escapedString: return .string(string(of: n))
        case .array: return .array(elements)
        case .object: return .object(members)
        }
    }

    /// Where the value starts in the text. O(log lines).
    public var position: SourcePosition {
        document.position(ofOffset: node.offset)
    }

    /// The number, or `nil` when the value is not a number.
    public var number: Double? {
        let n = node
        return n.kind == .number ? Double(bitPattern: n.payload) : nil
    }

    /// The string, or `nil` when the value is not a string. Builds the `String` from the
    /// text's bytes on each call (O(length)).
    public var string: String? {
        let n = node
        return n.kind == .string || n.kind == .escapedString ? string(of: n) : nil
    }

    private func string(of n: JSONDocument.Node) -> String {
        if n.kind == .escapedString { return document.escapedStrings[n.low] }
        return document.bytes.withUnsafeBufferPointer { b in
            // Validated as UTF-8 by the parser.
            String(decoding: UnsafeBufferPointer(rebasing: b[n.low ..< n.low + n.high]), as: UTF8.self)
        }
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
        return (0..<n.high).map { JSONValue(document: document, index: document.childNode(n, $0)) }
    }

    /// The members of an object in source order (empty for any other value).
    public var members: [JSONMember] {
        let n = node
        guard n.kind == .object else { return [] }
        let start = n.low
        return (start..<start + n.high).map {
            JSONMember(key: document.keyNames[Int(document.childKeys[$0])],
                       value: JSONValue(document: document, index: Int(document.childValues[$0])))
        }
    }

    /// The number of elements or members (0 for a scalar).
    public var count: Int {
        let n = node
        return n.kind == .array || n.kind == .object ? n.high : 0
    }

    /// Element or member value `i` of an array or object (`0 ..< count`), in source order. O(1).
    public func child(at i: Int) -> JSONValue {
        let n = node
        precondition((n.kind == .array || n.kind == .object) && i >= 0 && i < n.high, "child index out of range")
        return JSONValue(document: document, index: document.childNode(n, i))
    }

    /// The key of member `i` of an object (`0 ..< count`), in source order. O(1).
    public func memberKey(at i: Int) -> JSONKey {
        let n = node
        precondition(n.kind == .object && i >= 0 && i < n.high, "member index out of range")
        return JSONKey(number: document.childKeys[n.low + i])
    }

    /// The elements of an array of exactly `count` numbers (`count` ≤ 8), in the first
    /// `count` lanes; `nil` for anything else (another length, an element that is not a
    /// number). One read of the document, no allocation: for fixed-size number arrays read
    /// in bulk (frames, transforms). O(count).
    public func numberElements(count: Int) -> SIMD8<Double>? {
        document.numberElements(at: index, count: count)
    }

    /// The member named `key` of an object, or `nil` (also for non-objects). O(members),
    /// comparing names without hashing.
    public subscript(key: String) -> JSONValue? {
        let n = node
        guard n.kind == .object else { return nil }
        let start = n.low
        for i in start..<start + n.high where document.keyNames[Int(document.childKeys[i])] == key {
            return JSONValue(document: document, index: Int(document.childValues[i]))
        }
        return nil
    }

    /// The member with key `key` (a key of this value's document) of an object, or `nil`.
    /// O(members), comparing key numbers.
    public subscript(key: JSONKey) -> JSONValue? {
        let n = node
        guard n.kind == .object else { return nil }
        let start = n.low
        for i in start..<start + n.high where document.childKeys[i] == key.number {
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
        case .string, .escapedString: return "a string"
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
