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
        let scaled = (value * 10_000).rounded(.toNearestOrAwayFromZero)
        guard Swift.abs(scaled) < 1e15 else {
            let s = "\(value)"
            return s.contains(".") || s.contains("e") ? s : s + ".0"
        }
        let units = Int64(scaled)
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
}
