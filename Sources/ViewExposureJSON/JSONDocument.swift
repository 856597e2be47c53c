/// A parsed JSON text, stored flat: every value is a node in one array and containers refer to
/// their children by index.
///
/// Why flat: a 10 000-deep scene nests 20 000 JSON levels. A tree of nested Swift enums or
/// arrays would be built and released recursively (one stack frame per level), which overflows
/// a 512 KiB thread stack. Here nothing nests in memory, so building, reading and releasing a
/// document of any depth uses constant stack.
///
/// Invariants:
/// - node 0 is the top-level value (a document always holds at least one node);
/// - a container's children are `childValues[firstChild ..< firstChild + count]`, in source
///   order; for an object, `childKeys` holds the member names at the same offsets (keys are
///   unique: the parser refuses duplicates);
/// - the document is immutable once parsed.
///
/// Read it through ``JSONValue`` (``root``).
public final class JSONDocument: Sendable {
    /// The kind of one node.
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value: its kind, where it starts in the text, and a payload whose meaning depends
    /// on the kind (index into `numbers` or `strings`, or the first child's offset).
    struct Node: Sendable {
        var kind: Kind
        var line: Int32
        var column: Int32
        var payload: Int32
        var count: Int32
    }

    let nodes: [Node]
    let numbers: [Double]
    let strings: [String]
    let childValues: [Int32]
    let childKeys: [Int32]

    init(nodes: [Node], numbers: [Double], strings: [String], childValues: [Int32], childKeys: [Int32]) {
        self.nodes = nodes
        self.numbers = numbers
        self.strings = strings
        self.childValues = childValues
        self.childKeys = childKeys
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// Parses `text` as strict RFC 8259 JSON. See `JSONParser`.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONDocument {
        try JSONParser.parse(Array(text.utf8))
    }

    /// Parses UTF-8 `bytes` as strict RFC 8259 JSON. See `JSONParser`.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONDocument {
        try JSONParser.parse(bytes)
    }
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
