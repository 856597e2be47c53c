/* The disjoint fast path's tests: which clipped obstructions overlap (sweep-and-prune along x)
   and whether disjoint rects leave every frame edge open. Most UI overlays are a few separate
   rects, for which both answers come in O(n log n) without a sweep. */
#include "ck_scalar.h"
#include <string.h>

enum { PRUNE_MAX_PAIRS = 64, PRUNE_MAX_PIECES = 256 };

/* Probing: sets of fewer rects are always tried (the pair check is cheap on them); larger
   ones only when PROBES evenly spaced rects, each tested against every rect with the SIMD
   overlap mask, meet few enough others: their mean count × k / 2 estimates the overlapping
   pairs, and an estimate over twice the pair limit means the check would give up after
   sorting everything (randomly placed rects of depth D have about 2 k D pairs). */
enum { PROBE_MIN_RECTS = 32, PROBES = 8 };

int ck_disjoint_worth_trying(ck_workspace *ws, ck_rect_soa clipped) {
    const size_t k = clipped.count;
    if (k < PROBE_MIN_RECTS) return 1;
    uint32_t *hits = ck_reserve(ws, CK_BUF_FRAG_HITS, k * sizeof(uint32_t));
    if (!hits) return 1; /* the check itself reports the failure */
    const size_t limit = (size_t)PROBES * 2 * 2 * PRUNE_MAX_PAIRS;
    size_t met = 0;
    for (size_t p = 0; p < PROBES; p++) {
        const size_t i = (2 * p + 1) * k / (2 * PROBES);
        const ck_rect o = {clipped.min_x[i], clipped.min_y[i], clipped.max_x[i], clipped.max_y[i]};
        /* Minus the probe itself. */
        met += ws->ops->overlapping(clipped.min_x, clipped.min_y, clipped.max_x, clipped.max_y, k, o, hits) - 1;
        if (met * k > limit) return 0; /* the count only grows: decided */
    }
    return 1;
}

/* Marks the rects in an overlapping pair (`involved`) and counts the pairs; CK_DECLINED past
   the pair limit or the check budget. Few rects: every pair. More: sweep-and-prune, sorted by
   min_x, each rect checked against the ones starting before its max_x. */
enum { FEW_RECTS = 24 };

static ck_status mark_overlaps(ck_workspace *ws, ck_rect_soa c, uint8_t *involved, size_t *pairs,
                               int *overlap) {
    const size_t k = c.count;
    const double *x0 = c.min_x, *y0 = c.min_y, *x1 = c.max_x, *y1 = c.max_y;
    if (k <= FEW_RECTS) {
        for (size_t i = 0; i < k; i++)
            for (size_t j = i + 1; j < k; j++)
                if ((x0[j] < x1[i]) & (x0[i] < x1[j]) & (y0[j] < y1[i]) & (y0[i] < y1[j])) {
                    *overlap = 1;
                    if (++*pairs > PRUNE_MAX_PAIRS) return CK_DECLINED;
                    involved[i] = involved[j] = 1;
                }
        return CK_OK;
    }
    ck_pair *a = ck_reserve(ws, CK_BUF_SORT_A, k * sizeof(ck_pair));
    ck_pair *b = ck_reserve(ws, CK_BUF_SORT_B, k * sizeof(ck_pair));
    if (!a || !b) return CK_ERROR_NO_MEMORY;
    for (size_t i = 0; i < k; i++) a[i] = (ck_pair){ck_key(x0[i]), (uint32_t)i, 0};
    ck_pair *s = ck_sort_pairs(a, b, k);
    size_t budget = 8 * k + 64;
    for (size_t i = 0; i < k; i++) {
        const uint32_t p = s[i].value;
        const double right = x1[p], top = y0[p], bottom = y1[p];
        for (size_t j = i + 1; j < k; j++) {
            const uint32_t q = s[j].value;
            if (!(x0[q] < right)) break;
            if (--budget == 0) return CK_DECLINED;
            if (ck_max(top, y0[q]) < ck_min(bottom, y1[q])) {
                *overlap = 1;
                if (++*pairs > PRUNE_MAX_PAIRS) return CK_DECLINED;
                involved[p] = involved[q] = 1;
            }
        }
    }
    return CK_OK;
}

ck_status ck_disjoint_pieces(ck_workspace *ws, ck_rect_soa clipped, ck_rect_soa *pieces,
                             int *overlap) {
    const size_t k = clipped.count;
    const double *x0 = clipped.min_x, *y0 = clipped.min_y, *x1 = clipped.max_x, *y1 = clipped.max_y;
    *overlap = 0;
    uint8_t few[FEW_RECTS];
    uint8_t *involved = k <= FEW_RECTS ? few : ck_reserve(ws, CK_BUF_XI, k);
    if (!involved) return CK_ERROR_NO_MEMORY;
    memset(involved, 0, k);
    size_t pairs = 0;
    ck_status st = mark_overlaps(ws, clipped, involved, &pairs, overlap);
    if (st) return st;
    if (!pairs) { /* the rects are the pieces */
        *pieces = clipped;
        return CK_OK;
    }
    double *c0 = ck_reserve(ws, CK_BUF_XS, (k + PRUNE_MAX_PIECES) * sizeof(double));
    double *c1 = ck_reserve(ws, CK_BUF_WIDTH, (k + PRUNE_MAX_PIECES) * sizeof(double));
    double *c2 = ck_reserve(ws, CK_BUF_RUN_Y, (k + PRUNE_MAX_PIECES) * sizeof(double));
    double *c3 = ck_reserve(ws, CK_BUF_COUNT, (k + PRUNE_MAX_PIECES) * sizeof(double));
    if (!c0 || !c1 || !c2 || !c3) return CK_ERROR_NO_MEMORY;
    size_t n = 0;
    for (size_t i = 0; i < k; i++)
        if (!involved[i]) { c0[n] = x0[i]; c1[n] = y0[i]; c2[n] = x1[i]; c3[n] = y1[i]; n++; }
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
                nn += ck_fragment(cur[u], acc[t], nxt + nn);
                if (nn > PRUNE_MAX_PIECES) return CK_DECLINED;
            }
            ck_rect *swap = cur; cur = nxt; nxt = swap;
            nc = nn;
        }
        if (na + nc > PRUNE_MAX_PIECES) return CK_DECLINED;
        memcpy(acc + na, cur, nc * sizeof(ck_rect));
        na += nc;
    }
    for (size_t t = 0; t < na; t++) {
        c0[n] = acc[t].min_x; c1[n] = acc[t].min_y; c2[n] = acc[t].max_x; c3[n] = acc[t].max_y;
        n++;
    }
    *pieces = (ck_rect_soa){c0, c1, c2, c3, n};
    return CK_OK;
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

int ck_frame_edges_open(ck_rect_soa disjoint, ck_rect f) {
    enum { MAX_TOUCH = 32 };
    const double *x0 = disjoint.min_x, *y0 = disjoint.min_y, *x1 = disjoint.max_x, *y1 = disjoint.max_y;
    uint32_t top[MAX_TOUCH], bottom[MAX_TOUCH], left[MAX_TOUCH], right[MAX_TOUCH];
    size_t nt = 0, nb = 0, nl = 0, nr = 0;
    for (size_t i = 0; i < disjoint.count; i++) {
        if (y0[i] == f.min_y) { if (nt == MAX_TOUCH) return 0; top[nt++] = (uint32_t)i; }
        if (y1[i] == f.max_y) { if (nb == MAX_TOUCH) return 0; bottom[nb++] = (uint32_t)i; }
        if (x0[i] == f.min_x) { if (nl == MAX_TOUCH) return 0; left[nl++] = (uint32_t)i; }
        if (x1[i] == f.max_x) { if (nr == MAX_TOUCH) return 0; right[nr++] = (uint32_t)i; }
    }
    if (nt && chain_covers(x0, x1, top, nt, f.min_x, f.max_x)) return 0;
    if (nb && chain_covers(x0, x1, bottom, nb, f.min_x, f.max_x)) return 0;
    if (nl && chain_covers(y0, y1, left, nl, f.min_y, f.max_y)) return 0;
    if (nr && chain_covers(y0, y1, right, nr, f.min_y, f.max_y)) return 0;
    return 1;
}
