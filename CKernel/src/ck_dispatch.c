/* The algorithm choice of ck_exposure, ck_visible_area and ck_subtract, written once: a plan
   from the input's size and sampled areas, then the steps in order — disjoint fast path,
   small fragment subtraction, SoA fragment subtraction, sweep — each answering or declining. */
#include "ck_scalar.h"

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

/* Which fragment subtraction a call may use, else only the sweep. */
typedef enum fragment_plan {
    PLAN_SWEEP,
    PLAN_SMALL, /* ck_fragments_visible / ck_fragments_occlusion */
    PLAN_SOA    /* ck_fragments_soa */
} fragment_plan;

/* What is known about overlaps among the clipped obstructions. */
typedef enum overlap_knowledge { OVERLAP_UNKNOWN, OVERLAP_NONE, OVERLAP_SOME } overlap_knowledge;

/* One dispatched call. */
typedef struct job {
    ck_workspace *ws;
    ck_rect frame;       /* valid, normalised */
    ck_rect_soa rects;   /* the clipped obstructions, at least one */
    ck_want want;
    fragment_plan plan;
    size_t cap;          /* the fragment steps' piece cap */
    overlap_knowledge overlap;
    /* Overlapping pairs expected if the rects lay at random: 2 k D for depth D = k × sampled
       mean area / frame area (0 when not sampled). */
    double random_pairs;
} job;

/* The plan for the job. AUTO picks SoA fragments on the sampled mean area and depth (see
   above); then, when the sampled rects' areas add up to over twice the frame, they must overlap
   (the disjoint fast path cannot apply and is skipped). */
static void plan(job *j) {
    const size_t k = j->rects.count;
    switch (j->ws->algorithm) {
    case CK_ALGORITHM_SWEEP: j->plan = PLAN_SWEEP; return;
    case CK_ALGORITHM_FRAGMENTS:
        j->cap = CK_NO_CAP;
        j->plan = k <= CK_FRAGMENTS_MAX_N ? PLAN_SMALL : PLAN_SOA;
        return;
    default: {
        if (k <= CK_FRAGMENTS_MAX_N) { j->cap = CK_FRAGMENTS_CAP; j->plan = PLAN_SMALL; return; }
        const double *x0 = j->rects.min_x, *y0 = j->rects.min_y, *x1 = j->rects.max_x, *y1 = j->rects.max_y;
        const ck_rect f = j->frame;
        /* Mean area ≥ fa / RATIO and k × mean ≥ depth × fa, without dividing. */
        const size_t s = k < CK_COLLAPSE_SAMPLE ? k : CK_COLLAPSE_SAMPLE;
        double sum = 0.0;
        for (size_t i = 0; i < s; i++) sum += (x1[i] - x0[i]) * (y1[i] - y0[i]);
        const double fa = (f.max_x - f.min_x) * (f.max_y - f.min_y);
        j->random_pairs = 2.0 * (double)k * (double)k * sum / ((double)s * fa);
        const double depth = j->want == CK_WANT_AREA ? CK_COLLAPSE_DEPTH_AREA : CK_COLLAPSE_DEPTH_FULL;
        if (sum * CK_COLLAPSE_AREA_RATIO < (double)s * fa || sum * (double)k < depth * (double)s * fa) {
            j->plan = PLAN_SWEEP;
            return;
        }
        if (sum > 2.0 * fa) j->overlap = OVERLAP_SOME;
        j->cap = CK_COLLAPSE_CAP;
        j->plan = PLAN_SOA;
    }
    }
}

/* Clipped obstructions ∩ bounds into CK_BUF_PIECES_A (the occlusion rects when no two
   overlap), in input order. */
static ck_status clip_to_bounds(const job *j, ck_rect bounds, ck_answer *out) {
    const ck_rect_soa r = j->rects;
    ck_rect *o = ck_reserve(j->ws, CK_BUF_PIECES_A, r.count * sizeof(ck_rect));
    if (!o) return CK_ERROR_NO_MEMORY;
    size_t c = 0;
    for (size_t i = 0; i < r.count; i++) {
        ck_rect q = {ck_max(r.min_x[i], bounds.min_x), ck_max(r.min_y[i], bounds.min_y),
                     ck_min(r.max_x[i], bounds.max_x), ck_min(r.max_y[i], bounds.max_y)};
        if (q.min_x < q.max_x && q.min_y < q.max_y) o[c++] = q;
    }
    out->rects = o;
    out->count = c;
    return CK_OK;
}

/* ---- the steps: each answers (CK_OK, or an error) or declines (CK_DECLINED) ------------------ */

/* Above this many expected random pairs the disjoint step first probes (a UI layout of many
   tiles is not random: its probes meet nothing and the step runs). */
#define CK_PROBE_ABOVE_PAIRS 32.0

/* AUTO, area or exposure, overlaps unknown — separate obstructions and, for the exposure, no
   frame edge fully covered (common for UI overlays): the visible box is the whole frame (an
   open stretch of every edge stays visible), the area is frame − Σ areas, and the rects come
   back as they are. */
static ck_status disjoint_step(job *j, ck_answer *out) {
    if (j->ws->algorithm != CK_ALGORITHM_AUTO || j->want == CK_WANT_REMAINDER ||
        j->overlap != OVERLAP_UNKNOWN)
        return CK_DECLINED;
    if (j->random_pairs > CK_PROBE_ABOVE_PAIRS && !ck_disjoint_worth_trying(j->ws, j->rects))
        return CK_DECLINED;
    ck_rect_soa p;
    int seen = 0;
    const ck_status st = ck_disjoint_pieces(j->ws, j->rects, &p, &seen);
    if (st < 0) return st;
    /* Declined without an overlap seen: the pair check stopped on its budget. */
    j->overlap = seen ? OVERLAP_SOME : st == CK_OK ? OVERLAP_NONE : OVERLAP_UNKNOWN;
    if (st == CK_DECLINED) return st;
    if (j->want == CK_WANT_EXPOSURE && !ck_frame_edges_open(p, j->frame)) return CK_DECLINED;
    const ck_rect f = j->frame;
    double covered = 0.0; /* Σ areas in input order */
    for (size_t i = 0; i < p.count; i++) covered += (p.max_x[i] - p.min_x[i]) * (p.max_y[i] - p.min_y[i]);
    out->visible_area = (f.max_x - f.min_x) * (f.max_y - f.min_y) - covered;
    out->algorithm = CK_ALGORITHM_DISJOINT;
    if (j->want == CK_WANT_AREA) return CK_OK;
    ck_rect *occ = ck_reserve(j->ws, CK_BUF_PIECES_A, p.count * sizeof(ck_rect));
    if (!occ) return CK_ERROR_NO_MEMORY;
    for (size_t i = 0; i < p.count; i++) occ[i] = (ck_rect){p.min_x[i], p.min_y[i], p.max_x[i], p.max_y[i]};
    out->bounds = f;
    out->has_bounds = 1;
    out->rects = occ;
    out->count = p.count;
    return CK_OK;
}

static void take_area_and_bounds(ck_answer *out, const ck_core *core) {
    out->visible_area = core->visible_area;
    out->bounds = core->bounds;
    out->has_bounds = core->has_bounds;
    out->algorithm = CK_ALGORITHM_FRAGMENTS;
}

/* Few rects: the visible pieces by fragment subtraction; the occlusion rects by fragmenting
   each rect ∩ bounds around the ones before it. */
static ck_status small_fragments_step(job *j, ck_answer *out) {
    if (j->plan != PLAN_SMALL) return CK_DECLINED;
    ck_core core;
    ck_status st = ck_fragments_visible(j->ws, j->frame, j->rects, j->cap, &core);
    if (st) return st;
    ck_rect *rects = 0;
    size_t count = 0;
    if (j->want == CK_WANT_EXPOSURE && core.has_bounds) {
        st = ck_fragments_occlusion(j->ws, core.bounds, j->rects, j->cap, &rects, &count);
        if (st) return st;
    } else if (j->want == CK_WANT_REMAINDER) {
        rects = core.runs;
        count = core.run_count;
    }
    take_area_and_bounds(out, &core);
    out->rects = rects;
    out->count = count;
    return CK_OK;
}

/* Occlusion rects when the visible part is known as disjoint pieces: bounds − ∪ pieces is
   bounds ∩ ∪ obstructions, tiled by the sweep's uncovered runs over the few pieces. When the
   clipped obstructions do not overlap (found by a sweep that stops at the first overlap when
   not known yet) the answer is them ∩ bounds instead. */
static ck_status occlusion_around_pieces(job *j, ck_rect bounds, const ck_soa_rects *pieces,
                                         ck_answer *out) {
    if (j->overlap == OVERLAP_UNKNOWN) {
        /* Over the frame: the sweep needs every rect inside its frame (bounds may be smaller). */
        const ck_status st = ck_sweep_find_overlap(j->ws, j->frame, j->rects);
        if (st < 0) return st;
        j->overlap = st == CK_OVERLAPPED ? OVERLAP_SOME : OVERLAP_NONE;
    }
    if (j->overlap == OVERLAP_NONE) return clip_to_bounds(j, bounds, out);
    const ck_rect_soa p = {pieces->x0, pieces->y0, pieces->x1, pieces->y1, pieces->count};
    return ck_sweep_runs(j->ws, bounds, p, 0, &out->rects, &out->count);
}

/* Many large rects piling up: the remainder collapses, so fragment subtraction over SoA. */
static ck_status soa_fragments_step(job *j, ck_answer *out) {
    if (j->plan != PLAN_SOA) return CK_DECLINED;
    ck_core core;
    ck_soa_rects p;
    ck_status st = ck_fragments_soa(j->ws, j->frame, j->rects, j->cap, &core, &p);
    if (st) return st;
    ck_answer a = {0};
    if (j->want == CK_WANT_EXPOSURE && core.has_bounds) {
        st = occlusion_around_pieces(j, core.bounds, &p, &a);
        if (st) return st;
    } else if (j->want == CK_WANT_REMAINDER) {
        ck_rect *o = ck_reserve(j->ws, CK_BUF_OUT, p.count * sizeof(ck_rect));
        if (!o) return CK_ERROR_NO_MEMORY;
        for (size_t i = 0; i < p.count; i++) o[i] = (ck_rect){p.x0[i], p.y0[i], p.x1[i], p.y1[i]};
        a.rects = o;
        a.count = p.count;
    }
    take_area_and_bounds(out, &core);
    out->rects = a.rects;
    out->count = a.count;
    return CK_OK;
}

/* Any input: the sweep. For the exposure, runs are tracked only from the first overlap on;
   without one the clipped obstructions (∩ bounds) are the occlusion rects. */
static ck_status sweep_step(job *j, ck_answer *out) {
    *out = (ck_answer){.algorithm = CK_ALGORITHM_SWEEP};
    switch (j->want) {
    case CK_WANT_AREA: {
        double covered;
        return ck_sweep_area(j->ws, j->frame, j->rects, &out->visible_area, &covered);
    }
    case CK_WANT_REMAINDER:
        return ck_sweep_runs(j->ws, j->frame, j->rects, 0, &out->rects, &out->count);
    case CK_WANT_EXPOSURE: break;
    }
    ck_core core;
    ck_status st = ck_sweep_exposure(j->ws, j->frame, j->rects, &core);
    if (st) return st;
    out->visible_area = core.visible_area;
    out->bounds = core.bounds;
    out->has_bounds = core.has_bounds;
    if (!core.has_bounds) return CK_OK;
    if (!core.overlap) return clip_to_bounds(j, core.bounds, out);
    /* The covered runs ∩ bounds, in place; nothing to cut when the bounds are the frame (the
       runs lie in it, and no coordinate is -0.0, so the intersection gives the same bits). */
    const ck_rect b = core.bounds, f = j->frame;
    if (b.min_x == f.min_x && b.min_y == f.min_y && b.max_x == f.max_x && b.max_y == f.max_y) {
        out->rects = core.runs;
        out->count = core.run_count;
        return CK_OK;
    }
    size_t c = 0;
    for (size_t i = 0; i < core.run_count; i++) {
        const ck_rect r = core.runs[i];
        const ck_rect q = {ck_max(r.min_x, b.min_x), ck_max(r.min_y, b.min_y),
                           ck_min(r.max_x, b.max_x), ck_min(r.max_y, b.max_y)};
        if (q.min_x < q.max_x && q.min_y < q.max_y) core.runs[c++] = q;
    }
    out->rects = core.runs;
    out->count = c;
    return CK_OK;
}

/* Nothing obstructs: the whole frame is visible. */
static ck_status whole_frame(ck_workspace *ws, ck_rect f, ck_want want, ck_answer *out) {
    *out = (ck_answer){.visible_area = (f.max_x - f.min_x) * (f.max_y - f.min_y), .bounds = f,
                       .has_bounds = 1, .algorithm = CK_ALGORITHM_SWEEP};
    if (want != CK_WANT_REMAINDER) return CK_OK;
    ck_rect *o = ck_reserve(ws, CK_BUF_PIECES_A, sizeof(ck_rect));
    if (!o) return CK_ERROR_NO_MEMORY;
    o[0] = f;
    out->rects = o;
    out->count = 1;
    return CK_OK;
}

ck_status ck_dispatch(ck_workspace *ws, ck_rect frame, ck_rect_soa clipped, ck_want want,
                      ck_answer *out) {
    if (clipped.count == 0) return whole_frame(ws, frame, want, out);
    typedef ck_status (*step)(job *, ck_answer *);
    static const step steps[] = {disjoint_step, small_fragments_step, soa_fragments_step, sweep_step};
    job j = {.ws = ws, .frame = frame, .rects = clipped, .want = want, .overlap = OVERLAP_UNKNOWN};
    plan(&j);
    ck_status st = CK_DECLINED;
    for (size_t i = 0; i < sizeof steps / sizeof *steps && st == CK_DECLINED; i++) st = steps[i](&j, out);
    return st;
}
