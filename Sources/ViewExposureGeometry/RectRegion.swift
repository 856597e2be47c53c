import ViewExposureKernel

/// A point set of the plane: a union of rects, kept by the kernel's `ck_region` in its
/// canonical y-banded form (bands of equal y-range sorted by y, disjoint non-touching
/// x-intervals in each band, touching bands with equal intervals merged).
///
/// That form is unique for a point set, so every answer — ``rects`` included — depends only on
/// the set, never on the order rects were added, and two regions are equal exactly when their
/// rect lists are. Coordinates are kept exactly; empty, inverted and non-finite rects are
/// ignored. Edges are half-open, as for ``Rect``.
///
/// Complexity: adding a rect (`formUnion(_:)` with a `Rect`) grows the region in place, O(log bands) plus the bands
/// the rect changes (no rebuild); `contains(_:)` (a rect or a point), ``overlaps(_:)`` and
/// ``area(inside:)`` are O(log bands) plus the bands in range and allocate nothing. Operations
/// between two regions (difference, intersection) go piece by piece, O(pieces × that query).
///
/// A value type: copies share the kernel's storage until one of them changes
/// (copy-on-write). Reads never change the storage, so copies may be read from several
/// threads at once.
public struct RectRegion: Equatable, @unchecked Sendable {
    /// Owns one `ck_region`.
    private final class Storage {
        let region: OpaquePointer

        init() {
            guard let r = ck_region_create() else { fatalError("ViewExposureKernel: out of memory") }
            region = r
        }

        deinit { ck_region_destroy(region) }
    }

    private var storage = Storage()

    /// The empty region.
    public init() {}

    /// The union of `rects` (which may overlap one another).
    public init(_ rects: some Sequence<Rect>) {
        for r in rects { formUnion(r) }
    }

    // MARK: Reading

    /// Whether the region has no area.
    public var isEmpty: Bool { ck_region_rect_count(storage.region) == 0 }

    /// The number of rects in the banded form (0 when empty). O(1).
    public var rectCount: Int { ck_region_rect_count(storage.region) }

    /// The bounding box of the region; `.zero` when it is empty. O(1).
    public var bounds: Rect { Self.rect(ck_region_bounds(storage.region)) }

    /// The total area, summed band by band (top to bottom), each band left to right.
    public var area: Double { ck_region_area_in(storage.region, ck_region_bounds(storage.region)) }

    /// The area of the region inside `rect`, summed in the same fixed order.
    public func area(inside rect: Rect) -> Double { ck_region_area_in(storage.region, Self.ckRect(rect)) }

    /// Whether every point of `rect` is in the region (`false` for an empty rect). Exact.
    public func contains(_ rect: Rect) -> Bool { ck_region_contains_rect(storage.region, Self.ckRect(rect)) != 0 }

    /// Whether the region and `rect` share positive area. Exact.
    public func overlaps(_ rect: Rect) -> Bool { ck_region_overlaps_rect(storage.region, Self.ckRect(rect)) != 0 }

    /// Whether `point` lies in the region (half-open edges). Exact: a piece `[x0, x1)` holds
    /// `x` exactly when it overlaps `[x, x.nextUp)`, the smallest interval starting at `x`.
    public func contains(_ point: Point) -> Bool {
        ck_region_overlaps_rect(storage.region, ck_rect(min_x: point.x, min_y: point.y,
                                                        max_x: point.x.nextUp, max_y: point.y.nextUp)) != 0
    }

    /// The pairwise-disjoint rects whose union is the region, in the banded form: sorted by
    /// `minY`, then `minX`. O(size of the region).
    public var rects: [Rect] {
        Self.withWorkspace { ws in
            let out = Self.pieces(of: storage.region, within: ck_region_bounds(storage.region), ws)
            return (0..<out.count).map { i in
                Rect(minX: out.min_x![i], minY: out.min_y![i], maxX: out.max_x![i], maxY: out.max_y![i])
            }
        }
    }

    /// The ``rects`` of the region of `rect` alone (`RectRegion([rect]).rects`), made without a
    /// region: none when `rect` is empty, inverted or not finite, else its edges as the kernel
    /// keeps them (−0 read as 0). O(1).
    package static func rects(of rect: Rect) -> [Rect] {
        let r = ckRect(rect)
        guard r.min_x < r.max_x, r.min_y < r.max_y, r.min_x.isFinite, r.max_x.isFinite, r.min_y.isFinite, r.max_y.isFinite
        else { return [] }
        return [Rect(minX: r.min_x + 0.0, minY: r.min_y + 0.0, maxX: r.max_x + 0.0, maxY: r.max_y + 0.0)]
    }

    /// Equal when the point sets are (their banded forms are then the same rects).
    public static func == (lhs: RectRegion, rhs: RectRegion) -> Bool {
        lhs.storage === rhs.storage || lhs.rects == rhs.rects
    }

    // MARK: Changing

    /// Adds `rect` in place.
    public mutating func formUnion(_ rect: Rect) {
        makeUnique()
        Self.check(ck_region_add_rect(storage.region, Self.ckRect(rect)))
    }

    /// Adds every rect of `other`.
    public mutating func formUnion(_ other: RectRegion) {
        guard !other.isEmpty else { return }
        makeUnique()
        Self.add(other.storage.region, within: ck_region_bounds(other.storage.region), to: storage.region)
    }

    /// Removes `rect` from the region.
    public mutating func subtract(_ rect: Rect) {
        subtract(RectRegion([rect]))
    }

    /// Removes every point of `other` from the region: each piece minus `other`.
    public mutating func subtract(_ other: RectRegion) {
        guard !other.isEmpty, !isEmpty, other.overlaps(bounds) else { return }
        self = rebuilt { ws, piece in
            var out = ck_rect_soa()
            Self.check(ck_region_uncovered(other.storage.region, ws, piece, &out))
            return out
        }
    }

    /// Empties the region, keeping its memory when it is not shared.
    public mutating func removeAll() {
        if isKnownUniquelyReferenced(&storage) {
            ck_region_clear(storage.region)
        } else {
            storage = Storage()
        }
    }

    // MARK: Deriving

    /// The part of the region inside `rect`.
    public func intersection(_ rect: Rect) -> RectRegion {
        let result = RectRegion()
        Self.add(storage.region, within: Self.ckRect(rect), to: result.storage.region)
        return result
    }

    /// The part of the region inside `other`: each piece of `self` intersected with `other`.
    public func intersection(_ other: RectRegion) -> RectRegion {
        guard !other.isEmpty, !isEmpty else { return RectRegion() }
        return rebuilt { ws, piece in Self.pieces(of: other.storage.region, within: piece, ws) }
    }

    // MARK: Internals

    /// A new region: the union, over the pieces of `self`, of the rects `part` gives for each
    /// (living in the workspace it is handed).
    private func rebuilt(_ part: (OpaquePointer, ck_rect) -> ck_rect_soa) -> RectRegion {
        let pieces = rects
        let result = RectRegion()
        Self.withWorkspace { ws in
            for piece in pieces { Self.check(ck_region_add(result.storage.region, part(ws, Self.ckRect(piece)))) }
        }
        return result
    }

    /// Gives this value its own storage before a change, copying a shared one.
    private mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&storage) else { return }
        let copy = Storage()
        Self.add(storage.region, within: ck_region_bounds(storage.region), to: copy.region)
        storage = copy
    }

    /// The pieces of `source` inside `within`, living in `ws` until its next region call.
    private static func pieces(of source: OpaquePointer, within: ck_rect, _ ws: OpaquePointer) -> ck_rect_soa {
        var out = ck_rect_soa()
        check(ck_region_covered(source, ws, within, &out))
        return out
    }

    /// Adds to `target` the pieces of `source` inside `within`.
    private static func add(_ source: OpaquePointer, within: ck_rect, to target: OpaquePointer) {
        withWorkspace { ws in check(ck_region_add(target, pieces(of: source, within: within, ws))) }
    }

    /// Runs `body` with a fresh kernel workspace (the region calls that list pieces need one).
    private static func withWorkspace<T>(_ body: (OpaquePointer) -> T) -> T {
        guard let ws = ck_workspace_create() else { fatalError("ViewExposureKernel: out of memory") }
        defer { ck_workspace_destroy(ws) }
        return body(ws)
    }

    /// Stops on a kernel failure (out of memory is the only one).
    private static func check(_ status: ck_status) {
        if status != CK_OK { fatalError("ViewExposureKernel: out of memory") }
    }

    private static func ckRect(_ r: Rect) -> ck_rect {
        ck_rect(min_x: r.minX, min_y: r.minY, max_x: r.maxX, max_y: r.maxY)
    }

    private static func rect(_ r: ck_rect) -> Rect {
        Rect(minX: r.min_x, minY: r.min_y, maxX: r.max_x, maxY: r.max_y)
    }
}
