/* Baseline SIMD unit: SSE2 on x86-64, NEON on arm64 (through SIMDe), 2 doubles / 4 int32.
   Empty without SIMDe (CK_HAVE_SIMDE unset): dispatch then keeps the scalar unit. */
#include "ck_scalar.h"

#ifdef CK_HAVE_SIMDE

#include <simde/x86/sse2.h>

/* Lanes whose four edges are all finite (v - v is 0 exactly for finite v, NaN otherwise). */
static inline simde__m128d all_finite_base(simde__m128d a0, simde__m128d b0, simde__m128d a1,
                                           simde__m128d b1) {
    const simde__m128d zero = simde_mm_setzero_pd();
    return simde_mm_and_pd(
        simde_mm_and_pd(simde_mm_cmpeq_pd(simde_mm_sub_pd(a0, a0), zero),
                        simde_mm_cmpeq_pd(simde_mm_sub_pd(b0, b0), zero)),
        simde_mm_and_pd(simde_mm_cmpeq_pd(simde_mm_sub_pd(a1, a1), zero),
                        simde_mm_cmpeq_pd(simde_mm_sub_pd(b1, b1), zero)));
}

static size_t clip_base(const double *x0, const double *y0, const double *x1, const double *y1,
                        size_t n, ck_rect f, double *ox0, double *oy0, double *ox1, double *oy1) {
    const simde__m128d fx0 = simde_mm_set1_pd(f.min_x), fy0 = simde_mm_set1_pd(f.min_y);
    const simde__m128d fx1 = simde_mm_set1_pd(f.max_x), fy1 = simde_mm_set1_pd(f.max_y);
    const simde__m128d zero = simde_mm_setzero_pd();
    size_t i = 0, k = 0;
    for (; i + 2 <= n; i += 2) {
        simde__m128d a0 = simde_mm_loadu_pd(x0 + i), b0 = simde_mm_loadu_pd(y0 + i);
        simde__m128d a1 = simde_mm_loadu_pd(x1 + i), b1 = simde_mm_loadu_pd(y1 + i);
        simde__m128d fin = all_finite_base(a0, b0, a1, b1);
        simde__m128d c0 = simde_mm_add_pd(simde_mm_max_pd(a0, fx0), zero);
        simde__m128d d0 = simde_mm_add_pd(simde_mm_max_pd(b0, fy0), zero);
        simde__m128d c1 = simde_mm_add_pd(simde_mm_min_pd(a1, fx1), zero);
        simde__m128d d1 = simde_mm_add_pd(simde_mm_min_pd(b1, fy1), zero);
        simde__m128d ok = simde_mm_and_pd(
            fin, simde_mm_and_pd(simde_mm_cmplt_pd(c0, c1), simde_mm_cmplt_pd(d0, d1)));
        int m = simde_mm_movemask_pd(ok);
        if (m == 3) {
            simde_mm_storeu_pd(ox0 + k, c0); simde_mm_storeu_pd(oy0 + k, d0);
            simde_mm_storeu_pd(ox1 + k, c1); simde_mm_storeu_pd(oy1 + k, d1);
            k += 2;
        } else if (m) {
            double t0[2], t1[2], t2[2], t3[2];
            simde_mm_storeu_pd(t0, c0); simde_mm_storeu_pd(t1, d0);
            simde_mm_storeu_pd(t2, c1); simde_mm_storeu_pd(t3, d1);
            int lane = m == 1 ? 0 : 1;
            ox0[k] = t0[lane]; oy0[k] = t1[lane]; ox1[k] = t2[lane]; oy1[k] = t3[lane];
            k++;
        }
    }
    return ck_clip_tail(x0, y0, x1, y1, i, n, f, ox0, oy0, ox1, oy1, k);
}

static size_t cull_base(const double *x0, const double *y0, const double *x1, const double *y1,
                        size_t n, ck_rect f, uint32_t *out) {
    const simde__m128d fx0 = simde_mm_set1_pd(f.min_x), fy0 = simde_mm_set1_pd(f.min_y);
    const simde__m128d fx1 = simde_mm_set1_pd(f.max_x), fy1 = simde_mm_set1_pd(f.max_y);
    size_t i = 0, k = 0;
    for (; i + 2 <= n; i += 2) {
        simde__m128d a0 = simde_mm_loadu_pd(x0 + i), b0 = simde_mm_loadu_pd(y0 + i);
        simde__m128d a1 = simde_mm_loadu_pd(x1 + i), b1 = simde_mm_loadu_pd(y1 + i);
        simde__m128d fin = all_finite_base(a0, b0, a1, b1);
        simde__m128d own = simde_mm_and_pd(simde_mm_cmplt_pd(a0, a1), simde_mm_cmplt_pd(b0, b1));
        simde__m128d ov = simde_mm_and_pd(
            simde_mm_cmplt_pd(simde_mm_max_pd(a0, fx0), simde_mm_min_pd(a1, fx1)),
            simde_mm_cmplt_pd(simde_mm_max_pd(b0, fy0), simde_mm_min_pd(b1, fy1)));
        int m = simde_mm_movemask_pd(simde_mm_and_pd(simde_mm_and_pd(fin, own), ov));
        if (m & 1) out[k++] = (uint32_t)i;
        if (m & 2) out[k++] = (uint32_t)(i + 1);
    }
    return ck_cull_tail(x0, y0, x1, y1, i, n, f, out, k);
}

static double inc_base(int32_t *count, const double *width, int64_t l, int64_t r, int64_t *newly,
                       int *overlap) {
    const simde__m128i zero = simde_mm_setzero_si128(), one = simde_mm_set1_epi32(1);
    double delta = 0.0;
    int64_t i = l;
    for (; i + 4 <= r; i += 4) {
        simde__m128i c = simde_mm_loadu_si128((const simde__m128i *)(count + i));
        int mz = simde_mm_movemask_ps(simde_mm_castsi128_ps(simde_mm_cmpeq_epi32(c, zero)));
        if (mz != 0xF) *overlap = 1;
        simde_mm_storeu_si128((simde__m128i *)(count + i), simde_mm_add_epi32(c, one));
        while (mz) {
            int b = __builtin_ctz((unsigned)mz);
            delta += width[i + b];
            (*newly)++;
            mz &= mz - 1;
        }
    }
    return ck_inc_tail(count, width, i, r, delta, newly, overlap);
}

static double dec_base(int32_t *count, const double *width, int64_t l, int64_t r, int64_t *freed) {
    const simde__m128i zero = simde_mm_setzero_si128(), one = simde_mm_set1_epi32(1);
    double delta = 0.0;
    int64_t i = l;
    for (; i + 4 <= r; i += 4) {
        simde__m128i c = simde_mm_sub_epi32(
            simde_mm_loadu_si128((const simde__m128i *)(count + i)), one);
        simde_mm_storeu_si128((simde__m128i *)(count + i), c);
        int mz = simde_mm_movemask_ps(simde_mm_castsi128_ps(simde_mm_cmpeq_epi32(c, zero)));
        while (mz) {
            int b = __builtin_ctz((unsigned)mz);
            delta += width[i + b];
            (*freed)++;
            mz &= mz - 1;
        }
    }
    return ck_dec_tail(count, width, i, r, delta, freed);
}

static int64_t first_zero_base(const int32_t *count, int64_t from, int64_t to) {
    const simde__m128i zero = simde_mm_setzero_si128();
    int64_t i = from;
    for (; i + 4 <= to; i += 4) {
        simde__m128i c = simde_mm_loadu_si128((const simde__m128i *)(count + i));
        int mz = simde_mm_movemask_ps(simde_mm_castsi128_ps(simde_mm_cmpeq_epi32(c, zero)));
        if (mz) return i + __builtin_ctz((unsigned)mz);
    }
    for (; i < to; i++)
        if (count[i] == 0) return i;
    return to;
}

static int64_t last_zero_base(const int32_t *count, int64_t from, int64_t to) {
    const simde__m128i zero = simde_mm_setzero_si128();
    int64_t i = to;
    for (; i - 4 >= from; i -= 4) {
        simde__m128i c = simde_mm_loadu_si128((const simde__m128i *)(count + i - 4));
        int mz = simde_mm_movemask_ps(simde_mm_castsi128_ps(simde_mm_cmpeq_epi32(c, zero)));
        if (mz) return i - 4 + (31 - __builtin_clz((unsigned)mz));
    }
    for (i = i - 1; i >= from; i--)
        if (count[i] == 0) return i;
    return from - 1;
}

/* Counts are packed to bytes with signed saturation (a count > 0 stays > 0, 0 stays 0), 16 a
   vector, so one compare and one mask give 16 bits. */
static uint64_t nonzero_bits_base(const int32_t *count) {
    const simde__m128i zero = simde_mm_setzero_si128();
    uint64_t bits = 0;
    for (int k = 0; k < 4; k++) {
        const int32_t *c = count + 16 * k;
        const simde__m128i p01 = simde_mm_packs_epi32(simde_mm_loadu_si128((const simde__m128i *)c),
                                                      simde_mm_loadu_si128((const simde__m128i *)(c + 4)));
        const simde__m128i p23 = simde_mm_packs_epi32(simde_mm_loadu_si128((const simde__m128i *)(c + 8)),
                                                      simde_mm_loadu_si128((const simde__m128i *)(c + 12)));
        const uint32_t m = (uint32_t)simde_mm_movemask_epi8(simde_mm_cmpgt_epi8(simde_mm_packs_epi16(p01, p23), zero));
        bits |= (uint64_t)m << (16 * k);
    }
    return bits;
}

/* Four rects per step (two vectors), so one branch skips four misses. */
static size_t overlapping_base(const double *x0, const double *y0, const double *x1,
                               const double *y1, size_t n, ck_rect o, uint32_t *out) {
    const simde__m128d ox0 = simde_mm_set1_pd(o.min_x), oy0 = simde_mm_set1_pd(o.min_y);
    const simde__m128d ox1 = simde_mm_set1_pd(o.max_x), oy1 = simde_mm_set1_pd(o.max_y);
    size_t i = 0, k = 0;
    for (; i + 4 <= n; i += 4) {
        int m = 0;
        for (int h = 0; h < 2; h++) {
            const size_t j = i + 2 * (size_t)h;
            simde__m128d hit = simde_mm_and_pd(
                simde_mm_and_pd(simde_mm_cmplt_pd(simde_mm_loadu_pd(x0 + j), ox1),
                                simde_mm_cmplt_pd(ox0, simde_mm_loadu_pd(x1 + j))),
                simde_mm_and_pd(simde_mm_cmplt_pd(simde_mm_loadu_pd(y0 + j), oy1),
                                simde_mm_cmplt_pd(oy0, simde_mm_loadu_pd(y1 + j))));
            m |= simde_mm_movemask_pd(hit) << (2 * h);
        }
        while (m) {
            out[k++] = (uint32_t)(i + (size_t)__builtin_ctz((unsigned)m));
            m &= m - 1;
        }
    }
    return ck_overlapping_tail(x0, y0, x1, y1, i, n, o, out, k);
}

static const ck_simd_ops ck_ops_baseline_table = {
    clip_base,      cull_base,         inc_base,          dec_base,
    first_zero_base, last_zero_base,   nonzero_bits_base, overlapping_base,
};
const ck_simd_ops *const ck_ops_baseline = &ck_ops_baseline_table;

#else

const ck_simd_ops *const ck_ops_baseline = 0;

#endif
