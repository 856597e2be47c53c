/// A planar region stored as pairwise-disjoint, non-empty rects (half-open), with exact set
/// operations. Unions and differences run in the C kernel (``ObstructionKernel``), the
/// project's one region engine; intersections are pairwise clips of disjoint operands.
public struct DisjointRectRegion: Hashable, Sendable {
    /// The disjoint rects whose union is the region (no particular order).
    public private(set) var rects: [Rect] = []

    /// The empty region.
    public init() {}

    /// The region covered by `rects` (which may overlap one another).
    public init(_ rects: [Rect]) {
        let k = ObstructionKernel()
        for r in rects { k.append(r) }
        self.rects = k.union()
    }

    /// Whether the region has no area.
    public var isEmpty: Bool { rects.isEmpty }

    /// The total area.
    public var area: Double { rects.reduce(0) { $0 + $1.area } }

    /// Whether `point` lies in the region (half-open edges).
    public func contains(_ point: Point) -> Bool { rects.contains { $0.contains(point) } }

    /// Adds `rect`. O((n + 1) log n) through the kernel.
    public mutating func formUnion(_ rect: Rect) {
        formUnion(DisjointRectRegion(rects: [rect]))
    }

    /// Adds every rect of `other`.
    public mutating func formUnion(_ other: DisjointRectRegion) {
        guard !other.isEmpty else { return }
        self = DisjointRectRegion(rects + other.rects)
    }

    /// Removes `rect` from the region.
    public mutating func subtract(_ rect: Rect) {
        subtract(DisjointRectRegion(rects: [rect]))
    }

    /// Removes every rect of `other` from the region: each rect minus `∪ other` in the kernel.
    public mutating func subtract(_ other: DisjointRectRegion) {
        guard !other.isEmpty, !isEmpty else { return }
        let k = ObstructionKernel()
        for r in other.rects { k.append(r) }
        rects = rects.flatMap { k.remainder(of: $0) }
    }

    /// A region of one rect (or none when it is empty or not finite), without a kernel call.
    private init(rects: [Rect]) {
        self.rects = rects.filter { $0.isFinite && !$0.isEmpty }
    }

    /// The part of the region inside `rect`.
    public func intersection(_ rect: Rect) -> DisjointRectRegion {
        var out = DisjointRectRegion()
        out.rects = rects.compactMap { $0.intersection(rect) }
        return out
    }

    /// The part of the region inside `other`.
    public func intersection(_ other: DisjointRectRegion) -> DisjointRectRegion {
        var out = DisjointRectRegion()
        // Both operands are disjoint, so the pairwise intersections are disjoint too.
        for a in rects { for b in other.rects { if let i = a.intersection(b) { out.rects.append(i) } } }
        return out
    }

    /// The rects sorted by minY, then minX (a stable order for output and tests).
    public var sortedRects: [Rect] {
        rects.sorted { ($0.minY, $0.minX, $0.maxY, $0.maxX) < ($1.minY, $1.minX, $1.maxY, $1.maxX) }
    }
}
