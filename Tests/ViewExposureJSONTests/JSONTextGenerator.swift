import ViewExposureTestSupport

/// Seeded generator of JSON texts for the differential test of the parser: valid documents
/// (numbers at the edges of `Double`, every escape, surrogate pairs, raw UTF-8, random
/// whitespace, nesting to a given depth) and mutations of them that are mostly invalid.
/// Everything is built iteratively, so any depth works.
struct JSONTextGenerator {
    var rng: TestRandom

    init(seed: UInt64) { rng = TestRandom(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }

    // MARK: Documents

    /// A valid document whose containers nest at most `maxDepth` deep, each with at most
    /// `maxWidth` children; keys are unique in each object.
    mutating func document(maxDepth: Int, maxWidth: Int) -> String {
        var out = whitespace()
        // Each open container: whether it is an object, children still to write, written so far.
        var open: [(isObject: Bool, remaining: Int, written: Int)] = []
        while true {
            if let top = open.last {
                if top.remaining == 0 {
                    out += whitespace() + (top.isObject ? "}" : "]")
                    open.removeLast()
                    if open.isEmpty { break }
                    continue
                }
                if top.written > 0 { out += whitespace() + "," }
                out += whitespace()
                if top.isObject { out += key(index: top.written) + whitespace() + ":" + whitespace() }
                open[open.count - 1].remaining -= 1
                open[open.count - 1].written += 1
            }
            if open.count < maxDepth && chance(open.isEmpty ? 0.9 : 0.3) {
                let isObject = chance(0.5)
                out += isObject ? "{" : "["
                open.append((isObject, int(0...maxWidth), 0))
                continue
            }
            out += scalar()
            if open.isEmpty { break }
        }
        return out + whitespace()
    }

    /// Containers nested exactly `depth` deep (arrays and objects mixed, some with scalar
    /// siblings), a scalar at the bottom.
    mutating func deepDocument(depth: Int) -> String {
        var opening = "", closing: [String] = []
        for _ in 0..<depth {
            let sibling = chance(0.2) ? scalar() + ", " : ""
            if chance(0.5) {
                opening += "[" + sibling
                closing.append("]")
            } else {
                opening += "{" + (sibling.isEmpty ? "" : "\"s\": " + sibling) + "\"k\": "
                closing.append("}")
            }
        }
        return opening + scalar() + closing.reversed().joined()
    }

    // MARK: Scalars

    mutating func scalar() -> String {
        switch int(0...9) {
        case 0: return pick(["true", "false", "null"])
        case 1...4: return number()
        default: return string()
        }
    }

    /// Numbers Foundation and ours must read alike: integers of every size (beyond 64 bits
    /// too), decimals, exponents, the extremes of `Double` and its subnormals, underflow to 0.
    mutating func number() -> String {
        switch int(0...7) {
        case 0:
            return String(int(-1000...1000))
        case 1:
            return pick(["-", ""]) + digits(int(1...25), leadingNonZero: true)
        case 2:
            return pick(["-", ""]) + digits(int(1...8), leadingNonZero: true) + "." + digits(int(1...25))
                + (chance(0.5) ? pick(["e", "E"]) + pick(["", "+", "-"]) + String(int(0...300)) : "")
        case 3:
            // A random finite Double in Swift's shortest form (`5e-324`, `1.2345e+300`).
            var d: Double
            repeat { d = Double(bitPattern: rng.next()) } while !d.isFinite
            return "\(d)"
        case 4:
            return pick([
                "1.7976931348623157e308", "-1.7976931348623157E+308", "1.7976931348623158e308",
                "4.9e-324", "-5e-324", "2.4703282292062328e-324", "2.2250738585072014e-308",
                "2.225073858507201e-308", "9007199254740993", "-9223372036854775808", "9223372036854775807",
                "18446744073709551615", "18446744073709551616", "-0", "-0.0", "0e0", "0E-0", "1e-400",
                "-1e-400", "0.1", "0.30000000000000004", "1e+0000000000000000000000001",
            ])
        case 5:
            // Underflow: far below the smallest subnormal, read as (signed) zero.
            return pick(["-", ""]) + "1." + digits(int(1...10)) + "e-" + String(int(330...5000))
        case 6:
            return "0." + String(repeating: "0", count: int(0...30)) + digits(int(1...30), leadingNonZero: true)
        default:
            return pick(["-", ""]) + "0" + (chance(0.5) ? "." + digits(int(1...5)) : "")
                + pick(["e", "E"]) + pick(["", "+", "-"]) + pick(["", "0", "00"]) + String(int(0...300))
        }
    }

    mutating func digits(_ n: Int, leadingNonZero: Bool = false) -> String {
        var s = ""
        for i in 0..<n { s += String(leadingNonZero && i == 0 ? int(1...9) : int(0...9)) }
        return s
    }

    /// A string literal mixing plain ASCII, every short escape, `\u` escapes (controls, BMP,
    /// surrogate pairs, either hex case), and raw UTF-8 of 1 to 4 bytes (never a raw U+FEFF).
    mutating func string() -> String {
        var s = "\""
        for _ in 0..<int(0...12) { s += stringPiece() }
        return s + "\""
    }

    mutating func key(index: Int) -> String {
        // The index makes keys unique, scalar by scalar and canonically.
        var s = "\""
        for _ in 0..<int(0...3) { s += stringPiece() }
        return s + "#\(index)\""
    }

    private mutating func stringPiece() -> String {
        switch int(0...9) {
        case 0...2:
            var c: UInt8
            repeat { c = UInt8(int(0x20...0x7E)) } while c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\")
            return String(Unicode.Scalar(c))
        case 3:
            return pick(["\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t"])
        case 4:
            return "\\u" + hex4(UInt32(int(0...0x1F)))
        case 5:
            var v: UInt32
            repeat { v = UInt32(int(0x20...0xFFFF)) } while (0xD800...0xDFFF).contains(v)
            return "\\u" + hex4(v)
        case 6:
            let v = UInt32(int(0x10000...0x10FFFF)) - 0x10000
            return "\\u" + hex4(0xD800 + (v >> 10)) + "\\u" + hex4(0xDC00 + (v & 0x3FF))
        case 7:
            return pick(["é", "e\u{301}", "中", "😀", "\u{7F}", "\u{2028}", "\u{FFFE}", "\u{10FFFF}"])
        default:
            var v: UInt32
            // Not U+FEFF, which Foundation drops in places (a documented difference, tested apart).
            repeat { v = UInt32(int(0x80...0x10FFFF)) } while (0xD800...0xDFFF).contains(v) || v == 0xFEFF
            return String(Character(Unicode.Scalar(v)!))
        }
    }

    private mutating func hex4(_ v: UInt32) -> String {
        let digits = Array(chance(0.5) ? "0123456789abcdef" : "0123456789ABCDEF")
        return String((0..<4).map { digits[Int((v >> (12 - 4 * UInt32($0))) & 0xF)] })
    }

    /// Nothing most of the time, else some of JSON's four whitespace characters.
    mutating func whitespace() -> String {
        guard chance(0.15) else { return "" }
        return String((0..<int(1...3)).map { _ in pick([" ", "\t", "\n", "\r"]) })
    }

    // MARK: Mutations

    /// `text` with one damaging change: a byte deleted, inserted or replaced, the text cut
    /// short, or a known-invalid construct spliced in (bad escapes, lone surrogates, bad
    /// numbers, raw controls, invalid UTF-8, comments, single quotes, a second value...).
    /// Most results are invalid; a few stay valid by chance, which the test allows.
    mutating func mutation(of text: String) -> [UInt8] {
        var b = Array(text.utf8)
        let at = int(0...b.count)
        switch int(0...6) {
        case 0 where !b.isEmpty:
            b.remove(at: int(0...b.count - 1))
        case 1:
            b.insert(pick(Array("{}[]:,\"\\-+.0eE \t".utf8)), at: at)
        case 2 where !b.isEmpty:
            b[int(0...b.count - 1)] = UInt8(int(0...255))
        case 3:
            b = Array(b[..<at])
        case 4:
            let piece = pick([
                "\"\\x\"", "\"\\u12G4\"", "\"\\uD800\"", "\"\\uDC00\"", "\"\\uD800\\u0041\"", "\"\\uD83D\"",
                "\"\\", "\"abc", "01", ".5", "1.", "+1", "-", "1e", "1e+", "NaN", "Infinity", "-Infinity",
                "tru", "nul", "True", "\"\t\"", "\"\n\"", "\"\u{1}\"", "'a'", "//c\n1", "/*c*/1", "[1] [2]",
                "{a: 1}", "{\"a\" 1}", "{\"a\":}", "[,1]", "[1,,2]", "{,}", "\u{0C}1", "0x10", "1_000",
            ])
            b.insert(contentsOf: Array(piece.utf8), at: at)
        case 5:
            let bad: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                  [0xE4, 0xB8], [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80]]
            b.insert(contentsOf: pick(bad), at: at)
        default:
            b = []
        }
        return b
    }
}
