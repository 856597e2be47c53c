import ViewExposureKernel

/// The obstruction phases of an exposure measurement, batched: gather obstruction rects
/// (already in the tested view's coordinates), then ask for the exposure of a clipped rect.
///
/// This is the Swift face of the C kernel (`CKernel`): `append(_:)` gathers straight into
/// struct-of-arrays buffers that one C call reads. An instance owns those buffers and the
/// kernel's workspace, so keep one per thread and reuse it across measurements; it is not
/// `Sendable`.
///
/// Input conventions: an obstruction that is empty, inverted, NaN or infinite is accepted by
/// `append(_:)` and treated as empty by the computation (the C kernel never crashes on it).
public final class ObstructionKernel {
    // Unchecked: `append(_:)` ran four dynamic exclusivity checks per rect (a fifth of a
    // whole-screen pass over 100 000 staggered views); the arrays are private in use (only
    // this class's methods touch them, none while another access is open) and the class is
    // not `Sendable`.
    @usableFromInline @exclusivity(unchecked) var minX: [Double] = []
    @usableFromInline @exclusivity(unchecked) var minY: [Double] = []
    @usableFromInline @exclusivity(unchecked) var maxX: [Double] = []
    @usableFromInline @exclusivity(unchecked) var maxY: [Double] = []
    private let workspace: OpaquePointer

    /// A SIMD path of the kernel (for tests and benchmarks; the default picks the best).
    public enum SIMDPath: Sendable {
        /// AVX2 when the CPU has it, else the baseline.
        case automatic
        /// SSE2 on x86-64, NEON on arm64 (the scalar path in a build without SIMDe).
        case baseline
        /// AVX2 (falls back to the baseline on a CPU without it).
        case avx2
        /// Plain loops without SIMD: always available, bit-identical to the SIMD paths.
        case scalar
    }

    /// An algorithm of the kernel (for tests and benchmarks; the default picks per call).
    public enum Algorithm: Sendable {
        /// Chosen per call on measured thresholds: a disjoint fast path when few obstructions
        /// overlap, fragment subtraction for up to 20 rects, fragment subtraction over
        /// struct-of-arrays with a SIMD overlap mask when many large rects pile up (the visible
        /// remainder collapses; abandoned past 1 024 live fragments), else the sweep.
        case automatic
        /// Incremental fragment subtraction, without the fallback cap.
        case fragments
        /// The sweep over y with coordinate-compressed x.
        case sweep
    }

    /// Creates an empty kernel with its own workspace.
    public init() {
        guard let ws = ck_workspace_create() else { fatalError("CKernel: out of memory") }
        workspace = ws
    }

    deinit { ck_workspace_destroy(workspace) }

    /// Forces a SIMD path and an algorithm (tests compare them). Returns whether the requested
    /// SIMD path is the one in use (`false` when AVX2, or SIMDe for the baseline, is not
    /// available here).
    @discardableResult
    public func force(simd: SIMDPath, algorithm: Algorithm) -> Bool {
        let path: ck_simd_path
        switch simd {
        case .automatic: path = CK_SIMD_AUTO
        case .baseline: path = CK_SIMD_BASELINE
        case .avx2: path = CK_SIMD_AVX2
        case .scalar: path = CK_SIMD_SCALAR
        }
        let inUse = ck_workspace_set_simd_path(workspace, path)
        switch algorithm {
        case .automatic: ck_workspace_set_algorithm(workspace, CK_ALGORITHM_AUTO)
        case .fragments: ck_workspace_set_algorithm(workspace, CK_ALGORITHM_FRAGMENTS)
        case .sweep: ck_workspace_set_algorithm(workspace, CK_ALGORITHM_SWEEP)
        }
        return path == CK_SIMD_AUTO || inUse == path
    }

    /// Whether this machine and build can run the AVX2 path.
    public static var isAVX2Available: Bool { ck_avx2_available() != 0 }

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

    /// Adds one obstruction rect (amortised O(1)). Empty or non-finite rects are accepted and
    /// ignored by the computation.
    @inlinable public func append(_ r: Rect) {
        minX.append(r.minX); minY.append(r.minY)
        maxX.append(r.maxX); maxY.append(r.maxY)
    }

    /// The gathered obstructions, as rects.
    public var obstructions: [Rect] {
        (0..<count).map { Rect(minX: minX[$0], minY: minY[$0], maxX: maxX[$0], maxY: maxY[$0]) }
    }

    /// The full exposure result of `clipped` under the gathered obstructions (each is
    /// intersected with `clipped` first); see `ExposureGeometry` for the invariants. A `clipped`
    /// that is empty or not finite gives area 0, `.zero` bounds and no rects.
    /// O(n log n) plus the sweep; small sets use fragment subtraction.
    public func exposure(of clipped: Rect) -> ExposureGeometry {
        var result = ck_exposure_result()
        let status = withSoA { ck_exposure(workspace, Self.ckRect(clipped), $0, &result) }
        guard status == CK_OK else { fatalError("CKernel: out of memory") }
        var rects: [Rect] = []
        if result.occlusion_count > 0, let occ = result.occlusion {
            rects.reserveCapacity(result.occlusion_count)
            for i in 0..<result.occlusion_count {
                let r = occ[i]
                rects.append(Rect(minX: r.min_x, minY: r.min_y, maxX: r.max_x, maxY: r.max_y))
            }
        }
        let b = result.visible_bounds
        let bounds = b.max_x > b.min_x ? Rect(minX: b.min_x, minY: b.min_y, maxX: b.max_x, maxY: b.max_y) : .zero
        return ExposureGeometry(visibleArea: result.visible_area, visibleBounds: bounds, occlusionRectangles: rects)
    }

    /// The visible area only (what observers need): area(clipped − ∪ obstructions).
    public func visibleArea(of clipped: Rect) -> Double {
        var area = 0.0
        let status = withSoA { ck_visible_area(workspace, Self.ckRect(clipped), $0, &area) }
        guard status == CK_OK else { fatalError("CKernel: out of memory") }
        return area
    }

    /// The union of the gathered rects as pairwise-disjoint rects (`∪ obstructions`), empty
    /// and non-finite ones ignored. O(n log n) plus the sweep.
    public func union() -> [Rect] {
        var out: UnsafePointer<ck_rect>?
        var count = 0
        let status = withSoA { ck_union(workspace, $0, &out, &count) }
        guard status == CK_OK else { fatalError("CKernel: out of memory") }
        return Self.rects(out, count)
    }

    /// `rect − ∪ gathered rects` as pairwise-disjoint rects; empty when `rect` is empty or not
    /// finite. Same algorithm choice as ``exposure(of:)``.
    public func remainder(of rect: Rect) -> [Rect] {
        var out: UnsafePointer<ck_rect>?
        var count = 0
        let status = withSoA { ck_subtract(workspace, Self.ckRect(rect), $0, &out, &count) }
        guard status == CK_OK else { fatalError("CKernel: out of memory") }
        return Self.rects(out, count)
    }

    private static func rects(_ p: UnsafePointer<ck_rect>?, _ count: Int) -> [Rect] {
        guard let p, count > 0 else { return [] }
        return (0..<count).map { Rect(minX: p[$0].min_x, minY: p[$0].min_y, maxX: p[$0].max_x, maxY: p[$0].max_y) }
    }

    private static func ckRect(_ r: Rect) -> ck_rect {
        ck_rect(min_x: r.minX, min_y: r.minY, max_x: r.maxX, max_y: r.maxY)
    }

    private func withSoA<T>(_ body: (ck_rect_soa) -> T) -> T {
        minX.withUnsafeBufferPointer { x0 in
            minY.withUnsafeBufferPointer { y0 in
                maxX.withUnsafeBufferPointer { x1 in
                    maxY.withUnsafeBufferPointer { y1 in
                        body(ck_rect_soa(
                            min_x: x0.baseAddress, min_y: y0.baseAddress, max_x: x1.baseAddress,
                            max_y: y1.baseAddress, count: x0.count))
                    }
                }
            }
        }
    }
}

extension Rect {
    /// The parts of `self` outside `other`: 0 to 4 disjoint rects (`self − other`): the
    /// full-width band above `other`, the one below, then the parts left and right of it.
    /// Edge-touching or disjoint rects give `[self]`; a covering `other` gives `[]`; an empty
    /// or non-finite `self` gives `[]` and such an `other` gives `[self]`. O(1), through the C
    /// kernel, on the raw edges (so no sliver appears from an origin + size round trip).
    public func fragments(around other: Rect) -> [Rect] {
        var out = (ck_rect(), ck_rect(), ck_rect(), ck_rect())
        let n = withUnsafeMutableBytes(of: &out) { raw in
            ck_rect_fragments(
                ck_rect(min_x: minX, min_y: minY, max_x: maxX, max_y: maxY),
                ck_rect(min_x: other.minX, min_y: other.minY, max_x: other.maxX, max_y: other.maxY),
                raw.baseAddress!.assumingMemoryBound(to: ck_rect.self))
        }
        return withUnsafeBytes(of: &out) { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: ck_rect.self)
            return (0..<n).map {
                // The whole rect comes back unchanged (not rebuilt from its edges).
                n == 1 && p[0].min_x == minX && p[0].max_x == maxX && p[0].min_y == minY && p[0].max_y == maxY
                    ? self
                    : Rect(minX: p[$0].min_x, minY: p[$0].min_y, maxX: p[$0].max_x, maxY: p[$0].max_y)
            }
        }
    }
}
