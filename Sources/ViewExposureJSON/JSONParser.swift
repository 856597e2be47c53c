/// A strict RFC 8259 JSON parser that never recurses: open containers live on an explicit
/// stack, so nesting depth is limited only by memory (a 10 000-deep scene nests 20 000 levels,
/// which Foundation's recursive parsers refuse).
///
/// Strictness: no comments, no trailing commas, no `NaN`/`Infinity`, no leading zeros or bare
/// `.5`, no unescaped control characters, valid UTF-8 in strings, surrogate pairs in `\u`
/// escapes must be complete, duplicate keys in one object are an error (a duplicated view key
/// would otherwise silently win or lose). Keys compare as Swift strings, so canonically
/// equivalent spellings (`é` as one scalar, or `e` and a combining accent) are duplicates too:
/// a lookup by key could not tell them apart. A leading UTF-8 byte-order mark is skipped (RFC 8259
/// §8.1 allows that). Numbers are converted with `Double(_:)` on their exact text, so they parse
/// to the nearest `Double`; a number too large for `Double` becomes ±infinity, which consumers
/// that need finite numbers reject.
///
/// Complexity: O(n) time in the text length (object keys are checked for duplicates in O(k)
/// per key up to 16 keys, with a hash set beyond), O(n) memory.
enum JSONParser {
    /// One open container.
    private struct Frame {
        var node: Int32
        var isObject: Bool
        /// Where this container's children start on the scratch stacks (the key stack may hold
        /// the enclosing object's pending key, so the two starts can differ).
        var valueStart: Int
        var keyStart: Int
        var keySet: Set<Int32>?
    }

    static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONDocument {
        var state = State(bytes: bytes)
        try state.run()
        return JSONDocument(nodes: state.nodes, numbers: state.numbers, strings: state.strings,
                            childValues: state.childValues, childKeys: state.childKeys)
    }

    private struct State {
        let bytes: [UInt8]
        var pos = 0
        var line = 1
        var lineStart = 0

        var nodes: [JSONDocument.Node] = []
        var numbers: [Double] = []
        var strings: [String] = []
        var internedKeys: [String: Int32] = [:]
        var childValues: [Int32] = []
        var childKeys: [Int32] = []
        var scratchValues: [Int32] = []
        var scratchKeys: [Int32] = []
        var stack: [Frame] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        // MARK: Driver

        mutating func run() throws(JSONParseError) {
            // Node, string and child indices are Int32: there are never more values than
            // bytes, so any text below 2 GiB fits.
            guard bytes.count < Int(Int32.max) else {
                throw JSONParseError(position: SourcePosition(line: 1, column: 1),
                                     message: "the text is larger than 2 GiB, the most a document can hold")
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3; lineStart = 3 }
            skipWhitespace()
            if pos == bytes.count { throw error("empty input; expected a JSON value") }
            while true {
                // Parse one value; containers open a frame and start over with their first child.
                let opened = try parseValueOrOpen()
                if opened { continue }
                // A value is complete: attach it, and close every container it completes.
                while true {
                    guard let top = stack.last else {
                        skipWhitespace()
                        if pos != bytes.count {
                            throw error("unexpected \(describeByte(at: pos)) after the top-level value")
                        }
                        return
                    }
                    skipWhitespace()
                    guard pos < bytes.count else {
                        throw error(top.isObject
                                    ? "unexpected end of input; expected ',' or '}' after an object member"
                                    : "unexpected end of input; expected ',' or ']' after an array element")
                    }
                    let b = bytes[pos]
                    if b == UInt8(ascii: ",") {
                        pos += 1
                        skipWhitespace()
                        if top.isObject {
                            if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
                                throw error("trailing comma before '}' is not allowed")
                            }
                            try readKey()
                        } else if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
                            throw error("trailing comma before ']' is not allowed")
                        }
                        break
                    } else if b == UInt8(ascii: top.isObject ? "}" : "]") {
                        pos += 1
                        closeTopContainer()
                        continue
                    } else {
                        throw error(top.isObject
                                    ? "expected ',' or '}' after an object member, found \(describeByte(at: pos))"
                                    : "expected ',' or ']' after an array element, found \(describeByte(at: pos))")
                    }
                }
            }
        }

        /// Parses a scalar (appending it to its container) or opens a container. Returns whether
        /// a container with at least one child was opened (its first child comes next).
        mutating func parseValueOrOpen() throws(JSONParseError) -> Bool {
            skipWhitespace()
            guard pos < bytes.count else { throw error("unexpected end of input; expected a value") }
            let b = bytes[pos]
            let line = Int32(clamping: line), column = Int32(clamping: pos - lineStart + 1)
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = b == UInt8(ascii: "{")
                pos += 1
                let index = Int32(nodes.count)
                nodes.append(.init(kind: isObject ? .object : .array, line: line, column: column,
                                   payload: 0, count: 0))
                stack.append(Frame(node: index, isObject: isObject, valueStart: scratchValues.count,
                                   keyStart: scratchKeys.count, keySet: nil))
                skipWhitespace()
                if pos < bytes.count && bytes[pos] == UInt8(ascii: isObject ? "}" : "]") {
                    pos += 1
                    closeTopContainer()
                    return false
                }
                if isObject { try readKey() }
                return true
            case UInt8(ascii: "\""):
                let s = try readString()
                appendScalar(.init(kind: .string, line: line, column: column,
                                   payload: Int32(strings.count), count: 0))
                strings.append(s)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let v = try readNumber()
                appendScalar(.init(kind: .number, line: line, column: column,
                                   payload: Int32(numbers.count), count: 0))
                numbers.append(v)
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                appendScalar(.init(kind: .true, line: line, column: column, payload: 0, count: 0))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                appendScalar(.init(kind: .false, line: line, column: column, payload: 0, count: 0))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                appendScalar(.init(kind: .null, line: line, column: column, payload: 0, count: 0))
            case UInt8(ascii: "N"), UInt8(ascii: "I"):
                throw error("NaN and Infinity are not valid JSON numbers")
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                throw error("unexpected '\(Character(Unicode.Scalar(b)))'; expected a value")
            default:
                throw error("unexpected \(describeByte(at: pos)); expected a value")
            }
            return false
        }

        mutating func appendScalar(_ node: JSONDocument.Node) {
            let index = Int32(nodes.count)
            nodes.append(node)
            attach(index)
        }

        /// Records a completed value as the next child of the open container, if any.
        mutating func attach(_ index: Int32) {
            guard let top = stack.last else { return }
            scratchValues.append(index)
            if !top.isObject { scratchKeys.append(-1) }
        }

        /// Closes the innermost container: its children move from the scratch stack to the
        /// document's flat child arrays, and the container becomes a child of its parent.
        mutating func closeTopContainer() {
            let frame = stack.removeLast()
            let n = scratchValues.count - frame.valueStart
            nodes[Int(frame.node)].payload = Int32(childValues.count)
            nodes[Int(frame.node)].count = Int32(n)
            childValues.append(contentsOf: scratchValues[frame.valueStart...])
            childKeys.append(contentsOf: scratchKeys[frame.keyStart...])
            scratchValues.removeSubrange(frame.valueStart...)
            scratchKeys.removeSubrange(frame.keyStart...)
            attach(frame.node)
        }

        // MARK: Keys

        /// Reads `"key"` and `:` of the next member of the innermost object.
        mutating func readKey() throws(JSONParseError) {
            skipWhitespace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
                throw error(pos < bytes.count
                            ? "expected a string key, found \(describeByte(at: pos))"
                            : "unexpected end of input; expected a string key")
            }
            let keyPosition = currentPosition
            let key = try readString()
            let keyIndex: Int32
            if let existing = internedKeys[key] {
                keyIndex = existing
            } else {
                keyIndex = Int32(strings.count)
                strings.append(key)
                internedKeys[key] = keyIndex
            }
            // Interned keys compare by index.
            let top = stack.count - 1
            let start = stack[top].keyStart
            let existingCount = scratchKeys.count - start
            var duplicate = false
            if existingCount < 16 {
                duplicate = scratchKeys[start...].contains(keyIndex)
            } else {
                if stack[top].keySet == nil { stack[top].keySet = Set(scratchKeys[start...]) }
                duplicate = !stack[top].keySet!.insert(keyIndex).inserted
            }
            if duplicate {
                throw JSONParseError(position: keyPosition, message: "duplicate key \"\(key)\" in an object")
            }
            scratchKeys.append(keyIndex)
            skipWhitespace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
                throw error(pos < bytes.count
                            ? "expected ':' after the key \"\(key)\", found \(describeByte(at: pos))"
                            : "unexpected end of input; expected ':' after the key \"\(key)\"")
            }
            pos += 1
        }

        // MARK: Scalars

        mutating func expectLiteral(_ word: StaticString) throws(JSONParseError) {
            let n = word.utf8CodeUnitCount
            let matches = word.withUTF8Buffer { w in
                pos + n <= bytes.count && bytes[pos..<pos + n].elementsEqual(w)
            }
            guard matches else { throw error("invalid literal; expected true, false or null") }
            pos += n
        }

        /// Reads a number per the RFC grammar
        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and converts its exact text.
        mutating func readNumber() throws(JSONParseError) -> Double {
            let start = pos
            if bytes[pos] == UInt8(ascii: "-") {
                pos += 1
                if pos < bytes.count && (bytes[pos] == UInt8(ascii: "I") || bytes[pos] == UInt8(ascii: "N")) {
                    throw error("NaN and Infinity are not valid JSON numbers")
                }
            }
            guard pos < bytes.count, isDigit(bytes[pos]) else { throw error("expected a digit in a number") }
            if bytes[pos] == UInt8(ascii: "0") {
                pos += 1
                if pos < bytes.count && isDigit(bytes[pos]) {
                    throw error("leading zeros are not allowed in a number")
                }
            } else {
                while pos < bytes.count && isDigit(bytes[pos]) { pos += 1 }
            }
            if pos < bytes.count && bytes[pos] == UInt8(ascii: ".") {
                pos += 1
                guard pos < bytes.count, isDigit(bytes[pos]) else {
                    throw error("expected a digit after the decimal point")
                }
                while pos < bytes.count && isDigit(bytes[pos]) { pos += 1 }
            }
            if pos < bytes.count && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
                pos += 1
                if pos < bytes.count && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) {
                    pos += 1
                }
                guard pos < bytes.count, isDigit(bytes[pos]) else {
                    throw error("expected a digit in the exponent")
                }
                while pos < bytes.count && isDigit(bytes[pos]) { pos += 1 }
            }
            let text = String(decoding: bytes[start..<pos], as: UTF8.self)
            // The grammar above is a subset of what `Double(_:)` accepts, so this cannot fail;
            // out-of-range magnitudes give ±infinity (or a signed zero).
            guard let value = Double(Substring(text)) else {
                throw JSONParseError(position: position(of: start), message: "invalid number \(text)")
            }
            return value
        }

        /// Reads a string literal starting at the opening quote.
        mutating func readString() throws(JSONParseError) -> String {
            let open = pos
            pos += 1
            var scalars = String.UnicodeScalarView()
            var runStart = pos
            // Copies the bytes since `runStart` (validated UTF-8) into the result.
            func flush(_ end: Int, into s: inout String.UnicodeScalarView) -> Bool {
                guard end > runStart else { return true }
                guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else { return false }
                s.append(contentsOf: run.unicodeScalars)
                return true
            }
            while true {
                guard pos < bytes.count else {
                    throw JSONParseError(position: position(of: open), message: "unterminated string")
                }
                let b = bytes[pos]
                if b == UInt8(ascii: "\"") {
                    if runStart == open + 1 {
                        // No escapes (the common case): the bytes are the string.
                        guard let s = String(validating: bytes[runStart..<pos], as: UTF8.self) else {
                            throw JSONParseError(position: position(of: runStart), message: "invalid UTF-8 in a string")
                        }
                        pos += 1
                        return s
                    }
                    guard flush(pos, into: &scalars) else {
                        throw JSONParseError(position: position(of: runStart), message: "invalid UTF-8 in a string")
                    }
                    pos += 1
                    return String(scalars)
                } else if b == UInt8(ascii: "\\") {
                    guard flush(pos, into: &scalars) else {
                        throw JSONParseError(position: position(of: runStart), message: "invalid UTF-8 in a string")
                    }
                    scalars.append(try readEscape())
                    runStart = pos
                } else if b < 0x20 {
                    throw error("control character U+00\(hex2(b)) must be escaped in a string")
                } else {
                    pos += 1
                }
            }
        }

        /// Reads one escape sequence at the backslash; returns the scalar it stands for.
        mutating func readEscape() throws(JSONParseError) -> Unicode.Scalar {
            let escapeStart = pos
            pos += 1
            guard pos < bytes.count else {
                throw JSONParseError(position: position(of: escapeStart), message: "unterminated string")
            }
            let c = bytes[pos]
            pos += 1
            switch c {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let high = try readHex4(escapeStart)
                if (0xD800...0xDBFF).contains(high) {
                    guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"),
                          bytes[pos + 1] == UInt8(ascii: "u") else {
                        throw JSONParseError(position: position(of: escapeStart),
                                             message: "unpaired surrogate \\u\(hex4(high)) in a string")
                    }
                    pos += 2
                    let low = try readHex4(escapeStart)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw JSONParseError(position: position(of: escapeStart),
                                             message: "unpaired surrogate \\u\(hex4(high)) in a string")
                    }
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
                }
                guard let scalar = Unicode.Scalar(high) else {
                    throw JSONParseError(position: position(of: escapeStart),
                                         message: "unpaired surrogate \\u\(hex4(high)) in a string")
                }
                return scalar
            default:
                throw JSONParseError(position: position(of: escapeStart),
                                     message: "invalid escape \\\(describeRaw(c)) in a string")
            }
        }

        mutating func readHex4(_ escapeStart: Int) throws(JSONParseError) -> UInt32 {
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard pos < bytes.count, let d = hexValue(bytes[pos]) else {
                    throw JSONParseError(position: position(of: escapeStart),
                                         message: "\\u must be followed by 4 hexadecimal digits")
                }
                v = v << 4 | d
                pos += 1
            }
            return v
        }

        // MARK: Positions and helpers

        mutating func skipWhitespace() {
            while pos < bytes.count {
                switch bytes[pos] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    pos += 1
                case UInt8(ascii: "\n"):
                    pos += 1
                    line += 1
                    lineStart = pos
                default:
                    return
                }
            }
        }

        var currentPosition: SourcePosition { SourcePosition(line: line, column: pos - lineStart + 1) }

        /// The position of `offset`, which must be on the current line (strings and numbers
        /// never span lines).
        func position(of offset: Int) -> SourcePosition {
            SourcePosition(line: line, column: offset - lineStart + 1)
        }

        func error(_ message: String) -> JSONParseError {
            JSONParseError(position: currentPosition, message: message)
        }

        func describeByte(at offset: Int) -> String {
            guard offset < bytes.count else { return "end of input" }
            let b = bytes[offset]
            if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            return "byte 0x\(hex2(b))"
        }

        func describeRaw(_ b: UInt8) -> String {
            b >= 0x21 && b < 0x7F ? String(Character(Unicode.Scalar(b))) : "(byte 0x\(hex2(b)))"
        }
    }
}

private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

private func hexValue(_ b: UInt8) -> UInt32? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
    default: return nil
    }
}

private func hex2(_ b: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
}

private func hex4(_ v: UInt32) -> String {
    hex2(UInt8(v >> 8)) + hex2(UInt8(v & 0xFF))
}
