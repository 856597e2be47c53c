/// Removes the rounding noise that rotations leave in projected coordinates.
///
/// `cos(π/2)` is `6.1e-17`, not 0, so a quarter-turned edge that should land on 100 lands on
/// 99.99999999999999; the 1e-14 sliver it leaves uncovered would stretch the visible
/// rectangle over the whole view. A coordinate within `1e-12` (relative, absolute below 1) of
/// a multiple of 2⁻¹⁶ is moved onto it. Values that were exact stay as they are; a value
/// genuinely off the grid is almost always farther than that from it, and when it is not, the
/// move is below 1e-12 relative — invisible at the reported 4 fraction digits.
@usableFromInline
package enum RoundingNoise {
    /// The grid step, 2⁻¹⁶ (exact in binary).
    @usableFromInline package static let step = 1.0 / 65_536

    /// `x` moved onto the grid when it is within rounding noise of it.
    @inlinable @inline(__always) package static func snap(_ x: Double) -> Double {
        let g = (x / step).rounded() * step
        return Swift.abs(g - x) <= 1e-12 * Swift.max(1, Swift.abs(x)) ? g : x
    }

    /// `r` with each edge snapped.
    @inlinable @inline(__always) package static func snap(_ r: Rect) -> Rect {
        Rect(minX: snap(r.minX), minY: snap(r.minY), maxX: snap(r.maxX), maxY: snap(r.maxY))
    }

    /// The bounding box of `r` under `t`, snapped unless `t` is a pure translation (which
    /// adds no noise to grid coordinates).
    @inlinable @inline(__always) package static func project(_ r: Rect, by t: AffineTransform) -> Rect {
        let p = t.apply(to: r)
        return t.a == 1 && t.d == 1 && t.b == 0 && t.c == 0 ? p : snap(p)
    }

    /// The bounding box of `r` under `t`, widened (unless `t` is a pure translation) by far
    /// more than any rounding, so that it still contains everything it should: for regions
    /// that decide whether a subtree may be skipped, erring only toward visiting.
    @inline(__always) package static func projectConservatively(_ r: Rect, by t: AffineTransform) -> Rect {
        let p = t.apply(to: r)
        if t.a == 1 && t.d == 1 && t.b == 0 && t.c == 0 { return p }
        return pad(p)
    }

    /// `r` grown on every side by 1e-9 relative to its largest coordinate (at least 1e-9).
    @inline(__always) package static func pad(_ r: Rect) -> Rect {
        let m = Swift.max(1, Swift.abs(r.minX), Swift.abs(r.maxX), Swift.abs(r.minY), Swift.abs(r.maxY))
        let e = 1e-9 * m
        return Rect(minX: r.minX - e, minY: r.minY - e, maxX: r.maxX + e, maxY: r.maxY + e)
    }
}
