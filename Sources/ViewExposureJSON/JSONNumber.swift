/// Locale-independent number formatting for the JSON the library writes (MRAID objects and
/// command output): '.' as separator whatever the process locale, and 1 to 4 fraction digits
/// (`62.5`, `320.0`, `0.3333`). The one formatter: ``JSONWriter`` writes through
/// ``append(_:to:)`` and ``appendShortest(_:to:)``, and the `String` forms are built by them.
public enum JSONNumber {
    /// Formats `value` rounded to 4 fraction digits, with trailing zeros removed but at least
    /// one fraction digit kept. Non-finite values (which valid input never produces) are written
    /// as `null`, the only JSON that can stand for them. Magnitudes beyond 10^11, where 4
    /// fraction digits exceed `Double` precision, use Swift's shortest round-trip form.
    public static func format(_ value: Double) -> String {
        text { append(value, to: &$0) }
    }

    /// Appends ``format(_:)``'s text for `value` as UTF-8 to `out`, without building a `String`
    /// (except beyond 10^11). O(digits).
    public static func append(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { appendASCII("null", to: &out); return }
        guard let units = reportedUnits(value) else {
            let s = "\(value)"
            out.append(contentsOf: s.utf8)
            if !s.utf8.contains(UInt8(ascii: ".")) && !s.utf8.contains(UInt8(ascii: "e")) {
                appendASCII(".0", to: &out)
            }
            return
        }
        let negative = units < 0
        let magnitude = negative ? UInt64(-units) : UInt64(units)
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        var digits = 4
        while digits > 1 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        if negative && magnitude != 0 { out.append(UInt8(ascii: "-")) }
        appendDecimal(whole, to: &out)
        out.append(UInt8(ascii: "."))
        // `fraction` has at most `digits` digits; pad with leading zeros.
        var divisor: UInt64 = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: (fraction / divisor) % 10))
            divisor /= 10
        }
    }

    /// The one rounding rule of reported numbers: `value` rounded to 4 fraction digits (half
    /// away from zero), as an integer count of 1/10 000; `nil` beyond ±10^11, where that count
    /// is no longer exact (such values are reported as they are). ``format(_:)`` writes it, and
    /// results compare equal exactly when it agrees, so equality and output cannot drift apart.
    @inlinable public static func reportedUnits(_ value: Double) -> Int64? {
        let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
        return Swift.abs(scaled) < 1e15 ? Int64(scaled) : nil
    }

    /// The shortest text that parses back to exactly `value`: integers without a fraction
    /// (`-5`, `320`), others in Swift's shortest round-trip form (`0.1`, `1e-07`); `null` when
    /// not finite. For scene files and messages, where a number must survive a round trip.
    public static func shortest(_ value: Double) -> String {
        text { appendShortest(value, to: &$0) }
    }

    /// The `String` of what `write` appends as UTF-8: the `String` forms built by the
    /// appending ones, so that the two cannot differ.
    private static func text(_ write: (inout [UInt8]) -> Void) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(24)
        write(&out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``shortest(_:)``'s text for `value` as UTF-8 to `out`.
    public static func appendShortest(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { appendASCII("null", to: &out); return }
        if value == value.rounded(), Swift.abs(value) < 1e15 {
            appendInteger(Int64(value), to: &out)
        } else {
            out.append(contentsOf: "\(value)".utf8)
        }
    }

    /// Appends the decimal digits of `value` (with `-` when negative) to `out`.
    public static func appendInteger(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendDecimal(value.magnitude, to: &out)
    }

    /// Appends the decimal digits of `value` to `out`, most significant first.
    static func appendDecimal(_ value: UInt64, to out: inout [UInt8]) {
        if value < 10 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var count = 0
        var v = value
        while v > 0 { count += 1; v /= 10 }
        let base = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        v = value
        out.withUnsafeMutableBufferPointer { b in
            var i = base + count - 1
            while v > 0 {
                b[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
                i -= 1
            }
        }
    }

    @inline(__always)
    static func appendASCII(_ s: StaticString, to out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }
}
