import ViewExposure

/// The pure-Swift oracle of every `CKernel` operation: simple, obviously correct, slow.
///
/// Conventions shared with the kernel: a rect takes part only when it is *valid* — all four
/// edges finite and `minX < maxX`, `minY < maxY`; invalid rects (empty, inverted, NaN,
/// infinite) are treated as empty. Areas and bounds come from a coordinate-compressed grid
/// (`ReferenceGrid`), so they are exact up to the rounding of the final sums.
public enum KernelReference {
    /// Whether `r` takes part in kernel operations: finite edges and positive extent.
    public static func isValid(_ r: Rect) -> Bool {
        r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite
            && r.minX < r.maxX && r.minY < r.maxY
    }

    /// `a ∩ b` from edges (no size round trip beyond `Rect`'s own), or `nil` when empty.
    public static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        guard isValid(a), isValid(b) else { return nil }
        let r = Rect(
            minX: max(a.minX, b.minX), minY: max(a.minY, b.minY),
            maxX: min(a.maxX, b.maxX), maxY: min(a.maxY, b.maxY))
        return r.minX < r.maxX && r.minY < r.maxY ? r : nil
    }

    /// `r − o` as 0–4 disjoint rects: the full-width band above and below `o`, then the parts
    /// left and right of it. `[]` for an invalid `r`, `[r]` when `o` is invalid or apart.
    public static func fragments(of r: Rect, around o: Rect) -> [Rect] {
        guard isValid(r) else { return [] }
        guard intersection(r, o) != nil else { return [r] }
        // Raw edges (not a `Rect` round trip, which can move an edge by one ulp).
        let ix0 = max(r.minX, o.minX), ix1 = min(r.maxX, o.maxX)
        let iy0 = max(r.minY, o.minY), iy1 = min(r.maxY, o.maxY)
        var out: [Rect] = []
        if iy0 > r.minY { out.append(Rect(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: iy0)) }
        if iy1 < r.maxY { out.append(Rect(minX: r.minX, minY: iy1, maxX: r.maxX, maxY: r.maxY)) }
        if ix0 > r.minX { out.append(Rect(minX: r.minX, minY: iy0, maxX: ix0, maxY: iy1)) }
        if ix1 < r.maxX { out.append(Rect(minX: ix1, minY: iy0, maxX: r.maxX, maxY: iy1)) }
        return out
    }

    /// The valid rects of `set` intersected with `frame`, empty results dropped, order kept.
    public static func clip(_ set: [Rect], to frame: Rect) -> [Rect] {
        set.compactMap { intersection($0, frame) }
    }

    /// Indices of the rects of `set` that overlap `frame` with positive area.
    public static func cull(_ set: [Rect], against frame: Rect) -> [Int] {
        set.indices.filter { intersection(set[$0], frame) != nil }
    }

    /// `r − ∪ set` as disjoint rects (any decomposition).
    public static func subtract(_ set: [Rect], from r: Rect) -> [Rect] {
        guard isValid(r) else { return [] }
        let grid = ReferenceGrid(frame: r, rects: clip(set, to: r))
        return grid.runs(covered: false, inside: r)
    }

    /// Area of `∪ set` (invalid rects ignored).
    public static func unionArea(_ set: [Rect]) -> Double {
        let valid = set.filter(isValid)
        guard let frame = valid.dropFirst().reduce(valid.first, { $0!.union($1) }) else { return 0 }
        return ReferenceGrid(frame: frame, rects: valid).area(covered: true)
    }

    /// `∪ set` as disjoint rects (any decomposition).
    public static func union(_ set: [Rect]) -> [Rect] {
        let valid = set.filter(isValid)
        guard let frame = valid.dropFirst().reduce(valid.first, { $0!.union($1) }) else { return [] }
        return ReferenceGrid(frame: frame, rects: valid).runs(covered: true, inside: frame)
    }

    /// Whether any two rects of `set` overlap with positive area.
    public static func anyOverlap(_ set: [Rect]) -> Bool {
        for i in set.indices {
            for j in set.indices where j > i && intersection(set[i], set[j]) != nil { return true }
        }
        return false
    }

    /// The exposure core (docs/semantics.md §3.5) of `clipped` under `obstructions`: visible area,
    /// visible bounding box (`.zero` when nothing is visible), and disjoint occlusion rects
    /// inside it, sorted by `Rect.occlusionOrder`. When the clipped obstructions do not overlap
    /// one another they are returned as they are (intersected with the visible box); otherwise
    /// the covered grid cells of the visible box, merged into horizontal runs per row.
    public static func exposure(of clipped: Rect, obstructions: [Rect]) -> ExposureGeometry {
        guard isValid(clipped) else {
            return ExposureGeometry(visibleArea: 0, visibleBounds: .zero, occlusionRectangles: [])
        }
        let obs = clip(obstructions, to: clipped)
        let grid = ReferenceGrid(frame: clipped, rects: obs)
        let area = grid.area(covered: false)
        guard let bounds = grid.bounds(covered: false) else {
            return ExposureGeometry(visibleArea: area, visibleBounds: .zero, occlusionRectangles: [])
        }
        var occlusion =
            anyOverlap(obs)
            ? grid.runs(covered: true, inside: bounds)
            : obs.compactMap { intersection($0, bounds) }
        occlusion.sort(by: Rect.occlusionOrder)
        return ExposureGeometry(visibleArea: area, visibleBounds: bounds, occlusionRectangles: occlusion)
    }

    /// The visible area only: area(clipped − ∪ obstructions).
    public static func visibleArea(of clipped: Rect, obstructions: [Rect]) -> Double {
        guard isValid(clipped) else { return 0 }
        return ReferenceGrid(frame: clipped, rects: clip(obstructions, to: clipped)).area(covered: false)
    }
}
