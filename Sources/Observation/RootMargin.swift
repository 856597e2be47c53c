import Geometry
import ViewTree
import Exposure

/// The margin around an ``IntersectionObserver``'s root, as the W3C `rootMargin`: positive
/// values grow the root rect, negative values shrink it.
///
/// Percentages resolve against the root rect (in window coordinates): `left`/`right`
/// against its width, `top`/`bottom` against its height.
public struct RootMargin: Hashable, Sendable, CustomStringConvertible {
    /// One side of the margin: an absolute length in points (`px` in CSS text) or a
    /// percentage of the root's width or height.
    public enum Length: Hashable, Sendable, CustomStringConvertible {
        /// A length in points (written `px`).
        case points(Double)
        /// A percentage (`50` is half) of the root's width (left, right) or height (top, bottom).
        case percent(Double)

        /// The length in points for a root dimension of `extent` points.
        @inlinable public func resolved(against extent: Double) -> Double {
            switch self {
            case .points(let v): return v
            case .percent(let p): return extent * p / 100
            }
        }

        /// CSS text: `10px`, `25%`.
        public var description: String {
            switch self {
            case .points(let v): return "\(Self.trim(v))px"
            case .percent(let p): return "\(Self.trim(p))%"
            }
        }

        private static func trim(_ v: Double) -> String {
            v == v.rounded() && Swift.abs(v) < 1e15 ? String(Int64(v)) : String(v)
        }
    }

    /// The top side (resolved against the root's height).
    public var top: Length
    /// The right side (resolved against the root's width).
    public var right: Length
    /// The bottom side (resolved against the root's height).
    public var bottom: Length
    /// The left side (resolved against the root's width).
    public var left: Length

    /// Creates a margin from its four sides (CSS order: top, right, bottom, left).
    public init(top: Length, right: Length, bottom: Length, left: Length) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// No margin: the root rect as it is.
    public static let zero = RootMargin(top: .points(0), right: .points(0), bottom: .points(0), left: .points(0))

    /// CSS text, four values: `"10px 20% 0px 5px"`.
    public var description: String { "\(top) \(right) \(bottom) \(left)" }

    /// `rect` with each edge moved outward by its resolved length (inward when negative).
    /// A margin that shrinks the rect past nothing gives an empty (inverted) rect, which
    /// intersects nothing.
    @inlinable public func grow(_ rect: Rect) -> Rect {
        let w = rect.width, h = rect.height
        return Rect(minX: rect.minX - left.resolved(against: w),
                    minY: rect.minY - top.resolved(against: h),
                    maxX: rect.maxX + right.resolved(against: w),
                    maxY: rect.maxY + bottom.resolved(against: h))
    }
}
