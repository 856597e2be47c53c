/* Internal declarations shared by the kernel's translation units. */
#ifndef CK_INTERNAL_H
#define CK_INTERNAL_H

#include "ck_testing.h"
#include <stdint.h>
#include <stddef.h>

/* No fused multiply-adds: clang contracts a * b + c into one FMA by default on targets that
   have it (arm64), which rounds once instead of twice and so changes the last bit of area sums
   between architectures. Every translation unit includes this header first. */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

/* CK_HAVE_SIMDE: the SIMD units are compiled in. Off when the SIMDe headers are not on the
   include path (e.g. an Xcode build without them) or when CK_NO_SIMDE is defined; then every
   SIMD path request runs the scalar unit, with identical results. */
#if !defined(CK_NO_SIMDE) && defined(__has_include)
#if __has_include(<simde/x86/sse2.h>)
#define CK_HAVE_SIMDE 1
#endif
#endif

/* The SIMD-dependent primitives. Each has a scalar, a baseline and an AVX2 implementation with
   bit-identical results (exact operations only; float sums in ascending index order). */
typedef struct ck_simd_ops {
    /* Clip to frame and compact: see ck_clip. Also normalises -0.0 to +0.0. */
    size_t (*clip)(const double *x0, const double *y0, const double *x1, const double *y1,
                   size_t n, ck_rect frame, double *ox0, double *oy0, double *ox1, double *oy1);
    /* Indices of valid rects overlapping frame. */
    size_t (*cull)(const double *x0, const double *y0, const double *x1, const double *y1,
                   size_t n, ck_rect frame, uint32_t *out);
    /* count[i] += 1 for i in [l, r). Returns the sum (ascending i) of width[i] over the
       intervals that were 0; *newly counts them; *overlap |= any interval was > 0. */
    double (*range_inc)(int32_t *count, const double *width, int64_t l, int64_t r,
                        int64_t *newly, int *overlap);
    /* count[i] -= 1 for i in [l, r). Returns the sum (ascending i) of width[i] over the
       intervals that became 0; *freed counts them. */
    double (*range_dec)(int32_t *count, const double *width, int64_t l, int64_t r,
                        int64_t *freed);
    /* First i in [from, to) with count[i] == 0, else to. */
    int64_t (*first_zero)(const int32_t *count, int64_t from, int64_t to);
    /* Last i in [from, to) with count[i] == 0, else from - 1. */
    int64_t (*last_zero)(const int32_t *count, int64_t from, int64_t to);
    /* Bit i set when count[i] > 0, for the 64 counts at `count` (all readable). */
    uint64_t (*nonzero_bits)(const int32_t *count);
    /* Indices (ascending) of the valid rects i < n that overlap valid `o` with positive area,
       written to `out`; returns how many. For valid rects, a0 < o.max_x && o.min_x < a1 (same
       for y) is exactly the overlap test. */
    size_t (*overlapping)(const double *x0, const double *y0, const double *x1, const double *y1,
                          size_t n, ck_rect o, uint32_t *out);
} ck_simd_ops;

/* The portable unit: always compiled in. */
extern const ck_simd_ops ck_ops_scalar;
/* Non-NULL only when the baseline unit was compiled in (CK_HAVE_SIMDE). */
extern const ck_simd_ops *const ck_ops_baseline;
/* Non-NULL only when the AVX2 unit was compiled in (x86-64 + clang + CK_HAVE_SIMDE). */
extern const ck_simd_ops *const ck_ops_avx2;

/* Workspace buffer slots. */
enum {
    CK_BUF_CX0, CK_BUF_CY0, CK_BUF_CX1, CK_BUF_CY1, /* clipped obstructions (SoA) */
    CK_BUF_SORT_A, CK_BUF_SORT_B,                   /* radix sort pairs */
    CK_BUF_EVENTS,                                  /* y event pairs being sorted */
    CK_BUF_EV, CK_BUF_GROUPS,                       /* the sweep's sorted events, y groups */
    CK_BUF_XS, CK_BUF_XI, CK_BUF_WIDTH, CK_BUF_COUNT,
    CK_BUF_RUN_END, CK_BUF_RUN_Y, CK_BUF_OLD_RUNS, CK_BUF_BITS, CK_BUF_DIRTY, CK_BUF_DIRTY_EDGES, CK_BUF_RANGES,
    CK_BUF_PIECES_A, CK_BUF_PIECES_B,
    CK_BUF_OUT, CK_BUF_OUT_TMP,
    CK_BUF_FX0, CK_BUF_FY0, CK_BUF_FX1, CK_BUF_FY1, /* SoA fragments (ck_fragments_soa) */
    CK_BUF_FRAG_HITS,
    CK_BUF_RX0, CK_BUF_RY0, CK_BUF_RX1, CK_BUF_RY1, /* region query output (ck_region_*) only */
    CK_BUF_COUNT_OF_SLOTS
};

typedef struct ck_buffer {
    void *data;
    size_t bytes;
} ck_buffer;

struct ck_workspace {
    const ck_simd_ops *ops;
    ck_simd_path path;
    ck_algorithm algorithm;
    ck_buffer buf[CK_BUF_COUNT_OF_SLOTS];
};

/* The growing part of ck_grow (ck_workspace.c). */
void *ck_grow_slow(ck_workspace *ws, int slot, size_t bytes, size_t keep);

/* Room for `bytes` (+64 bytes of SIMD padding) in a slot, keeping the first `keep` bytes.
   NULL when out of memory. Inline: most calls find the room already there. */
static inline void *ck_grow(ck_workspace *ws, int slot, size_t bytes, size_t keep) {
    const ck_buffer *b = &ws->buf[slot];
    if (b->bytes >= 64 && bytes <= b->bytes - 64) return b->data;
    return ck_grow_slow(ws, slot, bytes, keep);
}
/* Same, contents not kept when it grows. */
static inline void *ck_reserve(ck_workspace *ws, int slot, size_t bytes) {
    return ck_grow(ws, slot, bytes, 0);
}

/* A (key, value) pair for radix sorting. */
typedef struct ck_pair {
    uint64_t key;
    uint32_t value;
    uint32_t pad;
} ck_pair;

/* Order-preserving unsigned key of a finite double (-0.0 must be normalised first). */
static inline uint64_t ck_key(double d) {
    uint64_t u;
    __builtin_memcpy(&u, &d, sizeof u);
    return (u >> 63) ? ~u : (u | 0x8000000000000000ull);
}

/* Stable sort of `n` pairs by key; `tmp` has room for n. Returns the sorted array (a or tmp). */
ck_pair *ck_sort_pairs(ck_pair *a, ck_pair *tmp, size_t n);
/* Sorts rects in occlusion order (area desc, minY, minX): insertion sort up to 32, keyed merge
   sort up to 4096, radix sort with the workspace's sort buffers beyond; `tmp` has room for n. */
ck_status ck_sort_occlusion_ws(ck_workspace *ws, ck_rect *r, ck_rect *tmp, size_t n);

/* Outcomes of the engines besides the public ck_status values (never returned by a public
   call): an algorithm that gave up (its piece cap or check budget was passed, so its result is
   unusable and the next algorithm runs), and an overlap found by ck_sweep_find_overlap. */
#define CK_DECLINED ((ck_status)1)
#define CK_OVERLAPPED ((ck_status)2)

/* No cap on fragment pieces (algorithm forced by tests). */
#define CK_NO_CAP ((size_t)-1)

/* Result of the area/bounds/runs engines. */
typedef struct ck_core {
    double visible_area;
    ck_rect bounds; /* valid only when has_bounds */
    int has_bounds;
    int overlap;      /* some clipped obstructions overlap one another */
    ck_rect *runs;    /* rects in CK_BUF_OUT (or CK_BUF_PIECES_A) when asked for */
    size_t run_count;
} ck_core;

/* ---- the algorithm choice (ck_dispatch.c) --------------------------------------------------- */

/* What a call wants from the engines. */
typedef enum ck_want {
    CK_WANT_AREA,      /* the visible area only */
    CK_WANT_EXPOSURE,  /* area, visible bounds and occlusion rects */
    CK_WANT_REMAINDER  /* the visible part as disjoint pieces */
} ck_want;

/* The answer of ck_dispatch; fields beyond the area are set only when wanted. */
typedef struct ck_answer {
    double visible_area;
    ck_rect bounds;   /* valid only when has_bounds */
    int has_bounds;
    ck_rect *rects;   /* occlusion rects (not sorted) or the visible pieces, in the workspace */
    size_t count;
    ck_algorithm algorithm;
} ck_answer;

/* The one dispatch of ck_exposure, ck_visible_area and ck_subtract: `frame` valid and
   normalised, `clipped` the obstructions clipped to it (ck_clip). Tries, in order, the
   disjoint fast path, small fragment subtraction, SoA fragment subtraction and the sweep; each
   runs when the workspace's algorithm and the plan for the input allow it and may decline
   (over its cap or check budget), handing over to the next. The sweep never declines. */
ck_status ck_dispatch(ck_workspace *ws, ck_rect frame, ck_rect_soa clipped, ck_want want,
                      ck_answer *out);

/* The disjoint fast path's pieces (ck_disjoint.c): the clipped rects made pairwise disjoint,
   cheaply when few of them overlap (sweep-and-prune along x finds the overlapping pairs; rects
   in none stay as they are, the others are fragmented around the pieces accepted before them),
   as SoA in workspace buffers. CK_DECLINED when undecided (check budget, too many overlapping
   pairs or pieces). `*overlap`: whether an overlapping pair was seen (even when declined). */
ck_status ck_disjoint_pieces(ck_workspace *ws, ck_rect_soa clipped, ck_rect_soa *pieces,
                             int *overlap);
/* Whether ck_disjoint_pieces is worth running: 0 when a few probes show that far too many
   pairs overlap (then it would sort every rect and give up). */
int ck_disjoint_worth_trying(ck_workspace *ws, ck_rect_soa clipped);
/* For disjoint rects inside `frame`: 1 when no frame edge is fully covered (then the visible
   box is the whole frame), 0 when one is or too many rects touch an edge to check cheaply. */
int ck_frame_edges_open(ck_rect_soa disjoint, ck_rect frame);

/* ---- the engines ------------------------------------------------------------------------------ */

/* The sweep (ck_sweep.c), one function per question, over n clipped, valid rects (all inside
   `frame`, a valid rect). Areas are summed slab by slab in y order on every path. */

/* Visible and covered area of the frame. */
ck_status ck_sweep_area(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, double *visible,
                        double *covered);
/* Visible area and bounds, and the occlusion runs: when no two rects overlap, none (`overlap`
   0: the rects themselves are the answer); else disjoint rects covering ∪ rects, the parts
   below the first overlap's y being the rects themselves and covered runs tracked from it. */
ck_status ck_sweep_exposure(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, ck_core *out);
/* CK_OVERLAPPED as soon as two rects overlap with positive area, else CK_OK. */
ck_status ck_sweep_find_overlap(ck_workspace *ws, ck_rect frame, ck_rect_soa rects);
/* Maximal runs, as disjoint rects in CK_BUF_OUT: of ∪ rects (`covered`) or of frame − ∪ rects. */
ck_status ck_sweep_runs(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, int covered,
                        ck_rect **runs, size_t *count);

/* Fragment subtraction of the clipped rects from frame: area, bounds, and the visible pieces
   in `runs` (CK_BUF_PIECES_A). CK_DECLINED when the piece count went over `cap`. */
ck_status ck_fragments_visible(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, size_t cap,
                               ck_core *out);

/* Rects as struct-of-arrays in workspace buffers. */
typedef struct ck_soa_rects {
    double *x0, *y0, *x1, *y1;
    size_t count;
} ck_soa_rects;

/* Fragment subtraction of the clipped rects from frame over struct-of-arrays fragments: each
   rect is tested against every live fragment with the SIMD overlap mask and only the hits are
   fragmented, so the cost is Σ live fragments / lane width. Meant for remainders that stay
   few (large obstructions). Gives area and bounds in `out` and the visible pieces (pairwise
   disjoint, in the CK_BUF_F* buffers) in `pieces`. CK_DECLINED when the live count went over
   `cap`. */
ck_status ck_fragments_soa(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, size_t cap,
                           ck_core *out, ck_soa_rects *pieces);

/* Disjoint occlusion rects by fragmenting each clipped rect (∩ bounds) around the accepted
   ones, into CK_BUF_OUT (or CK_BUF_PIECES_A when none overlap). CK_DECLINED when over cap. */
ck_status ck_fragments_occlusion(ck_workspace *ws, ck_rect bounds, ck_rect_soa rects,
                                 size_t cap, ck_rect **out, size_t *count);

#endif
