import ViewExposureGeometry
import ViewExposureTree

/// The Open Measurement SDK's `geometryChange` for one ad (docs/semantics.md §3.10), in the
/// root's coordinates (points on iOS, dp on Android), as ``OMIDMeasurer`` computes it.
///
/// Invariants, as produced by ``OMIDMeasurer``:
/// - `onScreenGeometry` lies inside `geometry` and the viewport, or is `.zero` (hidden, not
///   found, or clipped away);
/// - `pixelsInView` is in `0...onScreenGeometry.area`, unrounded; `percentageInView` is
///   `round(100 × pixelsInView / geometry.area)` half up, `0` when the ad has no area;
/// - `obstructions` are whole and unclipped, pairwise distinct, each overlapping the on-screen
///   rect by more than 0.01 in both directions;
/// - `reasons` are distinct and sorted (``OMIDReason``'s order).
public struct OMIDGeometry: Hashable, Sendable {
    /// The root's size; the viewport is this size at (0, 0).
    public var viewport: Size
    /// The ad's visible share in whole percent.
    public var percentageInView: Int
    /// The ad's on-screen area minus what obstructions cover on the half-point grid (not
    /// rounded, may be fractional).
    public var pixelsInView: Double
    /// Why the ad is not fully in view, each once, in ``OMIDReason``'s order.
    public var reasons: [OMIDReason]
    /// The ad's whole rect (`.zero` when not found).
    public var geometry: Rect
    /// The ad's rect after the viewport and its clipping ancestors (`.zero` at the origin
    /// when hidden, not found or clipped away). Obstructions do not reduce it.
    public var onScreenGeometry: Rect
    /// The accepted obstructions, whole, children before their parent.
    public var obstructions: [Rect]
    /// The friendly obstructions overlapping the on-screen rect, clipped to the ad's whole
    /// rect, in walk order.
    public var friendlyObstructions: [OMIDFriendlyObstruction]
    /// How many friendly nodes the walk met, overlapping or not.
    public var declaredFriendlyObstructions: Int

    /// Creates a result from its parts (no validation).
    public init(viewport: Size, percentageInView: Int, pixelsInView: Double, reasons: [OMIDReason], geometry: Rect,
                onScreenGeometry: Rect, obstructions: [Rect], friendlyObstructions: [OMIDFriendlyObstruction],
                declaredFriendlyObstructions: Int) {
        self.viewport = viewport
        self.percentageInView = percentageInView
        self.pixelsInView = pixelsInView
        self.reasons = reasons
        self.geometry = geometry
        self.onScreenGeometry = onScreenGeometry
        self.obstructions = obstructions
        self.friendlyObstructions = friendlyObstructions
        self.declaredFriendlyObstructions = declaredFriendlyObstructions
    }
}

/// A friendly obstruction as Open Measurement reports it: its rect clipped to the ad's whole
/// rect (not the on-screen one), in the root's coordinates, with its registration.
public struct OMIDFriendlyObstruction: Hashable, Sendable {
    /// The friendly view's identifier (not part of OMID's output; for tools).
    public var identifier: String?
    /// The friendly node's rect ∩ the ad's whole rect (zero size when they only touch).
    public var rect: Rect
    /// The registration: purpose, reason and class name.
    public var registration: FriendlyObstruction

    /// Creates a report.
    public init(identifier: String?, rect: Rect, registration: FriendlyObstruction) {
        self.identifier = identifier
        self.rect = rect
        self.registration = registration
    }
}
