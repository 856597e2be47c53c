/// Why an Open Measurement `geometryChange` reports less than the whole ad, as its `reasons`
/// array spells them (docs/semantics.md §3.10).
///
/// A measurement lists each reason at most once, in the order of the cases here
/// (``OMIDGeometry/reasons``).
public enum OMIDReason: String, Sendable, CaseIterable, Comparable {
    /// No ad node in the tree, or the ad's `notVisibleReason` is `notAttached`,
    /// `noWindowFocus` or `noAdView`.
    case notFound
    /// The ad has no area, or another `notVisibleReason` (the model: the ad or an ancestor is
    /// hidden or has alpha 0).
    case hidden
    /// A clipping ancestor or the viewport shrank the ad by more than 0.01 in width or height.
    case clipped
    /// At least one obstruction was accepted.
    case obstructed
    /// The app is in the background, the ad's window has no focus, or there is no output
    /// device: percentage and pixels are 0 and obstructions are not looked for.
    case backgrounded
    /// The ad's `hasWindowFocus` is false (with ``backgrounded``).
    case noWindowFocus
    /// The root's `noOutputDevice` is true (with ``backgrounded``).
    case noOutputDevice
    /// The device is locked; the numbers are unchanged.
    case deviceLocked
    /// Picture in picture is active; the numbers are unchanged.
    case pictureInPicture

    /// The order of the cases (the order reasons are listed in).
    public static func < (lhs: OMIDReason, rhs: OMIDReason) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
