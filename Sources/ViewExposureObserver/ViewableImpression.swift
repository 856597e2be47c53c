import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// The event a ``ViewabilityTracker`` reports once per data item: the ad met its
/// ``ViewabilityRule``. Not `Sendable`: it refers to a view.
public struct ViewableImpression {
    /// The clock's time when the rule was met (the end of the continuous minimum duration).
    public var time: Duration
    /// The ad view showing the item at that time.
    public var view: View
    /// The data item (`nil` when the view was tracked without one: then the view is the item).
    public var dataKey: String?
    /// The opaque data tracked with the item.
    public var data: (any Sendable)?
    /// The rule that was met.
    public var rule: ViewabilityRule
    /// The visible share at that time (occlusion-aware unless the tracker is not).
    public var visibleFraction: Double
}
