import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// Why an ``IntersectionObserver`` configuration (or a viewability rule) was refused.
/// Each case's description says what is wrong and where.
public enum ObserverConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `rootMargin` text could not be parsed.
    case invalidRootMargin(String, reason: String)
    /// A threshold is not a finite number in `0...1` (index in the list as given).
    case thresholdOutOfRange(index: Int, value: Double)
    /// A duration option (named) is negative.
    case negativeDuration(option: String, value: Duration)
    /// A viewability fraction is not in `0...1`, or not finite.
    case viewableFractionOutOfRange(Double)

    /// A sentence naming the option and the problem.
    public var description: String {
        switch self {
        case .invalidRootMargin(let text, let reason):
            return "rootMargin \"\(text)\": \(reason)"
        case .thresholdOutOfRange(let index, let value):
            return "thresholds[\(index)]: \(value) is not a number in 0...1"
        case .negativeDuration(let option, let value):
            return "\(option): \(value) is negative; durations must be >= 0"
        case .viewableFractionOutOfRange(let value):
            return "viewability fraction \(value) is not a number in 0...1"
        }
    }
}
