import ViewExposureReference
import ViewExposure

/// The cross-check of the prebid method on the tree workloads. The Prebid Mobile checker
/// (docs/benchmark-workloads.md §2.1) lacks some of the library's rules (friendly obstructions,
/// alpha, windows in front), so it is compared not with the library's answer but with the library's
/// geometry for the same scene *with that rule taken out* (the caller builds `expected` so), and
/// then:
/// - the visible rectangle must be the same (each edge within 1e-9 relative, for bounding
///   boxes of scaled views computed along different paths);
/// - the visible area must agree within the `Float` rounding the SDK does: one rounding of
///   the clip area, one per accumulated occlusion rect, one for the difference — (pieces + 2)
///   ulps of the `Float` clip area — plus the same 1e-9 relative.
enum PrebidAgreement {
    /// Whether `p` is `expected` up to `Float` rounding (`nil` = zero exposure expected).
    static func matches(_ p: PrebidExposure, _ expected: ExposureGeometry?) -> Bool {
        guard let e = expected, e.visibleArea > 0 else {
            return p.exposureFactor == 0 && p.visibleRectangle == .zero
        }
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
        let r = p.visibleRectangle, b = e.visibleBounds
        guard close(r.minX, b.minX), close(r.minY, b.minY), close(r.maxX, b.maxX), close(r.maxY, b.maxY) else {
            return false
        }
        let pieces = Double(p.occlusionRectangles?.count ?? 0)
        let tolerance = Double(p.clipArea.ulp) * (pieces + 2) + 1e-9 * Double(p.clipArea)
        return abs(Double(p.visibleArea) - e.visibleArea) <= tolerance
    }
}
