import ViewExposureGeometry

/// A node of the headless view hierarchy: the UIKit `UIView` properties that geometry,
/// exposure, hit-testing and observation depend on, and nothing else.
///
/// Invariants:
/// - `subviews` is ordered back to front: the last subview is drawn on top.
/// - `superview` is weak; a view has at most one superview and the hierarchy is a forest
///   (adding a view that already has a superview moves it; adding an ancestor under its own
///   descendant is refused), so cycles cannot exist.
/// - `window` is maintained on insertion and removal for the whole moved subtree, so reading
///   it is O(1).
/// - Every mutation that can change geometry, visibility or membership is reported to the
///   observers of the view's ``Screen`` (there is no KVO on Linux; the tree reports itself).
///
/// `View` is a reference type without isolation or `Sendable` conformance: like UIKit, a tree
/// is owned by one thread (or actor) at a time.
open class View {
    // Storage. Every stored property is internal (`_name`) and skips the runtime's exclusivity
    // check; the public property reads it through an inlinable getter. Why both: the
    // properties are read on every step of building, walking, measuring and hit-testing (an
    // audit of 50 000 controls made 19 million dynamic checks, a call and a thread-local
    // lookup each), and `@exclusivity(unchecked)` is honoured only by code compiled in this
    // module — another module reading a stored property directly still checks, while an
    // inlined getter carries this module's unchecked access. A view belongs to one thread, and
    // no method holds an access to a property across a call that could reach it again
    // (observers are told after the write); the compiler still checks every access it sees.
    //
    // Declared in this order so that the small ones fill the tail of the optional cache (Swift
    // lays a stored property out at the previous one's size, not its stride): a view is 176
    // bytes. Rarely set properties live in `rare`.
    @usableFromInline @exclusivity(unchecked) final var _identifier: String?
    @usableFromInline @exclusivity(unchecked) final var _center: Point
    @usableFromInline @exclusivity(unchecked) final var _bounds: Rect
    /// Cache of ``subtreeRegion``; `nil` when stale. Invariant: when a view's cache is set, so
    /// are its descendants' (see `View+SubtreeRegion.swift`).
    @exclusivity(unchecked) final var cachedSubtreeRegion: Rect?
    @usableFromInline @exclusivity(unchecked) final var _clipsToBounds: Bool
    @usableFromInline @exclusivity(unchecked) final var _isHidden: Bool
    @usableFromInline @exclusivity(unchecked) final var _isUserInteractionEnabled: Bool
    @usableFromInline @exclusivity(unchecked) final var _alpha: Float
    @usableFromInline @exclusivity(unchecked) final var _painting: Painting
    // In the padding after `_painting` (no growth of the view). The hit-test policy is in
    // line, not in `rare`: an imported dump sets `passThrough` on most of its views (text,
    // images, containers), and out of line that would cost an allocation per view.
    @usableFromInline @exclusivity(unchecked) final var _hitTestPolicy: HitTestPolicy = .default
    /// Beside ``subtreeRegion``'s cache and valid with it: whether a view of the subtree has a
    /// friendly obstruction marker (in the padding too).
    @exclusivity(unchecked) final var cachedSubtreeHasFriendly = false
    /// The number `_identifierSource` makes the identifier from.
    @usableFromInline @exclusivity(unchecked) final var _identifierNumber: Int32 = 0
    /// The rare properties, out of line (`ViewRareProperties`); `nil` while all have their
    /// defaults, which is most views of a large screen.
    @exclusivity(unchecked) private final var rare: ViewRareProperties?
    @usableFromInline @exclusivity(unchecked) final var _subviews: [View] = []
    // Not retained, like a weak reference, but without one (see `superview`, `window`).
    @usableFromInline @exclusivity(unchecked) final unowned(unsafe) var _superview: View?
    @usableFromInline @exclusivity(unchecked) final unowned(unsafe) var _window: Window?
    /// Where the identifier comes from until it is first read (``setIdentifier(_:from:)``);
    /// `nil` once read or set.
    @usableFromInline @exclusivity(unchecked) final var _identifierSource: ViewIdentifierSource?

    /// An optional identifier, used by scene files and commands to name the view.
    ///
    /// Reading it is O(1), except the first read of an identifier given by a source
    /// (``setIdentifier(_:from:)``), which makes the text (the source's cost) and keeps it:
    /// that read writes to the view, so, like every other access, it belongs to the one
    /// thread that owns the tree (two threads reading the same pending identifier would race).
    public final var identifier: String? {
        @inlinable get {
            if _identifierSource != nil { makePendingIdentifier() }
            return _identifier
        }
        set {
            _identifierSource = nil
            _identifier = newValue
        }
    }

    /// Makes the identifier a source gives (``setIdentifier(_:from:)``) and keeps it.
    @usableFromInline final func makePendingIdentifier() {
        guard let source = _identifierSource else { return }
        _identifier = source.identifier(_identifierNumber)
        _identifierSource = nil
    }

    /// Gives the view identifier number `number` of `source`, made when ``identifier`` is
    /// first read (then kept); reading it gives exactly what `source.identifier(number)` does.
    /// Setting ``identifier`` replaces it. O(1).
    public final func setIdentifier(_ number: Int32, from source: ViewIdentifierSource) {
        _identifier = nil
        _identifierNumber = number
        _identifierSource = source
    }

    /// The center of the view in its superview's coordinate space (`UIView.center`).
    public final var center: Point {
        @inlinable get { _center }
        set { if View.replace(&_center, with: newValue) { invalidateSubtreeRegion(); notify(.geometry) } }
    }

    /// The view's own coordinate space: `origin` is the scroll offset (`contentOffset`),
    /// `size` the untransformed size.
    public final var bounds: Rect {
        @inlinable get { _bounds }
        set {
            let oldSize = _bounds.size
            guard View.replace(&_bounds, with: newValue) else { return }
            invalidateSubtreeRegion()
            notify(newValue.size == oldSize ? .scrollOffset : .geometry)
        }
    }

    /// Whether subviews are clipped to `bounds`, for drawing, exposure and observation.
    public final var clipsToBounds: Bool {
        @inlinable get { _clipsToBounds }
        set { if View.replace(&_clipsToBounds, with: newValue) { invalidateSubtreeRegion(); notify(.geometry) } }
    }

    /// Whether the view (with its subtree) is hidden.
    public final var isHidden: Bool {
        @inlinable get { _isHidden }
        set { if View.replace(&_isHidden, with: newValue) { notify(.visibility) } }
    }

    /// Opacity, stored as `Float` like `CALayer.opacity`, so that UIKit's `alpha < 0.01` test
    /// behaves as on a device: `0.01` is below the threshold, `0.011` is not.
    public final var alpha: Float {
        @inlinable get { _alpha }
        set { if View.replace(&_alpha, with: newValue) { notify(.visibility) } }
    }

    /// What the view paints itself (see ``Painting``): its whole bounds (the default), only a
    /// border ring, or nothing. The content obstruction policy of exposure counts only the
    /// painted part; its subviews paint for themselves.
    public final var painting: Painting {
        @inlinable get { _painting }
        set { if View.replace(&_painting, with: newValue) { notify(.visibility) } }
    }

    // The hit test's own inputs: no observer hears of a change (exposure and observation do
    // not read them).

    /// Whether the view takes part in hit-testing.
    public final var isUserInteractionEnabled: Bool {
        @inlinable get { _isUserInteractionEnabled }
        set { _isUserInteractionEnabled = newValue }
    }

    /// How the default hit test treats this view (see ``HitTestPolicy``).
    public final var hitTestPolicy: HitTestPolicy {
        @inlinable get { _hitTestPolicy }
        set { _hitTestPolicy = newValue }
    }

    /// The affine transform, applied about the center (anchor point 0.5, 0.5). Kept out of
    /// line (`ViewRareProperties`) unless set to something other than the identity.
    public final var transform: AffineTransform {
        get { rare?.transform ?? .identity }
        set {
            let old = transform
            if rare != nil || newValue != .identity { rareForWriting().transform = newValue }
            if newValue != old { invalidateSubtreeRegion(); notify(.geometry) }
        }
    }

    /// Whether the view paints anything itself (``painting`` is not ``Painting/nothing``).
    /// Setting `false` makes it paint nothing, `true` makes it fill its bounds. The
    /// front-most-view audit of hit-testing skips views that paint nothing (their subviews
    /// still count).
    public final var drawsContent: Bool {
        get { painting.paintsAnything }
        set { if newValue != painting.paintsAnything { painting = newValue ? .fillsBounds : .nothing } }
    }

    /// Insets from `frame` to the alignment rectangle (`UIView.alignmentRectInsets`).
    public final var alignmentRectInsets: EdgeInsets {
        get { rare?.alignmentRectInsets ?? .zero }
        set { if rare != nil || newValue != .zero { rareForWriting().alignmentRectInsets = newValue } }
    }

    /// Insets applied to `bounds` by the default `point(inside:)`; negative values enlarge
    /// the tap area.
    public final var hitInsets: EdgeInsets {
        get { rare?.hitInsets ?? .zero }
        set { if rare != nil || newValue != .zero { rareForWriting().hitInsets = newValue } }
    }


    /// When set, this view is a friendly obstruction (IAB OM SDK): exposure leaves it and its
    /// subtree out of the obstructions and reports it separately.
    public final var friendlyObstruction: FriendlyObstruction? {
        get { rare?.friendlyObstruction }
        set {
            guard rare != nil || newValue != nil else { return }
            let had = rare?.friendlyObstruction != nil
            rareForWriting().friendlyObstruction = newValue
            if had != (newValue != nil) { invalidateSubtreeRegion() }
        }
    }

    /// Closures that customise this view's hit test (see ``HitTestHooks``); `nil` = UIKit's
    /// default rules. Hooks on a descendant are honoured by an ancestor's iterative walk.
    public final var hitTestHooks: HitTestHooks? {
        get { rare?.hitTestHooks }
        set { if rare != nil || newValue != nil { rareForWriting().hitTestHooks = newValue } }
    }

    /// A custom frame ↔ alignment-rect pair (see ``AlignmentMapping``); `nil` = inset by
    /// `alignmentRectInsets`.
    public final var alignmentMapping: AlignmentMapping? {
        get { rare?.alignmentMapping }
        set { if rare != nil || newValue != nil { rareForWriting().alignmentMapping = newValue } }
    }


    private final func rareForWriting() -> ViewRareProperties {
        if let rare { return rare }
        let r = ViewRareProperties()
        rare = r
        return r
    }

    /// Whether `point` (in bounds coordinates) is inside the view for hit-testing. The default
    /// (``defaultPointInside(_:)``) applies `hitInsets`, `hitTestPolicy` and
    /// `hitTestHooks.pointInside`. Subclasses may override; the iterative hit-test walk calls
    /// this for every view it reaches, so an override composes without recursion.
    open func point(inside point: Point) -> Bool {
        defaultPointInside(point)
    }

    /// Stores `newValue` in `storage`; whether it differs from what was there (a setter then
    /// reports the change).
    @inline(__always)
    private static func replace<T: Equatable>(_ storage: inout T, with newValue: T) -> Bool {
        let changed = newValue != storage
        storage = newValue
        return changed
    }

    /// Subviews, back to front.
    public final var subviews: [View] { @inlinable get { _subviews } }

    /// The parent, or `nil` for a root.
    ///
    /// Not retained, like a weak reference, but without one: a weak reference would give every
    /// parent a reference-count side table, and each retain of it would take the slow path.
    /// It cannot dangle: a parent holds its subviews, and one being freed clears the pointer
    /// in every subview that outlives it (`deinit`).
    public final var superview: View? { @inlinable get { _superview } }

    /// The window this view is in (itself for a window), or `nil` when detached.
    ///
    /// Not retained, for the reason `superview` is not; a window being freed clears it in its
    /// whole subtree (``Window``'s `deinit`), and an attached view cannot outlive its window
    /// otherwise (its superview chain holds it).
    public final var window: Window? { @inlinable get { _window } }

    /// Creates a view with the given frame and default properties, as `UIView(frame:)`.
    public init(frame: Rect = .zero, identifier: String? = nil) {
        self._identifier = identifier
        self._center = frame.center
        self._bounds = Rect(origin: .zero, size: frame.size)
        self._clipsToBounds = false
        self._isHidden = false
        self._alpha = 1
        self._isUserInteractionEnabled = true
        self._painting = .fillsBounds
    }

    // Tear the subtree down iteratively: the default member-wise release would recurse once
    // per level and overflow a small (512 KiB) thread stack on a 10 000-deep tree.
    // Subviews that outlive their parent (held elsewhere) get `superview = nil`, as a weak
    // reference would read.
    deinit {
        guard !_subviews.isEmpty else { return }
        var pending = _subviews
        _subviews = []
        while var v = pending.popLast() {
            v._superview = nil
            if isKnownUniquelyReferenced(&v) {
                pending.append(contentsOf: v._subviews)
                v._subviews = []
            }
        }
    }

    /// The rect of the view in its superview's coordinates: the axis-aligned bounding box of
    /// `bounds` transformed about `center`.
    ///
    /// Setting it sets `center` to the rect's middle and `bounds.size` so that the transformed
    /// bounds have the rect's extent (UIKit's behaviour, which also holds under a scale
    /// transform). Under a singular transform only the center changes.
    public var frame: Rect {
        get {
            let half = Point(x: bounds.width * 0.5, y: bounds.height * 0.5)
            let local = Rect(x: -half.x, y: -half.y, width: bounds.width, height: bounds.height)
            if transform.isIdentity {
                return Rect(x: center.x - half.x, y: center.y - half.y,
                            width: bounds.width, height: bounds.height)
            }
            return transform.apply(to: local).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let t = transform
            var size = newValue.size
            if !t.isIdentity {
                // Solve |a|w + |c|h = W, |b|w + |d|h = H for the untransformed size.
                let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
                let det = a * d - b * c
                if det != 0 {
                    size = Size(width: (d * newValue.width - c * newValue.height) / det,
                                height: (a * newValue.height - b * newValue.width) / det)
                } else {
                    size = bounds.size
                }
            }
            center = newValue.center
            bounds.size = size
        }
    }

    /// The transform that maps a point from this view's bounds coordinates into its
    /// superview's (`toSuper` of docs/semantics.md §2.5):
    /// `p ↦ center + T(p − (bounds.origin + ½·bounds.size))`.
    public var transformToSuperview: AffineTransform {
        let ax = bounds.minX + bounds.width * 0.5, ay = bounds.minY + bounds.height * 0.5
        if transform.isIdentity {
            return AffineTransform(translationX: center.x - ax, y: center.y - ay)
        }
        let pre = AffineTransform(translationX: -ax, y: -ay)
        return pre.concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The effective opacity: the product of `alpha` down from the root, as compositing does.
    /// O(depth).
    public var effectiveAlpha: Float {
        var result = alpha
        var node = superview
        while let v = node {
            result *= v.alpha
            node = v.superview
        }
        return result
    }

    /// Reports a change to the observers of the view's screen. Subclasses that add
    /// geometry-relevant state call it from their setters.
    public func notify(_ change: ViewChange) {
        guard let w = window, let screen = w.screen, screen.hasObservers else { return }
        screen.deliver(change, of: self)
    }
}

extension View: CustomStringConvertible {
    /// `View(id) frame`.
    public var description: String {
        "\(type(of: self))(\(identifier ?? "_")) \(frame)"
    }
}

extension View {
    /// The opacity below which a view is treated as invisible and untouchable (UIKit's rule
    /// `alpha < 0.01`, evaluated as on a device where `alpha` reads back the `Float` opacity).
    ///
    /// The value is the smallest `Float` above `Float(0.01)`: an alpha set to 0.01 is stored as
    /// 0.0099999998 < 0.01, so UIKit skips it, and `alpha < transparencyThreshold` in `Float`
    /// gives exactly `Double(alpha) < 0.01` for every `Float` alpha (0.01 skipped, 0.011 not).
    public static let transparencyThreshold: Float = Float(0.01).nextUp

    /// Whether `alpha` (a view's own or an effective product of alphas) is below
    /// ``transparencyThreshold``: what has it is neither drawn nor touched. The one home of that
    /// test; every feature asks it here.
    @inlinable public static func isTransparent(_ alpha: Float) -> Bool {
        alpha < transparencyThreshold
    }

    /// Whether the view itself is hidden or below the transparency threshold (its own alpha).
    @inlinable public var isInvisibleItself: Bool {
        isHidden || View.isTransparent(alpha)
    }
}
