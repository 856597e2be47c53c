import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGColor and the CG types' Swift members (`.zero`, `.identity`) on Darwin
#endif

/// A plain class with `UIView`'s names and semantics for what the geometry reads — the
/// stand-in through which the live-hierarchy code is tested where UIKit does not exist.
/// Main-actor isolated, as UIKit declares `UIView` under Swift 6.
///
/// Semantics kept from UIKit: the geometry, visibility and clipping properties are the
/// layer's (``CALayerStandIn``); `center` is where the layer's `anchorPoint` lies and the
/// transform turns about it; `frame` is derived from `center`, `bounds.size`, `anchorPoint`
/// and `transform` (the bounding box of the transformed bounds; setting it sets `center` and
/// `bounds.size`);
/// `bounds.origin` is the scroll offset; `alpha` reads back the `Float` layer opacity;
/// `subviews` is back to front; adding a view that has a superview moves it; `window` is the
/// nearest enclosing window; `superview` is not retained (cleared on removal and when the
/// superview goes). Subtrees are released the ordinary (recursive) way, as UIKit does: tests
/// with very deep trees tear them down bottom-up.
@MainActor
open class UIViewStandIn {
    /// The layer that shows the view: the geometry, visibility and clipping properties below
    /// are the layer's, as in UIKit.
    public var layer: CALayerStandIn { StandInReads.counted(_layer) }
    private let _layer = CALayerStandIn()

    /// The position of the anchor point in the superview's coordinates (the layer's
    /// `position`; the middle of the frame only while the anchor point is centered).
    public var center: CGPoint { get { _layer.position } set { _layer.position = newValue } }
    /// The view's own coordinate space (origin = scroll offset).
    public var bounds: CGRect { get { _layer.bounds } set { _layer.bounds = newValue } }
    /// The anchor point in unit coordinates of the bounds (iOS 16+ on `UIView`; the layer's).
    public var anchorPoint: CGPoint { get { _layer.anchorPoint } set { _layer.anchorPoint = newValue } }
    /// The transform about the anchor point.
    public var transform: CGAffineTransform { get { _layer.affineTransform() } set { _layer.setAffineTransform(newValue) } }
    /// Whether the view and its subtree are hidden.
    public var isHidden: Bool { get { _layer.isHidden } set { _layer.isHidden = newValue } }
    /// Whether subviews are clipped to bounds (the layer's `masksToBounds`).
    public var clipsToBounds: Bool { get { _layer.masksToBounds } set { _layer.masksToBounds = newValue } }
    /// The background colour (a `UIColor` in UIKit, stored as the layer's `CGColor`).
    public var backgroundColor: CGColor? { get { _layer.backgroundColor } set { _layer.backgroundColor = newValue } }
    /// Whether the view takes part in hit-testing.
    public var isUserInteractionEnabled: Bool {
        get { StandInReads.counted(storedIsUserInteractionEnabled) }
        set { storedIsUserInteractionEnabled = newValue }
    }
    @exclusivity(unchecked) private var storedIsUserInteractionEnabled = true
    /// Insets from the frame to the alignment rectangle (an override point in UIKit).
    open var alignmentRectInsets: UIEdgeInsetsStandIn = .zero
    /// Subviews, back to front. Read in place (a borrow, as a Swift view class would hand out
    /// its children): a reader that only looks takes no reference to the array.
    public var subviews: [UIViewStandIn] {
        _read {
            StandInReads.count &+= 1
            yield _subviews
        }
    }
    @exclusivity(unchecked) private var _subviews: [UIViewStandIn] = []
    /// The superview (not retained, as in UIKit: the superview holds its subviews and clears
    /// their back pointer when it goes); `nil` for a root.
    public var superview: UIViewStandIn? { StandInReads.counted(_superview) }
    // Unowned rather than weak, as UIKit's `assign` pointer: a weak reference would move the
    // superview's reference count into a side table and make every retain of it slow (UIKit
    // views keep theirs inline). Safe: a superview clears it on removal and in `deinit`.
    @exclusivity(unchecked) private unowned(unsafe) var _superview: UIViewStandIn?

    /// Whether the class draws in `draw(_:)` — what the Objective-C runtime answers on a
    /// device by comparing the class's `draw(_:)` implementation with `UIView`'s. A stand-in
    /// subclass that overrides ``draw(_:)`` overrides this to return `true`.
    open class var overridesDraw: Bool { false }

    /// Custom drawing; `UIView`'s draws nothing.
    open func draw(_ rect: CGRect) {}

    /// A view going away detaches its subviews (which may live on, held elsewhere).
    isolated deinit {
        for child in _subviews { child._superview = nil }
    }

    /// A view with `frame` and UIKit's defaults.
    public init(frame: CGRect) {
        _layer.position = CGPoint(x: frame.midX, y: frame.midY)
        _layer.bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// The opacity, stored as the layer's `Float`.
    public var alpha: CGFloat {
        get { CGFloat(_layer.opacity) }
        set { _layer.opacity = Float(newValue) }
    }

    /// The bounding box of the transformed bounds, in the superview's coordinates: the bounds
    /// turned about the anchor point, which lies at `center`. Setting it sets `center` and
    /// `bounds.size` (solving for the untransformed size under a scale). One read.
    public var frame: CGRect {
        get { _layer.frame }
        set {
            let t = _layer.values.transform, a = _layer.values.anchorPoint
            var size = newValue.size
            if !t.isIdentity {
                let ta = abs(t.a), tb = abs(t.b), tc = abs(t.c), td = abs(t.d)
                let det = ta * td - tb * tc
                size = det != 0
                    ? CGSize(width: (td * newValue.width - tc * newValue.height) / det,
                             height: (ta * newValue.height - tb * newValue.width) / det)
                    : _layer.values.bounds.size
            }
            // The middle of the frame is the transformed middle of the bounds; the anchor
            // point lies L((a − ½)·size) from it.
            let dx = (a.x - 0.5) * size.width, dy = (a.y - 0.5) * size.height
            _layer.position = CGPoint(x: newValue.midX + t.a * dx + t.c * dy, y: newValue.midY + t.b * dx + t.d * dy)
            _layer.bounds.size = size
        }
    }

    /// The nearest window above this view, or `nil` when it is not in one.
    public var window: UIWindowStandIn? {
        var node = _superview
        while let v = node {
            if let w = v as? UIWindowStandIn { return w }
            node = v._superview
        }
        return nil
    }

    /// Adds `view` in front of the subviews, moving it from its superview.
    public func addSubview(_ view: UIViewStandIn) {
        insertSubview(view, at: _subviews.count - (view._superview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` (clamped), moving it from its superview.
    public func insertSubview(_ view: UIViewStandIn, at index: Int) {
        // A view without subviews cannot be an ancestor of `self`: skip the O(depth) walk.
        var node: UIViewStandIn? = view._subviews.isEmpty ? nil : self
        while let v = node {
            precondition(v !== view, "adding a view under itself would make a cycle")
            node = v._superview
        }
        precondition(view !== self, "adding a view under itself would make a cycle")
        view.removeFromSuperview()
        _subviews.insert(view, at: min(max(index, 0), _subviews.count))
        view._superview = self
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = _superview else { return }
        parent._subviews.removeAll { $0 === self }
        _superview = nil
    }

    /// Moves `view`, a subview, to the front.
    public func bringSubviewToFront(_ view: UIViewStandIn) {
        guard view._superview === self else { return }
        addSubview(view)
    }
}
