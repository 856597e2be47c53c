/* Kernel checksums: the full exposure results of the benchmark's rect workloads
   (docs/benchmark-workloads.md §1), one line per (distribution, N, algorithm, SIMD path), so
   that builds for other architectures and builds without SIMDe can be compared line by line
   (`make test-bit-identity`). Every SIMD path this build and CPU run is forced in turn; the program
   itself fails when two paths of this build disagree.

   Line: DIST N ALGORITHM PATH used=ALGORITHM area=%a only=%a bounds=%a,%a,%a,%a occ=COUNT
   hash=FNV-1a of the occlusion rects' bits. Dropping the PATH field must leave lines that are
   the same for every path and every build.

   Distributions A, B, C are the benchmark's (integer coordinates, so every sum is exact); R is
   B with raw double coordinates, where sums round: it catches any change of operation order or
   fused multiply-adds between paths, compilers and architectures. */
#include "ckernel.h"
#include "../src/ck_testing.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "splitmix64.h"

typedef struct rects {
    double *x0, *y0, *x1, *y1;
    size_t n;
} rects;

/* A fraction in [0, 0.5) with 53 random bits. */
static double half_fraction(splitmix *g) {
    return (double)(next_u64(g) >> 11) / 18014398509481984.0;
}

/* docs/benchmark-workloads.md §1 for A/B/C. R draws as B, then moves each edge inwards by a
   fraction below
   0.5: the rect stays inside the target and keeps a positive width and height. */
static rects workload(char dist, size_t n) {
    const uint64_t maxwh = dist == 'A' ? 200 : dist == 'C' ? 5 : 20;
    splitmix g = {0x5EED0000ull + n};
    rects r = {malloc(n * sizeof(double)), malloc(n * sizeof(double)),
               malloc(n * sizeof(double)), malloc(n * sizeof(double)), n};
    if (!r.x0 || !r.y0 || !r.x1 || !r.y1) { fprintf(stderr, "out of memory\n"); exit(2); }
    for (size_t i = 0; i < n; i++) {
        uint64_t w = 1 + next_u64(&g) % maxwh, h = 1 + next_u64(&g) % maxwh;
        uint64_t x = next_u64(&g) % (1000 - w + 1), y = next_u64(&g) % (1000 - h + 1);
        r.x0[i] = (double)x; r.y0[i] = (double)y;
        r.x1[i] = (double)(x + w); r.y1[i] = (double)(y + h);
        if (dist == 'R') {
            r.x0[i] += half_fraction(&g); r.y0[i] += half_fraction(&g);
            r.x1[i] -= half_fraction(&g); r.y1[i] -= half_fraction(&g);
        }
    }
    return r;
}

/* FNV-1a over 64-bit words, byte by byte from the low end (the same on any byte order). */
static uint64_t fnv_word(uint64_t h, uint64_t v) {
    for (int i = 0; i < 8; i++) {
        h ^= (v >> (8 * i)) & 0xFF;
        h *= 0x100000001B3ull;
    }
    return h;
}

static uint64_t bits(double d) {
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return u;
}

static const char *algorithm_name(ck_algorithm a) {
    switch (a) {
    case CK_ALGORITHM_FRAGMENTS: return "fragments";
    case CK_ALGORITHM_SWEEP: return "sweep";
    case CK_ALGORITHM_DISJOINT: return "disjoint";
    default: return "auto";
    }
}

/* Writes the path-independent part of the line for one configuration into `line`. */
static void checksum(ck_workspace *ws, const rects *r, char *line, size_t size) {
    const ck_rect target = {0, 0, 1000, 1000};
    const ck_rect_soa set = {r->x0, r->y0, r->x1, r->y1, r->n};
    ck_exposure_result e;
    if (ck_exposure(ws, target, set, &e) != 0) { fprintf(stderr, "ck_exposure failed\n"); exit(2); }
    uint64_t h = 0xCBF29CE484222325ull;
    for (size_t i = 0; i < e.occlusion_count; i++) {
        h = fnv_word(h, bits(e.occlusion[i].min_x));
        h = fnv_word(h, bits(e.occlusion[i].min_y));
        h = fnv_word(h, bits(e.occlusion[i].max_x));
        h = fnv_word(h, bits(e.occlusion[i].max_y));
    }
    /* Copy what the next call on the workspace would overwrite. */
    const ck_rect b = e.visible_bounds;
    const size_t count = e.occlusion_count;
    const double area = e.visible_area;
    const ck_algorithm used = e.algorithm;
    double only;
    if (ck_visible_area(ws, target, set, &only) != CK_OK) { fprintf(stderr, "ck_visible_area failed\n"); exit(2); }
    snprintf(line, size, "used=%s area=%a only=%a bounds=%a,%a,%a,%a occ=%zu hash=%016llx",
             algorithm_name(used), area, only, b.min_x, b.min_y, b.max_x, b.max_y, count,
             (unsigned long long)h);
}

int main(void) {
    static const char dists[] = {'A', 'B', 'C', 'R'};
    static const size_t sizes[] = {10, 100, 1000, 10000};
    static const ck_algorithm algorithms[] = {CK_ALGORITHM_AUTO, CK_ALGORITHM_SWEEP,
                                              CK_ALGORITHM_FRAGMENTS};
    static const ck_simd_path wanted[] = {CK_SIMD_SCALAR, CK_SIMD_BASELINE, CK_SIMD_AVX2};
    static const char *const path_names[] = {"scalar", "baseline", "avx2"};

    /* The paths this build and CPU run (a request that falls back is skipped). */
    ck_workspace *ws[3];
    const char *names[3];
    int paths = 0;
    for (int p = 0; p < 3; p++) {
        ck_workspace *w = ck_workspace_create();
        if (!w) { fprintf(stderr, "out of memory\n"); return 2; }
        if (ck_workspace_set_simd_path(w, wanted[p]) != wanted[p] ||
            ck_workspace_simd_path(w) != wanted[p]) {
            ck_workspace_destroy(w);
            continue;
        }
        ws[paths] = w;
        names[paths++] = path_names[p];
    }

    int mismatches = 0;
    char reference[256], line[256];
    for (size_t d = 0; d < sizeof dists; d++)
        for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
            rects r = workload(dists[d], sizes[s]);
            for (size_t a = 0; a < sizeof algorithms / sizeof *algorithms; a++) {
                /* Forced fragment subtraction has no cap: it grows quadratically on many rects. */
                if (algorithms[a] == CK_ALGORITHM_FRAGMENTS && sizes[s] > 1000) continue;
                for (int p = 0; p < paths; p++) {
                    ck_workspace_set_algorithm(ws[p], algorithms[a]);
                    checksum(ws[p], &r, line, sizeof line);
                    printf("%c %zu %s %s %s\n", dists[d], sizes[s], algorithm_name(algorithms[a]),
                           names[p], line);
                    if (p == 0) memcpy(reference, line, sizeof line);
                    else if (strcmp(reference, line) != 0) {
                        fprintf(stderr, "MISMATCH %c %zu %s: %s differs from %s\n", dists[d],
                                sizes[s], algorithm_name(algorithms[a]), names[p], names[0]);
                        mismatches++;
                    }
                }
            }
            free(r.x0); free(r.y0); free(r.x1); free(r.y1);
        }
    for (int p = 0; p < paths; p++) ck_workspace_destroy(ws[p]);
    return mismatches ? 1 : 0;
}
