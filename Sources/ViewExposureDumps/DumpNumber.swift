/// Reads the numbers of a dump's text attributes (frames, bounds, drawing orders) exactly as
/// `Double(_:)` and `Int(_:)` do, with a fast path for what dumps almost always hold: an
/// optional `-` and 1 to 15 ASCII digits (exact in a `Double`), read from the bytes without
/// making a `String`.
enum DumpNumber {
    /// Whether `v` is the coordinate of `CGRectNull`'s origin, which is how iOS dumps write an
    /// element without a frame (not laid out, in a window that is not shown): `inf` as XCUITest
    /// writes it, or 2^63 (`9.223372036854776e+18`) as WebDriverAgent writes it after taking
    /// the infinity through a 64-bit integer. With a zero size such a frame is read as empty.
    static func isNullFrameOrigin(_ v: Double) -> Bool {
        v == .infinity || v == 0x1p63
    }

    /// The value of `text` as `Double(_:)` reads it, `nil` where it would be `nil`.
    @inline(__always)
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        if let (magnitude, negative) = digits(text, maxDigits: 15) {
            return negative ? -Double(magnitude) : Double(magnitude)
        }
        return Double(String(decoding: text, as: UTF8.self))
    }

    /// The value of `text` as `Double(_:)` reads it, `nil` where it would be `nil`.
    static func parse(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { parse($0) }
    }

    /// The value of `text` as `Int(_:)` reads it, `nil` where it would be `nil`.
    static func integer(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        if let (magnitude, negative) = digits(text, maxDigits: 18) { return negative ? -magnitude : magnitude }
        return Int(String(decoding: text, as: UTF8.self))
    }

    /// An optional `-` and 1 to `maxDigits` ASCII digits: their value and sign; `nil` for
    /// anything else (a `+`, points, exponents, spaces), which the general parser reads.
    @inline(__always)
    private static func digits(_ text: UnsafeBufferPointer<UInt8>, maxDigits: Int) -> (Int, Bool)? {
        var i = 0
        let negative = text.first == UInt8(ascii: "-")
        if negative { i = 1 }
        let count = text.count - i
        guard count >= 1, count <= maxDigits else { return nil }
        var n = 0
        while i < text.count {
            let d = text[i] &- UInt8(ascii: "0")
            guard d < 10 else { return nil }
            n = n * 10 + Int(d)
            i += 1
        }
        return (n, negative)
    }
}
