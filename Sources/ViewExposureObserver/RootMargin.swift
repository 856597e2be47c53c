import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// The margin around an ``IntersectionObserver``'s root, as the W3C `rootMargin`: positive
/// values grow the root rect, negative values shrink it.
///
/// The margin is applied in the root's own coordinate space, to the root's bounds, before
/// the rect is mapped to window coordinates (as Chromium does): lengths are in the root's
/// points, so under a 2× scale `-11px` narrows the window-space root rect by 22. Percentages
/// resolve against the root's own untransformed size: `left`/`right` against its bounds'
/// width, `top`/`bottom` against its height.
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

    /// `rect` with each edge moved outward by its resolved length (inward when negative),
    /// percentages resolved against `rect`'s own width and height.
    ///
    /// A margin that makes the width or height negative clamps that size to 0, keeping the
    /// moved origin (the left / top edge after the margin): the result is a zero-width or
    /// zero-height rect that a target still touches edge-on, never an inverted one (which a
    /// later mapping through a transform would turn inside out). O(1).
    @inlinable public func grow(_ rect: Rect) -> Rect {
        let w = rect.width, h = rect.height
        let x = rect.minX - left.resolved(against: w)
        let y = rect.minY - top.resolved(against: h)
        let maxX = rect.maxX + right.resolved(against: w)
        let maxY = rect.maxY + bottom.resolved(against: h)
        return Rect(x: x, y: y, width: Swift.max(0, maxX - x), height: Swift.max(0, maxY - y))
    }
}
