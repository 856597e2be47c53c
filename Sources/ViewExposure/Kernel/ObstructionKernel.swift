/// The obstruction phases of an exposure measurement, batched: gather obstruction rects
/// (already in the tested view's coordinates), then ask for the exposure of a clipped rect.
///
/// This is the Swift face of the C kernel (`CKernel`). An instance owns reusable buffers
/// (struct-of-arrays and the kernel's workspace), so keep one per thread and reuse it across
/// measurements; it is not `Sendable`.
///
/// TEMPORARY IMPLEMENTATION: incremental fragment subtraction in Swift, until the C kernel
/// lands behind this same API.
public final class ObstructionKernel {
    @usableFromInline var minX: [Double] = []
    @usableFromInline var minY: [Double] = []
    @usableFromInline var maxX: [Double] = []
    @usableFromInline var maxY: [Double] = []

    /// Creates an empty kernel.
    public init() {}

    /// The number of gathered obstructions.
    public var count: Int { minX.count }

    /// Reserves room for `n` obstructions.
    public func reserveCapacity(_ n: Int) {
        minX.reserveCapacity(n); minY.reserveCapacity(n)
        maxX.reserveCapacity(n); maxY.reserveCapacity(n)
    }

    /// Forgets the gathered obstructions, keeping the buffers.
    public func removeAll() {
        minX.removeAll(keepingCapacity: true); minY.removeAll(keepingCapacity: true)
        maxX.removeAll(keepingCapacity: true); maxY.removeAll(keepingCapacity: true)
    }

    /// Adds one obstruction rect. Empty or non-finite rects are accepted and ignored by the
    /// computation.
    @inlinable public func append(_ r: Rect) {
        minX.append(r.minX); minY.append(r.minY)
        maxX.append(r.maxX); maxY.append(r.maxY)
    }

    /// The gathered obstructions, as rects.
    public var obstructions: [Rect] {
        (0..<count).map { Rect(minX: minX[$0], minY: minY[$0], maxX: maxX[$0], maxY: maxY[$0]) }
    }

    /// The full exposure result of `clipped` under the gathered obstructions
    /// (each is intersected with `clipped` first).
    public func exposure(of clipped: Rect) -> ExposureGeometry {
        let obs = obstructions.compactMap { $0.isFinite ? $0.intersection(clipped) : nil }
        guard clipped.isFinite, !clipped.isEmpty else {
            return ExposureGeometry(visibleArea: 0, visibleBounds: .zero, occlusionRectangles: [])
        }
        var visible = [clipped]
        for o in obs {
            var next: [Rect] = []
            for v in visible { next.append(contentsOf: v.fragments(around: o)) }
            visible = next
        }
        let area = visible.reduce(0) { $0 + $1.area }
        let bounds = visible.reduce(Rect.zero) { $0.union($1) }
        var disjoint: [Rect] = []
        for o in obs {
            guard let c = o.intersection(bounds) else { continue }
            var pieces = [c]
            for d in disjoint {
                pieces = pieces.flatMap { $0.fragments(around: d) }
            }
            disjoint.append(contentsOf: pieces)
        }
        disjoint.sort(by: Rect.occlusionOrder)
        return ExposureGeometry(visibleArea: area, visibleBounds: bounds, occlusionRectangles: disjoint)
    }

    /// The visible area only (what observers need): area(clipped − ∪ obstructions).
    public func visibleArea(of clipped: Rect) -> Double {
        exposure(of: clipped).visibleArea
    }
}

extension Rect {
    /// The parts of `self` outside `other`: 0 to 4 disjoint rects (`self − other`).
    /// Edge-touching or disjoint rects give `[self]`; a covering `other` gives `[]`.
    public func fragments(around other: Rect) -> [Rect] {
        guard !isEmpty else { return [] }
        guard let i = intersection(other) else { return [self] }
        var out: [Rect] = []
        // Top and bottom bands span the full width; left and right fill the middle band.
        if i.minY > minY { out.append(Rect(minX: minX, minY: minY, maxX: maxX, maxY: i.minY)) }
        if i.maxY < maxY { out.append(Rect(minX: minX, minY: i.maxY, maxX: maxX, maxY: maxY)) }
        if i.minX > minX { out.append(Rect(minX: minX, minY: i.minY, maxX: i.minX, maxY: i.maxY)) }
        if i.maxX < maxX { out.append(Rect(minX: i.maxX, minY: i.minY, maxX: maxX, maxY: i.maxY)) }
        return out
    }
}
