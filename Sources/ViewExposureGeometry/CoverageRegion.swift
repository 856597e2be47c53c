import ViewExposureKernel

/// A growing union of rects that answers whether a rect is wholly covered, partly covered or
/// untouched — what a front-to-back pass over a screen accumulates (the part already covered
/// by views in front). The Swift face of the kernel's `ck_region`: a y-banded, coalesced
/// region (bands of equal y-range sorted by y, disjoint non-touching x-intervals in each band,
/// touching bands with equal intervals merged), grown in place.
///
/// Answers depend only on the point set, never on the order rects were added. Coordinates are
/// kept exactly; empty, inverted and non-finite rects are ignored. Adding a rect costs
/// O(log bands) plus the bands it changes; the queries O(log bands) plus the bands in range.
/// A reference type owning C memory; not `Sendable` (one thread at a time, like the tree).
public final class CoverageRegion {
    private let region: OpaquePointer

    /// The empty region.
    public init() {
        guard let r = ck_region_create() else { fatalError("CKernel: out of memory") }
        region = r
    }

    deinit { ck_region_destroy(region) }

    /// Adds `rect` to the region.
    public func add(_ rect: Rect) {
        guard ck_region_add_rect(region, Self.ckRect(rect)) == CK_OK else { fatalError("CKernel: out of memory") }
    }

    /// Empties the region, keeping its memory.
    public func removeAll() { ck_region_clear(region) }

    /// Whether every point of `rect` is in the region (`false` for an empty rect). Exact.
    public func contains(_ rect: Rect) -> Bool { ck_region_contains_rect(region, Self.ckRect(rect)) != 0 }

    /// Whether the region and `rect` share positive area. Exact.
    public func overlaps(_ rect: Rect) -> Bool { ck_region_overlaps_rect(region, Self.ckRect(rect)) != 0 }

    /// The area of the region inside `rect`, summed band by band in a fixed order.
    public func area(inside rect: Rect) -> Double { ck_region_area_in(region, Self.ckRect(rect)) }

    /// The number of rects in the banded form (0 when empty).
    public var rectCount: Int { ck_region_rect_count(region) }

    private static func ckRect(_ r: Rect) -> ck_rect {
        ck_rect(min_x: r.minX, min_y: r.minY, max_x: r.maxX, max_y: r.maxY)
    }
}
