/* Sweep over y: x edges coordinate-compressed into elementary intervals with an int32 coverage
   count each; events (rect bottoms/tops) radix-sorted (counting-sorted straight from integral
   coordinates in a short frame) into 8-byte events and their y groups, processed one y at a
   time with removals before additions, so "adding where the count is already > 0" means two clipped
   rects overlap with positive area. Robust on every distribution (no fragment explosion).

   The covered width W is maintained on 0↔1 transitions; an exact integer count of uncovered
   intervals decides "fully covered / fully uncovered" (and resets W), so float drift never
   changes a bounds decision. Maximal runs of (un)covered intervals are kept open across y and
   emitted as rects when they change: only the dirty x range of a y group and the runs touching
   it are re-examined (for a group with many events, every word's bits are recomputed and only
   the runs beside a changed bit are looked at).

   One function per question — area, exposure (area, bounds, runs from the first overlap),
   first overlap, runs — each a loop over the events built from the shared parts below: the
   sweep state (sweep_begin, apply_event, group_done) and the run tracker (runs_*), which
   re-examines only the x words the events of a y group touched, or, for a big group, the runs
   whose bits or neighbouring bits changed. */
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
/* Whether every value is integral. The values are clipped to such a frame (|v| < 1e12), so
   adding and subtracting 1.5 × 2^52 rounds v to an integer (the sum lies in [2^52, 2^53), where
   doubles are the integers) and gives v back exactly when it is one; unlike a cast to int64_t,
   this vectorises on SSE2. */
static inline int all_integral(const double *v, size_t n) {
    const double magic = 6755399441055744.0;
    int ok = 1;
    for (size_t i = 0; i < n; i++) ok &= (v[i] + magic) - magic == v[i];
    return ok;
}
static inline uint64_t int_key(double v, double base) { return (uint64_t)(int64_t)(v - base); }
static inline double int_value(uint64_t k, double base) { return (double)(int64_t)k + base; }

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
                                int64_t l, int64_t r, int covered) {
    while (l < r) {
        int64_t w = l >> 6, end = ((l | 63) + 1) < r ? ((l | 63) + 1) : r;
        int64_t len = end - l;
        uint64_t mask = (len == 64 ? ~0ull : ((1ull << len) - 1)) << (l & 63);
        uint64_t on = ops->nonzero_bits(count + (w << 6));
        if (!covered) on = ~on;
        bits[w] = (bits[w] & ~mask) | (on & mask);
        l = end;
    }
}

/* ---- the sweep's state: compressed x, sorted y events, coverage of the current y ----------- */

/* A y event: the rect's intervals [first, end), `first` with the top bit set for an addition
   (a rect's bottom edge, min_y), clear for a removal. 8 bytes: the sweep reads them in order. */
typedef struct sweep_event {
    uint32_t first, end;
} sweep_event;

/* The events at one y: those before `end` and after the previous group's. */
typedef struct sweep_group {
    double y;
    size_t end;
} sweep_group;

typedef struct sweep {
    const ck_simd_ops *ops;
    ck_workspace *ws;
    ck_rect frame;
    ck_rect_soa r;
    double *xs;         /* interval edges xs[0 .. m] */
    double *width;      /* width[i] = xs[i + 1] - xs[i] */
    int32_t *count;     /* coverage per interval, padded to whole 64-interval words (padding 0) */
    int64_t m;          /* elementary intervals [xs[i], xs[i+1]), i < m; m >= 1 */
    const sweep_event *ev; /* sorted by y; removals before additions at one y */
    size_t ne;
    const sweep_group *groups; /* the events' distinct y values, ascending */
    size_t ng;
    double tw;          /* frame width */
    int64_t uncovered;  /* intervals whose count is 0 */
    double w_cov;       /* covered width, maintained on 0↔1 transitions */
    int overlap;        /* an addition met a count > 0: two rects overlap */
} sweep;

/* x coordinate compression: the distinct x edges in xs (m + 1 of them; the frame's are the
   first and the last) and the rank of every rect edge (2i, 2i + 1) in xi. Returns m. */
static int64_t compress_x(ck_workspace *ws, ck_rect frame, ck_rect_soa r, double *xs, int32_t *xi) {
    const size_t n = r.count, nx = 2 * n + 2;
    const double *x0 = r.min_x, *x1 = r.max_x;
    /* Integer-valued coordinates (pixel-aligned UI, the common case) sort on their offset
       from the frame edge: keys span few bits, so the radix sort takes one or two passes. */
    const int int_x = integral_keys_possible(frame.min_x, frame.max_x) && all_integral(x0, n) && all_integral(x1, n);
    const double bx = frame.min_x;
    /* Integral x in a frame of few units (offsets 0 .. span): ranks from a table of the values
       present, no sort. Same ranks and edges as the sort gives. */
    const double span = frame.max_x - frame.min_x;
    if (int_x && span <= (double)(4 * n + 1024)) {
        const size_t values = (size_t)span + 1;
        int32_t *rank = ck_reserve(ws, CK_BUF_SORT_B, values * sizeof(int32_t));
        if (!rank) return -1;
        memset(rank, 0, values * sizeof(int32_t));
        for (size_t i = 0; i < n; i++) { rank[int_key(x0[i], bx)] = 1; rank[int_key(x1[i], bx)] = 1; }
        rank[0] = 1;
        rank[values - 1] = 1;
        int32_t top = -1;
        for (size_t v = 0; v < values; v++)
            if (rank[v]) { xs[++top] = int_value(v, bx); rank[v] = top; }
        for (size_t i = 0; i < n; i++) {
            xi[2 * i] = rank[int_key(x0[i], bx)];
            xi[2 * i + 1] = rank[int_key(x1[i], bx)];
        }
        return top;
    }
    ck_pair *pa = ck_reserve(ws, CK_BUF_SORT_A, nx * sizeof(ck_pair));
    ck_pair *pb = ck_reserve(ws, CK_BUF_SORT_B, nx * sizeof(ck_pair));
    if (!pa || !pb) return -1;
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
    return rank;
}

/* Compresses x and sorts the events of the rects (2 per rect). */
static ck_status sweep_begin(sweep *s, ck_workspace *ws, ck_rect frame, ck_rect_soa r) {
    const size_t n = r.count;
    const double *y0 = r.min_y, *y1 = r.max_y;
    if (n > 0x3FFFFFF0u) return CK_ERROR_NO_MEMORY;
    double *xs = ck_reserve(ws, CK_BUF_XS, (2 * n + 2) * sizeof(double));
    int32_t *xi = ck_reserve(ws, CK_BUF_XI, (2 * n + 2) * sizeof(int32_t));
    if (!xs || !xi) return CK_ERROR_NO_MEMORY;
    const int64_t m = compress_x(ws, frame, r, xs, xi);
    if (m < 0) return CK_ERROR_NO_MEMORY;
    double *width = ck_reserve(ws, CK_BUF_WIDTH, (size_t)m * sizeof(double));
    int32_t *count = ck_reserve(ws, CK_BUF_COUNT, (size_t)(m + 64) * sizeof(int32_t));
    if (!width || !count) return CK_ERROR_NO_MEMORY;
    for (int64_t i = 0; i < m; i++) width[i] = xs[i + 1] - xs[i];
    memset(count, 0, (size_t)(m + 64) * sizeof(int32_t));

    /* y events carry their x range, so the sweep reads them sequentially. Removals are placed
       before additions and the sort is stable, so at one y every removal comes first: "adding
       where the count is already > 0" then means two rects overlap with positive area. */
    const size_t ne = 2 * n;
    sweep_event *ev = ck_reserve(ws, CK_BUF_EV, ne * sizeof(sweep_event));
    sweep_group *groups = ck_reserve(ws, CK_BUF_GROUPS, (ne + 1) * sizeof(sweep_group));
    if (!ev || !groups) return CK_ERROR_NO_MEMORY;
    const int int_y = integral_keys_possible(frame.min_y, frame.max_y) && all_integral(y0, n) && all_integral(y1, n);
    const double by = frame.min_y, height = frame.max_y - frame.min_y;
    size_t ng = 0;
    if (int_y && height <= (double)(4 * n + 1024)) {
        /* Integral y in a frame of few units (offsets 0 .. height): a counting sort straight
           from the coordinates, its buckets giving the groups. Same order as the stable sort of
           the pairs below: at each y the removals, then the additions, each by rect index. */
        const size_t values = (size_t)height + 1;
        uint32_t *at = ck_reserve(ws, CK_BUF_SORT_A, values * sizeof(uint32_t));
        if (!at) return CK_ERROR_NO_MEMORY;
        memset(at, 0, values * sizeof(uint32_t));
        for (size_t i = 0; i < n; i++) { at[int_key(y0[i], by)]++; at[int_key(y1[i], by)]++; }
        size_t sum = 0;
        for (size_t v = 0; v < values; v++) {
            const uint32_t c = at[v];
            if (!c) continue;
            at[v] = (uint32_t)sum;
            sum += c;
            groups[ng++] = (sweep_group){int_value(v, by), sum};
        }
        for (size_t i = 0; i < n; i++)
            ev[at[int_key(y1[i], by)]++] = (sweep_event){(uint32_t)xi[2 * i], (uint32_t)xi[2 * i + 1]};
        for (size_t i = 0; i < n; i++)
            ev[at[int_key(y0[i], by)]++] = (sweep_event){(uint32_t)xi[2 * i] | 0x80000000u, (uint32_t)xi[2 * i + 1]};
    } else {
        ck_pair *ea = ck_reserve(ws, CK_BUF_SORT_A, (ne + 1) * sizeof(ck_pair));
        ck_pair *eb = ck_reserve(ws, CK_BUF_EVENTS, (ne + 1) * sizeof(ck_pair));
        if (!ea || !eb) return CK_ERROR_NO_MEMORY;
        for (size_t i = 0; i < n; i++) {
            uint32_t l = (uint32_t)xi[2 * i], r = (uint32_t)xi[2 * i + 1];
            ea[i] = (ck_pair){int_y ? int_key(y1[i], by) : ck_key(y1[i]), l, r};
            ea[n + i] = (ck_pair){int_y ? int_key(y0[i], by) : ck_key(y0[i]), l | 0x80000000u, r};
        }
        const ck_pair *sorted = ck_sort_pairs(ea, eb, ne);
        for (size_t j = 0; j < ne; j++) {
            ev[j] = (sweep_event){sorted[j].value, sorted[j].pad};
            if (j + 1 == ne || sorted[j + 1].key != sorted[j].key)
                groups[ng++] = (sweep_group){int_y ? int_value(sorted[j].key, by) : key_value(sorted[j].key), j + 1};
        }
    }
    *s = (sweep){
        .ops = ws->ops, .ws = ws, .frame = frame, .r = r, .xs = xs, .width = width,
        .count = count, .m = m, .ev = ev, .ne = ne, .groups = groups, .ng = ng,
        .tw = frame.max_x - frame.min_x, .uncovered = m, .w_cov = 0.0, .overlap = 0,
    };
    return CK_OK;
}

static inline int is_removal(const sweep_event *e) { return (e->first & 0x80000000u) == 0; }
static inline int64_t first_interval(const sweep_event *e) { return e->first & 0x7FFFFFFFu; }

/* Applies one event to the counts, the uncovered count and the covered width. */
static inline __attribute__((always_inline)) void apply_event(sweep *s, const sweep_event *e) {
    const int64_t l0 = first_interval(e), r0 = e->end;
    if (is_removal(e)) {
        int64_t freed = 0;
        /* Short ranges inline (same operations and order as the SIMD units). */
        double d = r0 - l0 < 8 ? ck_dec_tail(s->count, s->width, l0, r0, 0.0, &freed)
                               : s->ops->range_dec(s->count, s->width, l0, r0, &freed);
        s->uncovered += freed;
        s->w_cov -= d;
    } else {
        int64_t newly = 0;
        double d = r0 - l0 < 8 ? ck_inc_tail(s->count, s->width, l0, r0, 0.0, &newly, &s->overlap)
                               : s->ops->range_inc(s->count, s->width, l0, r0, &newly, &s->overlap);
        s->uncovered -= newly;
        s->w_cov += d;
    }
}

/* After every event at one y: the exact uncovered count decides "fully covered / fully
   uncovered" and resets the covered width, so float drift never changes a decision. */
static inline void group_done(sweep *s) {
    if (s->uncovered == s->m) s->w_cov = 0.0;
    else if (s->uncovered == 0) s->w_cov = s->tw;
}

/* Visible area of the slab of height dy under the current coverage. */
static inline double slab_visible(const sweep *s, double dy) {
    if (s->uncovered == s->m) return s->tw * dy;
    return s->uncovered ? (s->tw - s->w_cov) * dy : 0.0;
}

/* ---- runs: maximal x-runs of (un)covered intervals kept open across y ------------------------ */

/* Runs are updated once per y group: the events mark the 64-interval words they touch as
   dirty, with the first interval touched in a word and one past the last; after the group,
   each stretch of dirty words — from the first interval touched in its first word to the last
   one in its last word — widened to the old runs touching it, is recomputed from the counts
   and its runs compared with the old ones. A run that changed is
   emitted up to y and a new one opened at y; a run that is the same after the group as before
   it stays open, whatever the events at y did in between. */
typedef struct runs {
    int32_t *end;     /* end[l]: one past the last interval of the open run starting at l */
    double *top;      /* top[l]: the y it opened at */
    old_run *olds;    /* the runs of a stretch as they were before the group */
    uint64_t *bits;   /* bit i: interval i is in a run */
    uint64_t *dirty;  /* bit w: some interval of [64w, 64w + 64) changed in this group */
    int32_t *first;   /* first[w]: the first interval an event starting in word w touched */
    int32_t *last;    /* last[w]: one past the last an event ending in word w touched */
    int64_t *ranges;  /* the stretches of a group: (widened a, b, touched lo, hi); or, in a
                         rescan, the new, changed and touched bits of every word */
    int64_t words;    /* interval words: (m + 63) / 64 */
    int covered;      /* runs of covered intervals (count > 0), else of uncovered ones */
    ck_rect *rects;   /* emitted rects, in CK_BUF_OUT */
    size_t count, capacity;
} runs;

static ck_status emit(sweep *s, runs *rn, double x0, double y0, double x1, double y1) {
    if (!(y0 < y1)) return CK_OK;
    if (rn->count == rn->capacity) {
        size_t cap = rn->capacity ? rn->capacity * 2 : 256;
        ck_rect *p = ck_grow(s->ws, CK_BUF_OUT, cap * sizeof(ck_rect), rn->count * sizeof(ck_rect));
        if (!p) return CK_ERROR_NO_MEMORY;
        rn->rects = p;
        rn->capacity = cap;
    }
    rn->rects[rn->count++] = (ck_rect){x0, y0, x1, y1};
    return CK_OK;
}

/* Room for the run state; no run open (or, for uncovered runs, the whole width open at the
   frame's top). */
static ck_status runs_begin(sweep *s, runs *rn, int covered) {
    ck_workspace *ws = s->ws;
    const int64_t m = s->m;
    const size_t words = (size_t)(m >> 6) + 2, dirty_words = words / 64 + 2;
    *rn = (runs){
        .end = ck_reserve(ws, CK_BUF_RUN_END, (size_t)(m + 1) * sizeof(int32_t)),
        .top = ck_reserve(ws, CK_BUF_RUN_Y, (size_t)(m + 1) * sizeof(double)),
        .olds = ck_reserve(ws, CK_BUF_OLD_RUNS, (size_t)(m + 1) * sizeof(old_run)),
        .bits = ck_reserve(ws, CK_BUF_BITS, words * sizeof(uint64_t)),
        .dirty = ck_reserve(ws, CK_BUF_DIRTY, dirty_words * sizeof(uint64_t)),
        .first = ck_reserve(ws, CK_BUF_DIRTY_EDGES, 2 * words * sizeof(int32_t)),
        .ranges = ck_reserve(ws, CK_BUF_RANGES, 4 * words * sizeof(int64_t)),
        .words = (m + 63) >> 6,
        .covered = covered,
    };
    if (!rn->end || !rn->top || !rn->olds || !rn->bits || !rn->dirty || !rn->first || !rn->ranges)
        return CK_ERROR_NO_MEMORY;
    rn->last = rn->first + words;
    memset(rn->bits, 0, words * sizeof(uint64_t));
    memset(rn->dirty, 0, dirty_words * sizeof(uint64_t));
    for (size_t w = 0; w < words; w++) { rn->first[w] = INT32_MAX; rn->last[w] = -1; }
    if (!covered) {
        rn->end[0] = (int32_t)m;
        rn->top[0] = s->frame.min_y;
        fill_bits(rn->bits, 0, m, 1);
    }
    return CK_OK;
}

/* The runs open in [a, b), into rn->olds; returns how many. */
static inline __attribute__((always_inline)) size_t collect_olds(runs *rn, int64_t a, int64_t b) {
    size_t nold = 0;
    for (int64_t l = next_one(rn->bits, a, b); l < b; l = next_one(rn->bits, rn->end[l], b))
        rn->olds[nold++] = (old_run){(int32_t)l, rn->end[l], rn->top[l]};
    return nold;
}

/* The runs of [a, b) in rn->bits (already updated) compared with the nold old ones: an old run
   that is gone or changed is emitted up to y, a new or changed run is opened at y, an
   unchanged one stays open. */
static inline __attribute__((always_inline)) ck_status compare_runs(sweep *s, runs *rn, int64_t a,
                                                                    int64_t b, size_t nold,
                                                                    double y) {
    const uint64_t *bits = rn->bits;
    const double *xs = s->xs;
    size_t o = 0;
    for (int64_t l = next_one(bits, a, b); l < b;) {
        const int64_t rr = next_zero(bits, l + 1, b);
        while (o < nold && rn->olds[o].l < l) {
            if (emit(s, rn, xs[rn->olds[o].l], rn->olds[o].y, xs[rn->olds[o].r], y)) return CK_ERROR_NO_MEMORY;
            o++;
        }
        if (o < nold && rn->olds[o].l == l && rn->olds[o].r == rr) {
            o++; /* unchanged run stays open */
        } else {
            rn->end[l] = (int32_t)rr;
            rn->top[l] = y;
        }
        l = next_one(bits, rr, b);
    }
    for (; o < nold; o++)
        if (emit(s, rn, xs[rn->olds[o].l], rn->olds[o].y, xs[rn->olds[o].r], y)) return CK_ERROR_NO_MEMORY;
    return CK_OK;
}

/* Before event e: the x range [*a, *b) it can change (its own range widened to the runs
   touching it) and the runs open there, into rn->olds; returns how many. */
static inline __attribute__((always_inline)) size_t runs_before(const sweep *s, runs *rn,
                                                               const sweep_event *e, int64_t *a,
                                                               int64_t *b) {
    const int64_t l0 = first_interval(e), r0 = e->end;
    *a = prev_zero(rn->bits, l0) + 1;
    *b = next_zero(rn->bits, r0, s->m);
    return collect_olds(rn, *a, *b);
}

/* After event e at y: the runs of [a, b) compared with the old ones; a run that changed is
   emitted up to y and a new one opened at y (a run closed and reopened at the same y gives no
   rect, so per-event processing yields the same region as per-y processing). */
static inline __attribute__((always_inline)) ck_status runs_after(sweep *s, runs *rn,
                                                                  const sweep_event *e, int64_t a,
                                                                  int64_t b, size_t nold,
                                                                  double y) {
    const int64_t l0 = first_interval(e), r0 = e->end;
    if (is_removal(e)) refresh_bits(s->ops, rn->bits, s->count, l0, r0, rn->covered);
    else fill_bits(rn->bits, l0, r0, rn->covered);
    return compare_runs(s, rn, a, b, nold, y);
}

/* Marks the words of event e's x range dirty. */
static inline void runs_mark(runs *rn, const sweep_event *e) {
    const int32_t l0 = (int32_t)first_interval(e), r0 = (int32_t)e->end;
    const int64_t w0 = l0 >> 6, w1 = (r0 - 1) >> 6;
    fill_bits(rn->dirty, w0, w1 + 1, 1);
    if (l0 < rn->first[w0]) rn->first[w0] = l0;
    if (r0 > rn->last[w1]) rn->last[w1] = r0;
}

/* After every event at y was applied: each dirty stretch, widened to the old runs touching
   it (the old run state is read before any stretch is recomputed), then recomputed and
   compared with its old runs. */
static ck_status runs_group_done(sweep *s, runs *rn, double y) {
    const int64_t m = s->m, words = rn->words;
    uint64_t *bits = rn->bits;
    size_t nr = 0;
    for (int64_t w = next_one(rn->dirty, 0, words); w < words;) {
        const int64_t w1 = next_zero(rn->dirty, w + 1, words);
        fill_bits(rn->dirty, w, w1, 0);
        const int64_t lo = rn->first[w], hi = rn->last[w1 - 1];
        for (int64_t v = w; v < w1; v++) { rn->first[v] = INT32_MAX; rn->last[v] = -1; }
        const int64_t a = prev_zero(bits, lo) + 1, b = next_zero(bits, hi, m);
        /* Stretches sharing old runs merge; (a, b, lo, hi): the widened and the touched range. */
        int64_t *r = rn->ranges;
        if (nr && a <= r[4 * nr - 3]) {
            if (b > r[4 * nr - 3]) r[4 * nr - 3] = b;
            r[4 * nr - 1] = hi;
        } else {
            r[4 * nr] = a; r[4 * nr + 1] = b; r[4 * nr + 2] = lo; r[4 * nr + 3] = hi;
            nr++;
        }
        w = next_one(rn->dirty, w1, words);
    }
    for (size_t k = 0; k < nr; k++) {
        const int64_t a = rn->ranges[4 * k], b = rn->ranges[4 * k + 1];
        const size_t nold = collect_olds(rn, a, b);
        /* Only the touched range can have changed. */
        refresh_bits(s->ops, bits, s->count, rn->ranges[4 * k + 2], rn->ranges[4 * k + 3], rn->covered);
        const ck_status st = compare_runs(s, rn, a, b, nold, y);
        if (st != CK_OK) return st;
    }
    return CK_OK;
}

/* The first interval from p on that is set in both `touched` and `bits`, else m. */
static inline int64_t next_touched(const uint64_t *touched, const uint64_t *bits, int64_t p,
                                   int64_t words, int64_t m) {
    for (int64_t w = p >> 6; w < words; w++) {
        uint64_t c = touched[w] & bits[w];
        if (w == p >> 6) c &= ~0ull << (p & 63);
        if (c) return (w << 6) + __builtin_ctzll(c);
    }
    return m;
}

/* After every event of a big group was applied: every word's bits recomputed from the counts and
   compared with the old ones. A run is the same before and after exactly when its intervals and
   the one on each side kept their bits, so the runs that changed are those holding a touched
   interval: the old ones are emitted up to y (ascending, as runs_group_done emits them), then
   the new ones opened at y. Same rects, in the same order, as runs_group_done; no per-event
   marking, and O(words) bit operations however many events the group has. */
static ck_status runs_group_rescan(sweep *s, runs *rn, double y) {
    const int64_t m = s->m, words = rn->words;
    /* fresh: the new bits; d: the changed ones; t: the touched intervals (changed, or beside
       one that changed). */
    uint64_t *bits = rn->bits, *fresh = (uint64_t *)rn->ranges, *d = fresh + words, *t = d + words;
    for (int64_t w = 0; w < words; w++) {
        uint64_t on = s->ops->nonzero_bits(s->count + (w << 6));
        fresh[w] = rn->covered ? on : ~on;
        if (w == words - 1 && (m & 63)) fresh[w] &= (1ull << (m & 63)) - 1;
        d[w] = fresh[w] ^ bits[w];
    }
    for (int64_t w = 0; w < words; w++)
        t[w] = d[w] | d[w] << 1 | d[w] >> 1 | (w > 0 ? d[w - 1] >> 63 : 0) |
               (w + 1 < words ? d[w + 1] << 63 : 0);
    for (int64_t p = next_touched(t, bits, 0, words, m); p < m;) {
        const int64_t l = prev_zero(bits, p) + 1, r = rn->end[l];
        if (emit(s, rn, s->xs[l], rn->top[l], s->xs[r], y)) return CK_ERROR_NO_MEMORY;
        p = next_touched(t, bits, r, words, m);
    }
    memcpy(bits, fresh, (size_t)words * sizeof(uint64_t));
    for (int64_t p = next_touched(t, bits, 0, words, m); p < m;) {
        const int64_t l = prev_zero(bits, p) + 1, r = next_zero(bits, p + 1, m);
        rn->end[l] = (int32_t)r;
        rn->top[l] = y;
        p = next_touched(t, bits, r, words, m);
    }
    return CK_OK;
}

/* Applies the events [j, g) at y and updates the runs: event by event for a few events (each
   re-examines its own range), else once for the group (a big group touches most words, and
   its events' ranges overlap): by rescanning every word when the group has at least half as
   many events as there are words, else by the words its events marked. */
enum { FEW_EVENTS = 4 };

static ck_status runs_update(sweep *s, runs *rn, size_t j, size_t g, double y) {
    if (g - j <= FEW_EVENTS) {
        for (; j < g; j++) {
            const sweep_event *e = &s->ev[j];
            int64_t a, b;
            const size_t nold = runs_before(s, rn, e, &a, &b);
            apply_event(s, e);
            if (runs_after(s, rn, e, a, b, nold, y)) return CK_ERROR_NO_MEMORY;
        }
        return CK_OK;
    }
    if ((int64_t)(g - j) * 2 >= rn->words) {
        for (; j < g; j++) apply_event(s, &s->ev[j]);
        return runs_group_rescan(s, rn, y);
    }
    for (; j < g; j++) {
        apply_event(s, &s->ev[j]);
        runs_mark(rn, &s->ev[j]);
    }
    return runs_group_done(s, rn, y);
}

/* Closes every open run at the frame's bottom. */
static ck_status runs_finish(sweep *s, runs *rn) {
    const int64_t m = s->m;
    for (int64_t l = next_one(rn->bits, 0, m); l < m; l = next_one(rn->bits, rn->end[l], m))
        if (emit(s, rn, s->xs[l], rn->top[l], s->xs[rn->end[l]], s->frame.max_y)) return CK_ERROR_NO_MEMORY;
    return CK_OK;
}

/* Covered runs from the first overlap, at y, on. Below y the rects are pairwise disjoint (an
   overlap there would have been seen when the later one was added): their parts below y are
   emitted as they are, then runs of the coverage after the events at y are opened at y. */
static ck_status runs_open_at_first_overlap(sweep *s, runs *rn, double y) {
    ck_status st = runs_begin(s, rn, 1);
    if (st) return st;
    const ck_rect_soa r = s->r;
    for (size_t i = 0; i < r.count; i++)
        if (r.min_y[i] < y && emit(s, rn, r.min_x[i], r.min_y[i], r.max_x[i], ck_min(r.max_y[i], y)))
            return CK_ERROR_NO_MEMORY;
    const int64_t m = s->m;
    uint64_t *bits = rn->bits;
    for (int64_t w = 0; w <= (m - 1) >> 6; w++) bits[w] = s->ops->nonzero_bits(s->count + (w << 6));
    bits[(m - 1) >> 6] &= (m & 63) ? ((1ull << (m & 63)) - 1) : ~0ull;
    for (int64_t l = next_one(bits, 0, m); l < m;) {
        int64_t rr = next_zero(bits, l + 1, m);
        rn->end[l] = (int32_t)rr;
        rn->top[l] = y;
        l = next_one(bits, rr, m);
    }
    return CK_OK;
}

/* ---- the questions ------------------------------------------------------------------------- */

ck_status ck_sweep_area(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, double *visible,
                        double *covered) {
    sweep s;
    ck_status st = sweep_begin(&s, ws, frame, rects);
    if (st) return st;
    double vis = 0.0, cov = 0.0, prev_y = frame.min_y;
    for (size_t gi = 0, j = 0;; gi++) {
        const int last = gi == s.ng;
        const double y = last ? frame.max_y : s.groups[gi].y;
        if (y > prev_y) {
            const double dy = y - prev_y;
            if (s.uncovered == 0) cov += s.tw * dy;
            else if (s.uncovered == s.m) vis += s.tw * dy;
            else { vis += (s.tw - s.w_cov) * dy; cov += s.w_cov * dy; }
            prev_y = y;
        }
        if (last) break;
        for (const size_t g = s.groups[gi].end; j < g; j++) apply_event(&s, &s.ev[j]);
        group_done(&s);
    }
    *visible = vis;
    *covered = cov;
    return CK_OK;
}

ck_status ck_sweep_exposure(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, ck_core *out) {
    sweep s;
    ck_status st = sweep_begin(&s, ws, frame, rects);
    if (st) return st;
    const int64_t m = s.m;
    runs rn = {0};
    int tracking = 0; /* covered runs are tracked (an overlap was seen) */
    double vis = 0.0, prev_y = frame.min_y, by0 = 0, by1 = 0;
    int has_bounds = 0;
    int64_t lo = m, hi = -1; /* the visible intervals' x extent so far */
    for (size_t gi = 0, j = 0;; gi++) {
        const int last = gi == s.ng;
        const double y = last ? frame.max_y : s.groups[gi].y;
        if (y > prev_y) {
            vis += slab_visible(&s, y - prev_y);
            if (s.uncovered > 0) {
                if (!has_bounds) { has_bounds = 1; by0 = prev_y; }
                by1 = y;
                if (lo > 0) { int64_t f = s.ops->first_zero(s.count, 0, lo); if (f < lo) lo = f; }
                if (hi < m - 1) { int64_t f = s.ops->last_zero(s.count, hi + 1, m); if (f > hi) hi = f; }
            }
            prev_y = y;
        }
        if (last) break;
        const size_t g = s.groups[gi].end;
        if (!tracking) {
            for (; j < g; j++) apply_event(&s, &s.ev[j]);
            /* The first overlap: runs of the coverage after every event at y, opened at y. */
            if (s.overlap) {
                if (runs_open_at_first_overlap(&s, &rn, y)) return CK_ERROR_NO_MEMORY;
                tracking = 1;
            }
        } else if (runs_update(&s, &rn, j, g, y)) {
            return CK_ERROR_NO_MEMORY;
        }
        j = g;
        group_done(&s);
    }
    if (tracking && runs_finish(&s, &rn)) return CK_ERROR_NO_MEMORY;
    out->visible_area = vis;
    out->has_bounds = has_bounds;
    out->bounds = has_bounds ? (ck_rect){s.xs[lo], by0, s.xs[hi + 1], by1} : (ck_rect){0, 0, 0, 0};
    out->overlap = s.overlap;
    out->runs = rn.rects;
    out->run_count = rn.count;
    return CK_OK;
}

ck_status ck_sweep_find_overlap(ck_workspace *ws, ck_rect frame, ck_rect_soa rects) {
    sweep s;
    ck_status st = sweep_begin(&s, ws, frame, rects);
    if (st) return st;
    for (size_t j = 0; j < s.ne; j++) {
        apply_event(&s, &s.ev[j]);
        if (s.overlap) return CK_OVERLAPPED;
    }
    return CK_OK;
}

ck_status ck_sweep_runs(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, int covered,
                        ck_rect **out, size_t *count) {
    sweep s;
    runs rn;
    ck_status st = sweep_begin(&s, ws, frame, rects);
    if (!st) st = runs_begin(&s, &rn, covered);
    if (st) return st;
    for (size_t gi = 0, j = 0; gi < s.ng; j = s.groups[gi++].end)
        if (runs_update(&s, &rn, j, s.groups[gi].end, s.groups[gi].y)) return CK_ERROR_NO_MEMORY;
    if (runs_finish(&s, &rn)) return CK_ERROR_NO_MEMORY;
    *out = rn.rects;
    *count = rn.count;
    return CK_OK;
}
