/*
 * CKernel — exact rectangle-set geometry for ViewExposure's obstruction phases.
 *
 * Conventions (the same as the Swift `Rect`, docs/semantics.md §1):
 * - Rects are half-open [min_x, max_x) × [min_y, max_y) over doubles.
 * - A rect is *valid* when its four edges are finite and min_x < max_x, min_y < max_y.
 *   Every operation treats an invalid rect (empty, inverted, NaN, ±inf) as empty: it never
 *   crashes, loops or invokes undefined behaviour on such input.
 * - Sets of rects are passed as struct-of-arrays (`ck_rect_soa`) the caller owns.
 * - Memory: every call that needs scratch space or returns a variable number of rects takes a
 *   `ck_workspace` (an arena of reusable buffers). Results returned by pointer live in the
 *   workspace and stay valid until the next call on the same workspace. There is no global
 *   mutable state: use one workspace per thread, and any number of threads at once.
 * - Every call that can fail returns a `ck_status` (CK_OK, or CK_ERROR_NO_MEMORY when a buffer
 *   could not grow) and writes its result through out-parameters; no result value doubles as an
 *   error code.
 * - This header holds what the library calls. Entry points used only by the kernel's tests and
 *   fuzzers (clipping, culling, union area, the region's exposure and invariant check) are
 *   declared in CKernel/src/ck_testing.h.
 *
 * SIMD: a baseline path (SSE2 on x86-64, NEON on arm64, through SIMDe), an AVX2 path picked
 * at run time with __builtin_cpu_supports("avx2"), and a portable scalar path. All give
 * bit-identical results: SIMD is only used for exact operations (min/max, compares, integer
 * adds) and floating sums are accumulated in the same order on every path. A build without the
 * SIMDe headers (or with CK_NO_SIMDE defined) compiles the scalar path only.
 */
#ifndef CKERNEL_H
#define CKERNEL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** One rect, by its edges. */
typedef struct ck_rect {
    double min_x, min_y, max_x, max_y;
} ck_rect;

/** A read-only set of `count` rects as struct-of-arrays (four arrays of `count` doubles). */
typedef struct ck_rect_soa {
    const double *min_x;
    const double *min_y;
    const double *max_x;
    const double *max_y;
    size_t count;
} ck_rect_soa;

/** Reusable scratch memory and per-caller settings; not thread-safe, one per thread. */
typedef struct ck_workspace ck_workspace;

/** A SIMD path. AUTO = AVX2 when the CPU has it (and it is compiled in), else baseline when
    compiled in (SIMDe found), else scalar. */
typedef enum ck_simd_path {
    CK_SIMD_AUTO = 0,
    CK_SIMD_BASELINE = 1,
    CK_SIMD_AVX2 = 2,
    /** Plain loops, no SIMD: always available; the only path of a build without SIMDe. */
    CK_SIMD_SCALAR = 3
} ck_simd_path;

/** An algorithm for area/bounds/occlusion. AUTO picks per call on measured thresholds. */
typedef enum ck_algorithm {
    CK_ALGORITHM_AUTO = 0,
    /** Incremental fragment subtraction: fastest while fragments stay few. Above 20 rects the
        fragments are kept as struct-of-arrays and each rect is tested against all of them
        with a SIMD overlap mask; the occlusion rects are then the visible bounds minus the
        visible pieces. Falls back to the sweep when fragments exceed a cap (so it cannot
        explode) unless forced by tests. */
    CK_ALGORITHM_FRAGMENTS = 1,
    /** Sweep over y with coordinate-compressed x and a coverage count per x interval. */
    CK_ALGORITHM_SWEEP = 2,
    /** Reported only (AUTO): few overlapping obstructions, found by sweep-and-prune along x,
        made disjoint by fragmenting just the overlapping ones, and no frame edge fully
        covered — then the visible box is the whole frame and the area is frame − Σ pieces. */
    CK_ALGORITHM_DISJOINT = 3
} ck_algorithm;

/** The outcome of a call that can fail; its result is in the out-parameters only on CK_OK. */
typedef enum ck_status {
    /** Done: the out-parameters hold the result. */
    CK_OK = 0,
    /** A workspace or region buffer could not grow: the out-parameters hold an empty result
        (a region keeps what was added before and stays valid). */
    CK_ERROR_NO_MEMORY = -1
} ck_status;

/** The exposure core's result (docs/semantics.md §3.5). */
typedef struct ck_exposure_result {
    /** area(clipped − ∪ obstructions). */
    double visible_area;
    /** Bounding box of the visible part; all zero when nothing is visible. */
    ck_rect visible_bounds;
    /** Pairwise-disjoint rects inside `visible_bounds` whose union is exactly
        visible_bounds ∩ ∪ obstructions, sorted by area descending, then min_y, min_x, max_y,
        max_x ascending. When the clipped obstructions do not overlap one another these are
        the clipped obstructions intersected with `visible_bounds` (empty ones dropped).
        Owned by the workspace, valid until its next call. */
    const ck_rect *occlusion;
    /** Number of rects in `occlusion`. */
    size_t occlusion_count;
    /** Which algorithm produced the result (never AUTO). */
    ck_algorithm algorithm;
} ck_exposure_result;

/* ---- workspace ---------------------------------------------------------------------------- */

/** A new workspace (AUTO SIMD path, AUTO algorithm), or NULL when out of memory. */
ck_workspace *ck_workspace_create(void);
/** Frees a workspace and every buffer it owns. NULL is accepted. */
void ck_workspace_destroy(ck_workspace *ws);
/** Selects the SIMD path (tests force each one). Returns the path now in use: asking for AVX2
    on a CPU without it (or a build without the AVX2 unit) gives CK_SIMD_BASELINE, and asking
    for AVX2 or BASELINE in a build without SIMDe gives CK_SIMD_SCALAR. */
ck_simd_path ck_workspace_set_simd_path(ck_workspace *ws, ck_simd_path path);
/** Selects the algorithm (tests force each one). FRAGMENTS forced means no fallback cap. */
void ck_workspace_set_algorithm(ck_workspace *ws, ck_algorithm algorithm);
/** Whether this build has an AVX2 unit and the CPU supports AVX2. */
int ck_avx2_available(void);

/* ---- set operations ------------------------------------------------------------------------- */

/** `r − around` as 0–4 disjoint rects written to `out`: the full-width band above `around`,
    the one below, then the parts left and right of it (in that order). Returns the count:
    0 when `r` is invalid or covered, 1 (`r` itself) when `around` is invalid or apart. O(1). */
size_t ck_rect_fragments(ck_rect r, ck_rect around, ck_rect out[4]);

/** `r − ∪ set` (the visible remainder) as disjoint rects in the workspace, valid until its
    next call; none when `r` is invalid. Same algorithm choice as ck_exposure. */
ck_status ck_subtract(ck_workspace *ws, ck_rect r, ck_rect_soa set, const ck_rect **out,
                      size_t *out_count);

/** `∪ set` as disjoint rects in the workspace (invalid rects ignored), valid until its next
    call. O(n log n) plus the sweep. */
ck_status ck_union(ck_workspace *ws, ck_rect_soa set, const ck_rect **out, size_t *out_count);

/* ---- exposure core ---------------------------------------------------------------------------- */

/** The full exposure result of `clipped` under `obstructions` (each clipped to `clipped`
    first); see `ck_exposure_result`. An invalid `clipped` gives area 0, zero bounds, no rects.
    AUTO picks per call: the disjoint fast path when few obstructions overlap (O(n log n) plus
    the neighbours checked), fragment subtraction for up to 20 rects, fragment subtraction
    over SoA when many large rects pile up so the remainder collapses (sampled mean area ≥
    clipped area / 256 and n × mean ≥ 12 × clipped area; O(n × live fragments / lanes),
    abandoned past 1024 live fragments), else the sweep (O(n log n) sorting plus the coverage
    updates; runs are tracked from the first overlap). */
ck_status ck_exposure(ck_workspace *ws, ck_rect clipped, ck_rect_soa obstructions,
                      ck_exposure_result *out);

/** Only area(clipped − ∪ obstructions) (what observers need) in `*area`, with the same
    algorithm choice (SoA fragments from a depth of 30 rather than 12: the area-only sweep is
    cheaper) but no bounds or rects. */
ck_status ck_visible_area(ck_workspace *ws, ck_rect clipped, ck_rect_soa obstructions,
                          double *area);

/* ---- region --------------------------------------------------------------------------------- */

/** A point set of the plane grown by unions of rects and queried inside rects: what a
    front-to-back traversal accumulates (the part already covered by views in front).
    Kept in the canonical y-banded form: bands of equal y-range sorted by y, each band's
    x-intervals sorted, disjoint and non-touching, touching bands with equal intervals merged.
    That form is unique for a point set, so every result depends only on the set (not on the
    order of the additions) and areas are summed in one fixed order: bands by y, intervals by
    x. Coordinates are stored exactly (no epsilon); invalid rects (empty, inverted, NaN, ±inf)
    are ignored. Memory is proportional to the region (bands × intervals). Not thread-safe
    for writes; const queries may run concurrently with one another. B = bands, I = intervals
    of a band. */
typedef struct ck_region ck_region;

/** A new empty region, or NULL when out of memory. */
ck_region *ck_region_create(void);
/** Frees a region. NULL is accepted. */
void ck_region_destroy(ck_region *rg);
/** Empties the region, keeping its memory for reuse. O(1). */
void ck_region_clear(ck_region *rg);

/** Region ∪ r. Cost: O(log B) to find the first band, then O(log I) for each band r spans;
    a band that already holds r's x-span is left alone, any other is split at r's edges
    (copying its intervals) and merged with the span (moving the intervals after it): no
    rebuild. On CK_ERROR_NO_MEMORY the region holds part of r and is still valid. */
ck_status ck_region_add_rect(ck_region *rg, ck_rect r);
/** Region ∪ every rect of `rects`, in order (each as ck_region_add_rect). */
ck_status ck_region_add(ck_region *rg, ck_rect_soa rects);

/** area(region ∩ within), summed band by band (top to bottom), each band's width summed left
    to right; 0 for an invalid `within`. O(log B + bands in range × (log I + intervals in
    range)). */
double ck_region_area_in(const ck_region *rg, ck_rect within);
/** Whether the valid rect r lies entirely in the region (0 for an invalid r). Exact. */
int ck_region_contains_rect(const ck_region *rg, ck_rect r);
/** Whether the region and the valid rect r share positive area (0 for an invalid r). */
int ck_region_overlaps_rect(const ck_region *rg, ck_rect r);

/** region ∩ within as pairwise-disjoint rects, themselves banded and coalesced (sorted by
    min_y, then min_x), in `*out`. The arrays live in region-only buffers of `ws`: valid until
    the next ck_region_covered / ck_region_uncovered call on `ws` (or the region's exposure in
    the test header); other kernel calls leave them alone, so they can be passed straight to
    ck_exposure or ck_region_add. On CK_ERROR_NO_MEMORY `out->count` is 0. */
ck_status ck_region_covered(const ck_region *rg, ck_workspace *ws, ck_rect within,
                            ck_rect_soa *out);
/** within − region, the same way (e.g. the visible pieces of a view). */
ck_status ck_region_uncovered(const ck_region *rg, ck_workspace *ws, ck_rect within,
                              ck_rect_soa *out);

/** Bounding box of the region; all zero when it is empty. O(1). */
ck_rect ck_region_bounds(const ck_region *rg);
/** Number of rects in the banded form (Σ intervals over bands); 0 when empty. O(1). */
size_t ck_region_rect_count(const ck_region *rg);

#ifdef __cplusplus
}
#endif

#endif /* CKERNEL_H */
