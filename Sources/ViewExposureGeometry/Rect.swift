/// An axis-aligned rectangle, half-open: it contains `(x, y)` when
/// `minX <= x < maxX && minY <= y < maxY` (what `CGRect` is on Apple platforms).
///
/// Invariants and conventions, stated once for the whole library:
/// - A rect is *empty* when `width <= 0 || height <= 0` (or a dimension is NaN).
/// - Two rects *overlap* only when their intersection has positive area; rects that merely
///   touch along an edge or at a corner do not. Foundation on Linux answers
///   `CGRect.intersects` with `true` for touching rects, CoreGraphics with `false`; this type
///   never delegates to Foundation's predicates.
/// - `width`/`height` are not standardized: a negative size makes the rect empty rather than
///   flipping it.
public struct Rect: Hashable, Sendable {
    /// The minimum corner.
    public var origin: Point
    /// The extent from `origin`.
    public var size: Size

    /// Creates a rect from its origin and size.
    @inlinable public init(origin: Point, size: Size) { (self.origin, self.size) = (origin, size) }

    /// Creates a rect from `x`, `y`, `width`, `height`.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// Creates the rect `[minX, maxX) × [minY, maxY)`.
    @inlinable public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The zero rect at the origin; also what "nothing visible" is reported as.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The origin's x (same as `minX`).
    @inlinable public var x: Double { origin.x }
    /// The origin's y (same as `minY`).
    @inlinable public var y: Double { origin.y }
    /// The width (not standardized).
    @inlinable public var width: Double { size.width }
    /// The height (not standardized).
    @inlinable public var height: Double { size.height }
    /// The left edge.
    @inlinable public var minX: Double { origin.x }
    /// The top edge (y grows downward, as in UIKit).
    @inlinable public var minY: Double { origin.y }
    /// The right edge (excluded: rects are half-open).
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge (excluded: rects are half-open).
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal middle.
    @inlinable public var midX: Double { origin.x + size.width * 0.5 }
    /// The vertical middle.
    @inlinable public var midY: Double { origin.y + size.height * 0.5 }
    /// The center point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rect has no area: `width <= 0 || height <= 0`, or NaN in either.
    @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Whether every component is finite.
    @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// `width × height`, or 0 for an empty rect.
    @inlinable public var area: Double { isEmpty ? 0 : size.width * size.height }

    /// Whether `point` is inside, with half-open edges.
    @inlinable public func contains(_ point: Point) -> Bool {
        minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// Whether `other` lies entirely inside `self`. An empty `other` is contained only when
    /// `self` is not empty and `other`'s extent lies within it.
    @inlinable public func contains(_ other: Rect) -> Bool {
        !isEmpty && minX <= other.minX && other.maxX <= maxX && minY <= other.minY
            && other.maxY <= maxY
    }

    /// Whether the two rects are layers of about one size, one within the other: one contains
    /// the other, which covers at least half of its area (equal non-empty rects included).
    /// Android lists such siblings by position alone, whichever is drawn on top.
    @inlinable package func isNestedLayer(with other: Rect) -> Bool {
        let (outer, inner) = area >= other.area ? (self, other) : (other, self)
        return !inner.isEmpty && outer.contains(inner) && 2 * inner.area >= outer.area
    }

    /// Whether the two rects share positive area (touching edges do not count).
    @inlinable public func overlaps(_ other: Rect) -> Bool {
        Swift.max(minX, other.minX) < Swift.min(maxX, other.maxX)
            && Swift.max(minY, other.minY) < Swift.min(maxY, other.maxY)
    }

    /// The common part of two rects when it has positive area, else `nil`.
    @inlinable @inline(__always) public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), x1 = Swift.min(maxX, other.maxX)
        let y0 = Swift.max(minY, other.minY), y1 = Swift.min(maxY, other.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The common part of two rects including degenerate contact: touching edges give a
    /// zero-width or zero-height rect, a shared corner a zero-size one; `nil` when apart.
    /// This is the W3C Intersection Observer notion of "edge-adjacent intersection".
    @inlinable public func edgeInclusiveIntersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), x1 = Swift.min(maxX, other.maxX)
        let y0 = Swift.max(minY, other.minY), y1 = Swift.min(maxY, other.maxY)
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The smallest rect containing both. Empty operands are ignored; the union of two empty
    /// rects is `.zero`.
    @inlinable public func union(_ other: Rect) -> Rect {
        if isEmpty { return other.isEmpty ? .zero : other }
        if other.isEmpty { return self }
        return Rect(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The rect with its edges moved inward by `insets` (outward for negative values).
    @inlinable public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// The rect moved by `(dx, dy)`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}

extension Rect: CustomStringConvertible {
    /// `[x, y, width, height]`.
    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}
