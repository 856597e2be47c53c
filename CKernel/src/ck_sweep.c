/* Sweep over y: x edges coordinate-compressed into elementary intervals with an int32 coverage
   count each; events (rect bottoms/tops) radix-sorted, processed one y at a time with
   removals before additions, so "adding where the count is already > 0" means two clipped
   rects overlap with positive area. Robust on every distribution (no fragment explosion).

   The covered width W is maintained on 0↔1 transitions; an exact integer count of uncovered
   intervals decides "fully covered / fully uncovered" (and resets W), so float drift never
   changes a bounds decision. Maximal runs of (un)covered intervals are kept open across y and
   emitted as rects when they change: only the dirty x range of a y group and the runs touching
   it are re-examined. */
#include "ck_scalar.h"

typedef struct old_run {
    int32_t l, r;
    double y;
} old_run;

static inline double key_value(uint64_t k) {
    uint64_t u = (k >> 63) ? (k & 0x7FFFFFFFFFFFFFFFull) : ~k;
    double d;
    __builtin_memcpy(&d, &u, sizeof d);
    return d;
}

typedef struct run_out {
    ck_workspace *ws;
    ck_rect *rects;
    size_t count, capacity;
} run_out;

static int emit(run_out *o, double x0, double y0, double x1, double y1) {
    if (!(y0 < y1)) return 0;
    if (o->count == o->capacity) {
        size_t cap = o->capacity ? o->capacity * 2 : 256;
        ck_rect *p = ck_grow(o->ws, CK_BUF_OUT, cap * sizeof(ck_rect), o->count * sizeof(ck_rect));
        if (!p) return CK_ERROR_NO_MEMORY;
        o->rects = p;
        o->capacity = cap;
    }
    o->rects[o->count++] = (ck_rect){x0, y0, x1, y1};
    return 0;
}

#define PRED(c) (want_covered ? (c) > 0 : (c) == 0)

int ck_sweep(ck_workspace *ws, ck_rect frame, const double *x0, const double *y0,
             const double *x1, const double *y1, size_t n, int flags, ck_core *out) {
    const ck_simd_ops *ops = ws->ops;
    if (n > 0x3FFFFFF0u) return CK_ERROR_NO_MEMORY;
    const size_t nx = 2 * n + 2;

    /* x coordinate compression: rank of every rect edge (value 2i / 2i+1) and frame edge. */
    ck_pair *pa = ck_reserve(ws, CK_BUF_SORT_A, nx * sizeof(ck_pair));
    ck_pair *pb = ck_reserve(ws, CK_BUF_SORT_B, nx * sizeof(ck_pair));
    double *xs = ck_reserve(ws, CK_BUF_XS, nx * sizeof(double));
    int32_t *xi = ck_reserve(ws, CK_BUF_XI, nx * sizeof(int32_t));
    if (!pa || !pb || !xs || !xi) return CK_ERROR_NO_MEMORY;
    for (size_t i = 0; i < n; i++) {
        pa[2 * i] = (ck_pair){ck_key(x0[i]), (uint32_t)(2 * i), 0};
        pa[2 * i + 1] = (ck_pair){ck_key(x1[i]), (uint32_t)(2 * i + 1), 0};
    }
    pa[2 * n] = (ck_pair){ck_key(frame.min_x), (uint32_t)(2 * n), 0};
    pa[2 * n + 1] = (ck_pair){ck_key(frame.max_x), (uint32_t)(2 * n + 1), 0};
    ck_pair *sx = ck_sort_pairs(pa, pb, nx);
    int64_t rank = -1;
    uint64_t prev = 0;
    for (size_t j = 0; j < nx; j++) {
        if (j == 0 || sx[j].key != prev) {
            prev = sx[j].key;
            xs[++rank] = key_value(prev);
        }
        xi[sx[j].value] = (int32_t)rank;
    }
    const int64_t m = rank; /* elementary intervals [xs[i], xs[i+1]), i < m; m >= 1 */
    double *width = ck_reserve(ws, CK_BUF_WIDTH, (size_t)m * sizeof(double));
    int32_t *count = ck_reserve(ws, CK_BUF_COUNT, (size_t)m * sizeof(int32_t));
    if (!width || !count) return CK_ERROR_NO_MEMORY;
    for (int64_t i = 0; i < m; i++) {
        width[i] = xs[i + 1] - xs[i];
        count[i] = 0;
    }

    /* y events: removals (value i) placed before additions (value n + i); the sort is stable. */
    const size_t ne = 2 * n;
    ck_pair *ea = ck_reserve(ws, CK_BUF_SORT_A, (ne + 1) * sizeof(ck_pair));
    ck_pair *eb = ck_reserve(ws, CK_BUF_EVENTS, (ne + 1) * sizeof(ck_pair));
    if (!ea || !eb) return CK_ERROR_NO_MEMORY;
    for (size_t i = 0; i < n; i++) {
        ea[i] = (ck_pair){ck_key(y1[i]), (uint32_t)i, 0};
        ea[n + i] = (ck_pair){ck_key(y0[i]), (uint32_t)(n + i), 0};
    }
    ck_pair *ev = ck_sort_pairs(ea, eb, ne);

    const int want_runs = (flags & (CK_SWEEP_COVERED_RUNS | CK_SWEEP_UNCOVERED_RUNS)) != 0;
    const int want_covered = (flags & CK_SWEEP_COVERED_RUNS) != 0;
    int32_t *run_end = 0;
    double *run_y = 0;
    old_run *olds = 0;
    run_out ro = {ws, 0, 0, 0};
    if (want_runs) {
        run_end = ck_reserve(ws, CK_BUF_RUN_END, (size_t)(m + 1) * sizeof(int32_t));
        run_y = ck_reserve(ws, CK_BUF_RUN_Y, (size_t)(m + 1) * sizeof(double));
        olds = ck_reserve(ws, CK_BUF_OLD_RUNS, (size_t)(m + 1) * sizeof(old_run));
        if (!run_end || !run_y || !olds) return CK_ERROR_NO_MEMORY;
        if (!want_covered) { run_end[0] = (int32_t)m; run_y[0] = frame.min_y; }
    }

    const double tw = frame.max_x - frame.min_x;
    int64_t uncovered = m;
    double w_cov = 0.0, vis = 0.0, cov = 0.0;
    int has_bounds = 0, overlap = 0;
    double by0 = 0, by1 = 0;
    int64_t lo = m, hi = -1;
    double prev_y = frame.min_y;
    const int want_bounds = (flags & CK_SWEEP_BOUNDS) != 0;

    size_t j = 0;
    for (;;) {
        const int last = j >= ne;
        const double y = last ? frame.max_y : key_value(ev[j].key);
        /* The slab [prev_y, y) under the current coverage. */
        if (y > prev_y) {
            const double dy = y - prev_y;
            if (uncovered == 0) cov += tw * dy;
            else if (uncovered == m) vis += tw * dy;
            else { vis += (tw - w_cov) * dy; cov += w_cov * dy; }
            if (want_bounds && uncovered > 0) {
                if (!has_bounds) { has_bounds = 1; by0 = prev_y; }
                by1 = y;
                if (lo > 0) { int64_t f = ops->first_zero(count, 0, lo); if (f < lo) lo = f; }
                if (hi < m - 1) { int64_t f = ops->last_zero(count, hi + 1, m); if (f > hi) hi = f; }
            }
            prev_y = y;
        }
        if (last) break;

        size_t g = j + 1;
        while (g < ne && ev[g].key == ev[j].key) g++;

        int64_t a = 0, b = 0;
        size_t nold = 0;
        if (want_runs) {
            int64_t dlo = m, dhi = 0;
            for (size_t e = j; e < g; e++) {
                size_t r = ev[e].value >= n ? ev[e].value - n : ev[e].value;
                int64_t l0 = xi[2 * r], r0 = xi[2 * r + 1];
                if (l0 < dlo) dlo = l0;
                if (r0 > dhi) dhi = r0;
            }
            a = dlo; b = dhi;
            while (a > 0 && PRED(count[a - 1])) a--;
            while (b < m && PRED(count[b])) b++;
            for (int64_t l = a; l < b;) {
                if (PRED(count[l])) {
                    olds[nold++] = (old_run){(int32_t)l, run_end[l], run_y[l]};
                    l = run_end[l];
                } else l++;
            }
        }

        for (size_t e = j; e < g; e++) {
            uint32_t v = ev[e].value;
            if (v < n) {
                int64_t freed = 0;
                double d = ops->range_dec(count, width, xi[2 * v], xi[2 * v + 1], &freed);
                uncovered += freed;
                w_cov -= d;
            } else {
                size_t r = v - n;
                int64_t newly = 0;
                double d = ops->range_inc(count, width, xi[2 * r], xi[2 * r + 1], &newly, &overlap);
                uncovered -= newly;
                w_cov += d;
            }
        }
        if (uncovered == m) w_cov = 0.0;
        else if (uncovered == 0) w_cov = tw;

        if (want_runs) {
            size_t o = 0;
            for (int64_t l = a; l < b;) {
                if (!PRED(count[l])) { l++; continue; }
                int64_t r = l + 1;
                while (r < b && PRED(count[r])) r++;
                while (o < nold && olds[o].l < l) {
                    if (emit(&ro, xs[olds[o].l], olds[o].y, xs[olds[o].r], y)) return CK_ERROR_NO_MEMORY;
                    o++;
                }
                if (o < nold && olds[o].l == l && olds[o].r == r) {
                    o++; /* unchanged run stays open */
                } else {
                    run_end[l] = (int32_t)r;
                    run_y[l] = y;
                }
                l = r;
            }
            for (; o < nold; o++)
                if (emit(&ro, xs[olds[o].l], olds[o].y, xs[olds[o].r], y)) return CK_ERROR_NO_MEMORY;
        }
        j = g;
    }

    if (want_runs) {
        for (int64_t l = 0; l < m;) {
            if (PRED(count[l])) {
                if (emit(&ro, xs[l], run_y[l], xs[run_end[l]], frame.max_y)) return CK_ERROR_NO_MEMORY;
                l = run_end[l];
            } else l++;
        }
    }

    out->visible_area = vis;
    out->covered_area = cov;
    out->has_bounds = want_bounds && has_bounds;
    out->bounds = out->has_bounds ? (ck_rect){xs[lo], by0, xs[hi + 1], by1} : (ck_rect){0, 0, 0, 0};
    out->overlap = overlap;
    out->runs = ro.rects;
    out->run_count = ro.count;
    return 0;
}
