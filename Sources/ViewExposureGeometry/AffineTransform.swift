/// A 2-D affine transform in the `CGAffineTransform` convention (which Linux lacks):
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// Views apply their transform about their center (anchor point 0.5, 0.5); see `View`.
public struct AffineTransform: Hashable, Sendable {
    /// Scale / rotation component: x' gets `a·x`.
    public var a: Double
    /// Rotation / shear component: y' gets `b·x`.
    public var b: Double
    /// Rotation / shear component: x' gets `c·y`.
    public var c: Double
    /// Scale / rotation component: y' gets `d·y`.
    public var d: Double
    /// Translation along x.
    public var tx: Double
    /// Translation along y.
    public var ty: Double

    /// Creates a transform from its six components.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale by `(sx, sy)`.
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by `(tx, ty)`.
    @inlinable public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A rotation by `angle` radians (positive = clockwise on screen, y pointing down, as in UIKit).
    public init(rotationAngle angle: Double) {
        let s = _sin(angle), co = _cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    @inlinable public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    /// Whether every component is finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The determinant `a·d − b·c`; zero means the transform cannot be inverted.
    @inlinable public var determinant: Double { a * d - b * c }

    /// Whether the transform maps axis-aligned rects onto axis-aligned rects exactly
    /// (no rotation or shear: `b == 0 && c == 0`).
    @inlinable public var preservesAxisAlignment: Bool { b == 0 && c == 0 }

    /// The inverse, or `nil` when the transform is singular (for example a zero scale).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// `self` followed by `other` (`CGAffineTransformConcat(self, other)`).
    @inlinable public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Applies the transform to a point.
    @inlinable public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies the linear part only (no translation), as for a vector.
    @inlinable public func applyLinear(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    /// The axis-aligned bounding box of the transformed rect.
    public func apply(to r: Rect) -> Rect {
        if preservesAxisAlignment {
            // Exact for scale + translation: no rounding from corner min/max of products.
            let x0 = a * r.minX + tx, x1 = a * r.maxX + tx
            let y0 = d * r.minY + ty, y1 = d * r.maxY + ty
            return Rect(minX: Swift.min(x0, x1), minY: Swift.min(y0, y1),
                        maxX: Swift.max(x0, x1), maxY: Swift.max(y0, y1))
        }
        let p0 = apply(to: Point(x: r.minX, y: r.minY))
        let p1 = apply(to: Point(x: r.maxX, y: r.minY))
        let p2 = apply(to: Point(x: r.minX, y: r.maxY))
        let p3 = apply(to: Point(x: r.maxX, y: r.maxY))
        return Rect(
            minX: Swift.min(p0.x, p1.x, p2.x, p3.x), minY: Swift.min(p0.y, p1.y, p2.y, p3.y),
            maxX: Swift.max(p0.x, p1.x, p2.x, p3.x), maxY: Swift.max(p0.y, p1.y, p2.y, p3.y))
    }
}

#if canImport(Glibc)
import Glibc
@usableFromInline func _sin(_ x: Double) -> Double { Glibc.sin(x) }
@usableFromInline func _cos(_ x: Double) -> Double { Glibc.cos(x) }
#elseif canImport(Darwin)
import Darwin
@usableFromInline func _sin(_ x: Double) -> Double { Darwin.sin(x) }
@usableFromInline func _cos(_ x: Double) -> Double { Darwin.cos(x) }
#elseif canImport(Musl)
import Musl
@usableFromInline func _sin(_ x: Double) -> Double { Musl.sin(x) }
@usableFromInline func _cos(_ x: Double) -> Double { Musl.cos(x) }
#endif
