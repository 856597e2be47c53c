/* Incremental fragment subtraction: fastest while the fragments stay few (small n). Both
   entry points stop with 1 when the piece count passes `cap`, so the caller can fall back to
   the sweep instead of exploding on many tiny overlapping rects. */
#include "ck_scalar.h"

/* Pieces of valid `p` outside valid, overlapping `o`, appended to out; returns the count. */
static inline size_t fragment(ck_rect p, ck_rect o, ck_rect *out) {
    double ix0 = ck_max(p.min_x, o.min_x), ix1 = ck_min(p.max_x, o.max_x);
    double iy0 = ck_max(p.min_y, o.min_y), iy1 = ck_min(p.max_y, o.max_y);
    size_t k = 0;
    if (iy0 > p.min_y) out[k++] = (ck_rect){p.min_x, p.min_y, p.max_x, iy0};
    if (iy1 < p.max_y) out[k++] = (ck_rect){p.min_x, iy1, p.max_x, p.max_y};
    if (ix0 > p.min_x) out[k++] = (ck_rect){p.min_x, iy0, ix0, iy1};
    if (ix1 < p.max_x) out[k++] = (ck_rect){ix1, iy0, p.max_x, iy1};
    return k;
}

size_t ck_rect_fragments(ck_rect r, ck_rect around, ck_rect out[4]) {
    if (!ck_rect_is_valid(r)) return 0;
    if (!ck_rect_is_valid(around) || !ck_rect_overlaps(r, around)) {
        out[0] = r;
        return 1;
    }
    return fragment(r, around, out);
}

/* Subtracts rects [from, n) from the na pieces in *a (double-buffered with *b, slots sa/sb).
   Returns the piece count, or (size_t)-1 over cap, (size_t)-2 out of memory. */
static size_t subtract_all(ck_workspace *ws, ck_rect **a, int *sa, int *sb, size_t na,
                           const double *x0, const double *y0, const double *x1,
                           const double *y1, size_t from, size_t n, size_t cap) {
    for (size_t i = from; i < n && na > 0; i++) {
        ck_rect o = {x0[i], y0[i], x1[i], y1[i]};
        ck_rect *src = *a;
        /* Fast check: does o touch any piece at all? Then fragment into the other buffer. */
        size_t first = na;
        for (size_t j = 0; j < na; j++)
            if (ck_rect_overlaps(src[j], o)) { first = j; break; }
        if (first == na) continue;
        if (na > ((size_t)-1) / (4 * sizeof(ck_rect)) - 4) return (size_t)-2;
        ck_rect *dst = ck_grow(ws, *sb, 4 * na * sizeof(ck_rect), 0);
        if (!dst) return (size_t)-2;
        size_t nb = 0;
        for (size_t j = 0; j < first; j++) dst[nb++] = src[j];
        for (size_t j = first; j < na; j++) {
            if (ck_rect_overlaps(src[j], o)) nb += fragment(src[j], o, dst + nb);
            else dst[nb++] = src[j];
        }
        int t = *sa; *sa = *sb; *sb = t;
        *a = dst;
        na = nb;
        if (na > cap) return (size_t)-1;
    }
    return na;
}

int ck_fragments_visible(ck_workspace *ws, ck_rect frame, const double *x0, const double *y0,
                         const double *x1, const double *y1, size_t n, size_t cap,
                         ck_core *out) {
    int sa = CK_BUF_PIECES_A, sb = CK_BUF_PIECES_B;
    ck_rect *a = ck_reserve(ws, sa, 4 * sizeof(ck_rect));
    if (!a) return CK_ERROR_NO_MEMORY;
    a[0] = frame;
    size_t na = subtract_all(ws, &a, &sa, &sb, 1, x0, y0, x1, y1, 0, n, cap);
    if (na == (size_t)-2) return CK_ERROR_NO_MEMORY;
    if (na == (size_t)-1) return 1;
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
    out->covered_area = 0.0;
    out->bounds = b;
    out->has_bounds = na > 0;
    out->overlap = 0;
    out->runs = a;
    out->run_count = na;
    return 0;
}

int ck_fragments_occlusion(ck_workspace *ws, ck_rect bounds, const double *x0, const double *y0,
                           const double *x1, const double *y1, size_t n, size_t cap,
                           ck_rect **out, size_t *count) {
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
        return 0;
    }
    /* Each rect fragmented around the ones accepted before it. */
    size_t na = 0;
    ck_rect *acc = ck_reserve(ws, CK_BUF_OUT, 16 * sizeof(ck_rect));
    if (!acc) return CK_ERROR_NO_MEMORY;
    double *ax0 = 0, *ay0 = 0, *ax1 = 0, *ay1 = 0;
    for (size_t i = 0; i < nl; i++) {
        /* The accepted rects as SoA for subtract_all (reuses the run buffers as scratch). */
        ax0 = ck_grow(ws, CK_BUF_XS, (na + 1) * sizeof(double), na * sizeof(double));
        ay0 = ck_grow(ws, CK_BUF_WIDTH, (na + 1) * sizeof(double), na * sizeof(double));
        ax1 = ck_grow(ws, CK_BUF_RUN_Y, (na + 1) * sizeof(double), na * sizeof(double));
        ay1 = ck_grow(ws, CK_BUF_EVENTS, (na + 1) * sizeof(double), na * sizeof(double));
        if (!ax0 || !ay0 || !ax1 || !ay1) return CK_ERROR_NO_MEMORY;
        int sa = CK_BUF_PIECES_B, sb = CK_BUF_OUT_TMP;
        ck_rect *p = ck_reserve(ws, sa, 4 * sizeof(ck_rect));
        if (!p) return CK_ERROR_NO_MEMORY;
        p[0] = l[i];
        size_t np = subtract_all(ws, &p, &sa, &sb, 1, ax0, ay0, ax1, ay1, 0, na, cap);
        if (np == (size_t)-2) return CK_ERROR_NO_MEMORY;
        if (np == (size_t)-1 || na + np > cap) return 1;
        acc = ck_grow(ws, CK_BUF_OUT, (na + np) * sizeof(ck_rect), na * sizeof(ck_rect));
        ax0 = ck_grow(ws, CK_BUF_XS, (na + np) * sizeof(double), na * sizeof(double));
        ay0 = ck_grow(ws, CK_BUF_WIDTH, (na + np) * sizeof(double), na * sizeof(double));
        ax1 = ck_grow(ws, CK_BUF_RUN_Y, (na + np) * sizeof(double), na * sizeof(double));
        ay1 = ck_grow(ws, CK_BUF_EVENTS, (na + np) * sizeof(double), na * sizeof(double));
        if (!acc || !ax0 || !ay0 || !ax1 || !ay1) return CK_ERROR_NO_MEMORY;
        for (size_t j = 0; j < np; j++) {
            acc[na] = p[j];
            ax0[na] = p[j].min_x; ay0[na] = p[j].min_y; ax1[na] = p[j].max_x; ay1[na] = p[j].max_y;
            na++;
        }
    }
    *out = acc;
    *count = na;
    return 0;
}
