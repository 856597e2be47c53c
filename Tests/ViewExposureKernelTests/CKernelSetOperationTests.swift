import ViewExposureKernel
import ViewExposureKernelTesting
import ViewExposureReference
import PropertyBased
import ViewExposureTestSupport
import Testing
import ViewExposure

/// The kernel's set operations through the C API against the reference, on every SIMD path
/// and algorithm, from fixed seeds; a failing input is shrunk before it is reported.
@Suite(.shrinking) struct CKernelSetOperationTests {
    /// A workspace per forced configuration.
    final class Workspaces {
        let all: [(OpaquePointer, String)]
        init() {
            var list: [(OpaquePointer, String)] = []
            let paths: [ck_simd_path] = ck_avx2_available() != 0 ? [CK_SIMD_BASELINE, CK_SIMD_AVX2] : [CK_SIMD_BASELINE]
            for p in paths {
                for a in [CK_ALGORITHM_AUTO, CK_ALGORITHM_FRAGMENTS, CK_ALGORITHM_SWEEP] {
                    let ws = ck_workspace_create()!
                    ck_workspace_set_simd_path(ws, p)
                    ck_workspace_set_algorithm(ws, a)
                    list.append((ws, "simd \(p.rawValue) algorithm \(a.rawValue)"))
                }
            }
            all = list
        }
        deinit { for (ws, _) in all { ck_workspace_destroy(ws) } }
    }

    /// Calls `body` with `rects` as the kernel's struct-of-arrays.
    func withSoA<T>(_ rects: [Rect], _ body: (ck_rect_soa) -> T) -> T {
        let x0 = rects.map(\.minX), y0 = rects.map(\.minY), x1 = rects.map(\.maxX), y1 = rects.map(\.maxY)
        return x0.withUnsafeBufferPointer { a in
            y0.withUnsafeBufferPointer { b in
                x1.withUnsafeBufferPointer { c in
                    y1.withUnsafeBufferPointer { d in
                        body(ck_rect_soa(min_x: a.baseAddress, min_y: b.baseAddress, max_x: c.baseAddress,
                                         max_y: d.baseAddress, count: rects.count))
                    }
                }
            }
        }
    }

    func ck(_ r: Rect) -> ck_rect { ck_rect(min_x: r.minX, min_y: r.minY, max_x: r.maxX, max_y: r.maxY) }
    func rect(_ r: ck_rect) -> Rect { Rect(minX: r.min_x, minY: r.min_y, maxX: r.max_x, maxY: r.max_y) }
    func rects(_ p: UnsafePointer<ck_rect>?, _ n: Int) -> [Rect] { (0..<n).map { rect(p![$0]) } }

    @Test(arguments: CoordinateKind.allCases)
    func fragmentsMatchReference(kind: CoordinateKind) async {
        let gen = RectSetGenerator.rect(kind, maxSide: 60, junkRate: 3)
        // A pair is a two-rect set, shrunk as one (each rect simpler; none left out).
        await seededPropertyCheck(seed: 11, count: 2000, draw: { [gen.run(using: &$0), gen.run(using: &$0)] },
                                  shrink: { RectSetGenerator.simpler($0).filter { $0.count == 2 } }) { pair in
            let r = pair[0], o = pair[1]
            var out = [ck_rect](repeating: ck_rect(), count: 4)
            let n = ck_rect_fragments(ck(r), ck(o), &out)
            let expected = KernelReference.fragments(of: r, around: o)
            #expect(Array(out.prefix(n)).map(rect) == expected, "\(r) around \(o)")
            if KernelReference.isValid(r) && KernelReference.isValid(o) {
                #expect(r.fragments(around: o) == expected, "Rect.fragments(around:) \(r) around \(o)")
            }
        }
    }

    @Test(arguments: CoordinateKind.allCases)
    func clipAndCullMatchReference(kind: CoordinateKind) async {
        let workspaces = Workspaces()
        let gen = RectSetGenerator.set(kind, maxCount: 40, maxSide: 60, junkRate: 4)
        let frame = Rect(minX: 0, minY: 0, maxX: 100, maxY: 100)
        await seededPropertyCheck(seed: 12, count: 200, draw: { gen.run(using: &$0) }, shrink: RectSetGenerator.simpler) { set in
            for (ws, name) in workspaces.all {
                var a = [Double](repeating: 0, count: set.count), b = a, c = a, d = a
                var idx = [UInt32](repeating: 0, count: set.count)
                let k = withSoA(set) { ck_clip(ws, $0, ck(frame), &a, &b, &c, &d) }
                let kc = withSoA(set) { ck_cull(ws, $0, ck(frame), &idx) }
                let clipped = (0..<k).map { Rect(minX: a[$0], minY: b[$0], maxX: c[$0], maxY: d[$0]) }
                #expect(clipped == KernelReference.clip(set, to: frame), "\(name)")
                #expect(idx.prefix(kc).map(Int.init) == KernelReference.cull(set, against: frame), "\(name)")
            }
        }
    }

    @Test(arguments: CoordinateKind.allCases)
    func subtractAndUnionMatchReference(kind: CoordinateKind) async {
        let workspaces = Workspaces()
        let gen = RectSetGenerator.set(kind, maxCount: 70, maxSide: 50, junkRate: 2)
        let frame = Rect(minX: 0, minY: 0, maxX: 100, maxY: 100)
        await seededPropertyCheck(seed: 13, count: 60, draw: { gen.run(using: &$0) }, shrink: RectSetGenerator.simpler) { set in
            let valid = set.filter(KernelReference.isValid)
            let expectedUnion = KernelReference.unionArea(set)
            let expectedVisible = KernelReference.visibleArea(of: frame, obstructions: set)
            for (ws, name) in workspaces.all {
                let context = "\(name), \(set.count) rects"
                // r − ∪ set: disjoint pieces inside r, none touching the set, adding up.
                var out: UnsafePointer<ck_rect>?
                var n = 0
                #expect(withSoA(set) { ck_subtract(ws, ck(frame), $0, &out, &n) } == CK_OK)
                let pieces = rects(out, n)
                let scale = frame.area
                #expect(RegionAssertions.pairwiseDisjoint(pieces, tolerance: kind.isExact ? 0 : 1e-12 * scale), "\(context)")
                #expect(pieces.allSatisfy { frame.contains($0) }, "\(context)")
                #expect(pieces.allSatisfy {
                    KernelReference.unionArea(KernelReference.clip(valid, to: $0)) <= (kind.isExact ? 0 : 1e-12 * scale)
                }, "\(context): a piece overlaps the set")
                #expect(RegionAssertions.close(pieces.reduce(0) { $0 + $1.area }, expectedVisible, scale: scale, exact: kind.isExact),
                    "\(context): remainder area")
                // ∪ set: area, and disjoint rects inside the union adding up to it.
                var area = 0.0
                #expect(withSoA(set) { ck_union_area(ws, $0, &area) } == CK_OK)
                #expect(RegionAssertions.close(area, expectedUnion, scale: 2e4, exact: kind.isExact),
                    "\(context): union area \(area) != \(expectedUnion)")
                #expect(withSoA(set) { ck_union(ws, $0, &out, &n) } == CK_OK)
                let union = rects(out, n)
                #expect(RegionAssertions.pairwiseDisjoint(union, tolerance: kind.isExact ? 0 : 1e-12 * 2e4), "\(context)")
                #expect(RegionAssertions.close(union.reduce(0) { $0 + $1.area }, expectedUnion, scale: 2e4, exact: kind.isExact),
                    "\(context): union rects area")
                #expect(union.allSatisfy {
                    RegionAssertions.close(KernelReference.unionArea(KernelReference.clip(valid, to: $0)), $0.area,
                        scale: 2e4, exact: kind.isExact)
                }, "\(context): a union rect leaves the union")
            }
        }
    }
}
