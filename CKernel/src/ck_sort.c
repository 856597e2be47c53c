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

/* Large sets with integral coordinates (pixel-aligned UI, the common case): the order as one
   64-bit key, (a_hi - area) | min_y - y_lo | min_x - x_lo | height - h_lo from the top, each
   field only as wide as its range in this set (so the radix sort takes as few 11-bit passes as
   the data needs: 3 for a screen of small pieces, where fixed 11-bit fields took 4 or 5). Given
   the area, min_y, min_x and height, max_y and max_x follow; the width rides along in the
   pair's value, and the sorted rects are rebuilt from key and width straight into `r`: every
   field is an exact integer below 2^52 and no coordinate the kernel produces is -0.0 (clipping
   normalises them, and every later coordinate is one of those, a min or max of them, or an
   integer offset from a normalised frame edge), so base + field gives each coordinate back bit
   for bit (no gather of the rects in sorted order, no copy back). Returns 0 when the set does
   not fit (a coordinate not integral, a range or width too wide); `r` is then untouched. */
typedef struct packing {
    double x_lo, y_lo, h_lo;
    uint64_t a_hi;
    int bits_y, bits_x, bits_h; /* field widths below the area's */
} packing;

static int bit_length(uint64_t v) { return v ? 64 - __builtin_clzll(v) : 0; }

static int plan_packing(const ck_rect *r, size_t n, packing *p) {
    double x_lo = r[0].min_x, x_hi = x_lo, y_lo = r[0].min_y, y_hi = y_lo;
    double h_lo = r[0].max_y - r[0].min_y, h_hi = h_lo, w_hi = r[0].max_x - r[0].min_x;
    double a_lo = w_hi * h_lo, a_hi = a_lo;
    for (size_t i = 1; i < n; i++) {
        const ck_rect q = r[i];
        const double w = q.max_x - q.min_x, h = q.max_y - q.min_y, a = w * h;
        x_lo = q.min_x < x_lo ? q.min_x : x_lo; x_hi = q.min_x > x_hi ? q.min_x : x_hi;
        y_lo = q.min_y < y_lo ? q.min_y : y_lo; y_hi = q.min_y > y_hi ? q.min_y : y_hi;
        h_lo = h < h_lo ? h : h_lo; h_hi = h > h_hi ? h : h_hi;
        w_hi = w > w_hi ? w : w_hi;
        a_lo = a < a_lo ? a : a_lo; a_hi = a > a_hi ? a : a_hi;
    }
    /* Every magnitude below 2^52 (so differences and integer conversions are exact), the width
       within the value's 32 bits, the area exact (below 2^53). */
    const double big = 4503599627370496.0;
    if (!(x_lo > -big && x_hi < big && y_lo > -big && y_hi < big && x_hi - x_lo < big &&
          y_hi - y_lo < big && h_hi < big && w_hi < 4294967296.0 && a_hi < 2 * big))
        return 0;
    p->x_lo = x_lo + 0.0; p->y_lo = y_lo + 0.0; p->h_lo = h_lo;
    p->a_hi = (uint64_t)(int64_t)a_hi;
    const int bits_a = bit_length(p->a_hi - (uint64_t)(int64_t)a_lo);
    p->bits_y = bit_length((uint64_t)(int64_t)(y_hi - y_lo));
    p->bits_x = bit_length((uint64_t)(int64_t)(x_hi - x_lo));
    p->bits_h = bit_length((uint64_t)(int64_t)(h_hi - h_lo));
    return bits_a + p->bits_y + p->bits_x + p->bits_h <= 64;
}

/* The keys of `r` into `a`; 0 when a coordinate is not integral. */
static int pack_occlusion_keys(const ck_rect *r, size_t n, const packing *p, ck_pair *a) {
    const int sh = 0, sx = p->bits_h, sy = sx + p->bits_x, sa = sy + p->bits_y;
    int exact = 1;
    for (size_t i = 0; i < n; i++) {
        const ck_rect q = r[i];
        const double dx = q.min_x - p->x_lo, dy = q.min_y - p->y_lo;
        const double w = q.max_x - q.min_x, h = q.max_y - q.min_y;
        const int64_t fx = (int64_t)dx, fy = (int64_t)dy, iw = (int64_t)w, ih = (int64_t)h;
        exact &= ((double)fx == dx) & ((double)fy == dy) & ((double)iw == w) & ((double)ih == h);
        const uint64_t area = (uint64_t)iw * (uint64_t)ih;
        const uint64_t fh = (uint64_t)(int64_t)(h - p->h_lo);
        /* A field of width 0 holds 0: shifting by up to 63 stays defined. */
        a[i] = (ck_pair){(p->a_hi - area) << sa % 64 | (uint64_t)fy << sy % 64 | (uint64_t)fx << sx % 64 |
                             fh << sh,
                         (uint32_t)iw, 0};
    }
    return exact;
}

/* The rects of the sorted keys, rebuilt into `r`. */
static void unpack_occlusion_keys(const ck_pair *s, size_t n, const packing *p, ck_rect *r) {
    const int sx = p->bits_h, sy = sx + p->bits_x;
    const uint64_t mh = p->bits_h ? ~0ull >> (64 - p->bits_h) : 0;
    const uint64_t mx = p->bits_x ? ~0ull >> (64 - p->bits_x) : 0;
    const uint64_t my = p->bits_y ? ~0ull >> (64 - p->bits_y) : 0;
    for (size_t i = 0; i < n; i++) {
        const uint64_t k = s[i].key;
        const double x0 = p->x_lo + (double)(int64_t)((k >> sx % 64) & mx);
        const double y0 = p->y_lo + (double)(int64_t)((k >> sy % 64) & my);
        const double h = p->h_lo + (double)(int64_t)(k & mh);
        r[i] = (ck_rect){x0, y0, x0 + (double)s[i].value, y0 + h};
    }
}

/* Large sets otherwise: stable LSD radix passes over the keys from the last tie-break to the
   first (max_x, max_y, min_x, min_y, then area descending), on (key, index) pairs; then a
   gather. */
static ck_status radix_sort_occlusion(ck_workspace *ws, ck_rect *r, ck_rect *tmp, size_t n) {
    ck_pair *a = ck_reserve(ws, CK_BUF_SORT_A, n * sizeof(ck_pair));
    ck_pair *b = ck_reserve(ws, CK_BUF_SORT_B, n * sizeof(ck_pair));
    if (!a || !b) return CK_ERROR_NO_MEMORY;
    packing p;
    if (plan_packing(r, n, &p) && pack_occlusion_keys(r, n, &p, a)) {
        unpack_occlusion_keys(ck_sort_pairs(a, b, n), n, &p, r);
        return CK_OK;
    }
    for (size_t i = 0; i < n; i++) a[i] = (ck_pair){ck_key(r[i].max_x), (uint32_t)i, 0};
    ck_pair *s = ck_sort_pairs(a, b, n);
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
