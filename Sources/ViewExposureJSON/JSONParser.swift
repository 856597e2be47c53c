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
/// §8.1 allows that). Numbers parse to the nearest `Double` (exactly as `Double(_:)` reads
/// their text); a number too large for `Double` becomes ±infinity, which consumers that need
/// finite numbers reject.
///
/// Speed: strings are validated in place and kept as byte ranges (only strings with escapes
/// are decoded here); a key is interned by its bytes (``KeyInterner``), so a `String` is made
/// once per distinct key, not once per member; numbers of up to 19 digits without an exponent
/// are converted with integer arithmetic and at most one correctly rounded division.
///
/// Complexity: O(n) time in the text length (object keys are checked for duplicates in O(k)
/// per key up to 16 keys, with a hash set beyond), O(n) memory.
enum JSONParser {
    /// One open container.
    private struct Frame {
        var node: Int32
        var isObject: Bool
        /// Whether `State.keySets` holds this frame's key set (objects of more than 16 keys).
        var hasKeySet: Bool
        /// Where this container's children start on the scratch stacks (the key stack may hold
        /// the enclosing object's pending key, so the two starts can differ).
        var valueStart: Int
        var keyStart: Int
    }

    static func parse(_ bytes: [UInt8]) throws(LocatedError) -> JSONDocument {
        // Node, string and child indices are Int32: there are never more values than bytes,
        // so any text below 2 GiB fits.
        guard bytes.count < Int(Int32.max) else {
            throw LocatedError(syntaxErrorAt: SourcePosition(line: 1, column: 1),
                               message: "the text is larger than 2 GiB, the most a document can hold")
        }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(LocatedError) -> JSONDocument in
            var state = State(bytes: buffer)
            try state.run()
            return JSONDocument(bytes: bytes, nodes: state.nodes, escapedStrings: state.escapedStrings,
                                childValues: state.childValues, childKeys: state.childKeys,
                                elementValues: state.elementValues,
                                lineStarts: state.lineStarts, keyNames: state.keys.names,
                                keyNumbers: state.keys.numbers)
        }
    }

    private struct State {
        let bytes: UnsafeBufferPointer<UInt8>
        let end: Int
        var pos = 0
        var line = 1
        var lineStart = 0

        var nodes = JSONNodeTable()
        var escapedStrings: [String] = []
        var childValues: [Int32] = []
        var childKeys: [Int32] = []
        var elementValues: [Int32] = []
        var lineStarts: [Int32] = [0]
        var keys = KeyInterner()
        var scratchValues: [Int32] = []
        var scratchKeys: [Int32] = []
        var stack: [Frame] = []
        var keySets: [Int: Set<Int32>] = [:]
        /// Decoding buffer for strings with escapes.
        var unescaped: [UInt8] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            self.end = bytes.count
            // About one node per 6 bytes in typical documents; a guess, not a bound. (Child
            // entries are fewer: arrays of scalars need none.)
            nodes.reserveCapacity(bytes.count / 6 + 1)
        }

        // MARK: Driver

        mutating func run() throws(LocatedError) {
            if end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
                pos = 3
                lineStart = 3
                lineStarts[0] = 3
            }
            skipWhitespace()
            if pos == end { throw error("empty input; expected a JSON value") }
            while true {
                // Parse one value; containers open a frame and start over with their first child.
                let opened = try parseValueOrOpen()
                if opened { continue }
                // A value is complete: attach it, and close every container it completes.
                while true {
                    guard let top = stack.last else {
                        skipWhitespace()
                        if pos != end {
                            throw error("unexpected \(describeByte(at: pos)) after the top-level value")
                        }
                        return
                    }
                    skipWhitespace()
                    guard pos < end else {
                        throw error(top.isObject
                                    ? "unexpected end of input; expected ',' or '}' after an object member"
                                    : "unexpected end of input; expected ',' or ']' after an array element")
                    }
                    let b = bytes[pos]
                    if b == UInt8(ascii: ",") {
                        pos += 1
                        skipWhitespace()
                        if top.isObject {
                            if pos < end && bytes[pos] == UInt8(ascii: "}") {
                                throw error("trailing comma before '}' is not allowed")
                            }
                            try readKey()
                        } else if pos < end && bytes[pos] == UInt8(ascii: "]") {
                            throw error("trailing comma before ']' is not allowed")
                        }
                        break
                    } else if b == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
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
        mutating func parseValueOrOpen() throws(LocatedError) -> Bool {
            skipWhitespace()
            guard pos < end else { throw error("unexpected end of input; expected a value") }
            let b = bytes[pos]
            let offset = Int32(truncatingIfNeeded: pos)
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = b == UInt8(ascii: "{")
                pos += 1
                let index = Int32(truncatingIfNeeded: nodes.count)
                nodes.append(.init(payload: 0, offset: offset, kind: isObject ? .object : .array))
                stack.append(Frame(node: index, isObject: isObject, hasKeySet: false,
                                   valueStart: scratchValues.count, keyStart: scratchKeys.count))
                skipWhitespace()
                if pos < end && bytes[pos] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    pos += 1
                    closeTopContainer()
                    return false
                }
                if isObject { try readKey() }
                return true
            case UInt8(ascii: "\""):
                let s = try readString()
                if s.escaped {
                    appendScalar(.init(payload: UInt64(escapedStrings.count), offset: offset, kind: .escapedString))
                    escapedStrings.append(String(decoding: unescaped, as: UTF8.self))
                } else {
                    appendScalar(.init(payload: JSONDocument.Node.pair(s.start, s.length), offset: offset, kind: .string))
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let v = try readNumber()
                appendScalar(.init(payload: v.bitPattern, offset: offset, kind: .number))
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                appendScalar(.init(payload: 0, offset: offset, kind: .true))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                appendScalar(.init(payload: 0, offset: offset, kind: .false))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                appendScalar(.init(payload: 0, offset: offset, kind: .null))
            case UInt8(ascii: "N"), UInt8(ascii: "I"):
                throw error("NaN and Infinity are not valid JSON numbers")
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                throw error("unexpected '\(Character(Unicode.Scalar(b)))'; expected a value")
            default:
                throw error("unexpected \(describeByte(at: pos)); expected a value")
            }
            return false
        }

        @inline(__always)
        mutating func appendScalar(_ node: JSONDocument.Node) {
            let index = Int32(truncatingIfNeeded: nodes.count)
            nodes.append(node)
            attach(index)
        }

        /// Records a completed value as the next child of the open container, if any.
        @inline(__always)
        mutating func attach(_ index: Int32) {
            guard !stack.isEmpty else { return }
            scratchValues.append(index)
        }

        /// Closes the innermost container: its children move from the scratch stack to the
        /// document's flat child arrays, and the container becomes a child of its parent.
        mutating func closeTopContainer() {
            let frame = stack.removeLast()
            let n = scratchValues.count - frame.valueStart
            if frame.isObject {
                nodes[Int(frame.node)].payload = JSONDocument.Node.pair(childValues.count, n)
                childValues.append(contentsOf: scratchValues[frame.valueStart...])
                childKeys.append(contentsOf: scratchKeys[frame.keyStart...])
                scratchKeys.removeSubrange(frame.keyStart...)
            } else {
                // Elements that are consecutive nodes (scalars, empty containers) need no entries.
                let first = n > 0 ? Int(scratchValues[frame.valueStart]) : Int(frame.node) + 1
                var contiguous = true
                for k in 0..<n where Int(scratchValues[frame.valueStart + k]) != first + k {
                    contiguous = false
                    break
                }
                if contiguous {
                    nodes[Int(frame.node)].payload = JSONDocument.Node.pair(first, n)
                    nodes[Int(frame.node)].contiguous = true
                } else {
                    nodes[Int(frame.node)].payload = JSONDocument.Node.pair(elementValues.count, n)
                    elementValues.append(contentsOf: scratchValues[frame.valueStart...])
                }
            }
            scratchValues.removeSubrange(frame.valueStart...)
            if frame.hasKeySet { keySets[stack.count] = nil }
            attach(frame.node)
        }

        // MARK: Keys

        /// Reads `"key"` and `:` of the next member of the innermost object.
        mutating func readKey() throws(LocatedError) {
            skipWhitespace()
            guard pos < end, bytes[pos] == UInt8(ascii: "\"") else {
                throw error(pos < end
                            ? "expected a string key, found \(describeByte(at: pos))"
                            : "unexpected end of input; expected a string key")
            }
            let keyPosition = currentPosition
            let s = try readString()
            let keyIndex: Int32
            if s.escaped {
                keyIndex = keys.intern(String(decoding: unescaped, as: UTF8.self))
            } else {
                keyIndex = keys.intern(UnsafeBufferPointer(rebasing: bytes[s.start ..< s.start + s.length]))
            }
            // Interned keys compare by number.
            let top = stack.count - 1
            let start = stack[top].keyStart
            let existingCount = scratchKeys.count - start
            var duplicate = false
            if existingCount < 16 {
                var i = start
                while i < scratchKeys.count {
                    if scratchKeys[i] == keyIndex { duplicate = true; break }
                    i += 1
                }
            } else {
                if !stack[top].hasKeySet {
                    keySets[top] = Set(scratchKeys[start...])
                    stack[top].hasKeySet = true
                }
                duplicate = !keySets[top, default: []].insert(keyIndex).inserted
            }
            if duplicate {
                let spelling = s.escaped ? String(decoding: unescaped, as: UTF8.self)
                    : String(decoding: UnsafeBufferPointer(rebasing: bytes[s.start ..< s.start + s.length]), as: UTF8.self)
                throw LocatedError(syntaxErrorAt: keyPosition, message: "duplicate key \"\(spelling)\" in an object")
            }
            scratchKeys.append(keyIndex)
            skipWhitespace()
            guard pos < end, bytes[pos] == UInt8(ascii: ":") else {
                let name = keys.names[Int(keyIndex)]
                throw error(pos < end
                            ? "expected ':' after the key \"\(name)\", found \(describeByte(at: pos))"
                            : "unexpected end of input; expected ':' after the key \"\(name)\"")
            }
            pos += 1
        }

        // MARK: Scalars

        mutating func expectLiteral(_ word: StaticString) throws(LocatedError) {
            let n = word.utf8CodeUnitCount
            let matches = word.withUTF8Buffer { w in
                pos + n <= end && UnsafeBufferPointer(rebasing: bytes[pos ..< pos + n]).elementsEqual(w)
            }
            guard matches else { throw error("invalid literal; expected true, false or null") }
            pos += n
        }

        /// Reads a number per the RFC grammar
        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. Up to 19 digits without an
        /// exponent are read as an integer `m` and `k` fraction digits: when `m` ≤ 2^53 and
        /// k ≤ 22, both `m` and 10^k are exact doubles and one IEEE division gives the
        /// correctly rounded value (integers need no division; their conversion rounds
        /// correctly). Anything else goes through `Double(_:)` on the exact text.
        mutating func readNumber() throws(LocatedError) -> Double {
            let start = pos
            var negative = false
            if bytes[pos] == UInt8(ascii: "-") {
                negative = true
                pos += 1
                if pos < end && (bytes[pos] == UInt8(ascii: "I") || bytes[pos] == UInt8(ascii: "N")) {
                    throw error("NaN and Infinity are not valid JSON numbers")
                }
            }
            guard pos < end, isDigit(bytes[pos]) else { throw error("expected a digit in a number") }
            var mantissa: UInt64 = 0
            var digits = 0
            if bytes[pos] == UInt8(ascii: "0") {
                pos += 1
                if pos < end && isDigit(bytes[pos]) {
                    throw error("leading zeros are not allowed in a number")
                }
            } else {
                while pos < end && isDigit(bytes[pos]) {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[pos] &- UInt8(ascii: "0"))
                    digits += 1
                    pos += 1
                }
            }
            var fractionDigits = 0
            if pos < end && bytes[pos] == UInt8(ascii: ".") {
                pos += 1
                guard pos < end, isDigit(bytes[pos]) else {
                    throw error("expected a digit after the decimal point")
                }
                while pos < end && isDigit(bytes[pos]) {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[pos] &- UInt8(ascii: "0"))
                    fractionDigits += 1
                    pos += 1
                }
            }
            var simple = true
            if pos < end && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
                simple = false
                pos += 1
                if pos < end && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) {
                    pos += 1
                }
                guard pos < end, isDigit(bytes[pos]) else {
                    throw error("expected a digit in the exponent")
                }
                while pos < end && isDigit(bytes[pos]) { pos += 1 }
            }
            // At most 19 digits: the mantissa did not wrap (10^19 - 1 < 2^64).
            if simple && digits + fractionDigits <= 19 {
                if fractionDigits == 0 {
                    let v = Double(mantissa)
                    return negative ? -v : v
                }
                if mantissa <= 1 << 53 {
                    let v = Double(mantissa) / powersOfTen[fractionDigits]
                    return negative ? -v : v
                }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< pos]), as: UTF8.self)
            // The grammar above is a subset of what `Double(_:)` accepts, so this cannot fail;
            // out-of-range magnitudes give ±infinity (or a signed zero).
            guard let value = Double(Substring(text)) else {
                throw LocatedError(syntaxErrorAt: position(of: start), message: "invalid number \(text)")
            }
            return value
        }

        /// Reads a string literal starting at the opening quote: its content's byte range, and
        /// whether it had escapes (then its decoded UTF-8 is in `unescaped`). Validates UTF-8.
        mutating func readString() throws(LocatedError) -> (start: Int, length: Int, escaped: Bool) {
            let open = pos
            pos += 1
            let start = pos
            let (stop, illFormed) = try skipStringRun(open: open)
            if illFormed { throw invalidUTF8(at: start) }
            if stop == UInt8(ascii: "\"") {
                pos += 1
                return (start, pos - 1 - start, false)
            }
            unescaped.removeAll(keepingCapacity: true)
            unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start ..< pos]))
            try readEscapedRest(open: open)
            return (start, pos - 1 - start, true)
        }

        /// The rest of a string from its first backslash, decoded into `unescaped`.
        mutating func readEscapedRest(open: Int) throws(LocatedError) {
            while true {
                let runStart = pos
                let (stop, illFormed) = try skipStringRun(open: open)
                if illFormed { throw invalidUTF8(at: runStart) }
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart ..< pos]))
                if stop == UInt8(ascii: "\"") {
                    pos += 1
                    return
                }
                appendUTF8(try readEscape())
            }
        }

        /// Moves `pos` over a run of a string's plain bytes to the next quote or backslash, and
        /// returns that byte (left at `pos`) and whether the run held an ill-formed UTF-8
        /// sequence — which the caller reports where the run ends, so that a control character
        /// or a missing quote found first is reported instead. Throws at a control character,
        /// and where the text ends (`open` is the string's opening quote). The one scan of a
        /// string's text, with or without escapes.
        @inline(__always)
        mutating func skipStringRun(open: Int) throws(LocatedError) -> (stop: UInt8, illFormed: Bool) {
            var illFormed = false
            while true {
                guard pos < end else {
                    throw LocatedError(syntaxErrorAt: position(of: open), message: "unterminated string")
                }
                let b = bytes[pos]
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") {
                    return (b, illFormed)
                } else if b < 0x20 {
                    throw error("control character U+00\(hex2(b)) must be escaped in a string")
                } else if b < 0x80 {
                    pos += 1
                } else if let n = utf8SequenceLength(at: pos) {
                    pos += n
                } else {
                    illFormed = true
                    pos += 1
                }
            }
        }

        func invalidUTF8(at offset: Int) -> LocatedError {
            LocatedError(syntaxErrorAt: position(of: offset), message: "invalid UTF-8 in a string")
        }

        mutating func appendUTF8(_ scalar: Unicode.Scalar) {
            for unit in UTF8.encode(scalar)! { unescaped.append(unit) }
        }

        /// The length of the well-formed UTF-8 sequence starting at `i` (a byte ≥ 0x80), or
        /// `nil` when it is ill-formed (Unicode Table 3-7: no overlong forms, no surrogates,
        /// nothing above U+10FFFF).
        func utf8SequenceLength(at i: Int) -> Int? {
            let b0 = bytes[i]
            @inline(__always) func cont(_ j: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
                j < end && bytes[j] >= lo && bytes[j] <= hi
            }
            switch b0 {
            case 0xC2...0xDF: return cont(i + 1) ? 2 : nil
            case 0xE0: return cont(i + 1, 0xA0) && cont(i + 2) ? 3 : nil
            case 0xE1...0xEC, 0xEE, 0xEF: return cont(i + 1) && cont(i + 2) ? 3 : nil
            case 0xED: return cont(i + 1, 0x80, 0x9F) && cont(i + 2) ? 3 : nil
            case 0xF0: return cont(i + 1, 0x90) && cont(i + 2) && cont(i + 3) ? 4 : nil
            case 0xF1...0xF3: return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : nil
            case 0xF4: return cont(i + 1, 0x80, 0x8F) && cont(i + 2) && cont(i + 3) ? 4 : nil
            default: return nil
            }
        }

        /// Reads one escape sequence at the backslash; returns the scalar it stands for.
        mutating func readEscape() throws(LocatedError) -> Unicode.Scalar {
            let escapeStart = pos
            pos += 1
            guard pos < end else {
                throw LocatedError(syntaxErrorAt: position(of: escapeStart), message: "unterminated string")
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
                    guard pos + 1 < end, bytes[pos] == UInt8(ascii: "\\"),
                          bytes[pos + 1] == UInt8(ascii: "u") else {
                        throw LocatedError(syntaxErrorAt: position(of: escapeStart),
                                           message: "unpaired surrogate \\u\(hex4(high)) in a string")
                    }
                    pos += 2
                    let low = try readHex4(escapeStart)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw LocatedError(syntaxErrorAt: position(of: escapeStart),
                                           message: "unpaired surrogate \\u\(hex4(high)) in a string")
                    }
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
                }
                guard let scalar = Unicode.Scalar(high) else {
                    throw LocatedError(syntaxErrorAt: position(of: escapeStart),
                                       message: "unpaired surrogate \\u\(hex4(high)) in a string")
                }
                return scalar
            default:
                throw LocatedError(syntaxErrorAt: position(of: escapeStart),
                                   message: "invalid escape \\\(describeRaw(c)) in a string")
            }
        }

        mutating func readHex4(_ escapeStart: Int) throws(LocatedError) -> UInt32 {
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard pos < end, let d = hexValue(bytes[pos]) else {
                    throw LocatedError(syntaxErrorAt: position(of: escapeStart),
                                       message: "\\u must be followed by 4 hexadecimal digits")
                }
                v = v << 4 | d
                pos += 1
            }
            return v
        }

        // MARK: Positions and helpers

        @inline(__always)
        mutating func skipWhitespace() {
            while pos < end {
                switch bytes[pos] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    pos += 1
                case UInt8(ascii: "\n"):
                    pos += 1
                    line += 1
                    lineStart = pos
                    lineStarts.append(Int32(truncatingIfNeeded: pos))
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

        func error(_ message: String) -> LocatedError {
            LocatedError(syntaxErrorAt: currentPosition, message: message)
        }

        func describeByte(at offset: Int) -> String {
            guard offset < end else { return "end of input" }
            let b = bytes[offset]
            if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            return "byte 0x\(hex2(b))"
        }

        func describeRaw(_ b: UInt8) -> String {
            b >= 0x21 && b < 0x7F ? String(Character(Unicode.Scalar(b))) : "(byte 0x\(hex2(b)))"
        }
    }
}

/// 10^0 … 10^22, every one exact in a `Double`.
private let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

@inline(__always)
private func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

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
