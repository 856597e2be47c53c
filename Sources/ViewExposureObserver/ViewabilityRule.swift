import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// When an ad counts as viewable: at least `minimumVisibleFraction` of its area visible,
/// continuously, for at least `minimumDuration` (MRC / IAB viewable impression guidelines).
///
/// Areas are in points² of the ad's bounds (pixels at scale 1; the MRC counts device-
/// independent pixels, which is what points are).
public struct ViewabilityRule: Hashable, Sendable, CustomStringConvertible {
    /// A short name for reports (`"mrcDisplay"`, ...).
    public let name: String
    /// The visible share needed, `0...1`.
    public let minimumVisibleFraction: Double
    /// How long the share must hold without interruption.
    public let minimumDuration: Duration

    /// Creates a custom rule. Throws for a fraction outside `0...1` (or NaN) or a negative
    /// duration.
    public init(name: String, minimumVisibleFraction: Double, minimumDuration: Duration) throws(ObserverConfigurationError) {
        guard minimumVisibleFraction >= 0 && minimumVisibleFraction <= 1 else {
            throw .viewableFractionOutOfRange(minimumVisibleFraction)
        }
        guard minimumDuration >= .zero else {
            throw .negativeDuration(option: "minimumDuration", value: minimumDuration)
        }
        self.name = name
        self.minimumVisibleFraction = minimumVisibleFraction
        self.minimumDuration = minimumDuration
    }

    private init(preset name: String, fraction: Double, duration: Duration) {
        self.name = name
        self.minimumVisibleFraction = fraction
        self.minimumDuration = duration
    }

    /// MRC display: ≥ 50 % of the ad for ≥ 1 s continuously.
    public static let mrcDisplay = ViewabilityRule(preset: "mrcDisplay", fraction: 0.5, duration: .seconds(1))
    /// MRC video: ≥ 50 % of the player for ≥ 2 s continuously.
    public static let mrcVideo = ViewabilityRule(preset: "mrcVideo", fraction: 0.5, duration: .seconds(2))
    /// Large display ads (area ≥ ``largeAdArea``): ≥ 30 % for ≥ 1 s continuously.
    public static let largeDisplay = ViewabilityRule(preset: "largeDisplay", fraction: 0.3, duration: .seconds(1))

    /// The area from which a display ad is "large": 242 500 points² (for example 970 × 250).
    public static let largeAdArea: Double = 242_500

    /// The display rule for an ad of `area` points²: ``largeDisplay`` from ``largeAdArea``
    /// up, ``mrcDisplay`` below.
    public static func display(forAdArea area: Double) -> ViewabilityRule {
        area >= largeAdArea ? .largeDisplay : .mrcDisplay
    }

    /// `name (≥ 50% for 1.0 seconds)`.
    public var description: String {
        "\(name) (≥ \(minimumVisibleFraction * 100)% for \(minimumDuration))"
    }
}
