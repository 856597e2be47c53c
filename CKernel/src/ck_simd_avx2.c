/* AVX2 SIMD unit (4 doubles / 8 int32), chosen at run time by __builtin_cpu_supports("avx2").
   SwiftPM gives no per-file flags, so the functions are compiled for AVX2 through a clang
   target attribute; elsewhere (or without SIMDe) this unit is empty and dispatch keeps the
   baseline. Results are bit-identical to the baseline: same exact operations, float sums in
   ascending index order. */
#include "ck_scalar.h"

#if defined(__x86_64__) && defined(__clang__) && defined(CK_HAVE_SIMDE)

#define SIMDE_X86_AVX2_NATIVE
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#include <simde/x86/avx2.h>

#define FIN(v) simde_mm256_cmp_pd(simde_mm256_sub_pd(v, v), zero, SIMDE_CMP_EQ_OQ)

/* Lanes whose four edges are all finite (v - v is 0 exactly for finite v, NaN otherwise). */
static inline simde__m256d all_finite_avx2(simde__m256d a0, simde__m256d b0, simde__m256d a1,
                                           simde__m256d b1) {
    const simde__m256d zero = simde_mm256_setzero_pd();
    return simde_mm256_and_pd(simde_mm256_and_pd(FIN(a0), FIN(b0)),
                              simde_mm256_and_pd(FIN(a1), FIN(b1)));
}

static size_t clip_avx2(const double *x0, const double *y0, const double *x1, const double *y1,
                        size_t n, ck_rect f, double *ox0, double *oy0, double *ox1, double *oy1) {
    const simde__m256d fx0 = simde_mm256_set1_pd(f.min_x), fy0 = simde_mm256_set1_pd(f.min_y);
    const simde__m256d fx1 = simde_mm256_set1_pd(f.max_x), fy1 = simde_mm256_set1_pd(f.max_y);
    const simde__m256d zero = simde_mm256_setzero_pd();
    size_t i = 0, k = 0;
    for (; i + 4 <= n; i += 4) {
        simde__m256d a0 = simde_mm256_loadu_pd(x0 + i), b0 = simde_mm256_loadu_pd(y0 + i);
        simde__m256d a1 = simde_mm256_loadu_pd(x1 + i), b1 = simde_mm256_loadu_pd(y1 + i);
        simde__m256d fin = all_finite_avx2(a0, b0, a1, b1);
        simde__m256d c0 = simde_mm256_add_pd(simde_mm256_max_pd(a0, fx0), zero);
        simde__m256d d0 = simde_mm256_add_pd(simde_mm256_max_pd(b0, fy0), zero);
        simde__m256d c1 = simde_mm256_add_pd(simde_mm256_min_pd(a1, fx1), zero);
        simde__m256d d1 = simde_mm256_add_pd(simde_mm256_min_pd(b1, fy1), zero);
        simde__m256d ok = simde_mm256_and_pd(
            fin, simde_mm256_and_pd(simde_mm256_cmp_pd(c0, c1, SIMDE_CMP_LT_OQ),
                                    simde_mm256_cmp_pd(d0, d1, SIMDE_CMP_LT_OQ)));
        int m = simde_mm256_movemask_pd(ok);
        if (m == 0xF) {
            simde_mm256_storeu_pd(ox0 + k, c0); simde_mm256_storeu_pd(oy0 + k, d0);
            simde_mm256_storeu_pd(ox1 + k, c1); simde_mm256_storeu_pd(oy1 + k, d1);
            k += 4;
        } else if (m) {
            double t0[4], t1[4], t2[4], t3[4];
            simde_mm256_storeu_pd(t0, c0); simde_mm256_storeu_pd(t1, d0);
            simde_mm256_storeu_pd(t2, c1); simde_mm256_storeu_pd(t3, d1);
            while (m) {
                int lane = __builtin_ctz((unsigned)m);
                ox0[k] = t0[lane]; oy0[k] = t1[lane]; ox1[k] = t2[lane]; oy1[k] = t3[lane];
                k++;
                m &= m - 1;
            }
        }
    }
    return ck_clip_tail(x0, y0, x1, y1, i, n, f, ox0, oy0, ox1, oy1, k);
}

static size_t cull_avx2(const double *x0, const double *y0, const double *x1, const double *y1,
                        size_t n, ck_rect f, uint32_t *out) {
    const simde__m256d fx0 = simde_mm256_set1_pd(f.min_x), fy0 = simde_mm256_set1_pd(f.min_y);
    const simde__m256d fx1 = simde_mm256_set1_pd(f.max_x), fy1 = simde_mm256_set1_pd(f.max_y);
    size_t i = 0, k = 0;
    for (; i + 4 <= n; i += 4) {
        simde__m256d a0 = simde_mm256_loadu_pd(x0 + i), b0 = simde_mm256_loadu_pd(y0 + i);
        simde__m256d a1 = simde_mm256_loadu_pd(x1 + i), b1 = simde_mm256_loadu_pd(y1 + i);
        simde__m256d fin = all_finite_avx2(a0, b0, a1, b1);
        simde__m256d own = simde_mm256_and_pd(simde_mm256_cmp_pd(a0, a1, SIMDE_CMP_LT_OQ),
                                              simde_mm256_cmp_pd(b0, b1, SIMDE_CMP_LT_OQ));
        simde__m256d ov = simde_mm256_and_pd(
            simde_mm256_cmp_pd(simde_mm256_max_pd(a0, fx0), simde_mm256_min_pd(a1, fx1),
                               SIMDE_CMP_LT_OQ),
            simde_mm256_cmp_pd(simde_mm256_max_pd(b0, fy0), simde_mm256_min_pd(b1, fy1),
                               SIMDE_CMP_LT_OQ));
        int m = simde_mm256_movemask_pd(simde_mm256_and_pd(simde_mm256_and_pd(fin, own), ov));
        while (m) {
            out[k++] = (uint32_t)(i + (size_t)__builtin_ctz((unsigned)m));
            m &= m - 1;
        }
    }
    return ck_cull_tail(x0, y0, x1, y1, i, n, f, out, k);
}

static double inc_avx2(int32_t *count, const double *width, int64_t l, int64_t r, int64_t *newly,
                       int *overlap) {
    const simde__m256i zero = simde_mm256_setzero_si256(), one = simde_mm256_set1_epi32(1);
    double delta = 0.0;
    int64_t i = l;
    for (; i + 8 <= r; i += 8) {
        simde__m256i c = simde_mm256_loadu_si256((const simde__m256i *)(count + i));
        int mz = simde_mm256_movemask_ps(
            simde_mm256_castsi256_ps(simde_mm256_cmpeq_epi32(c, zero)));
        if (mz != 0xFF) *overlap = 1;
        simde_mm256_storeu_si256((simde__m256i *)(count + i), simde_mm256_add_epi32(c, one));
        while (mz) {
            int b = __builtin_ctz((unsigned)mz);
            delta += width[i + b];
            (*newly)++;
            mz &= mz - 1;
        }
    }
    return ck_inc_tail(count, width, i, r, delta, newly, overlap);
}

static double dec_avx2(int32_t *count, const double *width, int64_t l, int64_t r, int64_t *freed) {
    const simde__m256i zero = simde_mm256_setzero_si256(), one = simde_mm256_set1_epi32(1);
    double delta = 0.0;
    int64_t i = l;
    for (; i + 8 <= r; i += 8) {
        simde__m256i c = simde_mm256_sub_epi32(
            simde_mm256_loadu_si256((const simde__m256i *)(count + i)), one);
        simde_mm256_storeu_si256((simde__m256i *)(count + i), c);
        int mz = simde_mm256_movemask_ps(
            simde_mm256_castsi256_ps(simde_mm256_cmpeq_epi32(c, zero)));
        while (mz) {
            int b = __builtin_ctz((unsigned)mz);
            delta += width[i + b];
            (*freed)++;
            mz &= mz - 1;
        }
    }
    return ck_dec_tail(count, width, i, r, delta, freed);
}

static int64_t first_zero_avx2(const int32_t *count, int64_t from, int64_t to) {
    const simde__m256i zero = simde_mm256_setzero_si256();
    int64_t i = from;
    for (; i + 8 <= to; i += 8) {
        simde__m256i c = simde_mm256_loadu_si256((const simde__m256i *)(count + i));
        int mz = simde_mm256_movemask_ps(
            simde_mm256_castsi256_ps(simde_mm256_cmpeq_epi32(c, zero)));
        if (mz) return i + __builtin_ctz((unsigned)mz);
    }
    for (; i < to; i++)
        if (count[i] == 0) return i;
    return to;
}

static int64_t last_zero_avx2(const int32_t *count, int64_t from, int64_t to) {
    const simde__m256i zero = simde_mm256_setzero_si256();
    int64_t i = to;
    for (; i - 8 >= from; i -= 8) {
        simde__m256i c = simde_mm256_loadu_si256((const simde__m256i *)(count + i - 8));
        int mz = simde_mm256_movemask_ps(
            simde_mm256_castsi256_ps(simde_mm256_cmpeq_epi32(c, zero)));
        if (mz) return i - 8 + (31 - __builtin_clz((unsigned)mz));
    }
    for (i = i - 1; i >= from; i--)
        if (count[i] == 0) return i;
    return from - 1;
}

/* Counts are packed to bytes with signed saturation (a count > 0 stays > 0, 0 stays 0), 32 a
   vector: packs work within 128-bit lanes, so the bytes come out as groups of four in the order
   0, 2, 4, 6, 1, 3, 5, 7 and one permute puts them back in order. */
static uint64_t nonzero_bits_avx2(const int32_t *count) {
    const simde__m256i zero = simde_mm256_setzero_si256();
    const simde__m256i order = simde_mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    uint64_t bits = 0;
    for (int k = 0; k < 2; k++) {
        const int32_t *c = count + 32 * k;
        const simde__m256i p01 = simde_mm256_packs_epi32(simde_mm256_loadu_si256((const simde__m256i *)c),
                                                         simde_mm256_loadu_si256((const simde__m256i *)(c + 8)));
        const simde__m256i p23 = simde_mm256_packs_epi32(simde_mm256_loadu_si256((const simde__m256i *)(c + 16)),
                                                         simde_mm256_loadu_si256((const simde__m256i *)(c + 24)));
        const simde__m256i b = simde_mm256_permutevar8x32_epi32(simde_mm256_packs_epi16(p01, p23), order);
        const uint32_t m = (uint32_t)simde_mm256_movemask_epi8(simde_mm256_cmpgt_epi8(b, zero));
        bits |= (uint64_t)m << (32 * k);
    }
    return bits;
}

/* Eight rects per step (two vectors), so one branch skips eight misses. */
static size_t overlapping_avx2(const double *x0, const double *y0, const double *x1,
                               const double *y1, size_t n, ck_rect o, uint32_t *out) {
    const simde__m256d ox0 = simde_mm256_set1_pd(o.min_x), oy0 = simde_mm256_set1_pd(o.min_y);
    const simde__m256d ox1 = simde_mm256_set1_pd(o.max_x), oy1 = simde_mm256_set1_pd(o.max_y);
    size_t i = 0, k = 0;
    for (; i + 8 <= n; i += 8) {
        int m = 0;
        for (int h = 0; h < 2; h++) {
            const size_t j = i + 4 * (size_t)h;
            simde__m256d hit = simde_mm256_and_pd(
                simde_mm256_and_pd(
                    simde_mm256_cmp_pd(simde_mm256_loadu_pd(x0 + j), ox1, SIMDE_CMP_LT_OQ),
                    simde_mm256_cmp_pd(ox0, simde_mm256_loadu_pd(x1 + j), SIMDE_CMP_LT_OQ)),
                simde_mm256_and_pd(
                    simde_mm256_cmp_pd(simde_mm256_loadu_pd(y0 + j), oy1, SIMDE_CMP_LT_OQ),
                    simde_mm256_cmp_pd(oy0, simde_mm256_loadu_pd(y1 + j), SIMDE_CMP_LT_OQ)));
            m |= simde_mm256_movemask_pd(hit) << (4 * h);
        }
        while (m) {
            out[k++] = (uint32_t)(i + (size_t)__builtin_ctz((unsigned)m));
            m &= m - 1;
        }
    }
    return ck_overlapping_tail(x0, y0, x1, y1, i, n, o, out, k);
}

#pragma clang attribute pop

static const ck_simd_ops ck_ops_avx2_table = {
    clip_avx2,       cull_avx2,      inc_avx2,          dec_avx2,
    first_zero_avx2, last_zero_avx2, nonzero_bits_avx2, overlapping_avx2,
};
const ck_simd_ops *const ck_ops_avx2 = &ck_ops_avx2_table;

#else

const ck_simd_ops *const ck_ops_avx2 = 0;

#endif
