import ViewExposureGeometry
import ViewExposureTree

/// The obstruction rules, written once: what a view does to the views behind it
/// (``role(of:effectiveAlpha:ancestorsObstruct:)``), where it does it
/// (``ObstructorPlacement``), and when a whole subtree can be passed over
/// (``subtreeMayReach(_:parentToTarget:limit:)``).
///
/// ``ExposureMeasurer/measure(_:)`` (one tested view, walking its obstructors),
/// ``ExposureMeasurer/measureAll(windows:appState:only:)`` (every view, one front-to-back
/// pass) and the live measurement (ViewExposureLive, walking a live hierarchy without copying
/// it) keep their own traversal and ask this type at each view, so they agree by
/// construction. The rules come in steps (``visibilityRole(isHidden:effectiveAlpha:ancestorsObstruct:)``,
/// then ``paintingRole(_:)``) so that a live walk reads each view's state only as far as the
/// rules need it. It runs per view per frame: no allocation, everything inlinable.
@usableFromInline
package struct ObstructionClassifier {
    /// Whether only what views paint obstructs (``ObstructionPolicy/contentDrawingViews``).
    @usableFromInline package let contentOnly: Bool
    /// The options' predicate for views to leave out (with their subtrees).
    @usableFromInline let ignoring: ((View) -> Bool)?

    /// The classifier for `options`.
    package init(options: ExposureOptions) {
        contentOnly = options.policy == .contentDrawingViews
        ignoring = options.ignoring
    }

    /// The classifier for `policy` with nothing ignored (the live walk: its nodes are not
    /// model views, so no `ignoring` predicate can be asked about them).
    @inlinable package init(policy: ObstructionPolicy) {
        contentOnly = policy == .contentDrawingViews
        ignoring = nil
    }

    /// What `view` does to the views behind it outside its subtree, in this order: hidden;
    /// inert when its effective alpha (the product of the alphas from the root down, in
    /// `Float`) is below `View.transparencyThreshold` or `ancestorsObstruct` is false; ignored
    /// by the predicate (asked only of views that could obstruct); friendly; then the content
    /// policy, which counts what the view paints (``Painting``): its bounds, a border ring,
    /// or nothing. O(1) plus the predicate.
    @inline(__always)
    package func role(of view: View, effectiveAlpha alpha: Float, ancestorsObstruct: Bool = true) -> ObstructionRole {
        if let r = Self.visibilityRole(isHidden: view.isHidden, effectiveAlpha: alpha, ancestorsObstruct: ancestorsObstruct) {
            return r
        }
        if let ignoring, ignoring(view) { return .ignored }
        if view.friendlyObstruction != nil { return .friendly }
        return contentOnly ? paintingRole(view.painting) : .fills
    }

    /// The first step: ``ObstructionRole/hidden`` for a hidden view, ``ObstructionRole/inert``
    /// when the effective alpha is below the threshold (or not a number) or the ancestors'
    /// subtree cannot obstruct, `nil` when the view is visible and the next steps decide.
    @inlinable @inline(__always)
    package static func visibilityRole(isHidden: Bool, effectiveAlpha alpha: Float, ancestorsObstruct: Bool) -> ObstructionRole? {
        if isHidden { return .hidden }
        guard ancestorsObstruct, !View.isTransparent(alpha) else { return .inert }
        return nil
    }

    /// The last step, for a visible view that is neither ignored nor friendly: under the
    /// content policy what it paints decides (read `painting` only when ``contentOnly``);
    /// otherwise it fills.
    @inlinable @inline(__always)
    package func paintingRole(_ painting: Painting) -> ObstructionRole {
        guard contentOnly else { return .fills }
        switch painting {
        case .fillsBounds: return .fills
        case .nothing: return .paintsNothing
        case .border(let width): return width > 0 ? .paintsBorder(width: width) : .paintsNothing
        }
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
@usableFromInline
package struct ObstructorPlacement {
    /// The view's bounds coordinates → target coordinates.
    @usableFromInline package let toTarget: AffineTransform
    /// The bounding box of the view's bounds in target coordinates; `nil` when the bounds
    /// are empty (projecting would flip a negative size into a real rect) or `toTarget` is
    /// singular (the view is drawn with no area, and so is its subtree).
    @usableFromInline package let projected: Rect?
    /// `projected` within the limit its clipping ancestors (and window) set: what the view
    /// covers, as an obstruction or a friendly report. `nil` when nothing.
    @usableFromInline package let covered: Rect?
    /// Where the view's subviews can show: the view itself when it clips (a window always
    /// does), else the limit it was given. `nil` when nowhere.
    @usableFromInline package let childLimit: Rect?
    /// Whether `toTarget` is invertible. When it is not, the view and its subtree are drawn
    /// with no area: they obstruct nothing.
    @usableFromInline package let isInvertible: Bool

    /// Places `view`, whose superview maps into target coordinates by `parentToTarget`,
    /// inside `limit` (`nil`: no limit, only for a window at the top of a walk).
    @inline(__always)
    init(_ view: View, parentToTarget: AffineTransform, limit: Rect?, isWindow: Bool) {
        self.init(toTarget: view.transformToSuperview.concatenating(parentToTarget), bounds: view.bounds,
                  clipsToBounds: view.clipsToBounds, limit: limit, isWindow: isWindow)
    }

    /// Places a view given by its values: `toTarget` (its bounds coordinates → target
    /// coordinates), `bounds`, whether it clips, inside `limit`. The one placement rule; the
    /// live walk calls it with what it read.
    @inlinable @inline(__always)
    package init(toTarget: AffineTransform, bounds: Rect, clipsToBounds: Bool, limit: Rect?, isWindow: Bool) {
        let isInvertible = toTarget.determinant != 0
        self.init(toTarget: toTarget, isInvertible: isInvertible,
                  projected: bounds.isEmpty || !isInvertible ? nil : RoundingNoise.project(bounds, by: toTarget),
                  clipsToBounds: clipsToBounds, limit: limit, isWindow: isWindow)
    }

    /// The same placement from `projected` computed by the caller: `nil` when the bounds are
    /// empty or `toTarget` is singular (`isInvertible` false), else the bounds projected as
    /// `RoundingNoise.project` does. For a caller that projects without a call (the live
    /// walk's translation case).
    @inlinable @inline(__always)
    package init(toTarget: AffineTransform, isInvertible: Bool, projected: Rect?, clipsToBounds: Bool, limit: Rect?,
                 isWindow: Bool) {
        self.toTarget = toTarget
        self.isInvertible = isInvertible
        self.projected = projected
        if let limit {
            covered = projected.flatMap { $0.intersection(limit) }
        } else {
            covered = projected
        }
        childLimit = isWindow || clipsToBounds ? covered : limit
    }

    /// Calls `body` with each painted part of `bounds` (a view's, painting as `painting`)
    /// projected into target coordinates by `toTarget` and cut to `limit` (`nil`: none) — a
    /// ring's four strips, or the whole bounds — skipping parts that end up empty; nothing
    /// when `toTarget` is singular. Each strip is projected on its own, so under a rotation
    /// each is a bounding box (as the whole bounds are). O(1), no allocation.
    @inlinable @inline(__always)
    package static func forEachCoveredRect(of painting: Painting, bounds: Rect, toTarget: AffineTransform, limit: Rect?,
                                   _ body: (Rect) -> Void) {
        guard toTarget.determinant != 0 else { return }
        painting.forEachPaintedRect(in: bounds) { part in
            let projected = RoundingNoise.project(part, by: toTarget)
            if let limit {
                if let c = projected.intersection(limit) { body(c) }
            } else if !projected.isEmpty {
                body(projected)
            }
        }
    }

}
