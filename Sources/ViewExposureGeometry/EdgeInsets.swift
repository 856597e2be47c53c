/// Distances from the edges of a rect, as `UIEdgeInsets`: `(top, left, bottom, right)`.
///
/// Positive values move an edge inward, negative values outward.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset of the top (minimum y) edge.
    public var top: Double
    /// Inset of the left (minimum x) edge.
    public var left: Double
    /// Inset of the bottom (maximum y) edge.
    public var bottom: Double
    /// Inset of the right (maximum x) edge.
    public var right: Double

    /// Creates insets in UIKit's `(top, left, bottom, right)` order.
    @inlinable public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The same insets with every sign flipped (insetting by the result outsets).
    @inlinable public var negated: EdgeInsets {
        EdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right)
    }

    /// Whether all four values are finite.
    @inlinable public var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }
}
