/// Distances from the edges of a rect, as `UIEdgeInsets`: `(top, left, bottom, right)`.
///
/// Positive values move an edge inward, negative values outward.
public struct EdgeInsets: Hashable, Sendable {
    /// The insets of the top (minimum y), left (minimum x), bottom (maximum y) and right
    /// (maximum x) edges.
    public var top, left, bottom, right: Double

    /// Creates insets in UIKit's `(top, left, bottom, right)` order.
    @inlinable public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
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
