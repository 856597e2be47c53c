import ViewExposure

/// The CoreGraphics rect functions the Prebid exposure checker uses (`CGRectIntersection`,
/// `CGRectIsEmpty`, `CGRectContainsRect`, `CGRectIntersectsRect`), modelled on `Rect`, whose
/// origin-plus-size layout and arithmetic are `CGRect`'s. Inputs are never standardized
/// rects with negative sizes here: the checker only builds rects from edges in order.
@usableFromInline
enum PrebidCGRect {
    /// `CGRectIntersection`: `nil` stands for `CGRectNull` (the rects are apart); rects that
    /// touch give a zero-width or zero-height rect, which `CGRectIsEmpty` then rejects.
    @inlinable @inline(__always)
    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        a.edgeInclusiveIntersection(b)
    }

    /// `CGRectIsEmpty` of a `CGRectIntersection` result: null, or zero width or height.
    @inlinable @inline(__always)
    static func isEmpty(_ r: Rect?) -> Bool {
        guard let r else { return true }
        return r.isEmpty
    }

    /// `CGRectContainsRect(outer, inner)`: every edge of `inner` within `outer`'s, edges
    /// included (an inner rect flush with the outer one is contained).
    @inline(__always)
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && inner.maxX <= outer.maxX
            && outer.minY <= inner.minY && inner.maxY <= outer.maxY
    }

    /// `CGRectIntersectsRect` under `rule` (see ``PrebidIntersectsRule``).
    @inline(__always)
    static func intersects(_ a: Rect, _ b: Rect, _ rule: PrebidIntersectsRule) -> Bool {
        switch rule {
        case .coreGraphics: a.overlaps(b)
        case .linuxFoundation: a.edgeInclusiveIntersection(b) != nil
        }
    }

    /// The area the checker compares and sums with: `width × height` in `CGFloat` (`Double`),
    /// stored into a C `float`.
    @inline(__always)
    static func floatArea(_ r: Rect) -> Float {
        Float(r.width * r.height)
    }
}
