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
/// Misuse (a value where a key is expected, unbalanced ends) is a programming error and stops
/// with a precondition failure.
public struct JSONWriter: Sendable {
    /// The text written so far.
    public private(set) var text = ""

    /// For each open container: whether it is an object, and whether it has a member yet.
    private var open: [(isObject: Bool, hasElements: Bool)] = []
    private var expectingValueAfterKey = false

    /// Whether each member of the top-level object goes on a line of its own, indented by two
    /// spaces (`{\n  "a": 1,\n  "b": 2\n}`); deeper levels stay on their member's line.
    public let topLevelMembersOnLines: Bool

    /// Creates an empty writer; see ``topLevelMembersOnLines``.
    public init(topLevelMembersOnLines: Bool = false) {
        self.topLevelMembersOnLines = topLevelMembersOnLines
    }

    // MARK: Containers

    /// Opens an object.
    public mutating func beginObject() { beforeValue(); text += "{"; open.append((true, false)) }
    /// Closes the innermost object.
    public mutating func endObject() { end(isObject: true, "}") }
    /// Opens an array.
    public mutating func beginArray() { beforeValue(); text += "["; open.append((false, false)) }
    /// Closes the innermost array.
    public mutating func endArray() { end(isObject: false, "]") }

    /// Writes the next member's key in the innermost object; a value must follow.
    public mutating func key(_ name: String) {
        precondition(open.last?.isObject == true && !expectingValueAfterKey, "a key must be inside an object")
        let onLines = topLevelMembersOnLines && open.count == 1
        if open[open.count - 1].hasElements { text += onLines ? "," : ", " }
        if onLines { text += "\n  " }
        open[open.count - 1].hasElements = true
        Self.appendString(name, to: &text)
        text += ": "
        expectingValueAfterKey = true
    }

    // MARK: Values

    /// Writes a number in the output format (1 to 4 fraction digits; `null` if not finite).
    public mutating func number(_ value: Double) { beforeValue(); text += JSONNumber.format(value) }

    /// Writes a number so that it parses back to exactly `value`: integers without a fraction
    /// (`320`), others in Swift's shortest round-trip form (`0.1`, `1e-07`). Non-finite values
    /// are written as `null`.
    public mutating func exactNumber(_ value: Double) {
        beforeValue()
        text += JSONNumber.shortest(value)
    }

    /// Writes a `Float` so that it parses back (through `Double`) to exactly `value`.
    public mutating func exactNumber(_ value: Float) {
        beforeValue()
        guard value.isFinite else { text += "null"; return }
        if value == value.rounded(), Swift.abs(value) < 1e7 {
            text += String(Int64(value))
        } else {
            text += "\(value)"
        }
    }

    /// Writes an integer.
    public mutating func integer(_ value: Int) { beforeValue(); text += String(value) }

    /// Writes a string, escaped.
    public mutating func string(_ value: String) { beforeValue(); Self.appendString(value, to: &text) }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) { beforeValue(); text += value ? "true" : "false" }

    /// Writes `null`.
    public mutating func null() { beforeValue(); text += "null" }

    /// Writes `[n0, n1, …]` in the output number format.
    public mutating func numbers(_ values: [Double]) {
        beginArray()
        for v in values { number(v) }
        endArray()
    }

    /// `s` as a JSON string literal (quoted and escaped).
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendString(s, to: &out)
        return out
    }

    // MARK: Internals

    private mutating func beforeValue() {
        if expectingValueAfterKey {
            expectingValueAfterKey = false
            return
        }
        guard !open.isEmpty else {
            precondition(text.isEmpty, "a JSON text has one top-level value")
            return
        }
        precondition(!open[open.count - 1].isObject, "an object member needs a key first")
        if open[open.count - 1].hasElements { text += ", " }
        open[open.count - 1].hasElements = true
    }

    private mutating func end(isObject: Bool, _ close: String) {
        precondition(open.last?.isObject == isObject && !expectingValueAfterKey, "unbalanced JSON container")
        if topLevelMembersOnLines && open.count == 1 && isObject && open[0].hasElements { text += "\n" }
        open.removeLast()
        text += close
    }

    /// Appends `s` as a JSON string literal: quotes, backslashes and control characters are
    /// escaped; everything else is written as UTF-8.
    static func appendString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let digits = Array("0123456789abcdef")
                    out += "\\u00" + String(digits[Int(scalar.value >> 4)]) + String(digits[Int(scalar.value & 15)])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
