/// Writes JSON text as a stream of calls (`beginObject`, `key`, values, `endObject`…), so
/// documents of any depth are written without recursion. Commas are inserted automatically.
///
/// Layout: one line, `", "` between elements and `": "` after keys, as the MRAID examples of
/// docs/semantics.md §3.6 (`{"x": 0.0, "y": 0.0}`).
///
/// Numbers: ``number(_:)`` writes the library's output format (``JSONNumber/format(_:)``,
/// 1 to 4 fraction digits); `exactNumber(_:)` writes the shortest text that parses back to
/// the same `Double` (for scene files, which must round-trip exactly).
///
/// Storage: one UTF-8 byte buffer (``utf8``), appended to in place; numbers are formatted
/// straight into it and strings are copied in runs of bytes that need no escape. ``text``
/// makes a `String` of it when asked (O(length)).
///
/// Misuse (a value where a key is expected, unbalanced ends) is a programming error and stops
/// with a precondition failure.
public struct JSONWriter: Sendable {
    /// The UTF-8 bytes written so far.
    public private(set) var utf8: [UInt8] = []

    /// The text written so far. Builds a `String` from ``utf8`` on each call (O(length)).
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// For each open container: whether it is an object, and whether it has a member yet.
    private var open: [(isObject: Bool, hasElements: Bool)] = []
    private var expectingValueAfterKey = false

    /// Whether each member of the top-level object goes on a line of its own, indented by two
    /// spaces (`{\n  "a": 1,\n  "b": 2\n}`); deeper levels stay on their member's line.
    public let topLevelMembersOnLines: Bool

    /// Creates an empty writer; see ``topLevelMembersOnLines``.
    public init(topLevelMembersOnLines: Bool = false) {
        self.init(topLevelMembersOnLines: topLevelMembersOnLines, reservingCapacity: 256)
    }

    /// Creates an empty writer with `capacity` bytes reserved up front (a guess of the output's
    /// size saves regrowing the buffer); see ``topLevelMembersOnLines``.
    public init(topLevelMembersOnLines: Bool = false, reservingCapacity capacity: Int) {
        self.topLevelMembersOnLines = topLevelMembersOnLines
        utf8.reserveCapacity(capacity)
    }

    /// Appends the bytes written so far to `out` and empties the buffer (keeping its
    /// capacity); the writer's state is kept, so what follows continues the same text. For
    /// streaming a large document out in blocks instead of holding all of it.
    public mutating func moveUTF8(to out: inout [UInt8]) {
        out.append(contentsOf: utf8)
        utf8.removeAll(keepingCapacity: true)
    }

    /// Whether nothing has been written yet (``moveUTF8(to:)`` does not count as written).
    private var started = false

    // MARK: Containers

    /// Opens an object.
    public mutating func beginObject() { beforeValue(); utf8.append(UInt8(ascii: "{")); open.append((true, false)) }
    /// Closes the innermost object.
    public mutating func endObject() { end(isObject: true, UInt8(ascii: "}")) }
    /// Opens an array.
    public mutating func beginArray() { beforeValue(); utf8.append(UInt8(ascii: "[")); open.append((false, false)) }
    /// Closes the innermost array.
    public mutating func endArray() { end(isObject: false, UInt8(ascii: "]")) }

    /// Writes the next member's key in the innermost object; a value must follow.
    public mutating func key(_ name: String) {
        precondition(open.last?.isObject == true && !expectingValueAfterKey, "a key must be inside an object")
        let onLines = topLevelMembersOnLines && open.count == 1
        if open[open.count - 1].hasElements {
            if onLines { utf8.append(UInt8(ascii: ",")) } else { JSONNumber.appendASCII(", ", to: &utf8) }
        }
        if onLines { JSONNumber.appendASCII("\n  ", to: &utf8) }
        open[open.count - 1].hasElements = true
        Self.appendString(name, to: &utf8)
        JSONNumber.appendASCII(": ", to: &utf8)
        expectingValueAfterKey = true
    }

    // MARK: Values

    /// Writes a number in the output format (1 to 4 fraction digits; `null` if not finite).
    public mutating func number(_ value: Double) { beforeValue(); JSONNumber.append(value, to: &utf8) }

    /// Writes a number so that it parses back to exactly `value`: integers without a fraction
    /// (`320`), others in Swift's shortest round-trip form (`0.1`, `1e-07`). Non-finite values
    /// are written as `null`.
    public mutating func exactNumber(_ value: Double) {
        beforeValue()
        JSONNumber.appendShortest(value, to: &utf8)
    }

    /// Writes a `Float` so that it parses back (through `Double`) to exactly `value`.
    public mutating func exactNumber(_ value: Float) {
        beforeValue()
        guard value.isFinite else { JSONNumber.appendASCII("null", to: &utf8); return }
        if value == value.rounded(), Swift.abs(value) < 1e7 {
            JSONNumber.appendInteger(Int64(value), to: &utf8)
        } else {
            utf8.append(contentsOf: "\(value)".utf8)
        }
    }

    /// Writes an integer.
    public mutating func integer(_ value: Int) { beforeValue(); JSONNumber.appendInteger(Int64(value), to: &utf8) }

    /// Writes a string, escaped.
    public mutating func string(_ value: String) { beforeValue(); Self.appendString(value, to: &utf8) }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        beforeValue()
        if value { JSONNumber.appendASCII("true", to: &utf8) } else { JSONNumber.appendASCII("false", to: &utf8) }
    }

    /// Writes `null`.
    public mutating func null() { beforeValue(); JSONNumber.appendASCII("null", to: &utf8) }

    /// Writes `[n0, n1, …]` in the output number format.
    public mutating func numbers(_ values: [Double]) {
        beginArray()
        for v in values { number(v) }
        endArray()
    }

    /// Writes `[{…}, {…}, …]`: one object per item of `items`, `members` writing its members.
    package mutating func objects<S: Sequence>(_ items: S, _ members: (inout JSONWriter, S.Element) -> Void) {
        beginArray()
        for item in items {
            beginObject()
            members(&self, item)
            endObject()
        }
        endArray()
    }

    /// `s` as a JSON string literal (quoted and escaped).
    public static func quoted(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 2)
        appendString(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Internals

    @inline(__always)
    private mutating func beforeValue() {
        if expectingValueAfterKey {
            expectingValueAfterKey = false
            return
        }
        guard !open.isEmpty else {
            precondition(!started, "a JSON text has one top-level value")
            started = true
            return
        }
        precondition(!open[open.count - 1].isObject, "an object member needs a key first")
        if open[open.count - 1].hasElements { JSONNumber.appendASCII(", ", to: &utf8) }
        open[open.count - 1].hasElements = true
    }

    private mutating func end(isObject: Bool, _ close: UInt8) {
        precondition(open.last?.isObject == isObject && !expectingValueAfterKey, "unbalanced JSON container")
        if topLevelMembersOnLines && open.count == 1 && isObject && open[0].hasElements { utf8.append(UInt8(ascii: "\n")) }
        open.removeLast()
        utf8.append(close)
    }

    /// Appends `s` as a JSON string literal: quotes, backslashes and control characters are
    /// escaped; everything else is copied as UTF-8, in runs (the common all-ASCII,
    /// nothing-to-escape string is one copy).
    static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            var runStart = 0
            for i in 0..<bytes.count {
                let b = bytes[i]
                guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart ..< i]))
                runStart = i + 1
                out.append(UInt8(ascii: "\\"))
                switch b {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    let digits: StaticString = "0123456789abcdef"
                    JSONNumber.appendASCII("u00", to: &out)
                    digits.withUTF8Buffer { d in
                        out.append(d[Int(b >> 4)])
                        out.append(d[Int(b & 15)])
                    }
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart ..< bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
