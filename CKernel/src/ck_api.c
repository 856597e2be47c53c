/* Public entry points: clipping, the algorithm choice, and the exposure core. */
#include "ck_scalar.h"
#include <string.h>

/* Measured thresholds (benchmark workloads A/B/C, forced algorithms, full and area-only):
   fragment subtraction wins up to about 16–24 clipped rects (e.g. N=16: 0.53–0.88 µs vs
   0.66–1.02 µs for the sweep; N=32: 1.8–3.9 µs vs 1.6–2.4 µs), so it is used up to 20.
   The piece cap (about 6 pieces per rect at N=20) stops an unlucky fragment explosion and
   falls back to the sweep. */
#define CK_FRAGMENTS_MAX_N 20
#define CK_FRAGMENTS_CAP 128

/* Many large, overlapping obstructions (workload A): the remainder collapses to few
   fragments, so SoA fragment subtraction (cost: Σ live fragments / lane width, about 0.3 ns a
   fragment with AVX2) beats the sweep (about 145 ns a rect for the full result, 55 ns for the
   area alone, at n = 10 000). The live count peaks near covered depth 1 at about 4 × frame area
   / mean obstruction area, then shrinks as the depth D = n × mean area / frame area grows.
   So AUTO uses it when the sampled mean area is at least frame area / 256 (peak ≲ 1024, the
   cap) and D is at least 12 for the full result or 30 for the area alone (measured crossovers
   on A-like sets with sides up to 200 and 400: fragments win from D ≈ 10–15 full, 25–30 area).
   The cap stops a misprediction early: tiny rects pass it after a few hundred. */
#define CK_COLLAPSE_SAMPLE 256
#define CK_COLLAPSE_AREA_RATIO 256.0
#define CK_COLLAPSE_DEPTH_FULL 12.0
#define CK_COLLAPSE_DEPTH_AREA 30.0
#define CK_COLLAPSE_CAP 1024

/* The frame with -0.0 edges made +0.0 (clipped coordinates are normalised the same way, so
   equal values have equal bits: the sort keys and results depend on it). */
static inline ck_rect normalised(ck_rect r) {
    return (ck_rect){r.min_x + 0.0, r.min_y + 0.0, r.max_x + 0.0, r.max_y + 0.0};
}

/* Clips `set` to `frame` into the workspace's CX* buffers; returns the count or (size_t)-1. */
static size_t clip_into_workspace(ck_workspace *ws, ck_rect_soa set, ck_rect frame,
                                  const double **x0, const double **y0, const double **x1,
                                  const double **y1) {
    size_t n = set.count;
    double *a = ck_reserve(ws, CK_BUF_CX0, n * sizeof(double));
    double *b = ck_reserve(ws, CK_BUF_CY0, n * sizeof(double));
    double *c = ck_reserve(ws, CK_BUF_CX1, n * sizeof(double));
    double *d = ck_reserve(ws, CK_BUF_CY1, n * sizeof(double));
    if (!a || !b || !c || !d) return (size_t)-1;
    size_t k = n ? ws->ops->clip(set.min_x, set.min_y, set.max_x, set.max_y, n, frame, a, b, c, d) : 0;
    *x0 = a; *y0 = b; *x1 = c; *y1 = d;
    return k;
}

/* Which fragment subtraction a call uses (with its live-piece cap), else the sweep. */
typedef enum fragment_plan {
    PLAN_SWEEP,
    PLAN_SMALL,   /* ck_fragments_visible / ck_fragments_occlusion */
    PLAN_SOA      /* ck_fragments_soa */
} fragment_plan;

/* The plan for k clipped rects in frame f (`full`: the whole exposure result is wanted, not
   just the area). AUTO picks SoA fragments on the sampled mean area and depth (see above);
   then, when the sampled rects' areas add up to over twice the frame, they must overlap
   (`*overlap` = 1: the disjoint fast path cannot apply and is skipped). `*overlap` is left
   alone otherwise. */
static fragment_plan plan_for(const ck_workspace *ws, ck_rect f, const double *x0,
                              const double *y0, const double *x1, const double *y1, size_t k,
                              int full, size_t *cap, int *overlap) {
    switch (ws->algorithm) {
    case CK_ALGORITHM_SWEEP: return PLAN_SWEEP;
    case CK_ALGORITHM_FRAGMENTS:
        *cap = (size_t)-3;
        return k <= CK_FRAGMENTS_MAX_N ? PLAN_SMALL : PLAN_SOA;
    default: {
        if (k <= CK_FRAGMENTS_MAX_N) { *cap = CK_FRAGMENTS_CAP; return PLAN_SMALL; }
        /* Mean area ≥ fa / RATIO and k × mean ≥ depth × fa, without dividing. */
        const size_t s = k < CK_COLLAPSE_SAMPLE ? k : CK_COLLAPSE_SAMPLE;
        double sum = 0.0;
        for (size_t i = 0; i < s; i++) sum += (x1[i] - x0[i]) * (y1[i] - y0[i]);
        const double fa = (f.max_x - f.min_x) * (f.max_y - f.min_y);
        const double depth = full ? CK_COLLAPSE_DEPTH_FULL : CK_COLLAPSE_DEPTH_AREA;
        if (sum * CK_COLLAPSE_AREA_RATIO < (double)s * fa || sum * (double)k < depth * (double)s * fa)
            return PLAN_SWEEP;
        if (sum > 2.0 * fa) *overlap = 1;
        *cap = CK_COLLAPSE_CAP;
        return PLAN_SOA;
    }
    }
}

size_t ck_clip(ck_workspace *ws, ck_rect_soa set, ck_rect frame, double *out_min_x,
               double *out_min_y, double *out_max_x, double *out_max_y) {
    if (!ck_rect_is_valid(frame) || set.count == 0) return 0;
    return ws->ops->clip(set.min_x, set.min_y, set.max_x, set.max_y, set.count, frame, out_min_x,
                         out_min_y, out_max_x, out_max_y);
}

size_t ck_cull(ck_workspace *ws, ck_rect_soa set, ck_rect frame, uint32_t *out_indices) {
    if (!ck_rect_is_valid(frame) || set.count == 0) return 0;
    if (set.count > 0xFFFFFFFFu) return 0;
    return ws->ops->cull(set.min_x, set.min_y, set.max_x, set.max_y, set.count, frame, out_indices);
}

/* The clipped rects as disjoint pieces, cheaply when few of them overlap: sweep-and-prune
   along x (sorted by min_x, each rect checked against the ones starting before its max_x)
   finds the overlapping pairs; rects in no pair stay as they are, the others are fragmented
   around the pieces accepted before them. Pieces go to SoA arrays in the workspace.
   Returns 1 with the pieces, 0 when undecided (check budget, too many overlapping pairs or
   pieces: the caller uses the general algorithms), or an error. `*overlap` says whether an
   overlapping pair was seen (even when undecided). */
enum { PRUNE_MAX_PAIRS = 64, PRUNE_MAX_PIECES = 256 };

static int disjoint_pieces(ck_workspace *ws, const double *x0, const double *y0,
                           const double *x1, const double *y1, size_t k, double **px0,
                           double **py0, double **px1, double **py1, size_t *count,
                           int *overlap) {
    *overlap = 0;
    ck_pair *a = ck_reserve(ws, CK_BUF_SORT_A, k * sizeof(ck_pair));
    ck_pair *b = ck_reserve(ws, CK_BUF_SORT_B, k * sizeof(ck_pair));
    if (!a || !b) return CK_ERROR_NO_MEMORY;
    for (size_t i = 0; i < k; i++) a[i] = (ck_pair){ck_key(x0[i]), (uint32_t)i, 0};
    ck_pair *s = ck_sort_pairs(a, b, k);
    size_t budget = 8 * k + 64, pairs = 0;
    /* `involved` marks rects in an overlapping pair (reuses the sort scratch's pad field). */
    uint8_t *involved = ck_reserve(ws, CK_BUF_XI, k);
    if (!involved) return CK_ERROR_NO_MEMORY;
    memset(involved, 0, k);
    for (size_t i = 0; i < k; i++) {
        const uint32_t p = s[i].value;
        const double right = x1[p], top = y0[p], bottom = y1[p];
        for (size_t j = i + 1; j < k; j++) {
            const uint32_t q = s[j].value;
            if (!(x0[q] < right)) break;
            if (--budget == 0) return 0;
            if (ck_max(top, y0[q]) < ck_min(bottom, y1[q])) {
                *overlap = 1;
                if (++pairs > PRUNE_MAX_PAIRS) return 0;
                involved[p] = involved[q] = 1;
            }
        }
    }
    double *c0 = ck_reserve(ws, CK_BUF_XS, (k + PRUNE_MAX_PIECES) * sizeof(double));
    double *c1 = ck_reserve(ws, CK_BUF_WIDTH, (k + PRUNE_MAX_PIECES) * sizeof(double));
    double *c2 = ck_reserve(ws, CK_BUF_RUN_Y, (k + PRUNE_MAX_PIECES) * sizeof(double));
    double *c3 = ck_reserve(ws, CK_BUF_COUNT, (k + PRUNE_MAX_PIECES) * sizeof(double));
    if (!c0 || !c1 || !c2 || !c3) return CK_ERROR_NO_MEMORY;
    size_t n = 0;
    for (size_t i = 0; i < k; i++)
        if (!involved[i]) { c0[n] = x0[i]; c1[n] = y0[i]; c2[n] = x1[i]; c3[n] = y1[i]; n++; }
    if (pairs) {
        /* Pieces of the involved rects: each fragmented around the pieces accepted before it. */
        ck_rect *acc = ck_reserve(ws, CK_BUF_OUT, PRUNE_MAX_PIECES * sizeof(ck_rect));
        ck_rect *cur = ck_reserve(ws, CK_BUF_PIECES_B, (PRUNE_MAX_PIECES + 4) * sizeof(ck_rect));
        ck_rect *nxt = ck_reserve(ws, CK_BUF_OLD_RUNS, (PRUNE_MAX_PIECES + 4) * sizeof(ck_rect));
        if (!acc || !cur || !nxt) return CK_ERROR_NO_MEMORY;
        size_t na = 0;
        for (size_t i = 0; i < k; i++) {
            if (!involved[i]) continue;
            size_t nc = 1;
            cur[0] = (ck_rect){x0[i], y0[i], x1[i], y1[i]};
            for (size_t t = 0; t < na && nc; t++) {
                size_t nn = 0;
                for (size_t u = 0; u < nc; u++) {
                    if (!ck_rect_overlaps(cur[u], acc[t])) { nxt[nn++] = cur[u]; continue; }
                    nn += ck_rect_fragments(cur[u], acc[t], nxt + nn);
                    if (nn > PRUNE_MAX_PIECES) return 0;
                }
                memcpy(cur, nxt, nn * sizeof(ck_rect));
                nc = nn;
            }
            if (na + nc > PRUNE_MAX_PIECES) return 0;
            memcpy(acc + na, cur, nc * sizeof(ck_rect));
            na += nc;
        }
        for (size_t t = 0; t < na; t++) {
            c0[n] = acc[t].min_x; c1[n] = acc[t].min_y; c2[n] = acc[t].max_x; c3[n] = acc[t].max_y;
            n++;
        }
    }
    *px0 = c0; *py0 = c1; *px1 = c2; *py1 = c3;
    *count = n;
    return 1;
}

/* Whether the disjoint intervals [lo[i], hi[i]) (i in idx) cover [f0, f1) exactly: one starts
   at f0 and every end is f1 or the start of another (disjoint intervals chain). */
static int chain_covers(const double *lo, const double *hi, const uint32_t *idx, size_t t,
                        double f0, double f1) {
    int starts = 0;
    for (size_t i = 0; i < t; i++) {
        starts |= lo[idx[i]] == f0;
        if (hi[idx[i]] == f1) continue;
        int linked = 0;
        for (size_t j = 0; j < t && !linked; j++) linked = lo[idx[j]] == hi[idx[i]];
        if (!linked) return 0;
    }
    return starts;
}

/* For disjoint clipped rects: 1 when no frame edge is fully covered (then the visible box is
   the whole frame), 0 when one is, -1 when too many rects touch an edge to check cheaply. */
static int frame_edges_open(const double *x0, const double *y0, const double *x1,
                            const double *y1, size_t k, ck_rect f) {
    enum { MAX_TOUCH = 32 };
    uint32_t top[MAX_TOUCH], bottom[MAX_TOUCH], left[MAX_TOUCH], right[MAX_TOUCH];
    size_t nt = 0, nb = 0, nl = 0, nr = 0;
    for (size_t i = 0; i < k; i++) {
        if (y0[i] == f.min_y) { if (nt == MAX_TOUCH) return -1; top[nt++] = (uint32_t)i; }
        if (y1[i] == f.max_y) { if (nb == MAX_TOUCH) return -1; bottom[nb++] = (uint32_t)i; }
        if (x0[i] == f.min_x) { if (nl == MAX_TOUCH) return -1; left[nl++] = (uint32_t)i; }
        if (x1[i] == f.max_x) { if (nr == MAX_TOUCH) return -1; right[nr++] = (uint32_t)i; }
    }
    if (nt && chain_covers(x0, x1, top, nt, f.min_x, f.max_x)) return 0;
    if (nb && chain_covers(x0, x1, bottom, nb, f.min_x, f.max_x)) return 0;
    if (nl && chain_covers(y0, y1, left, nl, f.min_y, f.max_y)) return 0;
    if (nr && chain_covers(y0, y1, right, nr, f.min_y, f.max_y)) return 0;
    return 1;
}

/* frame area − Σ areas (disjoint rects inside the frame), summed in input order. */
static double area_minus_disjoint(ck_rect f, const double *x0, const double *y0, const double *x1,
                                  const double *y1, size_t k) {
    double covered = 0.0;
    for (size_t i = 0; i < k; i++) covered += (x1[i] - x0[i]) * (y1[i] - y0[i]);
    return (f.max_x - f.min_x) * (f.max_y - f.min_y) - covered;
}

/* Clipped obstructions ∩ bounds into `out` (the no-overlap answer), in input order. */
static size_t clip_to_bounds(const double *x0, const double *y0, const double *x1,
                             const double *y1, size_t k, ck_rect bounds, ck_rect *out) {
    size_t c = 0;
    for (size_t i = 0; i < k; i++) {
        ck_rect r = {ck_max(x0[i], bounds.min_x), ck_max(y0[i], bounds.min_y),
                     ck_min(x1[i], bounds.max_x), ck_min(y1[i], bounds.max_y)};
        if (r.min_x < r.max_x && r.min_y < r.max_y) out[c++] = r;
    }
    return c;
}

/* Occlusion rects when the visible part is known as disjoint pieces: bounds − ∪ pieces is
   bounds ∩ ∪ obstructions, tiled by the sweep's uncovered runs over the few pieces. When the
   clipped obstructions do not overlap (`overlap` 0; -1 = not known yet, found by a sweep that
   stops at the first overlap) the answer is them ∩ bounds instead. */
static int occlusion_around_pieces(ck_workspace *ws, ck_rect bounds, const double *x0,
                                   const double *y0, const double *x1, const double *y1,
                                   size_t k, int overlap, const ck_soa_rects *pieces,
                                   ck_rect **occ, size_t *occ_count) {
    ck_core core;
    if (overlap < 0) {
        int rc = ck_sweep(ws, bounds, x0, y0, x1, y1, k, CK_SWEEP_STOP_ON_OVERLAP, &core);
        if (rc < 0) return rc;
        overlap = rc == CK_SWEEP_OVERLAPPED;
    }
    if (!overlap) {
        *occ = ck_reserve(ws, CK_BUF_PIECES_A, k * sizeof(ck_rect));
        if (!*occ) return CK_ERROR_NO_MEMORY;
        *occ_count = clip_to_bounds(x0, y0, x1, y1, k, bounds, *occ);
        return 0;
    }
    int rc = ck_sweep(ws, bounds, pieces->x0, pieces->y0, pieces->x1, pieces->y1, pieces->count,
                      CK_SWEEP_UNCOVERED_RUNS, &core);
    if (rc < 0) return rc;
    *occ = core.runs;
    *occ_count = core.run_count;
    return 0;
}

int ck_exposure(ck_workspace *ws, ck_rect clipped, ck_rect_soa obstructions,
                ck_exposure_result *out) {
    memset(out, 0, sizeof *out);
    out->algorithm = CK_ALGORITHM_SWEEP;
    if (!ck_rect_is_valid(clipped)) return 0;
    clipped = normalised(clipped);
    const double *x0, *y0, *x1, *y1;
    size_t k = clip_into_workspace(ws, obstructions, clipped, &x0, &y0, &x1, &y1);
    if (k == (size_t)-1) return CK_ERROR_NO_MEMORY;
    if (k == 0) {
        out->visible_area = (clipped.max_x - clipped.min_x) * (clipped.max_y - clipped.min_y);
        out->visible_bounds = clipped;
        return 0;
    }
    ck_core core;
    ck_rect *occ = 0;
    size_t occ_count = 0;
    int done = 0, overlap = -1;
    size_t cap = 0;
    const fragment_plan plan = plan_for(ws, clipped, x0, y0, x1, y1, k, 1, &cap, &overlap);
    /* AUTO fast path — separate obstructions and no frame edge fully covered (common for UI
       overlays): the visible box is the whole frame (an open stretch of every edge stays
       visible), the area is frame − Σ areas, and the rects come back as they are. */
    if (ws->algorithm == CK_ALGORITHM_AUTO && overlap < 0) {
        double *q0, *q1, *q2, *q3;
        size_t nq;
        int d = disjoint_pieces(ws, x0, y0, x1, y1, k, &q0, &q1, &q2, &q3, &nq, &overlap);
        if (d < 0) return d;
        if (d == 1 && frame_edges_open(q0, q1, q2, q3, nq, clipped) == 1) {
            core.visible_area = area_minus_disjoint(clipped, q0, q1, q2, q3, nq);
            core.bounds = clipped;
            core.has_bounds = 1;
            occ = ck_reserve(ws, CK_BUF_PIECES_A, nq * sizeof(ck_rect));
            if (!occ) return CK_ERROR_NO_MEMORY;
            for (size_t i = 0; i < nq; i++) occ[i] = (ck_rect){q0[i], q1[i], q2[i], q3[i]};
            occ_count = nq;
            done = 1;
            out->algorithm = CK_ALGORITHM_DISJOINT;
        }
        /* Undecided without an overlap seen: the pair check stopped on its budget. */
        if (!done && !overlap && d == 0) overlap = -1;
    }
    if (!done && plan == PLAN_SMALL) {
        int rc = ck_fragments_visible(ws, clipped, x0, y0, x1, y1, k, cap, &core);
        if (rc < 0) return rc;
        if (rc == 0) {
            if (!core.has_bounds) done = 1;
            else {
                rc = ck_fragments_occlusion(ws, core.bounds, x0, y0, x1, y1, k, cap, &occ, &occ_count);
                if (rc < 0) return rc;
                done = rc == 0;
            }
        }
    } else if (!done && plan == PLAN_SOA) {
        ck_soa_rects pieces;
        int rc = ck_fragments_soa(ws, clipped, x0, y0, x1, y1, k, cap, &core, &pieces);
        if (rc < 0) return rc;
        if (rc == 0) {
            if (core.has_bounds) {
                rc = occlusion_around_pieces(ws, core.bounds, x0, y0, x1, y1, k, overlap, &pieces,
                                             &occ, &occ_count);
                if (rc < 0) return rc;
            }
            done = 1;
        }
    }
    if (done && out->algorithm != CK_ALGORITHM_DISJOINT) out->algorithm = CK_ALGORITHM_FRAGMENTS;
    if (!done) {
        /* Without overlaps the clipped obstructions are the answer and no runs are needed:
           runs are tracked only from the first overlap on. */
        int rc = ck_sweep(ws, clipped, x0, y0, x1, y1, k, CK_SWEEP_BOUNDS | CK_SWEEP_LAZY_COVERED_RUNS, &core);
        if (rc < 0) return rc;
        if (core.has_bounds) {
            if (!core.overlap) {
                occ = ck_reserve(ws, CK_BUF_PIECES_A, k * sizeof(ck_rect));
                if (!occ) return CK_ERROR_NO_MEMORY;
                occ_count = clip_to_bounds(x0, y0, x1, y1, k, core.bounds, occ);
            } else {
                occ = core.runs;
                occ_count = 0;
                for (size_t i = 0; i < core.run_count; i++) {
                    ck_rect r = core.runs[i];
                    ck_rect c = {ck_max(r.min_x, core.bounds.min_x), ck_max(r.min_y, core.bounds.min_y),
                                 ck_min(r.max_x, core.bounds.max_x), ck_min(r.max_y, core.bounds.max_y)};
                    if (c.min_x < c.max_x && c.min_y < c.max_y) occ[occ_count++] = c;
                }
            }
        }
    }
    out->visible_area = core.visible_area;
    if (core.has_bounds) {
        out->visible_bounds = core.bounds;
        if (occ_count > 1) {
            ck_rect *tmp = ck_reserve(ws, CK_BUF_OUT_TMP, occ_count * sizeof(ck_rect));
            if (!tmp) return CK_ERROR_NO_MEMORY;
            if (ck_sort_occlusion_ws(ws, occ, tmp, occ_count) < 0) return CK_ERROR_NO_MEMORY;
        }
        out->occlusion = occ;
        out->occlusion_count = occ_count;
    }
    return 0;
}

double ck_visible_area(ck_workspace *ws, ck_rect clipped, ck_rect_soa obstructions) {
    if (!ck_rect_is_valid(clipped)) return 0.0;
    clipped = normalised(clipped);
    const double *x0, *y0, *x1, *y1;
    size_t k = clip_into_workspace(ws, obstructions, clipped, &x0, &y0, &x1, &y1);
    if (k == (size_t)-1) return CK_ERROR_NO_MEMORY;
    if (k == 0) return (clipped.max_x - clipped.min_x) * (clipped.max_y - clipped.min_y);
    ck_core core;
    size_t cap = 0;
    int overlap = -1;
    const fragment_plan plan = plan_for(ws, clipped, x0, y0, x1, y1, k, 0, &cap, &overlap);
    if (ws->algorithm == CK_ALGORITHM_AUTO && overlap < 0) {
        /* Few overlaps: frame − Σ areas of the disjoint pieces. */
        double *q0, *q1, *q2, *q3;
        size_t nq;
        int d = disjoint_pieces(ws, x0, y0, x1, y1, k, &q0, &q1, &q2, &q3, &nq, &overlap);
        if (d < 0) return CK_ERROR_NO_MEMORY;
        if (d == 1) return area_minus_disjoint(clipped, q0, q1, q2, q3, nq);
    }
    int rc = 1;
    if (plan == PLAN_SMALL) rc = ck_fragments_visible(ws, clipped, x0, y0, x1, y1, k, cap, &core);
    else if (plan == PLAN_SOA) {
        ck_soa_rects pieces;
        rc = ck_fragments_soa(ws, clipped, x0, y0, x1, y1, k, cap, &core, &pieces);
    }
    if (rc < 0) return CK_ERROR_NO_MEMORY;
    if (rc == 0) return core.visible_area;
    if (ck_sweep(ws, clipped, x0, y0, x1, y1, k, 0, &core) < 0) return CK_ERROR_NO_MEMORY;
    return core.visible_area;
}

int ck_subtract(ck_workspace *ws, ck_rect r, ck_rect_soa set, const ck_rect **out,
                size_t *out_count) {
    *out = 0;
    *out_count = 0;
    if (!ck_rect_is_valid(r)) return 0;
    r = normalised(r);
    const double *x0, *y0, *x1, *y1;
    size_t k = clip_into_workspace(ws, set, r, &x0, &y0, &x1, &y1);
    if (k == (size_t)-1) return CK_ERROR_NO_MEMORY;
    ck_core core;
    size_t cap = 1;
    int overlap = -1;
    const fragment_plan plan = k == 0 ? PLAN_SMALL : plan_for(ws, r, x0, y0, x1, y1, k, 1, &cap, &overlap);
    if (plan == PLAN_SMALL) {
        int rc = ck_fragments_visible(ws, r, x0, y0, x1, y1, k, cap, &core);
        if (rc < 0) return rc;
        if (rc == 0) {
            *out = core.runs;
            *out_count = core.run_count;
            return 0;
        }
    } else if (plan == PLAN_SOA) {
        ck_soa_rects p;
        int rc = ck_fragments_soa(ws, r, x0, y0, x1, y1, k, cap, &core, &p);
        if (rc < 0) return rc;
        if (rc == 0) {
            ck_rect *o = ck_reserve(ws, CK_BUF_OUT, p.count * sizeof(ck_rect));
            if (!o) return CK_ERROR_NO_MEMORY;
            for (size_t i = 0; i < p.count; i++) o[i] = (ck_rect){p.x0[i], p.y0[i], p.x1[i], p.y1[i]};
            *out = o;
            *out_count = p.count;
            return 0;
        }
    }
    int rc = ck_sweep(ws, r, x0, y0, x1, y1, k, CK_SWEEP_UNCOVERED_RUNS, &core);
    if (rc < 0) return rc;
    *out = core.runs;
    *out_count = core.run_count;
    return 0;
}

/* Bounding box of the valid rects of `set`; 0 when there is none. */
static int valid_bounds(ck_rect_soa set, ck_rect *frame) {
    int any = 0;
    for (size_t i = 0; i < set.count; i++) {
        ck_rect r = {set.min_x[i], set.min_y[i], set.max_x[i], set.max_y[i]};
        if (!ck_rect_is_valid(r)) continue;
        if (!any) { *frame = r; any = 1; continue; }
        frame->min_x = ck_min(frame->min_x, r.min_x); frame->min_y = ck_min(frame->min_y, r.min_y);
        frame->max_x = ck_max(frame->max_x, r.max_x); frame->max_y = ck_max(frame->max_y, r.max_y);
    }
    if (any) *frame = normalised(*frame);
    return any;
}

double ck_union_area(ck_workspace *ws, ck_rect_soa set) {
    ck_rect frame;
    if (!valid_bounds(set, &frame)) return 0.0;
    const double *x0, *y0, *x1, *y1;
    size_t k = clip_into_workspace(ws, set, frame, &x0, &y0, &x1, &y1);
    if (k == (size_t)-1) return CK_ERROR_NO_MEMORY;
    ck_core core;
    if (ck_sweep(ws, frame, x0, y0, x1, y1, k, 0, &core) < 0) return CK_ERROR_NO_MEMORY;
    return core.covered_area;
}

int ck_union(ck_workspace *ws, ck_rect_soa set, const ck_rect **out, size_t *out_count) {
    *out = 0;
    *out_count = 0;
    ck_rect frame;
    if (!valid_bounds(set, &frame)) return 0;
    const double *x0, *y0, *x1, *y1;
    size_t k = clip_into_workspace(ws, set, frame, &x0, &y0, &x1, &y1);
    if (k == (size_t)-1) return CK_ERROR_NO_MEMORY;
    ck_core core;
    int rc = ck_sweep(ws, frame, x0, y0, x1, y1, k, CK_SWEEP_COVERED_RUNS, &core);
    if (rc < 0) return rc;
    *out = core.runs;
    *out_count = core.run_count;
    return 0;
}
