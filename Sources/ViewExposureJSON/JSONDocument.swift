/// A parsed JSON text, stored flat: every value is a node in one array and containers refer to
/// their children by index. Strings stay byte ranges of the input until someone asks for a
/// `String`; member names are interned once per document (``JSONKey``).
///
/// Why flat: a 10 000-deep scene nests 20 000 JSON levels. A tree of nested Swift enums or
/// arrays would be built and released recursively (one stack frame per level), which overflows
/// a 512 KiB thread stack. Here nothing nests in memory, so building, reading and releasing a
/// document of any depth uses constant stack.
///
/// Invariants:
/// - node 0 is the top-level value (a document always holds at least one node);
/// - an object's member values are `childValues[first ..< first + count]`, in source order,
///   and `childKeys` holds the member names' key numbers at the same offsets (keys are unique
///   within an object: the parser refuses duplicates);
/// - an array's elements are the nodes `first ..< first + count` when they follow each other
///   (`contiguous`: an array of scalars, such as a frame's four numbers, costs no child
///   entries), else `elementValues[first ..< first + count]`;
/// - a string node without escapes is a byte range of `bytes` (validated UTF-8); one with
///   escapes is resolved once, at parse time, into `escapedStrings`;
/// - the document is immutable once parsed.
///
/// Read it through ``JSONValue`` (``root``).
public final class JSONDocument: Sendable {
    /// The kind of one node.
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, escapedString, array, object
    }

    /// One value: its kind, the byte offset where it starts, and a payload whose meaning
    /// depends on the kind — a number's `Double` bits; a string's byte range (offset in the low
    /// 32 bits, length in the high 32); an escaped string's index in `escapedStrings`; a
    /// container's first child (low 32 bits) and child count (high 32).
    struct Node: Sendable {
        var payload: UInt64
        var offset: Int32
        var kind: Kind
        /// For an array: its elements are consecutive nodes starting at `low`.
        var contiguous = false

        var low: Int { Int(UInt32(truncatingIfNeeded: payload)) }
        var high: Int { Int(UInt32(truncatingIfNeeded: payload >> 32)) }

        static func pair(_ low: Int, _ high: Int) -> UInt64 {
            UInt64(UInt32(truncatingIfNeeded: low)) | UInt64(UInt32(truncatingIfNeeded: high)) << 32
        }
    }

    let bytes: [UInt8]
    let nodes: JSONNodeTable
    let escapedStrings: [String]
    let childValues: [Int32]
    let childKeys: [Int32]
    let elementValues: [Int32]
    /// Offsets where each line starts (line 1 first, after a byte-order mark).
    let lineStarts: [Int32]
    /// The distinct member names, by key number, each in the spelling it first had.
    let keyNames: [String]
    /// Key numbers by name (canonical `String` equality, as duplicates are judged).
    let keyNumbers: [String: Int32]

    init(bytes: [UInt8], nodes: JSONNodeTable, escapedStrings: [String], childValues: [Int32],
         childKeys: [Int32], elementValues: [Int32], lineStarts: [Int32], keyNames: [String], keyNumbers: [String: Int32]) {
        self.bytes = bytes
        self.nodes = nodes
        self.escapedStrings = escapedStrings
        self.childValues = childValues
        self.childKeys = childKeys
        self.elementValues = elementValues
        self.lineStarts = lineStarts
        self.keyNames = keyNames
        self.keyNumbers = keyNumbers
    }

    /// The node index of child `i` of the container node `n` (`i < n.high`).
    @inline(__always)
    func childNode(_ n: Node, _ i: Int) -> Int {
        if n.kind == .object { return Int(childValues[n.low + i]) }
        return n.contiguous ? n.low + i : Int(elementValues[n.low + i])
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// Parses `text` as strict RFC 8259 JSON. See `JSONParser`. A text that is not JSON throws
    /// the first problem found, alone and at its position (parsing stops there, because what
    /// follows a syntax error cannot be read reliably).
    public static func parse(_ text: String) throws(LocatedError) -> JSONDocument {
        try JSONParser.parse(Array(text.utf8))
    }

    /// Parses UTF-8 `bytes` as strict RFC 8259 JSON. See ``parse(_:)-(String)``.
    public static func parse(_ bytes: [UInt8]) throws(LocatedError) -> JSONDocument {
        try JSONParser.parse(bytes)
    }

    /// How many values the document holds (every scalar, array and object, at any depth).
    public var valueCount: Int { nodes.count }

    // MARK: Keys

    /// How many distinct member names the document has (key numbers are `0 ..< keyCount`).
    package var keyCount: Int { keyNames.count }

    /// The member name of `key`, in the spelling it first had in the text.
    package func name(of key: JSONKey) -> String { keyNames[Int(key.number)] }

    /// The key of the member name `name`, or `nil` when no object of the document has a member
    /// of that name. O(1) on average (one hash of `name`): look names up once per document,
    /// then compare keys (``JSONValue/subscript(_:)-(JSONKey)``).
    public func key(_ name: String) -> JSONKey? { keyNumbers[name].map(JSONKey.init) }

    /// The key with number `number` (`0 ..< keyCount`), e.g. to build a per-document table
    /// from key numbers to what a reader does with them.
    package func key(number: Int) -> JSONKey {
        precondition(number >= 0 && number < keyNames.count, "key number out of range")
        return JSONKey(number: Int32(number))
    }

    // MARK: Positions

    /// The line and column of byte `offset`. O(log lines).
    func position(ofOffset offset: Int32) -> SourcePosition {
        // The last line start at or before `offset`.
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return SourcePosition(line: lo + 1, column: Int(offset - lineStarts[lo]) + 1)
    }
}

/// A member name of one ``JSONDocument``, interned: equal keys of the same document name the
/// same member (canonically equal spellings included, as the parser judges duplicates). Compare
/// keys instead of strings when reading many objects of one document.
public struct JSONKey: Hashable, Sendable {
    /// The key's number in its document, `0 ..< JSONDocument.keyCount`.
    public let number: Int32

    init(number: Int32) { self.number = number }
}

/// A position in a JSON text: 1-based line and column. Columns count UTF-8 bytes, which is
/// the character count on ASCII lines (all of a scene's syntax is ASCII).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
