import ViewExposureKernel
import ViewExposure

/// The kernel methods of the rect suite, through the public C API on the workload's SoA arrays.
final class KernelRects {
    /// The workload (owns the SoA arrays the kernel reads).
    let workload: RectWorkload
    /// One reusable workspace.
    let workspace: OpaquePointer

    /// A kernel runner for `workload` on a fresh workspace: automatic algorithm, on `path`
    /// (`CK_SIMD_SCALAR` is what a build without SIMDe runs).
    init(_ workload: RectWorkload, path: ck_simd_path = CK_SIMD_AUTO) {
        self.workload = workload
        guard let ws = ck_workspace_create() else { fatalError("ck_workspace_create: out of memory") }
        workspace = ws
        ck_workspace_set_simd_path(ws, path)
    }

    deinit { ck_workspace_destroy(workspace) }

    /// The full exposure result's summary: area, bounds, occlusion rect count.
    func exposure() -> (visibleArea: Double, visibleBounds: Rect, occlusionCount: Int, note: String?) {
        var result = ck_exposure_result()
        let status = withSoA { ck_exposure(workspace, ck_rect(min_x: 0, min_y: 0, max_x: 1000, max_y: 1000), $0, &result) }
        precondition(status == CK_OK, "ck_exposure failed")
        let algorithm: String
        switch result.algorithm {
        case CK_ALGORITHM_FRAGMENTS: algorithm = "fragments"
        case CK_ALGORITHM_DISJOINT: algorithm = "disjoint"
        default: algorithm = "sweep"
        }
        let b = result.visible_bounds
        return (result.visible_area, Rect(minX: b.min_x, minY: b.min_y, maxX: b.max_x, maxY: b.max_y),
                result.occlusion_count, algorithm)
    }

    /// The area-only entry point.
    func visibleArea() -> Double {
        var area = 0.0
        let status = withSoA { ck_visible_area(workspace, ck_rect(min_x: 0, min_y: 0, max_x: 1000, max_y: 1000), $0, &area) }
        precondition(status == CK_OK, "ck_visible_area failed")
        return area
    }

    private func withSoA<T>(_ body: (ck_rect_soa) -> T) -> T {
        workload.minX.withUnsafeBufferPointer { x0 in
            workload.minY.withUnsafeBufferPointer { y0 in
                workload.maxX.withUnsafeBufferPointer { x1 in
                    workload.maxY.withUnsafeBufferPointer { y1 in
                        body(ck_rect_soa(
                            min_x: x0.baseAddress, min_y: y0.baseAddress, max_x: x1.baseAddress,
                            max_y: y1.baseAddress, count: x0.count))
                    }
                }
            }
        }
    }
}
