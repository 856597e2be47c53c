import Foundation

/// `CALayer`: what a view shows — its geometry (`position`, `bounds`, `anchorPoint`, the
/// affine part of `transform`), visibility (`isHidden`, `opacity`), clipping (`masksToBounds`)
/// and what it paints (`backgroundColor`, `borderWidth`/`borderColor`, `contents`) — plus the
/// animations attached to it, which make ``presentation()`` differ from the model values.
///
/// Every property read counts in ``StandInReads`` (one message on a device).
@MainActor
public final class CALayerStandIn {
    /// Where the anchor point lies in the superlayer (`UIView.center`).
    @Counted public var position: CGPoint = .zero
    /// The layer's own coordinate space (origin = scroll offset).
    @Counted public var bounds: CGRect = .zero
    /// The anchor point in unit coordinates of the bounds; (0.5, 0.5) by default.
    @Counted public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The affine transform about the anchor point (`affineTransform()`).
    @Counted private var transform: CGAffineTransform = .identity
    /// Whether the layer and its sublayers are hidden.
    @Counted public var isHidden = false
    /// The opacity (`UIView.alpha` reads it back as `CGFloat`).
    @Counted public var opacity: Float = 1
    /// Whether sublayers are clipped to the bounds (`UIView.clipsToBounds`).
    @Counted public var masksToBounds = false
    /// The background colour; `nil` paints nothing.
    @Counted public var backgroundColor: CGColor?
    /// The width of the border, inset from the bounds.
    @Counted public var borderWidth: CGFloat = 0
    /// The border's colour (opaque black by default, as in Core Animation).
    @Counted public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// An image or backing store the layer shows; `nil` for none.
    @Counted public var contents: AnyObject?
    /// The animations attached, in the order they were added.
    private var animations: [(key: String, animation: CABasicAnimationStandIn)] = []

    /// A layer with Core Animation's defaults.
    public init() {}

    /// The transform as an affine transform (`affineTransform()`).
    public func affineTransform() -> CGAffineTransform { transform }

    /// Sets the transform (`setAffineTransform(_:)`).
    public func setAffineTransform(_ m: CGAffineTransform) { transform = m }

    /// Attaches `animation` under `key`, replacing one with the same key.
    public func add(_ animation: CABasicAnimationStandIn, forKey key: String) {
        animations.removeAll { $0.key == key }
        animations.append((key, animation))
    }

    /// Detaches every animation.
    public func removeAllAnimations() { animations.removeAll() }

    /// The keys of the attached animations, `nil` when there are none (as Core Animation
    /// answers).
    public func animationKeys() -> [String]? {
        StandInReads.count &+= 1
        return animations.isEmpty ? nil : animations.map(\.key)
    }

    /// A copy with the model values and every attached animation's value now applied — what
    /// is on screen. Unlike Core Animation, never `nil` (the stand-in has no commit).
    public func presentation() -> CALayerStandIn? {
        StandInReads.count &+= 1
        let p = CALayerStandIn()
        p._position = _position
        p._bounds = _bounds
        p._anchorPoint = _anchorPoint
        p._transform = _transform
        p._isHidden = _isHidden
        p._opacity = _opacity
        p._masksToBounds = _masksToBounds
        p._backgroundColor = _backgroundColor
        p._borderWidth = _borderWidth
        p._borderColor = _borderColor
        p._contents = _contents
        for (_, a) in animations { a.apply(to: p) }
        return p
    }
}

/// `CABasicAnimation` reduced to what the stand-in needs: the key path it animates and the
/// value it shows now (the in-flight value between its `fromValue` and `toValue`).
public struct CABasicAnimationStandIn: Sendable {
    /// The animated property and its current value.
    public enum Value: Sendable {
        case position(CGPoint), bounds(CGRect), anchorPoint(CGPoint)
        case transform(CGAffineTransform), opacity(Float), isHidden(Bool)
    }

    /// What the animation shows now.
    public let current: Value

    /// An animation currently showing `current`.
    public init(current: Value) { self.current = current }

    @MainActor func apply(to layer: CALayerStandIn) {
        switch current {
        case .position(let p): layer.position = p
        case .bounds(let b): layer.bounds = b
        case .anchorPoint(let a): layer.anchorPoint = a
        case .transform(let t): layer.setAffineTransform(t)
        case .opacity(let o): layer.opacity = o
        case .isHidden(let h): layer.isHidden = h
        }
    }
}

extension CALayerStandIn {
    // Uncounted reads for the stand-in's own derived properties (a view's `frame` is one
    // message on a device, however many layer values it combines).
    var _positionValue: CGPoint { _position.value }
    var _boundsValue: CGRect { _bounds.value }
    var _anchorValue: CGPoint { _anchorPoint.value }
    var _transformValue: CGAffineTransform { _transform.value }
}
