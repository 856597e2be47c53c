import Foundation
#if canImport(CoreGraphics)
import CoreGraphics  // CGColor and the CG types' Swift members (`.zero`, `.identity`) on Darwin
#endif

/// `CALayer`: what a view shows — its geometry (`position`, `bounds`, `anchorPoint`, the
/// affine part of `transform`), visibility (`isHidden`, `opacity`), clipping (`masksToBounds`)
/// and what it paints (`backgroundColor`, `borderWidth`/`borderColor`, `contents`) — plus the
/// animations attached to it, which make ``presentation()`` differ from the model values.
///
/// Every property read counts in ``StandInReads`` (one message on a device).
@MainActor
public final class CALayerStandIn {
    /// The model values (the affine transform too, read through `affineTransform()`).
    struct Values {
        var position: CGPoint = .zero
        var bounds: CGRect = .zero
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var transform: CGAffineTransform = .identity
        var isHidden = false
        var opacity: Float = 1
        var masksToBounds = false
        var backgroundColor: CGColor? = nil
        var borderWidth: CGFloat = 0
        /// Opaque black by default, as in Core Animation.
        var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var contents: AnyObject? = nil
    }
    /// Read without counting by the stand-in's own derived properties (a view's `frame` is one
    /// message on a device, however many layer values it combines). Without run-time
    /// exclusivity checks: they would cost more than the read a getter counts.
    @exclusivity(unchecked) var values = Values()

    /// Where the anchor point lies in the superlayer (`UIView.center`).
    public var position: CGPoint {
        get { StandInReads.counted(values.position) }
        set { values.position = newValue }
    }
    /// The layer's own coordinate space (origin = scroll offset).
    public var bounds: CGRect {
        get { StandInReads.counted(values.bounds) }
        set { values.bounds = newValue }
    }
    /// The anchor point in unit coordinates of the bounds; (0.5, 0.5) by default.
    public var anchorPoint: CGPoint {
        get { StandInReads.counted(values.anchorPoint) }
        set { values.anchorPoint = newValue }
    }
    /// Whether the layer and its sublayers are hidden.
    public var isHidden: Bool {
        get { StandInReads.counted(values.isHidden) }
        set { values.isHidden = newValue }
    }
    /// The opacity (`UIView.alpha` reads it back as `CGFloat`).
    public var opacity: Float {
        get { StandInReads.counted(values.opacity) }
        set { values.opacity = newValue }
    }
    /// Whether sublayers are clipped to the bounds (`UIView.clipsToBounds`).
    public var masksToBounds: Bool {
        get { StandInReads.counted(values.masksToBounds) }
        set { values.masksToBounds = newValue }
    }
    /// The background colour; `nil` paints nothing.
    public var backgroundColor: CGColor? {
        get { StandInReads.counted(values.backgroundColor) }
        set { values.backgroundColor = newValue }
    }
    /// The width of the border, inset from the bounds.
    public var borderWidth: CGFloat {
        get { StandInReads.counted(values.borderWidth) }
        set { values.borderWidth = newValue }
    }
    /// The border's colour (opaque black by default, as in Core Animation).
    public var borderColor: CGColor? {
        get { StandInReads.counted(values.borderColor) }
        set { values.borderColor = newValue }
    }
    /// An image or backing store the layer shows; `nil` for none.
    public var contents: AnyObject? {
        get { StandInReads.counted(values.contents) }
        set { values.contents = newValue }
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
