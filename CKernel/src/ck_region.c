/* Region: a point set of the plane kept in y-banded, coalesced form, grown in place by unions
   and queried inside rects (what a front-to-back traversal accumulates: the part of the
   screen already covered by views in front).

   Invariant (holds after every public call; ck_region_check verifies it):
   - Bands are sorted by y and disjoint: each has finite y0 < y1, and y1 <= the next band's y0.
   - A band's x-intervals are its edges e[0] < e[1] < ... < e[n-1] (n even, n >= 2, finite):
     the intervals [e[2j], e[2j+1]) are non-empty, sorted, disjoint and do not touch
     (e[2j+1] < e[2j+2] strictly).
   - Coalesced: two bands that touch (y1 == next y0) have different edge lists.
   - The tracked bounds are the bounding box of the bands, Σ n and the band count are exact.
   Maximal intervals and maximal bands make this form unique for a point set (as in pixman),
   so every query result depends only on the set, never on the order of the additions.

   Storage: bands are nodes of a skip list ordered by y (level 0 links every band; a node is on
   levels 0..height-1, height drawn from the region's own generator with p = 1/4), so finding
   the band at a y is O(log B) and adding a rect touches only the bands it spans. Node 0 is the
   head; link 0 means "none". Edges live in one arena, each band owning a block with some
   slack; blocks freed or outgrown are compacted away once the arena is twice what the live
   edges need, so memory stays proportional to the region. */
#include "ck_scalar.h"
#include <stdlib.h>
#include <string.h>

enum { LEVELS = 12 };

typedef struct band {
    double y0, y1;
    uint32_t off, n, cap; /* edges e[off .. off+n) of a block of `cap` */
    uint32_t height;
    uint32_t next[LEVELS];
} band;

struct ck_region {
    band *b;              /* node pool; b[0] is the head */
    uint32_t nodes;       /* pool entries ever used (head included) */
    uint32_t node_cap;
    uint32_t free_node;   /* free list through next[0]; 0 = empty */
    size_t bands;         /* live bands */
    size_t live_edges;    /* Σ n over live bands */
    double *e;            /* edge arena */
    size_t used, edge_cap;
    uint64_t rng;
    ck_rect bounds;       /* bounding box; meaningful when bands > 0 */
};

#define B(i) (rg->b[(i)])

ck_region *ck_region_create(void) {
    ck_region *rg = calloc(1, sizeof *rg);
    if (!rg) return NULL;
    /* Small to start: most regions hold a few bands (an audit makes hundreds of thousands),
       and new_node() clears each node as it is taken, so only the head is cleared here. */
    rg->node_cap = 8;
    rg->b = malloc(rg->node_cap * sizeof(band));
    if (!rg->b) { free(rg); return NULL; }
    memset(&rg->b[0], 0, sizeof(band));
    rg->nodes = 1;
    rg->b[0].height = LEVELS;
    rg->rng = 0x5EED5EEDull;
    return rg;
}

void ck_region_destroy(ck_region *rg) {
    if (!rg) return;
    free(rg->b);
    free(rg->e);
    free(rg);
}

void ck_region_clear(ck_region *rg) {
    memset(rg->b[0].next, 0, sizeof rg->b[0].next);
    rg->nodes = 1;
    rg->free_node = 0;
    rg->bands = 0;
    rg->live_edges = 0;
    rg->used = 0;
}

/* ---- storage ---------------------------------------------------------------------------- */

static uint32_t random_height(ck_region *rg) {
    uint64_t z = (rg->rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    uint32_t h = 1;
    while (h < LEVELS && (z & 3) == 0) { h++; z >>= 2; }
    return h;
}

/* A fresh, unlinked node without edges; 0 when out of memory. */
static uint32_t new_node(ck_region *rg) {
    uint32_t i = rg->free_node;
    if (i) rg->free_node = B(i).next[0];
    else {
        if (rg->nodes == rg->node_cap) {
            if (rg->node_cap > 0x7FFFFFFFu / 2) return 0;
            band *p = realloc(rg->b, (size_t)rg->node_cap * 2 * sizeof(band));
            if (!p) return 0;
            rg->b = p;
            rg->node_cap *= 2;
        }
        i = rg->nodes++;
    }
    memset(&B(i), 0, sizeof(band));
    B(i).height = random_height(rg);
    return i;
}

/* Moves every live band's edges, in y order, to a new arena with room for `extra` more. */
static ck_status compact(ck_region *rg, size_t extra) {
    size_t need = rg->live_edges + 2 * rg->bands;
    size_t cap = 2 * (need + extra) + 256;
    double *e = malloc(cap * sizeof(double));
    if (!e) return CK_ERROR_NO_MEMORY;
    size_t pos = 0;
    for (uint32_t i = B(0).next[0]; i; i = B(i).next[0]) {
        memcpy(e + pos, rg->e + B(i).off, B(i).n * sizeof(double));
        B(i).off = (uint32_t)pos;
        B(i).cap = B(i).n + 2;
        pos += B(i).cap;
    }
    free(rg->e);
    rg->e = e;
    rg->edge_cap = cap;
    rg->used = pos;
    return CK_OK;
}

/* A block of `cap` edges at *off. May compact, which moves the blocks of linked bands. */
static ck_status new_block(ck_region *rg, size_t cap, uint32_t *off) {
    if (cap > 0xFFFFFFFFu - rg->used) return CK_ERROR_NO_MEMORY; /* offsets are 32-bit */
    if (rg->used + cap > rg->edge_cap) {
        const size_t need = rg->live_edges + 2 * rg->bands;
        if (rg->used >= 2 * need + 256) {
            if (compact(rg, cap)) return CK_ERROR_NO_MEMORY;
        } else {
            size_t c = rg->edge_cap * 2;
            if (c < rg->used + cap) c = rg->used + cap;
            if (c < 256) c = 256;
            double *e = realloc(rg->e, c * sizeof(double));
            if (!e) return CK_ERROR_NO_MEMORY;
            rg->e = e;
            rg->edge_cap = c;
        }
    }
    *off = (uint32_t)rg->used;
    rg->used += cap;
    return CK_OK;
}

/* Room for `n` edges in band i's block (kept). */
static ck_status band_room(ck_region *rg, uint32_t i, size_t n) {
    if (n <= B(i).cap) return CK_OK;
    const size_t cap = 2 * n;
    if (B(i).off + B(i).cap == rg->used && B(i).off + cap <= rg->edge_cap &&
        cap <= 0xFFFFFFFFu - B(i).off) {
        rg->used = B(i).off + cap; /* the last block grows in place */
        B(i).cap = (uint32_t)cap;
        return CK_OK;
    }
    uint32_t off;
    if (new_block(rg, cap, &off)) return CK_ERROR_NO_MEMORY;
    memcpy(rg->e + off, rg->e + B(i).off, B(i).n * sizeof(double));
    B(i).off = off;
    B(i).cap = (uint32_t)cap;
    return CK_OK;
}

/* ---- skip list ---------------------------------------------------------------------------- */

/* up[l] = the last node on level l whose y1 <= y (or < y when `strict`); 0 is the head. */
static void find(const ck_region *rg, double y, int strict, uint32_t up[LEVELS]) {
    uint32_t p = 0;
    for (int l = LEVELS - 1; l >= 0; l--) {
        for (uint32_t q; (q = B(p).next[l]) != 0 && (strict ? B(q).y1 < y : B(q).y1 <= y);) p = q;
        up[l] = p;
    }
}

/* The first band with y1 > y, or 0. */
static uint32_t first_after(const ck_region *rg, double y) {
    uint32_t p = 0;
    for (int l = LEVELS - 1; l >= 0; l--)
        for (uint32_t q; (q = B(p).next[l]) != 0 && B(q).y1 <= y;) p = q;
    return B(p).next[0];
}

/* Node i is now behind the cursor `up`. */
static inline void pass(const ck_region *rg, uint32_t up[LEVELS], uint32_t i) {
    for (uint32_t l = 0; l < B(i).height; l++) up[l] = i;
}

/* Links node i at the cursor (after up[l] on each of its levels) and passes it. */
static void link_at(ck_region *rg, uint32_t up[LEVELS], uint32_t i) {
    for (uint32_t l = 0; l < B(i).height; l++) {
        B(i).next[l] = B(up[l]).next[l];
        B(up[l]).next[l] = i;
        up[l] = i;
    }
}

/* Unlinks node i, which follows the cursor on every level it is on, and frees it. */
static void unlink_next(ck_region *rg, uint32_t up[LEVELS], uint32_t i) {
    for (uint32_t l = 0; l < B(i).height; l++) B(up[l]).next[l] = B(i).next[l];
    rg->live_edges -= B(i).n;
    rg->bands--;
    B(i).next[0] = rg->free_node;
    rg->free_node = i;
}

/* ---- intervals of one band ------------------------------------------------------------------ */

/* First interval j (of n/2) with e[2j+1] >= x (ends at or after x). */
static size_t first_end_ge(const double *e, size_t n, double x) {
    size_t lo = 0, hi = n / 2;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (e[2 * mid + 1] >= x) hi = mid; else lo = mid + 1;
    }
    return lo;
}

/* First interval j with e[2j+1] > x (reaches past x). */
static size_t first_end_gt(const double *e, size_t n, double x) {
    size_t lo = 0, hi = n / 2;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (e[2 * mid + 1] > x) hi = mid; else lo = mid + 1;
    }
    return lo;
}

/* First interval j with e[2j] > x (starts after x). */
static size_t first_start_gt(const double *e, size_t n, double x) {
    size_t lo = 0, hi = n / 2;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (e[2 * mid] > x) hi = mid; else lo = mid + 1;
    }
    return lo;
}

/* Whether one interval of the band holds [x0, x1). */
static int band_holds(const ck_region *rg, uint32_t i, double x0, double x1) {
    const double *e = rg->e + B(i).off;
    size_t j = first_end_ge(e, B(i).n, x1);
    return j < B(i).n / 2 && e[2 * j] <= x0;
}

/* Band i's intervals ∪ [x0, x1): the intervals touching it merge into one. */
static ck_status band_union(ck_region *rg, uint32_t i, double x0, double x1) {
    const size_t n = B(i).n;
    const double *e = rg->e + B(i).off;
    const size_t lo = first_end_ge(e, n, x0), hi = first_start_gt(e, n, x1);
    if (lo == hi) {
        if (band_room(rg, i, n + 2)) return CK_ERROR_NO_MEMORY;
        double *w = rg->e + B(i).off;
        memmove(w + 2 * lo + 2, w + 2 * lo, (n - 2 * lo) * sizeof(double));
        w[2 * lo] = x0;
        w[2 * lo + 1] = x1;
        B(i).n += 2;
        rg->live_edges += 2;
        return CK_OK;
    }
    double *w = rg->e + B(i).off;
    w[2 * lo] = ck_min(x0, w[2 * lo]);
    w[2 * lo + 1] = ck_max(x1, w[2 * hi - 1]);
    const size_t removed = 2 * (hi - lo - 1);
    memmove(w + 2 * lo + 2, w + 2 * hi, (n - 2 * hi) * sizeof(double));
    B(i).n -= (uint32_t)removed;
    rg->live_edges -= removed;
    return CK_OK;
}

static int same_edges(const ck_region *rg, uint32_t a, uint32_t b) {
    if (B(a).n != B(b).n) return 0;
    const double *p = rg->e + B(a).off, *q = rg->e + B(b).off;
    for (uint32_t j = 0; j < B(a).n; j++)
        if (p[j] != q[j]) return 0;
    return 1;
}

/* ---- adding --------------------------------------------------------------------------------- */

/* A new band [y0, y1) × [x0, x1) linked at the cursor. */
static ck_status insert_band(ck_region *rg, uint32_t up[LEVELS], double y0, double y1,
                             double x0, double x1) {
    uint32_t i = new_node(rg), off;
    if (!i) return CK_ERROR_NO_MEMORY;
    if (new_block(rg, 4, &off)) {
        B(i).next[0] = rg->free_node;
        rg->free_node = i;
        return CK_ERROR_NO_MEMORY;
    }
    B(i).y0 = y0; B(i).y1 = y1;
    B(i).off = off; B(i).n = 2; B(i).cap = 4;
    rg->e[off] = x0;
    rg->e[off + 1] = x1;
    link_at(rg, up, i);
    rg->bands++;
    rg->live_edges += 2;
    return CK_OK;
}

/* Splits band i (behind which the cursor stands) at y: i keeps [y0, y), a copy *t gets
   [y, y1) and is linked right after i. */
static ck_status split(ck_region *rg, uint32_t up[LEVELS], uint32_t i, double y, uint32_t *t) {
    uint32_t k = new_node(rg), off;
    if (!k) return CK_ERROR_NO_MEMORY;
    if (new_block(rg, B(i).n + 2, &off)) {
        B(k).next[0] = rg->free_node;
        rg->free_node = k;
        return CK_ERROR_NO_MEMORY;
    }
    memcpy(rg->e + off, rg->e + B(i).off, B(i).n * sizeof(double));
    B(k).y0 = y; B(k).y1 = B(i).y1;
    B(k).off = off; B(k).n = B(i).n; B(k).cap = B(i).n + 2;
    B(i).y1 = y;
    pass(rg, up, i);
    uint32_t keep[LEVELS];
    memcpy(keep, up, sizeof keep);
    link_at(rg, up, k);
    memcpy(up, keep, sizeof keep); /* k stays ahead of the cursor */
    rg->bands++;
    rg->live_edges += B(k).n;
    *t = k;
    return CK_OK;
}

/* Merges touching bands with equal edges from the band ending at y0 through the one starting
   at y1 (the only places an addition over [y0, y1) can have made equal neighbours). */
static void coalesce(ck_region *rg, double y0, double y1) {
    uint32_t up[LEVELS];
    find(rg, y0, 1, up);
    for (uint32_t a = B(up[0]).next[0]; a && B(a).y1 <= y1;) {
        pass(rg, up, a);
        const uint32_t b = B(a).next[0];
        if (!b) break;
        if (B(a).y1 == B(b).y0 && same_edges(rg, a, b)) {
            B(a).y1 = B(b).y1;
            unlink_next(rg, up, b);
            continue;
        }
        a = b;
    }
}

/* Region ∪ [x0, x1) × [y0, y1) for a valid, normalised rect. On failure the region holds a
   part of the rect and keeps its invariant. */
static ck_status add_one(ck_region *rg, double x0, double y0, double x1, double y1) {
    uint32_t up[LEVELS];
    find(rg, y0, 0, up);
    uint32_t cur = B(up[0]).next[0];
    double y = y0;
    ck_status rc = CK_OK;
    while (y < y1) {
        if (!cur || B(cur).y0 >= y1) {
            rc = insert_band(rg, up, y, y1, x0, x1);
            break;
        }
        if (B(cur).y0 > y) {
            if ((rc = insert_band(rg, up, y, B(cur).y0, x0, x1))) break;
            y = B(cur).y0;
        }
        /* Now cur.y0 <= y < cur.y1. A band that already holds the rect's span is left as it
           is; any other is cut to [y, min(y1, cur.y1)) and gets the span. */
        if (!band_holds(rg, cur, x0, x1)) {
            uint32_t t;
            if (B(cur).y0 < y) {
                if ((rc = split(rg, up, cur, y, &t))) break;
                cur = t;
            }
            if (B(cur).y1 > y1 && (rc = split(rg, up, cur, y1, &t))) break;
            if ((rc = band_union(rg, cur, x0, x1))) break;
        }
        y = B(cur).y1;
        pass(rg, up, cur);
        cur = B(cur).next[0];
    }
    coalesce(rg, y0, y1);
    return rc;
}

/* Bounding box of the bands (after a failed addition, which may have added part of a rect). */
static void recompute_bounds(ck_region *rg) {
    ck_rect r = {0, 0, 0, 0};
    for (uint32_t i = B(0).next[0]; i; i = B(i).next[0]) {
        const double *e = rg->e + B(i).off;
        if (i == B(0).next[0]) r = (ck_rect){e[0], B(i).y0, e[B(i).n - 1], B(i).y1};
        r.min_x = ck_min(r.min_x, e[0]);
        r.max_x = ck_max(r.max_x, e[B(i).n - 1]);
        r.max_y = B(i).y1;
    }
    rg->bounds = r;
}

static ck_status add_rect(ck_region *rg, ck_rect r) {
    if (!ck_rect_is_valid(r)) return CK_OK;
    /* +0.0 turns -0.0 into 0.0, so equal edges have equal bits in every output. */
    r = (ck_rect){r.min_x + 0.0, r.min_y + 0.0, r.max_x + 0.0, r.max_y + 0.0};
    const int was_empty = rg->bands == 0;
    ck_status rc = add_one(rg, r.min_x, r.min_y, r.max_x, r.max_y);
    if (rc) recompute_bounds(rg);
    else if (was_empty) rg->bounds = r;
    else {
        rg->bounds.min_x = ck_min(rg->bounds.min_x, r.min_x);
        rg->bounds.min_y = ck_min(rg->bounds.min_y, r.min_y);
        rg->bounds.max_x = ck_max(rg->bounds.max_x, r.max_x);
        rg->bounds.max_y = ck_max(rg->bounds.max_y, r.max_y);
    }
    return rc;
}

ck_status ck_region_add_rect(ck_region *rg, ck_rect r) { return add_rect(rg, r); }

ck_status ck_region_add(ck_region *rg, ck_rect_soa rects) {
    for (size_t i = 0; i < rects.count; i++) {
        const ck_status rc = add_rect(rg, (ck_rect){rects.min_x[i], rects.min_y[i], rects.max_x[i], rects.max_y[i]});
        if (rc) return rc;
    }
    return CK_OK;
}

/* ---- queries -------------------------------------------------------------------------------- */

ck_rect ck_region_bounds(const ck_region *rg) {
    return rg->bands ? rg->bounds : (ck_rect){0, 0, 0, 0};
}

size_t ck_region_rect_count(const ck_region *rg) { return rg->live_edges / 2; }

size_t ck_region_band_count(const ck_region *rg) { return rg->bands; }

double ck_region_area_in(const ck_region *rg, ck_rect within) {
    if (!ck_rect_is_valid(within)) return 0.0;
    const ck_rect q = within;
    double area = 0.0;
    for (uint32_t i = first_after(rg, q.min_y); i && B(i).y0 < q.max_y; i = B(i).next[0]) {
        const double *e = rg->e + B(i).off;
        const size_t m = B(i).n / 2;
        double w = 0.0;
        for (size_t j = first_end_gt(e, B(i).n, q.min_x); j < m && e[2 * j] < q.max_x; j++)
            w += ck_min(e[2 * j + 1], q.max_x) - ck_max(e[2 * j], q.min_x);
        area += w * (ck_min(B(i).y1, q.max_y) - ck_max(B(i).y0, q.min_y));
    }
    return area;
}

int ck_region_contains_rect(const ck_region *rg, ck_rect r) {
    if (!ck_rect_is_valid(r)) return 0;
    double y = r.min_y;
    for (uint32_t i = first_after(rg, y); i; i = B(i).next[0]) {
        if (B(i).y0 > y || !band_holds(rg, i, r.min_x, r.max_x)) return 0;
        y = B(i).y1;
        if (y >= r.max_y) return 1;
    }
    return 0;
}

int ck_region_overlaps_rect(const ck_region *rg, ck_rect r) {
    if (!ck_rect_is_valid(r)) return 0;
    for (uint32_t i = first_after(rg, r.min_y); i && B(i).y0 < r.max_y; i = B(i).next[0]) {
        const double *e = rg->e + B(i).off;
        size_t j = first_end_gt(e, B(i).n, r.min_x);
        if (j < B(i).n / 2 && e[2 * j] < r.max_x) return 1;
    }
    return 0;
}

/* Output rows in the workspace's region slots, each row's rects merged into the previous
   row's when the rows touch and have the same x-intervals (so the output is banded and
   coalesced too). */
typedef struct rows {
    ck_workspace *ws;
    double *x0, *y0, *x1, *y1;
    size_t count, cap;
    size_t prev, row;  /* first rect of the previous row and of the current one */
    double prev_y1;
    int has_prev;
    int failed;
} rows;

static void row_begin(rows *o) { o->row = o->count; }

static void row_put(rows *o, double a, double b, double top, double bottom) {
    if (o->failed) return;
    if (o->count == o->cap) {
        size_t c = o->cap ? o->cap * 2 : 64, keep = o->count * sizeof(double);
        o->x0 = ck_grow(o->ws, CK_BUF_RX0, c * sizeof(double), keep);
        o->y0 = ck_grow(o->ws, CK_BUF_RY0, c * sizeof(double), keep);
        o->x1 = ck_grow(o->ws, CK_BUF_RX1, c * sizeof(double), keep);
        o->y1 = ck_grow(o->ws, CK_BUF_RY1, c * sizeof(double), keep);
        if (!o->x0 || !o->y0 || !o->x1 || !o->y1) { o->failed = 1; return; }
        o->cap = c;
    }
    o->x0[o->count] = a; o->y0[o->count] = top;
    o->x1[o->count] = b; o->y1[o->count] = bottom;
    o->count++;
}

static void row_end(rows *o, double top, double bottom) {
    if (o->failed) return;
    const size_t len = o->count - o->row;
    if (len == 0) { o->has_prev = 0; return; }
    if (o->has_prev && o->prev_y1 == top && o->row - o->prev == len) {
        int same = 1;
        for (size_t k = 0; k < len && same; k++)
            same = o->x0[o->prev + k] == o->x0[o->row + k] && o->x1[o->prev + k] == o->x1[o->row + k];
        if (same) {
            for (size_t k = 0; k < len; k++) o->y1[o->prev + k] = bottom;
            o->count = o->row;
            o->prev_y1 = bottom;
            return;
        }
    }
    o->prev = o->row;
    o->prev_y1 = bottom;
    o->has_prev = 1;
}

static ck_status rows_done(rows *o, ck_rect_soa *out) {
    *out = (ck_rect_soa){o->x0, o->y0, o->x1, o->y1, o->failed ? 0 : o->count};
    return o->failed ? CK_ERROR_NO_MEMORY : CK_OK;
}

static void rows_start(rows *o, ck_workspace *ws) {
    memset(o, 0, sizeof *o);
    o->ws = ws;
}

ck_status ck_region_covered(const ck_region *rg, ck_workspace *ws, ck_rect within,
                            ck_rect_soa *out) {
    rows o;
    rows_start(&o, ws);
    if (ck_rect_is_valid(within)) {
        const ck_rect q = (ck_rect){within.min_x + 0.0, within.min_y + 0.0, within.max_x + 0.0, within.max_y + 0.0};
        for (uint32_t i = first_after(rg, q.min_y); i && B(i).y0 < q.max_y; i = B(i).next[0]) {
            const double *e = rg->e + B(i).off;
            const size_t m = B(i).n / 2;
            const double top = ck_max(B(i).y0, q.min_y), bottom = ck_min(B(i).y1, q.max_y);
            row_begin(&o);
            for (size_t j = first_end_gt(e, B(i).n, q.min_x); j < m && e[2 * j] < q.max_x; j++)
                row_put(&o, ck_max(e[2 * j], q.min_x), ck_min(e[2 * j + 1], q.max_x), top, bottom);
            row_end(&o, top, bottom);
        }
    }
    return rows_done(&o, out);
}

/* The parts of [q.min_x, q.max_x) outside band i's intervals (all of it when i is 0). */
static void put_gaps(const ck_region *rg, uint32_t i, ck_rect q, double top, double bottom,
                     rows *o) {
    double x = q.min_x;
    if (i) {
        const double *e = rg->e + B(i).off;
        const size_t m = B(i).n / 2;
        for (size_t j = first_end_gt(e, B(i).n, q.min_x); j < m && e[2 * j] < q.max_x; j++) {
            if (e[2 * j] > x) row_put(o, x, e[2 * j], top, bottom);
            x = e[2 * j + 1];
        }
    }
    if (x < q.max_x) row_put(o, x, q.max_x, top, bottom);
}

ck_status ck_region_uncovered(const ck_region *rg, ck_workspace *ws, ck_rect within,
                              ck_rect_soa *out) {
    rows o;
    rows_start(&o, ws);
    if (ck_rect_is_valid(within)) {
        const ck_rect q = (ck_rect){within.min_x + 0.0, within.min_y + 0.0, within.max_x + 0.0, within.max_y + 0.0};
        double y = q.min_y;
        for (uint32_t i = first_after(rg, q.min_y); i && B(i).y0 < q.max_y; i = B(i).next[0]) {
            if (B(i).y0 > y) { /* a gap between bands: the full width */
                row_begin(&o);
                put_gaps(rg, 0, q, y, B(i).y0, &o);
                row_end(&o, y, B(i).y0);
                y = B(i).y0;
            }
            const double bottom = ck_min(B(i).y1, q.max_y);
            row_begin(&o);
            put_gaps(rg, i, q, y, bottom, &o);
            row_end(&o, y, bottom);
            y = bottom;
        }
        if (y < q.max_y) {
            row_begin(&o);
            put_gaps(rg, 0, q, y, q.max_y, &o);
            row_end(&o, y, q.max_y);
        }
    }
    return rows_done(&o, out);
}

ck_status ck_region_exposure(const ck_region *rg, ck_workspace *ws, ck_rect clipped,
                             ck_exposure_result *out) {
    ck_rect_soa covered;
    const ck_status rc = ck_region_covered(rg, ws, clipped, &covered);
    if (rc) {
        memset(out, 0, sizeof *out);
        return rc;
    }
    return ck_exposure(ws, clipped, covered, out);
}

/* ---- invariant check ------------------------------------------------------------------------ */

int ck_region_check(const ck_region *rg) {
    size_t bands = 0, edges = 0;
    ck_rect box = {0, 0, 0, 0};
    uint32_t last = 0;
    uint32_t at[LEVELS]; /* the next node expected on each level above 0 */
    for (int l = 1; l < LEVELS; l++) at[l] = B(0).next[l];
    for (uint32_t i = B(0).next[0]; i; i = B(i).next[0]) {
        if (i >= rg->nodes || ++bands > rg->nodes) return 0; /* bad link or a cycle */
        const band *b = &B(i);
        if (!(b->y0 < b->y1) || !ck_finite(b->y0) || !ck_finite(b->y1)) return 0;
        if (b->height < 1 || b->height > LEVELS) return 0;
        if (b->n < 2 || (b->n & 1) || b->n > b->cap || (size_t)b->off + b->cap > rg->used) return 0;
        const double *e = rg->e + b->off;
        for (uint32_t j = 0; j < b->n; j++)
            if (!ck_finite(e[j]) || (j > 0 && !(e[j - 1] < e[j]))) return 0;
        if (last) {
            if (B(last).y1 > b->y0) return 0;
            if (B(last).y1 == b->y0 && same_edges(rg, last, i)) return 0;
        }
        /* Every level above 0 lists exactly the nodes that tall, in level-0 order. */
        for (int l = 1; l < LEVELS; l++) {
            if ((uint32_t)l < b->height) {
                if (at[l] != i) return 0;
                at[l] = b->next[l];
            } else if (at[l] == i) {
                return 0;
            }
        }
        box = bands == 1 ? (ck_rect){e[0], b->y0, e[b->n - 1], b->y1} : box;
        box.min_x = ck_min(box.min_x, e[0]);
        box.max_x = ck_max(box.max_x, e[b->n - 1]);
        box.max_y = b->y1;
        edges += b->n;
        last = i;
    }
    for (int l = 1; l < LEVELS; l++)
        if (at[l] != 0) return 0;
    if (bands != rg->bands || edges != rg->live_edges || rg->used > rg->edge_cap) return 0;
    if (bands) {
        const ck_rect r = rg->bounds;
        if (r.min_x != box.min_x || r.min_y != box.min_y || r.max_x != box.max_x || r.max_y != box.max_y)
            return 0;
    }
    return 1;
}
