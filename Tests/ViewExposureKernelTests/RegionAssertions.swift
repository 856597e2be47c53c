import ViewExposureReference
import Testing
import ViewExposure

/// Checks on sets of rects compared as regions.
enum RegionAssertions {
    /// `a == b` exactly, or within 1e-12 relative to `scale` when not `exact`.
    static func close(_ a: Double, _ b: Double, scale: Double, exact: Bool) -> Bool {
        a == b || (!exact && abs(a - b) <= 1e-12 * max(scale, 1))
    }

    /// Whether the rects are pairwise disjoint: no overlap with area above `tolerance`.
    ///
    /// Decision: on arbitrary doubles, `Rect` stores origin + size, so a rect built from the
    /// kernel's exact edges can have `maxX = minX + width` one ulp beyond the edge it came
    /// from; neighbours then "overlap" by ~1e-15. Those are tolerated up to 1e-12 relative
    /// area here; exact disjointness of the raw edges is checked by the C self-test and fuzzer.
    static func pairwiseDisjoint(_ rects: [Rect], tolerance: Double) -> Bool {
        for i in rects.indices {
            for j in rects.indices where j > i {
                if let o = KernelReference.intersection(rects[i], rects[j]), o.area > tolerance { return false }
            }
        }
        return true
    }

    /// Checks that `occlusion` is a valid occlusion set for `clipped` under `obstructions`
    /// with visible bounds `bounds` (docs/semantics.md §3.5): sorted, pairwise disjoint, each inside
    /// `bounds` and inside ∪ obstructions, and covering exactly bounds ∩ ∪ obstructions
    /// (area equality); equal to the clipped obstructions ∩ bounds when those do not overlap.
    static func checkOcclusion(
        _ occlusion: [Rect], clipped: Rect, obstructions: [Rect], bounds: Rect, exact: Bool,
        _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let clippedObs = KernelReference.clip(obstructions, to: clipped)
        let scale = clipped.area
        #expect(
            zip(occlusion, occlusion.dropFirst()).allSatisfy { !Rect.occlusionOrder($1, $0) },
            "\(context): not sorted", sourceLocation: sourceLocation)
        #expect(pairwiseDisjoint(occlusion, tolerance: exact ? 0 : 1e-12 * scale), "\(context): not disjoint", sourceLocation: sourceLocation)
        for r in occlusion {
            #expect(KernelReference.isValid(r) && bounds.contains(r), "\(context): \(r) outside \(bounds)",
                sourceLocation: sourceLocation)
            let coveredPart = KernelReference.unionArea(KernelReference.clip(clippedObs, to: r))
            #expect(close(coveredPart, r.area, scale: scale, exact: exact),
                "\(context): \(r) not inside the obstructions", sourceLocation: sourceLocation)
        }
        let expected = bounds.isEmpty ? 0 : KernelReference.unionArea(KernelReference.clip(clippedObs, to: bounds))
        let total = occlusion.reduce(0) { $0 + $1.area }
        #expect(close(total, expected, scale: scale, exact: exact),
            "\(context): occlusion area \(total) != \(expected)", sourceLocation: sourceLocation)
        if !KernelReference.anyOverlap(clippedObs) {
            let asTheyAre = clippedObs.compactMap { KernelReference.intersection($0, bounds) }
                .sorted(by: Rect.occlusionOrder)
            #expect(occlusion == asTheyAre, "\(context): non-overlapping obstructions not returned as they are",
                sourceLocation: sourceLocation)
        }
    }
}
