import ViewExposureGeometry
import ViewExposureTree
import ViewExposureJSON

/// The values that exposure results are compared and hashed by: numbers as they are
/// reported (rounded to 4 fraction digits, like ``JSONNumber/format(_:)``), so two results
/// are equal exactly when an SDK would report them identically.
enum ReportedPrecision {
    /// `value` rounded to 4 fraction digits, as an integer count of 1/10 000 (with `-0`
    /// normalised to `0`); beyond the range where that is exact, the value itself.
    @inline(__always) static func key(_ value: Double) -> Double {
        guard let units = JSONNumber.reportedUnits(value) else { return value + 0.0 }
        return Double(units)
    }

    /// Whether two rects are reported identically.
    @inline(__always) static func equal(_ a: Rect, _ b: Rect) -> Bool {
        key(a.x) == key(b.x) && key(a.y) == key(b.y)
            && key(a.width) == key(b.width) && key(a.height) == key(b.height)
    }

    /// Feeds a rect's reported values into `hasher`.
    @inline(__always) static func hash(_ r: Rect, into hasher: inout Hasher) {
        hasher.combine(key(r.x)); hasher.combine(key(r.y))
        hasher.combine(key(r.width)); hasher.combine(key(r.height))
    }

}
