import Foundation

/// A plain class with `UIView`'s names and semantics for what the geometry reads — the
/// stand-in through which the live-hierarchy code is tested where UIKit does not exist.
/// Main-actor isolated, as UIKit declares `UIView` under Swift 6.
///
/// Semantics kept from UIKit: `frame` is derived from `center`, `bounds.size` and `transform`
/// (the bounding box of the transformed bounds; setting it sets `center` and `bounds.size`);
/// `bounds.origin` is the scroll offset; `alpha` reads back the `Float` layer opacity;
/// `subviews` is back to front; adding a view that has a superview moves it; `window` is the
/// nearest enclosing window. Subtrees are released the ordinary (recursive) way, as UIKit
/// does: tests with very deep trees tear them down bottom-up.
@MainActor
open class UIViewStandIn {
    /// The center in the superview's coordinates.
    public var center: CGPoint
    /// The view's own coordinate space (origin = scroll offset).
    public var bounds: CGRect
    /// The transform about the center.
    public var transform: CGAffineTransform = .identity
    /// Whether the view and its subtree are hidden.
    public var isHidden = false
    /// Whether subviews are clipped to bounds.
    public var clipsToBounds = false
    /// Whether the view takes part in hit-testing.
    public var isUserInteractionEnabled = true
    /// The layer's opacity, which `alpha` reads and writes.
    private var opacity: Float = 1
    /// Insets from the frame to the alignment rectangle (an override point in UIKit).
    open var alignmentRectInsets: UIEdgeInsetsStandIn = .zero
    /// Subviews, back to front.
    public private(set) var subviews: [UIViewStandIn] = []
    /// The superview (weak, as in UIKit); `nil` for a root.
    public private(set) weak var superview: UIViewStandIn?

    /// A view with `frame` and UIKit's defaults.
    public init(frame: CGRect) {
        center = CGPoint(x: frame.midX, y: frame.midY)
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// The opacity, stored as the layer's `Float`.
    public var alpha: CGFloat {
        get { CGFloat(opacity) }
        set { opacity = Float(newValue) }
    }

    /// The bounding box of the transformed bounds, in the superview's coordinates. Setting it
    /// sets `center` and `bounds.size` (solving for the untransformed size under a scale).
    public var frame: CGRect {
        get {
            let t = transform, w = bounds.width / 2, h = bounds.height / 2
            // The four corners of the bounds about the center, transformed.
            let corners = [(-w, -h), (w, -h), (-w, h), (w, h)].map { x, y in
                CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
            }
            let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
            let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
            return CGRect(x: center.x + minX, y: center.y + minY, width: maxX - minX, height: maxY - minY)
        }
        set {
            let t = transform
            var size = newValue.size
            if !t.isIdentity {
                let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
                let det = a * d - b * c
                size = det != 0
                    ? CGSize(width: (d * newValue.width - c * newValue.height) / det,
                             height: (a * newValue.height - b * newValue.width) / det)
                    : bounds.size
            }
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = size
        }
    }

    /// The nearest window above this view, or `nil` when it is not in one.
    public var window: UIWindowStandIn? {
        var node = superview
        while let v = node {
            if let w = v as? UIWindowStandIn { return w }
            node = v.superview
        }
        return nil
    }

    /// Adds `view` in front of the subviews, moving it from its superview.
    public func addSubview(_ view: UIViewStandIn) {
        insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` (clamped), moving it from its superview.
    public func insertSubview(_ view: UIViewStandIn, at index: Int) {
        // A view without subviews cannot be an ancestor of `self`: skip the O(depth) walk.
        var node: UIViewStandIn? = view.subviews.isEmpty ? nil : self
        while let v = node {
            precondition(v !== view, "adding a view under itself would make a cycle")
            node = v.superview
        }
        precondition(view !== self, "adding a view under itself would make a cycle")
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Moves `view`, a subview, to the front.
    public func bringSubviewToFront(_ view: UIViewStandIn) {
        guard view.superview === self else { return }
        addSubview(view)
    }
}
