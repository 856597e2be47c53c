/// Reads the numbers of a dump's text attributes (frames, bounds) exactly as `Double(_:)`
/// does, with a fast path for what dumps almost always hold: 1 to 15 ASCII digits (exact in a
/// `Double`), read without the general decimal parser.
enum DumpNumber {
    /// The value of `text` as `Double(_:)` reads it, `nil` where it would be `nil`.
    static func parse(_ text: Substring.UTF8View) -> Double? {
        digitsValue(text) ?? Double(Substring(text))
    }

    /// The value of `text` as `Double(_:)` reads it, `nil` where it would be `nil`.
    static func parse(_ text: String) -> Double? {
        digitsValue(text.utf8[...]) ?? Double(text)
    }

    /// The value of 1 to 15 ASCII digits; `nil` for anything else (signs, points, exponents,
    /// spaces), which the general parser reads.
    private static func digitsValue(_ text: Substring.UTF8View) -> Double? {
        guard !text.isEmpty, text.count <= 15 else { return nil }
        var n = 0
        for b in text {
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
            n = n * 10 + Int(b - UInt8(ascii: "0"))
        }
        return Double(n)
    }
}
