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
#include <string.h>

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

/* Whether frame edges allow integer keys: both within ±1e12 and integral. */
static inline int integral_keys_possible(double lo, double hi) {
    return lo > -1e12 && lo < 1e12 && hi > -1e12 && hi < 1e12 && lo == (double)(int64_t)lo &&
           hi == (double)(int64_t)hi;
}
/* Whether every value is integral (values are clipped to such a frame, so the casts are safe). */
static inline int all_integral(const double *v, size_t n) {
    int ok = 1;
    for (size_t i = 0; i < n; i++) ok &= v[i] == (double)(int64_t)v[i];
    return ok;
}
static inline uint64_t int_key(double v, double base) { return (uint64_t)(int64_t)(v - base); }
static inline double int_value(uint64_t k, double base) { return (double)(int64_t)k + base; }

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

/* Bitset helpers over bits[0 .. limit): bit i = the run predicate of interval i. */
static inline int64_t next_one(const uint64_t *bits, int64_t i, int64_t limit) {
    while (i < limit) {
        uint64_t w = bits[i >> 6] >> (i & 63);
        if (w) { i += __builtin_ctzll(w); return i < limit ? i : limit; }
        i = (i | 63) + 1;
    }
    return limit;
}
static inline int64_t next_zero(const uint64_t *bits, int64_t i, int64_t limit) {
    while (i < limit) {
        uint64_t w = ~bits[i >> 6] >> (i & 63);
        if (w) { i += __builtin_ctzll(w); return i < limit ? i : limit; }
        i = (i | 63) + 1;
    }
    return limit;
}
/* Last index < i whose bit is 0, or -1. */
static inline int64_t prev_zero(const uint64_t *bits, int64_t i) {
    while (i > 0) {
        int64_t j = i - 1;
        uint64_t w = ~bits[j >> 6] << (63 - (j & 63));
        if (w) return j - __builtin_clzll(w);
        i = j & ~(int64_t)63;
    }
    return -1;
}
/* Sets bits [l, r) to `value`. */
static inline void fill_bits(uint64_t *bits, int64_t l, int64_t r, int value) {
    while (l < r) {
        int64_t w = l >> 6, end = ((l | 63) + 1) < r ? ((l | 63) + 1) : r;
        int64_t len = end - l;
        uint64_t mask = (len == 64 ? ~0ull : ((1ull << len) - 1)) << (l & 63);
        bits[w] = value ? (bits[w] | mask) : (bits[w] & ~mask);
        l = end;
    }
}
/* Recomputes bits [l, r) from the counts after a removal (counts padded to whole words). */
static inline void refresh_bits(const ck_simd_ops *ops, uint64_t *bits, const int32_t *count,
                                int64_t l, int64_t r, int want_covered) {
    while (l < r) {
        int64_t w = l >> 6, end = ((l | 63) + 1) < r ? ((l | 63) + 1) : r;
        int64_t len = end - l;
        uint64_t mask = (len == 64 ? ~0ull : ((1ull << len) - 1)) << (l & 63);
        uint64_t on = ops->nonzero_bits(count + (w << 6));
        if (!want_covered) on = ~on;
        bits[w] = (bits[w] & ~mask) | (on & mask);
        l = end;
    }
}

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
    /* Integer-valued coordinates (pixel-aligned UI, the common case) sort on their offset
       from the frame edge: keys span few bits, so the radix sort takes one or two passes. */
    const int int_x = integral_keys_possible(frame.min_x, frame.max_x) && all_integral(x0, n) && all_integral(x1, n);
    const double bx = frame.min_x;
    if (int_x) {
        for (size_t i = 0; i < n; i++) {
            pa[2 * i] = (ck_pair){int_key(x0[i], bx), (uint32_t)(2 * i), 0};
            pa[2 * i + 1] = (ck_pair){int_key(x1[i], bx), (uint32_t)(2 * i + 1), 0};
        }
        pa[2 * n] = (ck_pair){int_key(frame.min_x, bx), (uint32_t)(2 * n), 0};
        pa[2 * n + 1] = (ck_pair){int_key(frame.max_x, bx), (uint32_t)(2 * n + 1), 0};
    } else {
        for (size_t i = 0; i < n; i++) {
            pa[2 * i] = (ck_pair){ck_key(x0[i]), (uint32_t)(2 * i), 0};
            pa[2 * i + 1] = (ck_pair){ck_key(x1[i]), (uint32_t)(2 * i + 1), 0};
        }
        pa[2 * n] = (ck_pair){ck_key(frame.min_x), (uint32_t)(2 * n), 0};
        pa[2 * n + 1] = (ck_pair){ck_key(frame.max_x), (uint32_t)(2 * n + 1), 0};
    }
    ck_pair *sx = ck_sort_pairs(pa, pb, nx);
    int64_t rank = -1;
    uint64_t prev = 0;
    for (size_t j = 0; j < nx; j++) {
        if (j == 0 || sx[j].key != prev) {
            prev = sx[j].key;
            xs[++rank] = int_x ? int_value(prev, bx) : key_value(prev);
        }
        xi[sx[j].value] = (int32_t)rank;
    }
    const int64_t m = rank; /* elementary intervals [xs[i], xs[i+1]), i < m; m >= 1 */
    double *width = ck_reserve(ws, CK_BUF_WIDTH, (size_t)m * sizeof(double));
    /* Counts padded to whole 64-interval words (the padding stays 0). */
    int32_t *count = ck_reserve(ws, CK_BUF_COUNT, (size_t)(m + 64) * sizeof(int32_t));
    if (!width || !count) return CK_ERROR_NO_MEMORY;
    for (int64_t i = 0; i < m; i++) width[i] = xs[i + 1] - xs[i];
    memset(count, 0, (size_t)(m + 64) * sizeof(int32_t));

    /* y events carry their x range (value = first interval | addition flag, pad = end), so the
       sweep reads them sequentially. Removals are placed before additions; the sort is stable. */
    const size_t ne = 2 * n;
    ck_pair *ea = ck_reserve(ws, CK_BUF_SORT_A, (ne + 1) * sizeof(ck_pair));
    ck_pair *eb = ck_reserve(ws, CK_BUF_EVENTS, (ne + 1) * sizeof(ck_pair));
    if (!ea || !eb) return CK_ERROR_NO_MEMORY;
    const int int_y = integral_keys_possible(frame.min_y, frame.max_y) && all_integral(y0, n) && all_integral(y1, n);
    const double by = frame.min_y;
    for (size_t i = 0; i < n; i++) {
        uint32_t l = (uint32_t)xi[2 * i], r = (uint32_t)xi[2 * i + 1];
        ea[i] = (ck_pair){int_y ? int_key(y1[i], by) : ck_key(y1[i]), l, r};
        ea[n + i] = (ck_pair){int_y ? int_key(y0[i], by) : ck_key(y0[i]), l | 0x80000000u, r};
    }
    ck_pair *ev = ck_sort_pairs(ea, eb, ne);

    int want_runs = (flags & (CK_SWEEP_COVERED_RUNS | CK_SWEEP_UNCOVERED_RUNS)) != 0;
    const int lazy_runs = (flags & CK_SWEEP_LAZY_COVERED_RUNS) != 0;
    const int want_covered = (flags & (CK_SWEEP_COVERED_RUNS | CK_SWEEP_LAZY_COVERED_RUNS)) != 0;
    int32_t *run_end = 0;
    double *run_y = 0;
    old_run *olds = 0;
    uint64_t *bits = 0;
    run_out ro = {ws, 0, 0, 0};
    if (want_runs || lazy_runs) {
        run_end = ck_reserve(ws, CK_BUF_RUN_END, (size_t)(m + 1) * sizeof(int32_t));
        run_y = ck_reserve(ws, CK_BUF_RUN_Y, (size_t)(m + 1) * sizeof(double));
        olds = ck_reserve(ws, CK_BUF_OLD_RUNS, (size_t)(m + 1) * sizeof(old_run));
        size_t words = (size_t)(m >> 6) + 2;
        bits = ck_reserve(ws, CK_BUF_BITS, words * sizeof(uint64_t));
        if (!run_end || !run_y || !olds || !bits) return CK_ERROR_NO_MEMORY;
        memset(bits, 0, words * sizeof(uint64_t));
        if (!want_covered) {
            run_end[0] = (int32_t)m;
            run_y[0] = frame.min_y;
            fill_bits(bits, 0, m, 1);
        }
    }

    const double tw = frame.max_x - frame.min_x;
    int64_t uncovered = m;
    double w_cov = 0.0, vis = 0.0, cov = 0.0;
    int has_bounds = 0, overlap = 0;
    double by0 = 0, by1 = 0;
    int64_t lo = m, hi = -1;
    double prev_y = frame.min_y;
    const int want_bounds = (flags & CK_SWEEP_BOUNDS) != 0;
    const int stop_on_overlap = (flags & CK_SWEEP_STOP_ON_OVERLAP) != 0;

    size_t j = 0;
    for (;;) {
        const int last = j >= ne;
        const double y = last ? frame.max_y : int_y ? int_value(ev[j].key, by) : key_value(ev[j].key);
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

        /* Events one by one (removals first). With runs, each event re-examines only its own
           x range and the runs touching it; a run closed and reopened at the same y gives no
           rect (zero height), so per-event processing yields the same region. */
        for (size_t e = j; e < g; e++) {
            const int removal = (ev[e].value & 0x80000000u) == 0;
            const int64_t l0 = ev[e].value & 0x7FFFFFFFu, r0 = ev[e].pad;
            int64_t a = 0, b = 0;
            size_t nold = 0;
            if (want_runs) {
                a = prev_zero(bits, l0) + 1;
                b = next_zero(bits, r0, m);
                for (int64_t l = next_one(bits, a, b); l < b; l = next_one(bits, run_end[l], b))
                    olds[nold++] = (old_run){(int32_t)l, run_end[l], run_y[l]};
            }
            if (removal) {
                int64_t freed = 0;
                /* Short ranges inline (same operations and order as the SIMD units). */
                double d = r0 - l0 < 8 ? ck_dec_tail(count, width, l0, r0, 0.0, &freed)
                                       : ops->range_dec(count, width, l0, r0, &freed);
                uncovered += freed;
                w_cov -= d;
            } else {
                int64_t newly = 0;
                double d = r0 - l0 < 8 ? ck_inc_tail(count, width, l0, r0, 0.0, &newly, &overlap)
                                       : ops->range_inc(count, width, l0, r0, &newly, &overlap);
                uncovered -= newly;
                w_cov += d;
                if (overlap && stop_on_overlap) return CK_SWEEP_OVERLAPPED;
                if (overlap && lazy_runs && !want_runs) {
                    /* First overlap, at y. Below y the rects are pairwise disjoint (an overlap
                       there would have been seen when the later one was added): emit their
                       parts below y as they are, then track runs of the current coverage,
                       all opened at y. */
                    for (size_t i = 0; i < n; i++)
                        if (y0[i] < y && emit(&ro, x0[i], y0[i], x1[i], ck_min(y1[i], y)))
                            return CK_ERROR_NO_MEMORY;
                    for (int64_t w = 0; w <= (m - 1) >> 6; w++) bits[w] = ops->nonzero_bits(count + (w << 6));
                    bits[(m - 1) >> 6] &= (m & 63) ? ((1ull << (m & 63)) - 1) : ~0ull;
                    for (int64_t l = next_one(bits, 0, m); l < m;) {
                        int64_t rr = next_zero(bits, l + 1, m);
                        run_end[l] = (int32_t)rr;
                        run_y[l] = y;
                        l = next_one(bits, rr, m);
                    }
                    want_runs = 1;
                    continue;
                }
            }
            if (!want_runs) continue;
            if (removal) refresh_bits(ops, bits, count, l0, r0, want_covered);
            else fill_bits(bits, l0, r0, want_covered);
            size_t o = 0;
            for (int64_t l = next_one(bits, a, b); l < b;) {
                int64_t rr = next_zero(bits, l + 1, b);
                while (o < nold && olds[o].l < l) {
                    if (emit(&ro, xs[olds[o].l], olds[o].y, xs[olds[o].r], y)) return CK_ERROR_NO_MEMORY;
                    o++;
                }
                if (o < nold && olds[o].l == l && olds[o].r == rr) {
                    o++; /* unchanged run stays open */
                } else {
                    run_end[l] = (int32_t)rr;
                    run_y[l] = y;
                }
                l = next_one(bits, rr, b);
            }
            for (; o < nold; o++)
                if (emit(&ro, xs[olds[o].l], olds[o].y, xs[olds[o].r], y)) return CK_ERROR_NO_MEMORY;
        }
        if (uncovered == m) w_cov = 0.0;
        else if (uncovered == 0) w_cov = tw;
        j = g;
    }

    if (want_runs) {
        for (int64_t l = next_one(bits, 0, m); l < m; l = next_one(bits, run_end[l], m))
            if (emit(&ro, xs[l], run_y[l], xs[run_end[l]], frame.max_y)) return CK_ERROR_NO_MEMORY;
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
