import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTree

/// Viewability on Open Measurement's numbers (docs/semantics.md §6.10): an ad is viewable
/// once its `percentageInView` has been at least its rule's share at every sample for the
/// rule's duration, the MRC rules as ``ViewabilityTracker`` applies them to MRAID exposure.
///
/// The OM SDK samples its geometry (every 200 ms by default); between two samples the ad is
/// taken to stay as the earlier one said. So the visible run starts at the first sample at or
/// above the share and ends at the first sample below it, and the impression comes at the
/// first sample (or ``advance(to:)``) at least `minimumDuration` after the run started —
/// once per tracker. Unlike the MRAID tracker the share is OMID's whole percent: an ad
/// 49.5 % in view rounds to 50 and counts. The rule, when not given, is chosen by the ad's
/// whole area in the first sample with one (``ViewabilityRule/display(forAdArea:)``: 30 % from
/// 242 500 points²). Not `Sendable`; O(1) per sample.
public final class OMIDViewabilityTracker {
    /// The rule, once known (given, or chosen by the first sample with an ad area).
    public private(set) var rule: ViewabilityRule?
    /// When the run reached the rule's duration (the run's start + `minimumDuration`), or `nil`
    /// while there has been no impression.
    public private(set) var impressionTime: Duration?
    /// When the current run at or above the share started, or `nil`.
    private var runStart: Duration?
    private var lastTime: Duration?

    /// Creates a tracker under `rule` (`nil`: the display rule by the ad's area).
    public init(rule: ViewabilityRule? = nil) {
        self.rule = rule
    }

    /// Records the geometry sampled at `time` (times never decrease); returns `true` when the
    /// impression happens at this sample.
    @discardableResult
    public func record(_ geometry: OMIDGeometry, at time: Duration) -> Bool {
        if let last = lastTime, time < last { return false }
        // The run so far lasted until this sample: it may complete before the new value counts.
        if advance(to: time) { return true }
        lastTime = time
        if rule == nil, geometry.geometry.area > 0 {
            rule = .display(forAdArea: geometry.geometry.area)
        }
        guard let rule, impressionTime == nil else { return false }
        if Double(geometry.percentageInView) >= rule.minimumVisibleFraction * 100 {
            if runStart == nil { runStart = time }
        } else {
            runStart = nil
        }
        return advance(to: time)
    }

    /// Lets time pass to `time` with the last sample still holding; returns `true` when the
    /// impression happens now.
    @discardableResult
    public func advance(to time: Duration) -> Bool {
        guard impressionTime == nil, let rule, let start = runStart, time - start >= rule.minimumDuration else { return false }
        impressionTime = start + rule.minimumDuration
        return true
    }
}
