/* Incremental fragment subtraction: fastest while the fragments stay few (small n). Every
   entry point stops with CK_DECLINED when the piece count passes `cap`, so the caller can fall
   back to the sweep instead of exploding on many tiny overlapping rects. */
#include "ck_scalar.h"

#define fragment ck_fragment

size_t ck_rect_fragments(ck_rect r, ck_rect around, ck_rect out[4]) {
    if (!ck_rect_is_valid(r)) return 0;
    if (!ck_rect_is_valid(around) || !ck_rect_overlaps(r, around)) {
        out[0] = r;
        return 1;
    }
    return fragment(r, around, out);
}

/* Subtracts each rect i in [0, n) (given as `GET(i)`) from the na pieces in the slot's buffer,
   in place: a covered piece is replaced by the last one, a cut one by its first fragment, the
   others are appended. Returns (from the enclosing function) CK_DECLINED over cap and
   CK_ERROR_NO_MEMORY when the buffer cannot grow. A macro so that each caller's GET inlines. */
#define SUBTRACT_ALL(ws, slot, p, na, n, cap, GET)                                              \
    do {                                                                                        \
        for (size_t i_ = 0; i_ < (n) && (na) > 0; i_++) {                                       \
            const ck_rect o_ = GET(i_);                                                         \
            if ((na) * 4 + 4 > room_) {                                                         \
                room_ = (na) * 8 + 16;                                                          \
                (p) = ck_grow((ws), (slot), room_ * sizeof(ck_rect), (na) * sizeof(ck_rect));   \
                if (!(p)) return CK_ERROR_NO_MEMORY;                                                \
            }                                                                                   \
            size_t lim_ = (na);                                                                 \
            for (size_t j_ = 0; j_ < lim_;) {                                                   \
                if (!ck_rect_overlaps((p)[j_], o_)) { j_++; continue; }                         \
                ck_rect f_[4];                                                                  \
                size_t k_ = fragment((p)[j_], o_, f_);                                          \
                if (k_ == 0) {                                                                  \
                    (p)[j_] = (p)[--(na)];                                                      \
                    if ((na) < lim_) lim_ = (na);                                               \
                    continue;                                                                   \
                }                                                                               \
                (p)[j_++] = f_[0];                                                              \
                for (size_t t_ = 1; t_ < k_; t_++) (p)[(na)++] = f_[t_];                        \
            }                                                                                   \
            if ((na) > (cap)) return CK_DECLINED;                                                 \
        }                                                                                       \
    } while (0)

#define GET_SOA(i) ((ck_rect){r.min_x[i], r.min_y[i], r.max_x[i], r.max_y[i]})
#define GET_AOS(i) (acc[i])

/* frame − ∪ r as pieces in CK_BUF_PIECES_A. */
static ck_status visible_pieces(ck_workspace *ws, ck_rect frame, ck_rect_soa r, size_t cap,
                                ck_rect **out, size_t *count) {
    size_t room_ = 64, na = 1;
    ck_rect *p = ck_reserve(ws, CK_BUF_PIECES_A, room_ * sizeof(ck_rect));
    if (!p) return CK_ERROR_NO_MEMORY;
    p[0] = frame;
    SUBTRACT_ALL(ws, CK_BUF_PIECES_A, p, na, r.count, cap, GET_SOA);
    *out = p;
    *count = na;
    return CK_OK;
}

ck_status ck_fragments_visible(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, size_t cap,
                               ck_core *out) {
    ck_rect *a = 0;
    size_t na = 0;
    ck_status st = visible_pieces(ws, frame, rects, cap, &a, &na);
    if (st) return st;
    double area = 0.0;
    ck_rect b = {0, 0, 0, 0};
    for (size_t j = 0; j < na; j++) {
        ck_rect p = a[j];
        area += (p.max_x - p.min_x) * (p.max_y - p.min_y);
        if (j == 0) b = p;
        else {
            b.min_x = ck_min(b.min_x, p.min_x); b.min_y = ck_min(b.min_y, p.min_y);
            b.max_x = ck_max(b.max_x, p.max_x); b.max_y = ck_max(b.max_y, p.max_y);
        }
    }
    out->visible_area = area;
    out->bounds = b;
    out->has_bounds = na > 0;
    out->overlap = 0;
    out->runs = a;
    out->run_count = na;
    return CK_OK;
}

/* Fragments `c` around the first `n` accepted rects into the PIECES_B buffer. */
static ck_status pieces_of(ck_workspace *ws, ck_rect c, const ck_rect *acc, size_t n, size_t cap,
                           ck_rect **out, size_t *count) {
    size_t room_ = 64, na = 1;
    ck_rect *p = ck_reserve(ws, CK_BUF_PIECES_B, room_ * sizeof(ck_rect));
    if (!p) return CK_ERROR_NO_MEMORY;
    p[0] = c;
    SUBTRACT_ALL(ws, CK_BUF_PIECES_B, p, na, n, cap, GET_AOS);
    *out = p;
    *count = na;
    return CK_OK;
}

ck_status ck_fragments_occlusion(ck_workspace *ws, ck_rect bounds, ck_rect_soa rects,
                                 size_t cap, ck_rect **out, size_t *count) {
    const size_t n = rects.count;
    const double *x0 = rects.min_x, *y0 = rects.min_y, *x1 = rects.max_x, *y1 = rects.max_y;
    /* L = clipped obstructions ∩ bounds, non-empty ones. */
    ck_rect *l = ck_reserve(ws, CK_BUF_PIECES_A, (n + 1) * sizeof(ck_rect));
    if (!l) return CK_ERROR_NO_MEMORY;
    size_t nl = 0;
    for (size_t i = 0; i < n; i++) {
        ck_rect c = {ck_max(x0[i], bounds.min_x), ck_max(y0[i], bounds.min_y),
                     ck_min(x1[i], bounds.max_x), ck_min(y1[i], bounds.max_y)};
        if (c.min_x < c.max_x && c.min_y < c.max_y) l[nl++] = c;
    }
    int overlap = 0;
    for (size_t i = 0; i < nl && !overlap; i++)
        for (size_t j = i + 1; j < nl; j++)
            if (ck_rect_overlaps(l[i], l[j])) { overlap = 1; break; }
    if (!overlap) {
        *out = l;
        *count = nl;
        return CK_OK;
    }
    /* Each rect fragmented around the ones accepted before it. */
    size_t na = 0, room = nl * 4 + 16;
    ck_rect *acc = ck_reserve(ws, CK_BUF_OUT, room * sizeof(ck_rect));
    if (!acc) return CK_ERROR_NO_MEMORY;
    for (size_t i = 0; i < nl; i++) {
        ck_rect *p;
        size_t np = 0;
        ck_status st = pieces_of(ws, l[i], acc, na, cap, &p, &np);
        if (st) return st;
        if (na + np > cap) return CK_DECLINED;
        if (na + np > room) {
            room = (na + np) * 2;
            acc = ck_grow(ws, CK_BUF_OUT, room * sizeof(ck_rect), na * sizeof(ck_rect));
            if (!acc) return CK_ERROR_NO_MEMORY;
        }
        for (size_t j = 0; j < np; j++) acc[na++] = p[j];
    }
    *out = acc;
    *count = na;
    return CK_OK;
}

/* Room for `room` fragments in the SoA buffers, keeping the first `keep`. */
static ck_status soa_room(ck_workspace *ws, ck_soa_rects *f, uint32_t **hits, size_t room, size_t keep) {
    f->x0 = ck_grow(ws, CK_BUF_FX0, room * sizeof(double), keep * sizeof(double));
    f->y0 = ck_grow(ws, CK_BUF_FY0, room * sizeof(double), keep * sizeof(double));
    f->x1 = ck_grow(ws, CK_BUF_FX1, room * sizeof(double), keep * sizeof(double));
    f->y1 = ck_grow(ws, CK_BUF_FY1, room * sizeof(double), keep * sizeof(double));
    *hits = ck_reserve(ws, CK_BUF_FRAG_HITS, room * sizeof(uint32_t));
    return f->x0 && f->y0 && f->x1 && f->y1 && *hits ? CK_OK : CK_ERROR_NO_MEMORY;
}

static inline void soa_put(ck_soa_rects *f, size_t j, ck_rect r) {
    f->x0[j] = r.min_x; f->y0[j] = r.min_y; f->x1[j] = r.max_x; f->y1[j] = r.max_y;
}

ck_status ck_fragments_soa(ck_workspace *ws, ck_rect frame, ck_rect_soa rects, size_t cap,
                           ck_core *out, ck_soa_rects *pieces) {
    const ck_simd_ops *ops = ws->ops;
    const size_t n = rects.count;
    const double *x0 = rects.min_x, *y0 = rects.min_y, *x1 = rects.max_x, *y1 = rects.max_y;
    ck_soa_rects f;
    uint32_t *hits;
    size_t room = 64, m = 1;
    if (soa_room(ws, &f, &hits, room, 0)) return CK_ERROR_NO_MEMORY;
    soa_put(&f, 0, frame);
    for (size_t i = 0; i < n && m > 0; i++) {
        /* A rect splits each hit fragment into at most 4, so 4m bounds the count after it. */
        if (4 * m > room) {
            room = 8 * m;
            if (soa_room(ws, &f, &hits, room, m)) return CK_ERROR_NO_MEMORY;
        }
        const ck_rect o = {x0[i], y0[i], x1[i], y1[i]};
        const size_t h = ops->overlapping(f.x0, f.y0, f.x1, f.y1, m, o, hits);
        if (h == 0) continue;
        /* Each hit (ascending) keeps its first piece in place, the others go to the end; a
           covered one leaves a hole, recorded over the hits already read. */
        size_t holes = 0, end = m;
        for (size_t t = 0; t < h; t++) {
            const size_t j = hits[t];
            ck_rect q[4];
            size_t k = fragment((ck_rect){f.x0[j], f.y0[j], f.x1[j], f.y1[j]}, o, q);
            if (k == 0) { hits[holes++] = (uint32_t)j; continue; }
            soa_put(&f, j, q[0]);
            for (size_t u = 1; u < k; u++) soa_put(&f, end++, q[u]);
        }
        m = end;
        /* Holes (ascending) are filled with the last fragments; trailing holes just shrink m. */
        for (size_t lo = 0, hi = holes; lo < hi;) {
            if (hits[hi - 1] == m - 1) { hi--; m--; continue; }
            const size_t j = hits[lo++];
            m--;
            f.x0[j] = f.x0[m]; f.y0[j] = f.y0[m]; f.x1[j] = f.x1[m]; f.y1[j] = f.y1[m];
        }
        if (m > cap) return CK_DECLINED;
    }
    double area = 0.0;
    ck_rect b = {0, 0, 0, 0};
    for (size_t j = 0; j < m; j++) {
        area += (f.x1[j] - f.x0[j]) * (f.y1[j] - f.y0[j]);
        if (j == 0) b = (ck_rect){f.x0[0], f.y0[0], f.x1[0], f.y1[0]};
        else {
            b.min_x = ck_min(b.min_x, f.x0[j]); b.min_y = ck_min(b.min_y, f.y0[j]);
            b.max_x = ck_max(b.max_x, f.x1[j]); b.max_y = ck_max(b.max_y, f.y1[j]);
        }
    }
    out->visible_area = area;
    out->bounds = b;
    out->has_bounds = m > 0;
    out->overlap = 0;
    out->runs = 0;
    out->run_count = 0;
    f.count = m;
    *pieces = f;
    return CK_OK;
}
