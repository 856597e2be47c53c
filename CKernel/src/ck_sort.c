/* Sorting: LSD radix sort of (key, value) pairs for coordinate compression and events, and a
   merge sort of output rects into occlusion order. No allocation: callers pass the scratch. */
#include "ck_internal.h"
#include <string.h>

static void insertion_sort_pairs(ck_pair *a, size_t n) {
    for (size_t i = 1; i < n; i++) {
        ck_pair v = a[i];
        size_t j = i;
        while (j > 0 && a[j - 1].key > v.key) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = v;
    }
}

ck_pair *ck_sort_pairs(ck_pair *a, ck_pair *tmp, size_t n) {
    if (n < 64) {
        insertion_sort_pairs(a, n);
        return a;
    }
    /* Only the bytes where keys differ need a pass (integer-valued doubles share most of
       their low bytes); their histograms are built in one pass. */
    uint64_t any = 0, all = ~0ull;
    for (size_t i = 0; i < n; i++) { any |= a[i].key; all &= a[i].key; }
    const uint64_t varying = any ^ all;
    if (varying == 0) return a;
    /* Narrow keys (e.g. integer coordinates): one counting pass when the buckets stay few. */
    {
        const int lo = __builtin_ctzll(varying), hi = 63 - __builtin_clzll(varying);
        const int span = hi - lo + 1;
        if (span <= 12 && ((size_t)1 << span) <= 4 * n + 256) {
            uint32_t count[4097];
            const size_t buckets = (size_t)1 << span;
            const uint64_t mask = buckets - 1;
            memset(count, 0, (buckets + 1) * sizeof(uint32_t));
            for (size_t i = 0; i < n; i++) count[((a[i].key >> lo) & mask) + 1]++;
            for (size_t v = 1; v <= buckets; v++) count[v] += count[v - 1];
            for (size_t i = 0; i < n; i++) tmp[count[(a[i].key >> lo) & mask]++] = a[i];
            return tmp;
        }
    }
    /* Many pairs with keys of up to 55 varying bits (packed occlusion keys): 11-bit digits,
       at most 5 passes instead of up to 7 byte passes. */
    {
        enum { DIGIT = 11, MAX_PASSES = 5 };
        const int lo = __builtin_ctzll(varying), hi = 63 - __builtin_clzll(varying);
        const int passes = (hi - lo + DIGIT) / DIGIT;
        if (n >= 4096 && passes <= MAX_PASSES && passes * DIGIT < 64 - lo + DIGIT) {
            uint32_t hist[MAX_PASSES][1 << DIGIT];
            memset(hist, 0, (size_t)passes * sizeof hist[0]);
            const uint64_t mask = (1u << DIGIT) - 1;
            for (size_t i = 0; i < n; i++) {
                const uint64_t k = a[i].key >> lo;
                for (int p = 0; p < passes; p++) hist[p][(k >> (DIGIT * p)) & mask]++;
            }
            ck_pair *src = a, *dst = tmp;
            for (int p = 0; p < passes; p++) {
                uint32_t *h = hist[p], sum = 0;
                for (int v = 0; v < (1 << DIGIT); v++) { const uint32_t c = h[v]; h[v] = sum; sum += c; }
                const int shift = lo + DIGIT * p;
                for (size_t i = 0; i < n; i++) dst[h[(src[i].key >> shift) & mask]++] = src[i];
                ck_pair *t = src; src = dst; dst = t;
            }
            return src;
        }
    }
    int bytes[8], nb = 0;
    for (int d = 0; d < 8; d++)
        if ((varying >> (8 * d)) & 0xFF) bytes[nb++] = d;
    if (nb == 0) return a;
    uint32_t hist[8][256];
    memset(hist, 0, (size_t)nb * sizeof hist[0]);
    for (size_t i = 0; i < n; i++) {
        uint64_t k = a[i].key;
        for (int b = 0; b < nb; b++) hist[b][(k >> (8 * bytes[b])) & 0xFF]++;
    }
    ck_pair *src = a, *dst = tmp;
    for (int b = 0; b < nb; b++) {
        uint32_t *h = hist[b];
        uint32_t sum = 0;
        for (int v = 0; v < 256; v++) {
            uint32_t c = h[v];
            h[v] = sum;
            sum += c;
        }
        const int shift = 8 * bytes[b];
        for (size_t i = 0; i < n; i++) dst[h[(src[i].key >> shift) & 0xFF]++] = src[i];
        ck_pair *t = src;
        src = dst;
        dst = t;
    }
    return src;
}

/* Occlusion order: area descending, then min_y, min_x, max_y, max_x ascending. */
static inline int occ_before(const ck_rect *a, const ck_rect *b) {
    double aa = (a->max_x - a->min_x) * (a->max_y - a->min_y);
    double ba = (b->max_x - b->min_x) * (b->max_y - b->min_y);
    if (aa != ba) return aa > ba;
    if (a->min_y != b->min_y) return a->min_y < b->min_y;
    if (a->min_x != b->min_x) return a->min_x < b->min_x;
    if (a->max_y != b->max_y) return a->max_y < b->max_y;
    return a->max_x < b->max_x;
}

/* Large sets with pixel-aligned coordinates (all integral, spanning less than 2^11 from the
   smallest): the order as one 64-bit key, (2^22 - 1 - area) << 33 | min_y << 22 | min_x << 11
   | max_y, coordinates as offsets from the smallest. max_x needs no place: area, min_x, min_y
   and max_y determine it. One radix sort of the keys. Returns 0 when the coordinates do not
   fit (nothing written). */
enum { PACK_BITS = 11 };

static int pack_occlusion_keys(const ck_rect *r, size_t n, ck_pair *a) {
    double lo = r[0].min_x, hi = r[0].max_x;
    int integral = 1;
    for (size_t i = 0; i < n; i++) {
        const ck_rect q = r[i];
        lo = q.min_x < lo ? q.min_x : lo; lo = q.min_y < lo ? q.min_y : lo;
        hi = q.max_x > hi ? q.max_x : hi; hi = q.max_y > hi ? q.max_y : hi;
        integral &= (q.min_x == (double)(int64_t)q.min_x) & (q.min_y == (double)(int64_t)q.min_y) &
                    (q.max_x == (double)(int64_t)q.max_x) & (q.max_y == (double)(int64_t)q.max_y);
    }
    /* Bounds first: the integral test's casts are then within range (|v| < 2^52). */
    if (!(lo > -4503599627370496.0 && hi < 4503599627370496.0) || !integral ||
        !(hi - lo < (double)(1 << PACK_BITS)))
        return 0;
    const uint64_t area_max = (1ull << (2 * PACK_BITS)) - 1;
    for (size_t i = 0; i < n; i++) {
        const ck_rect q = r[i];
        const uint64_t x0 = (uint64_t)(q.min_x - lo), y0 = (uint64_t)(q.min_y - lo);
        const uint64_t x1 = (uint64_t)(q.max_x - lo), y1 = (uint64_t)(q.max_y - lo);
        const uint64_t area = (x1 - x0) * (y1 - y0);
        a[i] = (ck_pair){(area_max - area) << (3 * PACK_BITS) | y0 << (2 * PACK_BITS) | x0 << PACK_BITS | y1,
                         (uint32_t)i, 0};
    }
    return 1;
}

/* Large sets otherwise: stable LSD radix passes over the keys from the last tie-break to the
   first (max_x, max_y, min_x, min_y, then area descending), on (key, index) pairs; then a
   gather. */
static ck_status radix_sort_occlusion(ck_workspace *ws, ck_rect *r, ck_rect *tmp, size_t n) {
    ck_pair *a = ck_reserve(ws, CK_BUF_SORT_A, n * sizeof(ck_pair));
    ck_pair *b = ck_reserve(ws, CK_BUF_SORT_B, n * sizeof(ck_pair));
    if (!a || !b) return CK_ERROR_NO_MEMORY;
    ck_pair *s;
    if (pack_occlusion_keys(r, n, a)) {
        s = ck_sort_pairs(a, b, n);
    } else {
        for (size_t i = 0; i < n; i++) a[i] = (ck_pair){ck_key(r[i].max_x), (uint32_t)i, 0};
        s = ck_sort_pairs(a, b, n);
        for (int k = 1; k < 5; k++) {
            ck_pair *d = s == a ? b : a;
            for (size_t i = 0; i < n; i++) {
                const ck_rect *q = &r[s[i].value];
                uint64_t key;
                switch (k) {
                case 1: key = ck_key(q->max_y); break;
                case 2: key = ck_key(q->min_x); break;
                case 3: key = ck_key(q->min_y); break;
                default: key = ~ck_key((q->max_x - q->min_x) * (q->max_y - q->min_y)); break;
                }
                d[i] = (ck_pair){key, s[i].value, 0};
            }
            s = ck_sort_pairs(d, d == a ? b : a, n);
        }
    }
    for (size_t i = 0; i < n; i++) tmp[i] = r[s[i].value];
    memcpy(r, tmp, n * sizeof *r);
    return CK_OK;
}

/* A rect with its area computed once, for the merge sort of mid-size sets. */
typedef struct keyed {
    double area;
    ck_rect r;
} keyed;

static inline int keyed_before(const keyed *a, const keyed *b) {
    if (a->area != b->area) return a->area > b->area;
    if (a->r.min_y != b->r.min_y) return a->r.min_y < b->r.min_y;
    if (a->r.min_x != b->r.min_x) return a->r.min_x < b->r.min_x;
    if (a->r.max_y != b->r.max_y) return a->r.max_y < b->r.max_y;
    return a->r.max_x < b->r.max_x;
}

static ck_status merge_sort_occlusion(ck_workspace *ws, ck_rect *r, size_t n) {
    keyed *a = ck_reserve(ws, CK_BUF_SORT_A, n * sizeof(keyed));
    keyed *b = ck_reserve(ws, CK_BUF_SORT_B, n * sizeof(keyed));
    if (!a || !b) return CK_ERROR_NO_MEMORY;
    for (size_t i = 0; i < n; i++)
        a[i] = (keyed){(r[i].max_x - r[i].min_x) * (r[i].max_y - r[i].min_y), r[i]};
    const size_t run = 16;
    for (size_t s0 = 0; s0 < n; s0 += run) {
        size_t e = s0 + run < n ? s0 + run : n;
        for (size_t i = s0 + 1; i < e; i++) {
            keyed v = a[i];
            size_t j = i;
            while (j > s0 && keyed_before(&v, &a[j - 1])) { a[j] = a[j - 1]; j--; }
            a[j] = v;
        }
    }
    keyed *src = a, *dst = b;
    for (size_t width = run; width < n; width *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * width) {
            size_t mid = lo + width < n ? lo + width : n;
            size_t hi = lo + 2 * width < n ? lo + 2 * width : n;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) dst[k++] = keyed_before(&src[j], &src[i]) ? src[j++] : src[i++];
            while (i < mid) dst[k++] = src[i++];
            while (j < hi) dst[k++] = src[j++];
        }
        keyed *t = src; src = dst; dst = t;
    }
    for (size_t i = 0; i < n; i++) r[i] = src[i].r;
    return CK_OK;
}

/* Small sets (n <= 32): insertion sort with the areas computed once. */
static void insertion_sort_occlusion(ck_rect *r, size_t n) {
    double area[32];
    for (size_t i = 0; i < n; i++) area[i] = (r[i].max_x - r[i].min_x) * (r[i].max_y - r[i].min_y);
    for (size_t i = 1; i < n; i++) {
        ck_rect v = r[i];
        double va = area[i];
        size_t j = i;
        while (j > 0 && (va > area[j - 1] || (va == area[j - 1] && occ_before(&v, &r[j - 1])))) {
            r[j] = r[j - 1];
            area[j] = area[j - 1];
            j--;
        }
        r[j] = v;
        area[j] = va;
    }
}

ck_status ck_sort_occlusion_ws(ck_workspace *ws, ck_rect *r, ck_rect *tmp, size_t n) {
    if (n >= 4096 && n <= 0xFFFFFFFFu) return radix_sort_occlusion(ws, r, tmp, n);
    if (n > 32) return merge_sort_occlusion(ws, r, n);
    insertion_sort_occlusion(r, n);
    return CK_OK;
}
