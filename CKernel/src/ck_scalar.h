/* Scalar forms of the SIMD primitives: the reference semantics both SIMD units follow, and
   their loop tails. `ck_max`/`ck_min` match SSE/AVX max/min exactly (second operand on NaN). */
#ifndef CK_SCALAR_H
#define CK_SCALAR_H

#include "ck_internal.h"

static inline double ck_max(double a, double b) { return a > b ? a : b; }
static inline double ck_min(double a, double b) { return a < b ? a : b; }
static inline int ck_finite(double a) { return (a - a) == 0.0; }

/* Clips rect i; returns 1 and the clipped edges (-0.0 normalised) when it has positive area. */
static inline int ck_clip_one(double a0, double b0, double a1, double b1, ck_rect f,
                              double *c0, double *d0, double *c1, double *d1) {
    *c0 = ck_max(a0, f.min_x) + 0.0;
    *d0 = ck_max(b0, f.min_y) + 0.0;
    *c1 = ck_min(a1, f.max_x) + 0.0;
    *d1 = ck_min(b1, f.max_y) + 0.0;
    return (*c0 < *c1) & (*d0 < *d1) & ck_finite(a0) & ck_finite(b0) & ck_finite(a1) &
           ck_finite(b1);
}

/* Pieces of valid `p` outside valid, overlapping `o`, written to out: the full-width band
   above o, the one below, then the parts left and right of it; returns the count (0–4). */
static inline size_t ck_fragment(ck_rect p, ck_rect o, ck_rect *out) {
    double ix0 = ck_max(p.min_x, o.min_x), ix1 = ck_min(p.max_x, o.max_x);
    double iy0 = ck_max(p.min_y, o.min_y), iy1 = ck_min(p.max_y, o.max_y);
    size_t k = 0;
    if (iy0 > p.min_y) out[k++] = (ck_rect){p.min_x, p.min_y, p.max_x, iy0};
    if (iy1 < p.max_y) out[k++] = (ck_rect){p.min_x, iy1, p.max_x, p.max_y};
    if (ix0 > p.min_x) out[k++] = (ck_rect){p.min_x, iy0, ix0, iy1};
    if (ix1 < p.max_x) out[k++] = (ck_rect){ix1, iy0, p.max_x, iy1};
    return k;
}

static inline size_t ck_clip_tail(const double *x0, const double *y0, const double *x1,
                                  const double *y1, size_t i, size_t n, ck_rect f, double *ox0,
                                  double *oy0, double *ox1, double *oy1, size_t k) {
    for (; i < n; i++) {
        double c0, d0, c1, d1;
        if (ck_clip_one(x0[i], y0[i], x1[i], y1[i], f, &c0, &d0, &c1, &d1)) {
            ox0[k] = c0; oy0[k] = d0; ox1[k] = c1; oy1[k] = d1;
            k++;
        }
    }
    return k;
}

static inline size_t ck_cull_tail(const double *x0, const double *y0, const double *x1,
                                  const double *y1, size_t i, size_t n, ck_rect f,
                                  uint32_t *out, size_t k) {
    for (; i < n; i++) {
        double c0, d0, c1, d1;
        if (x0[i] < x1[i] && y0[i] < y1[i] &&
            ck_clip_one(x0[i], y0[i], x1[i], y1[i], f, &c0, &d0, &c1, &d1))
            out[k++] = (uint32_t)i;
    }
    return k;
}

static inline size_t ck_overlapping_tail(const double *x0, const double *y0, const double *x1,
                                         const double *y1, size_t i, size_t n, ck_rect o,
                                         uint32_t *out, size_t k) {
    for (; i < n; i++)
        if ((x0[i] < o.max_x) & (o.min_x < x1[i]) & (y0[i] < o.max_y) & (o.min_y < y1[i]))
            out[k++] = (uint32_t)i;
    return k;
}

static inline double ck_inc_tail(int32_t *count, const double *width, int64_t i, int64_t r,
                                 double delta, int64_t *newly, int *overlap) {
    for (; i < r; i++) {
        int32_t c = count[i];
        if (c == 0) { delta += width[i]; (*newly)++; }
        else *overlap = 1;
        count[i] = c + 1;
    }
    return delta;
}

static inline double ck_dec_tail(int32_t *count, const double *width, int64_t i, int64_t r,
                                 double delta, int64_t *freed) {
    for (; i < r; i++) {
        int32_t c = count[i] - 1;
        count[i] = c;
        if (c == 0) { delta += width[i]; (*freed)++; }
    }
    return delta;
}

#endif
