import Geometry
import ViewTree

/// A planar region stored as pairwise-disjoint, non-empty rects (half-open), with the exact
/// set operations the pass-through audit needs. Operations split rects into at most four
/// fragments each; O(n·m) for operands of n and m rects, which is fine for the few dozen
/// rects a touch audit deals with.
public struct DisjointRectRegion: Hashable, Sendable {
    /// The disjoint rects whose union is the region (no particular order).
    public private(set) var rects: [Rect] = []

    /// The empty region.
    public init() {}

    /// The region covered by `rects` (which may overlap one another).
    public init(_ rects: [Rect]) {
        for r in rects { formUnion(r) }
    }

    /// Whether the region has no area.
    public var isEmpty: Bool { rects.isEmpty }

    /// The total area.
    public var area: Double { rects.reduce(0) { $0 + $1.area } }

    /// Whether `point` lies in the region (half-open edges).
    public func contains(_ point: Point) -> Bool { rects.contains { $0.contains(point) } }

    /// Adds `rect` (only its parts not already covered are stored).
    public mutating func formUnion(_ rect: Rect) {
        guard rect.isFinite, !rect.isEmpty else { return }
        var pieces = [rect]
        for r in rects {
            pieces = pieces.flatMap { $0.parts(outside: r) }
            if pieces.isEmpty { return }
        }
        rects.append(contentsOf: pieces)
    }

    /// Adds every rect of `other`.
    public mutating func formUnion(_ other: DisjointRectRegion) {
        for r in other.rects { formUnion(r) }
    }

    /// Removes `rect` from the region.
    public mutating func subtract(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        rects = rects.flatMap { $0.parts(outside: rect) }
    }

    /// Removes every rect of `other` from the region.
    public mutating func subtract(_ other: DisjointRectRegion) {
        for r in other.rects { subtract(r) }
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

extension Rect {
    /// `self − other` as at most four disjoint rects: full-width bands above and below the
    /// common part, then the left and right pieces beside it.
    func parts(outside other: Rect) -> [Rect] {
        guard !isEmpty else { return [] }
        guard let i = intersection(other) else { return [self] }
        var out: [Rect] = []
        if i.minY > minY { out.append(Rect(minX: minX, minY: minY, maxX: maxX, maxY: i.minY)) }
        if i.maxY < maxY { out.append(Rect(minX: minX, minY: i.maxY, maxX: maxX, maxY: maxY)) }
        if i.minX > minX { out.append(Rect(minX: minX, minY: i.minY, maxX: i.minX, maxY: i.maxY)) }
        if i.maxX < maxX { out.append(Rect(minX: i.maxX, minY: i.minY, maxX: maxX, maxY: i.maxY)) }
        return out
    }
}
