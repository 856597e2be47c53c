import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGColor and the CG types' Swift members (`.zero`, `.identity`) on Darwin
#endif

/// `CALayer`: what a view shows — its geometry (`position`, `bounds`, `anchorPoint`, the
/// affine part of `transform`), visibility (`isHidden`, `opacity`), clipping (`masksToBounds`)
/// and what it paints (`backgroundColor`, `borderWidth`/`borderColor`, `contents`) — plus the
/// animations attached to it, which make ``presentation()`` differ from the model values.
///
/// Every property read counts in ``StandInReads`` (one message on a device). The model
/// properties are the names of ``Values``, one counted accessor for all (dynamic member lookup:
/// inside an extension they are written `self.position`, which implicit `self` does not reach).
@MainActor @dynamicMemberLookup
public final class CALayerStandIn {
    /// The model values, each a layer property by its name (`layer.position` reads
    /// `position` here, through ``subscript(dynamicMember:)``); the affine transform too, read
    /// through `affineTransform()` (Core Animation's `transform` property is 3-D, so it is not
    /// one of the names).
    public struct Values {
        /// Where the anchor point lies in the superlayer (`UIView.center`).
        public var position: CGPoint = .zero
        /// The layer's own coordinate space (origin = scroll offset).
        public var bounds: CGRect = .zero
        /// The anchor point in unit coordinates of the bounds; (0.5, 0.5) by default.
        public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var transform: CGAffineTransform = .identity
        /// Whether the layer and its sublayers are hidden.
        public var isHidden = false
        /// The opacity (`UIView.alpha` reads it back as `CGFloat`).
        public var opacity: Float = 1
        /// Whether sublayers are clipped to the bounds (`UIView.clipsToBounds`).
        public var masksToBounds = false
        /// The background colour; `nil` paints nothing.
        public var backgroundColor: CGColor? = nil
        /// The width of the border, inset from the bounds.
        public var borderWidth: CGFloat = 0
        /// The border's colour (opaque black by default, as in Core Animation).
        public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        /// An image or backing store the layer shows; `nil` for none.
        public var contents: AnyObject? = nil
    }
    /// Read without counting by the stand-in's own derived properties (a view's `frame` is one
    /// message on a device, however many layer values it combines). Without run-time
    /// exclusivity checks: they would cost more than the read a getter counts.
    @exclusivity(unchecked) var values = Values()

    /// The model value `name` (`layer.position`, `layer.isHidden = true`): every read counts
    /// one, as every property of a layer is one message on a device.
    public subscript<Value>(dynamicMember name: WritableKeyPath<Values, Value>) -> Value {
        get { StandInReads.counted(values[keyPath: name]) }
        set { values[keyPath: name] = newValue }
    }
    /// The animations attached, in the order they were added.
    @exclusivity(unchecked) @usableFromInline var animations: [(key: String, animation: CABasicAnimationStandIn)] = []

    /// A layer with Core Animation's defaults.
    public init() {}

    /// The bounding box of the bounds turned about the anchor point, which lies at
    /// `position`, in the superlayer's coordinates. One read.
    public var frame: CGRect {
        StandInReads.count &+= 1
        let t = values.transform, b = values.bounds, a = values.anchorPoint, p = values.position
        let x0 = -a.x * b.width, y0 = -a.y * b.height
        if t.isIdentity { return CGRect(x: p.x + x0, y: p.y + y0, width: b.width, height: b.height) }
        // The four corners of the bounds about the anchor point, transformed.
        let corners = [(x0, y0), (x0 + b.width, y0), (x0, y0 + b.height), (x0 + b.width, y0 + b.height)].map { x, y in
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        return CGRect(x: p.x + minX, y: p.y + minY, width: maxX - minX, height: maxY - minY)
    }

    /// The transform as an affine transform (`affineTransform()`).
    public func affineTransform() -> CGAffineTransform { StandInReads.counted(values.transform) }

    /// Sets the transform (`setAffineTransform(_:)`).
    public func setAffineTransform(_ m: CGAffineTransform) { values.transform = m }

    /// Attaches `animation` under `key`, replacing one with the same key.
    public func add(_ animation: CABasicAnimationStandIn, forKey key: String) {
        animations.removeAll { $0.key == key }
        animations.append((key, animation))
    }

    /// Detaches every animation.
    public func removeAllAnimations() { animations.removeAll() }

    /// The keys of the attached animations, `nil` when there are none (as Core Animation
    /// answers). Inlined: a walk asks it of every view, and a call would cost more than the
    /// read.
    @inlinable @inline(__always)
    public func animationKeys() -> [String]? {
        StandInReads.count &+= 1
        return animations.isEmpty ? nil : keysOfAnimations()
    }

    /// The keys of the attached animations, in order (the rare case of ``animationKeys()``).
    @usableFromInline @inline(never)
    func keysOfAnimations() -> [String] { animations.map(\.key) }

    /// A copy with the model values and every attached animation's value now applied — what
    /// is on screen. Unlike Core Animation, never `nil` (the stand-in has no commit).
    public func presentation() -> CALayerStandIn? {
        StandInReads.count &+= 1
        let p = CALayerStandIn()
        p.values = values
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
