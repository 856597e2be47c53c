/*
 * Kernel entry points outside the library's API (clipping, culling, union area, the region's
 * exposure, band count and invariant check, the rect predicates): used by the kernel's C
 * tests, its fuzz harness, the Swift kernel tests (through the ViewExposureKernelTesting
 * shim) and the kernel itself. They are compiled into the kernel like the rest, with the conventions of ckernel.h
 * (half-open rects, invalid rects treated as empty, results in the workspace until its next
 * call, failures as ck_status).
 */
#ifndef CK_TESTING_H
#define CK_TESTING_H

#include "ckernel.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- predicates ----------------------------------------------------------------------------- */

/** Whether `r` is valid: finite edges, positive width and height. */
static inline int ck_rect_is_valid(ck_rect r) {
    /* x - x is 0 for finite x, NaN for NaN and ±inf; NaN compares false. */
    return r.min_x < r.max_x && r.min_y < r.max_y && (r.min_x - r.min_x) == 0.0 &&
           (r.max_x - r.max_x) == 0.0 && (r.min_y - r.min_y) == 0.0 && (r.max_y - r.max_y) == 0.0;
}

/** Whether two valid rects share positive area (touching edges do not count). */
static inline int ck_rect_overlaps(ck_rect a, ck_rect b) {
    return (a.min_x > b.min_x ? a.min_x : b.min_x) < (a.max_x < b.max_x ? a.max_x : b.max_x) &&
           (a.min_y > b.min_y ? a.min_y : b.min_y) < (a.max_y < b.max_y ? a.max_y : b.max_y);
}

/** Width × height of a valid rect, 0 for an invalid one. */
static inline double ck_rect_area(ck_rect r) {
    return ck_rect_is_valid(r) ? (r.max_x - r.min_x) * (r.max_y - r.min_y) : 0.0;
}

/** The SIMD path in use (SCALAR, BASELINE or AVX2; never AUTO). */
ck_simd_path ck_workspace_simd_path(const ck_workspace *ws);

/* ---- set operations ------------------------------------------------------------------------- */

/** Clips `set` to `frame`: writes the valid rects' intersections with `frame` that have
    positive area, in input order, to the caller-owned arrays (room for `set.count` each) and
    returns how many. O(n). */
size_t ck_clip(ck_workspace *ws, ck_rect_soa set, ck_rect frame, double *out_min_x,
               double *out_min_y, double *out_max_x, double *out_max_y);

/** Culls `set` against `frame`: writes the indices of the valid rects overlapping `frame` with
    positive area, ascending, to `out_indices` (room for `set.count`) and returns how many;
    0 for a set of more than 2³² − 1 rects. O(n). */
size_t ck_cull(ck_workspace *ws, ck_rect_soa set, ck_rect frame, uint32_t *out_indices);

/** Area of `∪ set` (invalid rects ignored) in `*area`. */
ck_status ck_union_area(ck_workspace *ws, ck_rect_soa set, double *area);

/* ---- region --------------------------------------------------------------------------------- */

/** Number of bands. O(1). */
size_t ck_region_band_count(const ck_region *rg);

/** The exposure result of `clipped` with the region as obstructions: ck_exposure of
    `clipped` under ck_region_covered(clipped), whose rects are disjoint, so the occlusion rects
    are those banded rects ∩ the visible bounds. Area and bounds equal ck_exposure's on the
    rects that built the region; the occlusion rects are the region's pieces, not those rects
    "as they are" (where that rule matters, pass the original rects to ck_exposure). Results
    live in `ws` as for ck_exposure. */
ck_status ck_region_exposure(const ck_region *rg, ck_workspace *ws, ck_rect clipped,
                             ck_exposure_result *out);

/** 1 when the region's invariant holds (sorted, disjoint, non-touching, coalesced, finite;
    internal links and counts consistent), else 0. O(size). */
int ck_region_check(const ck_region *rg);

#ifdef __cplusplus
}
#endif

#endif /* CK_TESTING_H */
