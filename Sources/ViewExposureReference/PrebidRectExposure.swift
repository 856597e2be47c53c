import ViewExposure

/// The rect half of the Prebid Mobile (formerly OpenX) view exposure checker
/// (docs/benchmark-workloads.md §1.3), written from the algorithm's published description and
/// kept to its order of operations, so that the benchmark measures the algorithm ad SDKs run
/// today and the tests can name every place where its answers differ from the library's:
///
/// 1. *testForObstructing* — each obstruction is intersected with the clipped rect; empty
///    results are dropped (`CGRectIsEmpty`: zero-width slivers go too).
/// 2. *collapseBoundingBox* — phase 1 subtracts the obstructions one by one, in the order they
///    were collected, from the list of visible fragments (`fragmentize`, 0–4 pieces each); no
///    fragment left means zero exposure. Phase 2 unites the fragments' bounding box, the new
///    clipped rect. Phase 3 (only when the box shrank) drops the obstructions that do not
///    intersect it and clips the others to it.
/// 3. *buildObstructionRects* — repeatedly sorts the remaining obstruction pieces by `Float`
///    area, largest first, picks the first and fragmentizes every other piece around it; the
///    picks are the disjoint occlusion rects, in pick order.
/// 4. *exposure* — `(clipArea − Σ picked areas) / fullArea`, every area a C `float`, the sum
///    accumulated in `float`.
///
/// Where that description is ambiguous (its figures are not in the text), the choices are:
/// - "Pick largest, subtract, repeat" is printed under phase 1 but describes
///   `buildObstructionRects`; phase 1 subtracts in collection order (the union — hence the
///   result — is the same in any order; only the fragment count differs).
/// - `fragmentize(B, around A)` cuts B into the strip left of A and the strip right of A, both
///   B's full height, and the parts above and below A, only as wide as the overlap (the SDK's
///   C, D, E, F) — the SDK's layout, which differs from the library's bands.
/// - "If B does not intersect A" follows ``PrebidIntersectsRule`` (default CoreGraphics:
///   touching is not intersecting); "B contains A" is read the way round that makes the step
///   sound: when the *subtracted* rect contains B nothing of B is left.
/// - The sort of step 3 is stable: ties (equal `Float` areas) keep their current order.
///   `NSMutableArray`'s comparator sort does not promise that; the SDK's ties are therefore
///   order-unspecified, and only the picks' order can depend on it, never their union.
///
/// Complexity: phase 1 is O(N · F) for F visible fragments (F grows up to ~3N on scattered
/// small rects), step 3 is O(P · M log M) for P picks out of M pieces — quadratic and worse,
/// which is what the benchmark shows. Not recursive; allocates its arrays per call as the SDK
/// does.
public enum PrebidRectExposure {
    /// The SDK's answer for a tested view whose bounds are `target`, with nothing clipping it
    /// but its window of the same rect, under `obstructions` given in the tested view's
    /// coordinates, back to front (the rect workloads of the benchmark).
    public static func exposure(of target: Rect, obstructions: [Rect],
                                rule: PrebidIntersectsRule = .coreGraphics) -> PrebidExposure {
        var clipped: [Rect] = []
        clipped.reserveCapacity(obstructions.count)
        for o in obstructions {
            let r = PrebidCGRect.intersection(target, o)
            if !PrebidCGRect.isEmpty(r) { clipped.append(r!) }
        }
        return exposure(testedBounds: target, clippedRect: target, obstructions: clipped, rule: rule)
    }

    /// The SDK's answer once the tree walk is done: `testedBounds` gives the denominator,
    /// `clippedRect` is the tested bounds after every clipping ancestor, `obstructions` are
    /// the collected rects (each already intersected with `clippedRect` and non-empty), in
    /// collection order.
    public static func exposure(testedBounds: Rect, clippedRect: Rect, obstructions: [Rect],
                                rule: PrebidIntersectsRule = .coreGraphics) -> PrebidExposure {
        guard let collapsed = collapseBoundingBox(clippedRect, obstructions, rule) else { return .zero }
        let picked = buildObstructionRects(collapsed.obstructions, rule)
        let fullArea = PrebidCGRect.floatArea(testedBounds)
        let clipArea = PrebidCGRect.floatArea(collapsed.clippedRect)
        var obstructedArea: Float = 0
        // C's `float += double`: the sum is formed in double, then stored back into a float.
        for r in picked { obstructedArea = Float(Double(obstructedArea) + r.width * r.height) }
        return PrebidExposure(
            exposureFactor: (clipArea - obstructedArea) / fullArea, visibleRectangle: collapsed.clippedRect,
            occlusionRectangles: picked.isEmpty ? nil : picked, clipArea: clipArea, obstructedArea: obstructedArea)
    }

    /// `valRect − rect` appended to `out` as 0–4 pieces (the SDK's `fragmentize`): the whole
    /// of `valRect` when the two do not intersect, nothing when `rect` covers it.
    @inline(__always)
    static func fragmentize(_ valRect: Rect, around rect: Rect, into out: inout [Rect],
                            _ rule: PrebidIntersectsRule) {
        guard PrebidCGRect.intersects(valRect, rect, rule) else {
            out.append(valRect)
            return
        }
        if PrebidCGRect.contains(rect, valRect) { return }
        // Both rules only answer "intersects" when the edge-inclusive intersection exists.
        guard let t = PrebidCGRect.intersection(rect, valRect) else { return }
        let left = Rect(x: valRect.minX, y: valRect.minY, width: t.minX - valRect.minX, height: valRect.height)
        let top = Rect(x: t.minX, y: valRect.minY, width: t.width, height: t.minY - valRect.minY)
        let bottom = Rect(x: t.minX, y: t.maxY, width: t.width, height: valRect.maxY - t.maxY)
        let right = Rect(x: t.maxX, y: valRect.minY, width: valRect.maxX - t.maxX, height: valRect.height)
        if !left.isEmpty { out.append(left) }
        if !top.isEmpty { out.append(top) }
        if !bottom.isEmpty { out.append(bottom) }
        if !right.isEmpty { out.append(right) }
    }

    /// Phases 1–3 of the SDK's `collapseBoundingBox`: the new clipped rect (bounding box of
    /// the visible fragments) and the obstructions clipped to it, or `nil` when nothing is
    /// visible (the SDK then reports zero exposure).
    static func collapseBoundingBox(_ clippedRect: Rect, _ obstructions: [Rect], _ rule: PrebidIntersectsRule)
        -> (clippedRect: Rect, obstructions: [Rect])?
    {
        if clippedRect.isEmpty { return nil }
        // Phase 1: subtract every obstruction from every visible fragment, swapping two lists.
        var current: [Rect] = [clippedRect]
        var next: [Rect] = []
        for o in obstructions {
            for f in current { fragmentize(f, around: o, into: &next, rule) }
            swap(&current, &next)
            next.removeAll(keepingCapacity: true)
            if current.isEmpty { return nil }
        }
        // Phase 2: the bounding box of what is left.
        var result = current[0]
        for f in current.dropFirst() { result = result.union(f) }
        if result == clippedRect { return (clippedRect, obstructions) }
        // Phase 3: keep (in order) the obstructions that intersect the box, clipped to it.
        var kept: [Rect] = []
        kept.reserveCapacity(obstructions.count)
        for o in obstructions where PrebidCGRect.intersects(o, result, rule) {
            if PrebidCGRect.contains(result, o) {
                kept.append(o)
            } else if let r = PrebidCGRect.intersection(result, o) {
                kept.append(r)   // under `.linuxFoundation` a touching one becomes a zero-area sliver
            }
        }
        return (result, kept)
    }

    /// The seed's `buildObstructionRects`: sort by `Float` area (largest first), pick the
    /// first, fragmentize the rest around it, repeat until nothing is left. The picks are
    /// pairwise disjoint; under `.linuxFoundation` zero-area slivers may join them.
    static func buildObstructionRects(_ obstructions: [Rect], _ rule: PrebidIntersectsRule) -> [Rect] {
        var current = obstructions
        var remaining: [Rect] = []
        var picked: [Rect] = []
        while !current.isEmpty {
            // Swift's sort is stable (documented), see the type's note on ties.
            current.sort { PrebidCGRect.floatArea($0) > PrebidCGRect.floatArea($1) }
            let pick = current[0]
            picked.append(pick)
            for i in current.indices.dropFirst() { fragmentize(current[i], around: pick, into: &remaining, rule) }
            swap(&current, &remaining)
            remaining.removeAll(keepingCapacity: true)
        }
        return picked
    }
}
