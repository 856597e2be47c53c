/// A point in a 2-D coordinate space, in points (what `CGPoint` is on Apple platforms).
///
/// Coordinates are `Double`, the width of `CGFloat` on 64-bit platforms. A `Point` may hold
/// any value; code that takes input from outside validates finiteness where it enters.
public struct Point: Hashable, Sendable {
    /// The coordinates.
    public var x, y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Component-wise sum.
    @inlinable public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// Component-wise difference.
    @inlinable public static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
}

extension Point: CustomStringConvertible {
    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
