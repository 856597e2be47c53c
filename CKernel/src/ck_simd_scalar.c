/* Scalar unit: the SIMD primitives as plain loops (the ck_scalar.h reference forms). Always
   compiled in: it is the only unit of a build without SIMDe, and CK_SIMD_SCALAR selects it at
   run time so tests and benchmarks can compare it with the SIMD units in one process. */
#include "ck_scalar.h"

static size_t clip_scalar(const double *x0, const double *y0, const double *x1, const double *y1,
                          size_t n, ck_rect f, double *ox0, double *oy0, double *ox1,
                          double *oy1) {
    return ck_clip_tail(x0, y0, x1, y1, 0, n, f, ox0, oy0, ox1, oy1, 0);
}

static size_t cull_scalar(const double *x0, const double *y0, const double *x1, const double *y1,
                          size_t n, ck_rect f, uint32_t *out) {
    return ck_cull_tail(x0, y0, x1, y1, 0, n, f, out, 0);
}

static double inc_scalar(int32_t *count, const double *width, int64_t l, int64_t r,
                         int64_t *newly, int *overlap) {
    return ck_inc_tail(count, width, l, r, 0.0, newly, overlap);
}

static double dec_scalar(int32_t *count, const double *width, int64_t l, int64_t r,
                         int64_t *freed) {
    return ck_dec_tail(count, width, l, r, 0.0, freed);
}

static int64_t first_zero_scalar(const int32_t *count, int64_t from, int64_t to) {
    for (int64_t i = from; i < to; i++)
        if (count[i] == 0) return i;
    return to;
}

static int64_t last_zero_scalar(const int32_t *count, int64_t from, int64_t to) {
    for (int64_t i = to - 1; i >= from; i--)
        if (count[i] == 0) return i;
    return from - 1;
}

static uint64_t nonzero_bits_scalar(const int32_t *count) {
    uint64_t bits = 0;
    for (int i = 0; i < 64; i++) bits |= (uint64_t)(count[i] > 0) << i;
    return bits;
}

static size_t overlapping_scalar(const double *x0, const double *y0, const double *x1,
                                 const double *y1, size_t n, ck_rect o, uint32_t *out) {
    return ck_overlapping_tail(x0, y0, x1, y1, 0, n, o, out, 0);
}

const ck_simd_ops ck_ops_scalar = {
    clip_scalar, cull_scalar, inc_scalar, dec_scalar,
    first_zero_scalar, last_zero_scalar, nonzero_bits_scalar, overlapping_scalar,
};
