import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// The ratios at which an ``IntersectionObserver`` reports a target: validated (each finite
/// and in `0...1`), sorted ascending and without duplicates. Never empty: an empty list
/// means `[0]`, as in the W3C API.
public struct IntersectionThresholds: Hashable, Sendable, CustomStringConvertible {
    /// The thresholds, ascending, distinct, each in `0...1`; at least one.
    public let values: [Double]

    /// Validates, sorts and deduplicates `values`; `[]` becomes `[0]`.
    /// Throws ``ObserverConfigurationError/thresholdOutOfRange(index:value:)`` naming the
    /// first value (by its index in `values`) that is NaN, infinite or outside `0...1`.
    public init(_ values: [Double]) throws(ObserverConfigurationError) {
        for (i, v) in values.enumerated() where !(v >= 0 && v <= 1) {
            throw .thresholdOutOfRange(index: i, value: v)
        }
        var sorted = values.sorted()
        var unique: [Double] = []
        unique.reserveCapacity(sorted.count)
        for v in sorted where unique.last != v { unique.append(v) }
        sorted = unique
        self.values = sorted.isEmpty ? [0] : sorted
    }

    /// `[0]`: any contact, even edge-adjacent with zero area, counts.
    public static let `default` = IntersectionThresholds(unchecked: [0])

    private init(unchecked values: [Double]) { self.values = values }

    /// The smallest threshold: a target whose ratio is below it is not intersecting.
    @inlinable public var smallest: Double { values[0] }

    /// The W3C threshold index of `ratio`: the index of the first threshold greater than
    /// `ratio`, or `values.count` when `ratio` reaches the last one. O(log n).
    public func index(forRatio ratio: Double) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] > ratio { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// `[0.0, 0.5, 1.0]`.
    public var description: String { "\(values)" }
}
