import ViewExposureGeometry
import ViewExposureTree

/// The obstruction rules, written once: what a view does to the views behind it
/// (``role(of:effectiveAlpha:ancestorsObstruct:)``), where it does it
/// (``ObstructorPlacement``), and when a whole subtree can be passed over
/// (``subtreeMayReach(_:parentToTarget:limit:)``).
///
/// ``ExposureMeasurer/measure(_:)`` (one tested view, walking its obstructors) and
/// ``ExposureMeasurer/measureAll(windows:appState:only:)`` (every view, one front-to-back
/// pass) keep their own traversal and ask this type at each view, so the two agree by
/// construction. It runs per view per frame: no allocation, everything inlinable.
struct ObstructionClassifier {
    /// Whether only views that draw content obstruct (``ObstructionPolicy/contentDrawingViews``).
    let contentOnly: Bool
    /// The options' predicate for views to leave out (with their subtrees).
    let ignoring: ((View) -> Bool)?

    /// The classifier for `options`.
    init(options: ExposureOptions) {
        contentOnly = options.policy == .contentDrawingViews
        ignoring = options.ignoring
    }

    /// What `view` does to the views behind it outside its subtree, in this order: hidden;
    /// inert when its effective alpha (the product of the alphas from the root down, in
    /// `Float`) is below `View.transparencyThreshold` or `ancestorsObstruct` is false; ignored
    /// by the predicate (asked only of views that could obstruct); friendly; then the content
    /// policy. O(1) plus the predicate.
    @inline(__always)
    func role(of view: View, effectiveAlpha alpha: Float, ancestorsObstruct: Bool = true) -> ObstructionRole {
        if view.isHidden { return .hidden }
        guard ancestorsObstruct, alpha >= View.transparencyThreshold else { return .inert }
        if let ignoring, ignoring(view) { return .ignored }
        if view.friendlyObstruction != nil { return .friendly }
        return contentOnly && !view.drawsContent ? .paintsNothing : .fills
    }

    /// Whether anything in `view`'s subtree can show inside `limit`, judged from the subtree's
    /// cached region (a conservative bounding box) mapped by `parentToTarget` (the view's
    /// superview's coordinates → the walk's target coordinates). `false` means the whole
    /// subtree can be passed over unvisited: it can neither be seen nor obstruct there.
    /// O(1) once the region is cached.
    @inline(__always)
    static func subtreeMayReach(_ view: View, parentToTarget: AffineTransform, limit: Rect) -> Bool {
        RoundingNoise.projectConservatively(view.subtreeRegion, by: parentToTarget).overlaps(limit)
    }
}

/// Where one view sits in a walk's target coordinates (the tested view's for `measure`, the
/// screen's for `measureAll`): what it covers and where its subviews may show.
struct ObstructorPlacement {
    /// The view's bounds coordinates → target coordinates.
    let toTarget: AffineTransform
    /// The bounding box of the view's bounds in target coordinates; `nil` when the bounds
    /// are empty (projecting would flip a negative size into a real rect) or `toTarget` is
    /// singular (the view is drawn with no area, and so is its subtree).
    let projected: Rect?
    /// `projected` within the limit its clipping ancestors (and window) set: what the view
    /// covers, as an obstruction or a friendly report. `nil` when nothing.
    let covered: Rect?
    /// Where the view's subviews can show: the view itself when it clips (a window always
    /// does), else the limit it was given. `nil` when nowhere.
    let childLimit: Rect?

    /// Places `view`, whose superview maps into target coordinates by `parentToTarget`,
    /// inside `limit` (`nil`: no limit, only for a window at the top of a walk).
    @inline(__always)
    init(_ view: View, parentToTarget: AffineTransform, limit: Rect?, isWindow: Bool) {
        toTarget = view.transformToSuperview.concatenating(parentToTarget)
        isInvertible = toTarget.determinant != 0
        let bounds = view.bounds
        projected = bounds.isEmpty || !isInvertible ? nil : RoundingNoise.project(bounds, by: toTarget)
        if let limit {
            covered = projected.flatMap { $0.intersection(limit) }
        } else {
            covered = projected
        }
        childLimit = isWindow || view.clipsToBounds ? covered : limit
    }

    /// Whether `toTarget` is invertible. When it is not, the view and its subtree are drawn
    /// with no area: they obstruct nothing.
    let isInvertible: Bool

}
