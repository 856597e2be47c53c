import Foundation
import Testing
import ViewExposureJSON
import ViewExposureTestSupport

/// Our JSON parser against Foundation's `JSONSerialization` on seeded generated documents:
/// both accept and read the same values, or both refuse — except for the documented
/// differences (``FoundationJSONComparison``), each of which is asserted here as such.
@Suite("JSON parser vs Foundation JSONSerialization")
struct JSONDifferentialTests {
    static let seeds: [UInt64] = [1, 2, 3, 4, 5]

    @Test("valid documents: both accept and read equal values", arguments: seeds)
    func validDocumentsAgree(seed: UInt64) {
        var g = JSONTextGenerator(seed: seed)
        for _ in 0..<300 {
            let text = g.document(maxDepth: 6, maxWidth: 5)
            #expect(FoundationJSONComparison.compare(Array(text.utf8)) == .bothAcceptEqual, "\(text)")
        }
    }

    @Test("scalars at the top level, numbers and strings above all", arguments: seeds)
    func scalarsAgree(seed: UInt64) {
        var g = JSONTextGenerator(seed: seed)
        for _ in 0..<1000 {
            let text = g.chance(0.6) ? g.number() : g.string()
            #expect(FoundationJSONComparison.compare(Array(text.utf8)) == .bothAcceptEqual, "\(text)")
        }
    }

    @Test("deep nesting up to Foundation's limit of 512 levels", arguments: [1, 2, 100, 511, 512])
    func deepNestingAgrees(depth: Int) {
        var g = JSONTextGenerator(seed: UInt64(depth))
        for _ in 0..<5 {
            let text = g.deepDocument(depth: depth)
            #expect(FoundationJSONComparison.compare(Array(text.utf8)) == .bothAcceptEqual)
        }
    }

    @Test("damaged documents: both refuse, or agree, or differ only as documented", arguments: seeds)
    func invalidDocumentsAgree(seed: UInt64) {
        var g = JSONTextGenerator(seed: seed)
        var refused = 0
        let count = 600
        for _ in 0..<count {
            let bytes = g.mutation(of: g.document(maxDepth: 4, maxWidth: 4))
            let outcome = FoundationJSONComparison.compare(bytes)
            if case .disagree(let why) = outcome {
                Issue.record("\(why)\ninput: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
            if outcome == .bothReject { refused += 1 }
        }
        // The mutations must mostly produce invalid text, or this test would show little.
        #expect(refused > count * 3 / 4)
    }

    // MARK: The documented differences, each asserted

    @Test("duplicate keys: ours refuses at the second key, Foundation keeps the last value", arguments: seeds)
    func duplicateKeys(seed: UInt64) throws {
        var g = JSONTextGenerator(seed: seed)
        for _ in 0..<100 {
            // The second spelling differs in its escapes only (keys are compared decoded), or is
            // canonically equivalent (`é` as e + accent), which both parsers take as the same key.
            let (first, second) = g.pick([("\"a\"", "\"\\u0061\""), ("\"/\"", "\"\\/\""), ("\"é\"", "\"\\u00e9\""),
                                          ("\"\\u00e9\"", "\"e\\u0301\""),
                                          ("\"😀\"", "\"\\ud83d\\ude00\""), ("\"k\"", "\"k\"")])
            let last = g.scalar()
            let prefix = "{" + first + ": " + g.scalar() + ", \"other\": " + g.document(maxDepth: 2, maxWidth: 3) + ",\n  "
            let object = prefix + second + ": " + last + "}"
            let nesting = g.int(0...3)
            let text = String(repeating: "[", count: nesting) + object + String(repeating: "]", count: nesting)
            let secondKey = FoundationJSONComparison.position(ofOffset: nesting + prefix.utf8.count, in: text)

            #expect(throws: LocatedError(problems: [LocatedProblem(position: secondKey,
                                                                  message: "duplicate key \"\(try decodedKey(first))\" in an object")])) {
                try JSONDocument.parse(text)
            }
            var theirs = try #require(FoundationJSONComparison.foundationParse(Array(text.utf8)))
            for _ in 0..<nesting { theirs = try #require((theirs as? [Any])?.first) }
            let members = try #require(theirs as? [String: Any])
            #expect(members.count == 2)
            let lastValue = try JSONDocument.parse(last).root
            var documented: Set<FoundationJSONComparison.Difference> = []
            #expect(FoundationJSONComparison.difference(lastValue, try #require(members[try decodedKey(first)]),
                                                        documented: &documented) == nil)
            #expect(FoundationJSONComparison.compare(Array(text.utf8)) == .documented([.duplicateKey]))
        }
    }

    @Test("trailing commas: ours refuses at the closing bracket, Foundation accepts", arguments: seeds)
    func trailingCommas(seed: UInt64) throws {
        var g = JSONTextGenerator(seed: seed)
        var tried = 0
        while tried < 100 {
            let valid = g.document(maxDepth: 5, maxWidth: 4)
            let closings = nonEmptyContainerEnds(in: Array(valid.utf8))
            guard !closings.isEmpty else { continue }
            tried += 1
            let end = g.pick(closings)
            var bytes = Array(valid.utf8)
            let comma = g.int(0...1) == 0 ? end : commaInsertionPoint(before: end, in: bytes)
            bytes.insert(UInt8(ascii: ","), at: comma)
            let text = String(decoding: bytes, as: UTF8.self)

            let bracket = valid.utf8[valid.utf8.index(valid.utf8.startIndex, offsetBy: end)]
            #expect(throws: LocatedError(problems: [LocatedProblem(
                position: FoundationJSONComparison.position(ofOffset: end + 1, in: text),
                message: "trailing comma before '\(Character(Unicode.Scalar(bracket)))' is not allowed")])) {
                try JSONDocument.parse(bytes)
            }
            let theirs = try #require(FoundationJSONComparison.foundationParse(bytes), "Foundation refuses \(text)")
            var documented: Set<FoundationJSONComparison.Difference> = []
            #expect(FoundationJSONComparison.difference(try JSONDocument.parse(valid).root, theirs, documented: &documented) == nil)
            #expect(FoundationJSONComparison.compare(bytes) == .documented(documented.union([.trailingComma])))
        }
    }

    @Test("nesting beyond 512 levels: ours reads it, Foundation refuses", arguments: [513, 514, 1000, 5000])
    func deeperThanFoundation(depth: Int) throws {
        var g = JSONTextGenerator(seed: UInt64(depth))
        let text = g.deepDocument(depth: depth)
        #expect(FoundationJSONComparison.foundationParse(Array(text.utf8)) == nil)
        #expect(FoundationJSONComparison.depth(of: try JSONDocument.parse(text).root) == depth)
        #expect(FoundationJSONComparison.compare(Array(text.utf8)) == .documented([.deeperThanFoundation]))
    }

    @Test("numbers beyond Double's range: ours reads ±infinity, Foundation refuses", arguments: seeds)
    func beyondDoubleRange(seed: UInt64) throws {
        var g = JSONTextGenerator(seed: seed)
        for _ in 0..<100 {
            let negative = g.chance(0.5)
            let magnitude = g.pick([
                "1e309", "1.7976931348623159e308", "2E+308", "1" + String(repeating: "0", count: 309),
                g.digits(g.int(1...20), leadingNonZero: true) + "." + g.digits(3) + "e" + String(g.int(330...100_000)),
            ])
            let text = (negative ? "-" : "") + magnitude
            let document = g.chance(0.5) ? "[" + text + "]" : "{\"x\": [1, " + text + "]}"
            #expect(FoundationJSONComparison.foundationParse(Array(document.utf8)) == nil, "\(document)")
            #expect(try JSONDocument.parse(text).root.number == (negative ? -.infinity : .infinity))
            #expect(FoundationJSONComparison.compare(Array(document.utf8)) == .documented([.beyondDoubleRange]))
        }
    }

    @Test("U+FEFF opening a run of raw string text: ours keeps it, Foundation drops it",
          arguments: ["\"\u{FEFF}x\"", "\"\\n\u{FEFF}x\"", "{\"\u{FEFF}k\": 1}"])
    func byteOrderMarkInString(text: String) throws {
        let ours = try JSONDocument.parse(text).root
        let value = ours.string ?? ours.members.first?.key
        #expect(value?.unicodeScalars.contains("\u{FEFF}") == true)
        let theirs = try #require(FoundationJSONComparison.foundationParse(Array(text.utf8)))
        let theirValue = (theirs as? String) ?? (theirs as? [String: Any])?.keys.first
        #expect(theirValue?.unicodeScalars.contains("\u{FEFF}") == false)
        #expect(FoundationJSONComparison.compare(Array(text.utf8)) == .documented([.droppedByteOrderMark]))
        // Escaped, it survives in both.
        let escaped = text.replacingOccurrences(of: "\u{FEFF}", with: "\\uFEFF")
        #expect(FoundationJSONComparison.compare(Array(escaped.utf8)) == .bothAcceptEqual)
    }

    @Test("long mantissas: ours is the nearest Double, Foundation's Decimal path is close", arguments: seeds)
    func longMantissas(seed: UInt64) throws {
        var g = JSONTextGenerator(seed: seed)
        for _ in 0..<200 {
            let text = g.digits(g.int(20...40), leadingNonZero: true) + (g.chance(0.5) ? "." + g.digits(g.int(1...20)) : "")
            let ours = try #require(try JSONDocument.parse(text).root.number)
            #expect(ours == Double(text))
            let theirs = try #require(FoundationJSONComparison.foundationParse(Array(text.utf8)) as? NSNumber)
            #expect(abs(theirs.doubleValue - ours) <= FoundationJSONComparison.decimalTolerance * ours)
        }
    }

    // MARK: Helpers

    /// The key a string literal (as written in the test) stands for.
    private func decodedKey(_ literal: String) throws -> String {
        try #require(try JSONDocument.parse(literal).root.string)
    }

    /// Offsets of the `]` and `}` that close a non-empty container (outside strings).
    private func nonEmptyContainerEnds(in bytes: [UInt8]) -> [Int] {
        var ends: [Int] = []
        var inString = false, escaped = false
        var lastSignificant: UInt8 = 0
        for (i, b) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
                lastSignificant = b
                continue
            }
            switch b {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if lastSignificant != UInt8(ascii: "[") && lastSignificant != UInt8(ascii: "{") { ends.append(i) }
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: break
            }
            lastSignificant = b
        }
        return ends
    }

    /// Right after the last value before `end`, so the comma may be followed by whitespace.
    private func commaInsertionPoint(before end: Int, in bytes: [UInt8]) -> Int {
        var i = end
        while i > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i - 1]) { i -= 1 }
        return i
    }
}
