/// Locale-independent number formatting for the JSON the library writes (MRAID objects and
/// command output): '.' as separator whatever the process locale, and 1 to 4 fraction digits
/// (`62.5`, `320.0`, `0.3333`).
public enum JSONNumber {
    /// Formats `value` rounded to 4 fraction digits, with trailing zeros removed but at least
    /// one fraction digit kept. Non-finite values (which valid input never produces) are written
    /// as `null`, the only JSON that can stand for them. Magnitudes beyond 10^11, where 4
    /// fraction digits exceed `Double` precision, use Swift's shortest round-trip form.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        guard let units = reportedUnits(value) else {
            let s = "\(value)"
            return s.contains(".") || s.contains("e") ? s : s + ".0"
        }
        let negative = units < 0
        let magnitude = negative ? -units : units
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        var digits = 4
        while digits > 1 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var fractionText = String(fraction)
        if fractionText.count < digits {
            fractionText = String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return (negative && magnitude != 0 ? "-" : "") + String(whole) + "." + fractionText
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
        guard value.isFinite else { return "null" }
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
