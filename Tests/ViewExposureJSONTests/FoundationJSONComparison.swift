import Foundation
import ViewExposureJSON
import ViewExposureTestSupport

/// Runs our parser and Foundation's `JSONSerialization` on the same bytes and classifies the
/// outcome. Foundation is used in the tests only: the library never links it.
///
/// The documented differences (each also asserted on its own by `JSONDifferentialTests`):
/// - **duplicate keys**: ours refuses them (a duplicated view key would silently win or lose),
///   Foundation keeps the last;
/// - **trailing commas**: ours refuses `[1,]` and `{"a": 1,}` (RFC 8259), Foundation accepts;
/// - **depth**: ours has no nesting limit, Foundation refuses more than 512 levels;
/// - **numbers beyond `Double`'s range**: ours reads them as ±infinity (the scene decoder then
///   names the value's path), Foundation refuses the document;
/// - **U+FEFF opening a run of raw text in a string** (at its start or right after an escape):
///   Foundation drops it, as if it were a byte-order mark; ours keeps every character;
/// - **long mantissas**: Foundation reads numbers whose digits do not fit 64 bits through
///   `Decimal`, whose `Double` can be a few ulps from the nearest; ours is always the nearest
///   (`Double(_:)` on the exact text), so those values are compared within ``decimalTolerance``.
enum FoundationJSONComparison {
    /// Relative tolerance for values Foundation returns as `NSDecimalNumber`.
    static let decimalTolerance = 1e-12
    /// The deepest nesting Foundation accepts.
    static let foundationDepthLimit = 512

    enum Difference: String, CaseIterable {
        case duplicateKey, trailingComma, deeperThanFoundation, beyondDoubleRange, droppedByteOrderMark
    }

    enum Outcome: Equatable {
        case bothReject
        case bothAcceptEqual
        /// The parsers disagree only by these documented differences (after each one found
        /// is undone, they agree).
        case documented(Set<Difference>)
        /// A real disagreement.
        case disagree(String)
    }

    static func foundationParse(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    /// Compares the parsers on `bytes`. When only ours refuses, a trailing comma or duplicate
    /// key it reports is verified in the text and undone (the comma removed, the key renamed),
    /// and the comparison repeats on the result.
    static func compare(_ input: [UInt8]) -> Outcome {
        var bytes = input
        var found: Set<Difference> = []
        for _ in 0..<64 {
            let theirs = foundationParse(bytes)
            let ours: Result<JSONDocument, LocatedError> = Result { () throws(LocatedError) in try JSONDocument.parse(bytes) }
            switch (ours, theirs) {
            case (.failure, nil):
                return found.isEmpty ? .bothReject : .documented(found)
            case (.success(let document), let value?):
                if let d = difference(document.root, value, documented: &found) { return .disagree("both accept, but \(d)") }
                return found.isEmpty ? .bothAcceptEqual : .documented(found)
            case (.success(let document), nil):
                if depth(of: document.root) > foundationDepthLimit { return .documented(found.union([.deeperThanFoundation])) }
                if hasInfiniteNumber(document.root) { return .documented(found.union([.beyondDoubleRange])) }
                return .disagree("only ours accepts")
            case (.failure(let error), _?):
                guard error.problems.count == 1, let problem = error.problems.first, let position = problem.position,
                      let offset = offset(of: position, in: bytes) else {
                    return .disagree("only Foundation accepts; ours: \(error) (not one problem at a position in the text)")
                }
                if problem.message.hasPrefix("trailing comma"), let comma = commaBefore(offset, in: bytes) {
                    bytes.remove(at: comma)
                    found.insert(.trailingComma)
                } else if problem.message.hasPrefix("duplicate key"), offset < bytes.count,
                          bytes[offset] == UInt8(ascii: "\"") {
                    // A key no document here contains makes the member unique.
                    bytes.insert(contentsOf: Array("\u{1F511}\(found.count)-\(bytes.count)".utf8), at: offset + 1)
                    found.insert(.duplicateKey)
                } else {
                    return .disagree("only Foundation accepts; ours: \(error)")
                }
            }
        }
        return .disagree("too many documented differences to undo")
    }

    /// The first difference between our value and Foundation's, or `nil`; documented
    /// differences in strings are added to `documented` instead. Iterative.
    static func difference(_ ours: JSONValue, _ theirs: Any, documented: inout Set<Difference>) -> String? {
        var pending: [(JSONValue, Any)] = [(ours, theirs)]
        while let (a, b) = pending.popLast() {
            let number = b as? NSNumber
            let isBoolean = number.map { String(cString: $0.objCType) == "c" } ?? false
            switch a.content {
            case .null:
                if !(b is NSNull) { return "null vs \(b) at \(a.position)" }
            case .bool(let x):
                guard let number, isBoolean, number.boolValue == x else { return "\(x) vs \(b) at \(a.position)" }
            case .number(let x):
                guard let number, !isBoolean else { return "\(x) vs \(b) at \(a.position)" }
                let y = number.doubleValue
                if number is NSDecimalNumber {
                    if abs(x - y) > decimalTolerance * abs(x) { return "\(x) vs decimal \(y) at \(a.position)" }
                } else if x != y {
                    return "\(x) vs \(y) at \(a.position)"
                }
            case .string(let s):
                guard let t = b as? String else { return "\(s.debugDescription) vs \(b) at \(a.position)" }
                if s.unicodeScalars.elementsEqual(t.unicodeScalars) { continue }
                guard droppedByteOrderMarks(ours: s, theirs: t) else {
                    return "\(s.debugDescription) vs \(t.debugDescription) at \(a.position)"
                }
                documented.insert(.droppedByteOrderMark)
            case .array(let elements):
                guard let t = b as? [Any], t.count == elements.count else { return "array vs \(b) at \(a.position)" }
                pending.append(contentsOf: zip(elements, t).map { ($0, $1) })
            case .object(let members):
                guard let t = b as? [String: Any], t.count == members.count else {
                    return "object of \(members.count) vs \(b) at \(a.position)"
                }
                for m in members {
                    if let v = t[m.key] {
                        pending.append((m.value, v))
                        continue
                    }
                    let stripped = String(String.UnicodeScalarView(m.key.unicodeScalars.filter { $0 != "\u{FEFF}" }))
                    guard let v = t[stripped], droppedByteOrderMarks(ours: m.key, theirs: stripped) else {
                        return "key \(m.key.debugDescription) missing at \(a.position)"
                    }
                    documented.insert(.droppedByteOrderMark)
                    pending.append((m.value, v))
                }
            }
        }
        return nil
    }

    /// Whether Foundation's string is ours with some U+FEFF left out (and nothing else changed).
    static func droppedByteOrderMarks(ours: String, theirs: String) -> Bool {
        let bom: Unicode.Scalar = "\u{FEFF}"
        let kept = ours.unicodeScalars.filter { $0 != bom }
        return ours.unicodeScalars.count > theirs.unicodeScalars.count
            && kept.elementsEqual(theirs.unicodeScalars.filter { $0 != bom })
    }

    /// The deepest container nesting of a value (0 for a scalar). Iterative.
    static func depth(of root: JSONValue) -> Int {
        var deepest = 0
        var pending = [(root, 0)]
        while let (v, d) = pending.popLast() {
            let children: [JSONValue]
            switch v.content {
            case .array(let elements): children = elements
            case .object(let members): children = members.map(\.value)
            default: continue
            }
            deepest = max(deepest, d + 1)
            pending.append(contentsOf: children.map { ($0, d + 1) })
        }
        return deepest
    }

    static func hasInfiniteNumber(_ root: JSONValue) -> Bool {
        var pending = [root]
        while let v = pending.popLast() {
            switch v.content {
            case .number(let x) where !x.isFinite: return true
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let members): pending.append(contentsOf: members.map(\.value))
            default: break
            }
        }
        return false
    }

    /// The byte offset of a parser position (lines end at `\n`, columns count bytes from 1,
    /// a leading byte-order mark is not part of line 1), or `nil` outside the text.
    static func offset(of position: SourcePosition, in bytes: [UInt8]) -> Int? {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var i = 0
        while line < position.line {
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                start = i + 1
            }
            i += 1
        }
        let offset = start + position.column - 1
        return offset <= bytes.count ? offset : nil
    }

    /// The offset of the comma just before `offset`, across whitespace, or `nil`.
    static func commaBefore(_ offset: Int, in bytes: [UInt8]) -> Int? {
        var i = offset - 1
        while i >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i -= 1 }
        return i >= 0 && bytes[i] == UInt8(ascii: ",") ? i : nil
    }

    /// The line:column of byte `offset` in `text` (no byte-order mark).
    static func position(ofOffset offset: Int, in text: String) -> SourcePosition {
        var line = 1, start = 0
        for (i, b) in text.utf8.prefix(offset).enumerated() where b == UInt8(ascii: "\n") {
            line += 1
            start = i + 1
        }
        return SourcePosition(line: line, column: offset - start + 1)
    }
}
