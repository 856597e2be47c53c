/* Kernel self-test: every public API on random and edge inputs, against a brute-force grid
   oracle written here (coordinate-compressed cells, marked covered by each rect), on every
   SIMD path this build and CPU run, each compared bit for bit with the scalar path. Built with
   ASan+UBSan by `make test-kernel-sanitized`, without SIMDe by `make test-no-simde`, and for
   arm64 under qemu by `make test-arm64`. Prints "N passed, M failed"; exits 1 on failure. */
#include "ckernel.h"
#include "../src/ck_testing.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long passed, failed;
#define CHECK(cond, ...)                                                                        \
    do {                                                                                        \
        if (cond) passed++;                                                                     \
        else {                                                                                  \
            failed++;                                                                           \
            if (failed < 20) { fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);            \
                               fprintf(stderr, __VA_ARGS__); fprintf(stderr, "\n"); }           \
        }                                                                                       \
    } while (0)

/* The area entry points' results; a failed call counts as a failure and gives NaN. */
static double visible_area(ck_workspace *ws, ck_rect frame, ck_rect_soa set) {
    double a;
    ck_status st = ck_visible_area(ws, frame, set, &a);
    CHECK(st == CK_OK, "ck_visible_area: status %d", (int)st);
    return st == CK_OK ? a : NAN;
}
static double union_area(ck_workspace *ws, ck_rect_soa set) {
    double a;
    ck_status st = ck_union_area(ws, set, &a);
    CHECK(st == CK_OK, "ck_union_area: status %d", (int)st);
    return st == CK_OK ? a : NAN;
}

/* ---- deterministic random numbers (splitmix64) ---- */
static uint64_t rng_state = 0x5EEDull;
static uint64_t next_u64(void) {
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static double unit(void) { return (double)(next_u64() >> 11) / 9007199254740992.0; }

/* Coordinate kinds: 0 integer, 1 half-integer, 2 arbitrary double. */
static double coord(int kind, double lo, double hi) {
    double v = lo + unit() * (hi - lo);
    if (kind == 0) return floor(v);
    if (kind == 1) return floor(v * 2) / 2;
    return v;
}

typedef struct set {
    double *x0, *y0, *x1, *y1;
    size_t n;
} set;

static void set_alloc(set *s, size_t n) {
    s->x0 = malloc((n + 1) * sizeof(double)); s->y0 = malloc((n + 1) * sizeof(double));
    s->x1 = malloc((n + 1) * sizeof(double)); s->y1 = malloc((n + 1) * sizeof(double));
    s->n = n;
}
static void set_free(set *s) { free(s->x0); free(s->y0); free(s->x1); free(s->y1); }
static ck_rect_soa soa(const set *s) { return (ck_rect_soa){s->x0, s->y0, s->x1, s->y1, s->n}; }

/* A random set around the frame [0, 100)²; some invalid rects when `junk`. */
static void random_set(set *s, size_t n, int kind, double maxwh, int junk) {
    set_alloc(s, n);
    for (size_t i = 0; i < n; i++) {
        double w = coord(kind, 0.5, maxwh) , h = coord(kind, 0.5, maxwh);
        double x = coord(kind, -20, 110), y = coord(kind, -20, 110);
        s->x0[i] = x; s->y0[i] = y; s->x1[i] = x + w; s->y1[i] = y + h;
        if (junk && next_u64() % 8 == 0) {
            switch (next_u64() % 7) {
            case 0: s->x0[i] = NAN; break;
            case 1: s->y1[i] = INFINITY; break;
            case 2: s->x0[i] = -INFINITY; break;
            case 3: { double t = s->x0[i]; s->x0[i] = s->x1[i]; s->x1[i] = t; break; }
            case 4: s->y1[i] = s->y0[i]; break;
            case 5: s->x1[i] = NAN; s->y0[i] = NAN; break;
            default: s->x0[i] = s->x1[i] = s->y0[i] = s->y1[i] = 5; break;
            }
        }
    }
}

static int valid(double a, double b, double c, double d) {
    return ck_rect_is_valid((ck_rect){a, b, c, d});
}

/* ---- grid oracle ---- */
typedef struct grid {
    double *xs, *ys;
    size_t nx, ny; /* grid lines */
    unsigned char *cov;
} grid;

static int cmpd(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
static size_t uniq(double *v, size_t n) {
    qsort(v, n, sizeof *v, cmpd);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (k == 0 || v[k - 1] != v[i]) v[k++] = v[i];
    return k;
}
static long find(const double *v, size_t n, double x) {
    size_t lo = 0, hi = n;
    while (lo < hi) { size_t mid = (lo + hi) / 2; if (v[mid] < x) lo = mid + 1; else hi = mid; }
    return lo < n && v[lo] == x ? (long)lo : -1;
}

/* Grid over `frame` with the valid rects of `s` clipped to it (+0.0 normalises -0). */
static void grid_build(grid *g, ck_rect f, const set *s) {
    g->xs = malloc((2 * s->n + 2) * sizeof(double));
    g->ys = malloc((2 * s->n + 2) * sizeof(double));
    size_t kx = 0, ky = 0;
    g->xs[kx++] = f.min_x + 0.0; g->xs[kx++] = f.max_x + 0.0;
    g->ys[ky++] = f.min_y + 0.0; g->ys[ky++] = f.max_y + 0.0;
    for (size_t i = 0; i < s->n; i++) {
        if (!valid(s->x0[i], s->y0[i], s->x1[i], s->y1[i])) continue;
        double a = fmax(s->x0[i], f.min_x) + 0.0, c = fmin(s->x1[i], f.max_x) + 0.0;
        double b = fmax(s->y0[i], f.min_y) + 0.0, d = fmin(s->y1[i], f.max_y) + 0.0;
        if (!(a < c && b < d)) continue;
        g->xs[kx++] = a; g->xs[kx++] = c; g->ys[ky++] = b; g->ys[ky++] = d;
    }
    g->nx = uniq(g->xs, kx);
    g->ny = uniq(g->ys, ky);
    g->cov = calloc((g->nx - 1) * (g->ny - 1) + 1, 1);
    for (size_t i = 0; i < s->n; i++) {
        if (!valid(s->x0[i], s->y0[i], s->x1[i], s->y1[i])) continue;
        double a = fmax(s->x0[i], f.min_x) + 0.0, c = fmin(s->x1[i], f.max_x) + 0.0;
        double b = fmax(s->y0[i], f.min_y) + 0.0, d = fmin(s->y1[i], f.max_y) + 0.0;
        if (!(a < c && b < d)) continue;
        long c0 = find(g->xs, g->nx, a), c1 = find(g->xs, g->nx, c);
        long r0 = find(g->ys, g->ny, b), r1 = find(g->ys, g->ny, d);
        for (long r = r0; r < r1; r++)
            for (long q = c0; q < c1; q++) g->cov[r * (g->nx - 1) + q] = 1;
    }
}
static void grid_free(grid *g) { free(g->xs); free(g->ys); free(g->cov); }
static int cell(const grid *g, size_t r, size_t q) { return g->cov[r * (g->nx - 1) + q]; }

static double grid_area(const grid *g, int want, ck_rect *bounds, int *has) {
    double a = 0;
    size_t q0 = (size_t)-1, q1 = 0, r0 = (size_t)-1, r1 = 0;
    *has = 0;
    for (size_t r = 0; r + 1 < g->ny; r++)
        for (size_t q = 0; q + 1 < g->nx; q++)
            if (cell(g, r, q) == want) {
                a += (g->xs[q + 1] - g->xs[q]) * (g->ys[r + 1] - g->ys[r]);
                if (q < q0) q0 = q;
                if (q > q1) q1 = q;
                if (r < r0) r0 = r;
                if (r > r1) r1 = r;
                *has = 1;
            }
    if (*has) *bounds = (ck_rect){g->xs[q0], g->ys[r0], g->xs[q1 + 1], g->ys[r1 + 1]};
    else *bounds = (ck_rect){0, 0, 0, 0};
    return a;
}

/* Checks that `rects` tile exactly the cells with cov == want inside `window` (each cell
   covered once, nothing else), all edges on grid lines. */
static int tiles_exactly(const grid *g, const ck_rect *rects, size_t n, int want, ck_rect window) {
    size_t cells = (g->nx - 1) * (g->ny - 1);
    unsigned *hits = calloc(cells + 1, sizeof *hits);
    int ok = 1;
    for (size_t i = 0; i < n && ok; i++) {
        long c0 = find(g->xs, g->nx, rects[i].min_x), c1 = find(g->xs, g->nx, rects[i].max_x);
        long r0 = find(g->ys, g->ny, rects[i].min_y), r1 = find(g->ys, g->ny, rects[i].max_y);
        if (c0 < 0 || c1 < 0 || r0 < 0 || r1 < 0 || !(c0 < c1) || !(r0 < r1)) { ok = 0; break; }
        for (long r = r0; r < r1; r++)
            for (long q = c0; q < c1; q++) hits[r * (g->nx - 1) + q]++;
    }
    for (size_t r = 0; ok && r + 1 < g->ny; r++)
        for (size_t q = 0; q + 1 < g->nx; q++) {
            int inside = g->xs[q] >= window.min_x && g->xs[q + 1] <= window.max_x &&
                         g->ys[r] >= window.min_y && g->ys[r + 1] <= window.max_y;
            unsigned expect = inside && cell(g, r, q) == want;
            if (hits[r * (g->nx - 1) + q] != expect) { ok = 0; break; }
        }
    free(hits);
    return ok;
}

static int same_rect(ck_rect a, ck_rect b) {
    return a.min_x == b.min_x && a.min_y == b.min_y && a.max_x == b.max_x && a.max_y == b.max_y;
}
static int close_to(double a, double b, double scale, int exact) {
    if (exact) return a == b;
    return fabs(a - b) <= 1e-12 * (scale > 1 ? scale : 1);
}
static double area_of(ck_rect r) { return (r.max_x - r.min_x) * (r.max_y - r.min_y); }
static int occ_sorted(const ck_rect *r, size_t n) {
    for (size_t i = 1; i < n; i++) {
        double a = area_of(r[i - 1]), b = area_of(r[i]);
        if (a < b) return 0;
        if (a == b && (r[i - 1].min_y > r[i].min_y ||
                       (r[i - 1].min_y == r[i].min_y && r[i - 1].min_x > r[i].min_x)))
            return 0;
    }
    return 1;
}

/* [path][algorithm]; path 0 is the scalar reference, then each SIMD path available here. */
static ck_workspace *ws[3][3];
static const char *path_name[3];
static int paths = 0;

static void check_exposure(ck_rect frame, const set *s, int kind, const char *what) {
    grid g;
    int frame_ok = ck_rect_is_valid(frame);
    ck_rect exp_bounds = {0, 0, 0, 0};
    int has = 0;
    double exp_area = 0, scale = frame_ok ? area_of(frame) : 1;
    if (frame_ok) {
        grid_build(&g, frame, s);
        exp_area = grid_area(&g, 0, &exp_bounds, &has);
    }
    /* Whether the clipped obstructions overlap one another (then rects come back as they are). */
    int overlap = 0;
    ck_rect *clipped = malloc((s->n + 1) * sizeof(ck_rect));
    size_t nc = 0;
    for (size_t i = 0; frame_ok && i < s->n; i++) {
        if (!valid(s->x0[i], s->y0[i], s->x1[i], s->y1[i])) continue;
        ck_rect c = {fmax(s->x0[i], frame.min_x) + 0.0, fmax(s->y0[i], frame.min_y) + 0.0,
                     fmin(s->x1[i], frame.max_x) + 0.0, fmin(s->y1[i], frame.max_y) + 0.0};
        if (c.min_x < c.max_x && c.min_y < c.max_y) clipped[nc++] = c;
    }
    for (size_t i = 0; i < nc; i++)
        for (size_t j = i + 1; j < nc; j++) overlap |= ck_rect_overlaps(clipped[i], clipped[j]);

    ck_exposure_result first[3];
    ck_rect *first_occ[3] = {0, 0, 0};
    for (int p = 0; p < paths; p++)
        for (int a = 0; a < 3; a++) {
            ck_exposure_result r;
            int rc = ck_exposure(ws[p][a], frame, soa(s), &r);
            CHECK(rc == 0, "%s: rc %d", what, rc);
            CHECK(close_to(r.visible_area, exp_area, scale, kind < 2),
                  "%s p%d a%d: area %.17g != %.17g", what, p, a, r.visible_area, exp_area);
            CHECK(same_rect(r.visible_bounds, exp_bounds), "%s p%d a%d: bounds [%g %g %g %g] != [%g %g %g %g]",
                  what, p, a, r.visible_bounds.min_x, r.visible_bounds.min_y, r.visible_bounds.max_x,
                  r.visible_bounds.max_y, exp_bounds.min_x, exp_bounds.min_y, exp_bounds.max_x, exp_bounds.max_y);
            if (!frame_ok) {
                CHECK(r.occlusion_count == 0 && visible_area(ws[p][a], frame, soa(s)) == 0,
                      "%s: result on invalid frame", what);
                continue;
            }
            CHECK(occ_sorted(r.occlusion, r.occlusion_count), "%s p%d a%d: not sorted", what, p, a);
            if (has)
                CHECK(tiles_exactly(&g, r.occlusion, r.occlusion_count, 1, exp_bounds),
                      "%s p%d a%d: occlusion rects do not tile bounds ∩ obstructions (%zu rects)", what, p, a,
                      r.occlusion_count);
            else CHECK(r.occlusion_count == 0, "%s: occlusion without visible part", what);
            if (!overlap && has) {
                /* The clipped obstructions ∩ bounds, as they are (same multiset). */
                size_t m = 0;
                for (size_t i = 0; i < nc; i++) {
                    ck_rect c = {fmax(clipped[i].min_x, exp_bounds.min_x), fmax(clipped[i].min_y, exp_bounds.min_y),
                                 fmin(clipped[i].max_x, exp_bounds.max_x), fmin(clipped[i].max_y, exp_bounds.max_y)};
                    if (!(c.min_x < c.max_x && c.min_y < c.max_y)) continue;
                    int found = 0;
                    for (size_t j = 0; j < r.occlusion_count; j++) found |= same_rect(c, r.occlusion[j]);
                    CHECK(found, "%s p%d a%d: non-overlapping obstruction not returned as is", what, p, a);
                    m++;
                }
                CHECK(m == r.occlusion_count, "%s: %zu rects for %zu obstructions", what, r.occlusion_count, m);
            }
            /* Bit-identical across SIMD paths for the same algorithm. */
            if (p == 0) {
                first[a] = r;
                first_occ[a] = malloc((r.occlusion_count + 1) * sizeof(ck_rect));
                if (r.occlusion_count) memcpy(first_occ[a], r.occlusion, r.occlusion_count * sizeof(ck_rect));
            } else {
                CHECK(memcmp(&first[a].visible_area, &r.visible_area, sizeof(double)) == 0 &&
                          same_rect(first[a].visible_bounds, r.visible_bounds) &&
                          first[a].occlusion_count == r.occlusion_count &&
                          (r.occlusion_count == 0 || memcmp(first_occ[a], r.occlusion, r.occlusion_count * sizeof(ck_rect)) == 0),
                      "%s a%d: %s path differs from scalar", what, a, path_name[p]);
            }
            /* The area-only entry point (after the checks: it reuses the workspace). */
            double va = visible_area(ws[p][a], frame, soa(s));
            CHECK(close_to(va, exp_area, scale, kind < 2), "%s: area-only %.17g != %.17g", what, va, exp_area);
            CHECK(va == r.visible_area || a == 0, "%s: area-only differs from full on a forced algorithm", what);
        }
    for (int a = 0; a < 3; a++) free(first_occ[a]);

    if (frame_ok) {
        /* subtract: tiles the uncovered cells of the frame; the same rects on every path. */
        for (int a = 0; a < 3; a++) {
            const ck_rect *out; size_t n;
            CHECK(ck_subtract(ws[0][a], frame, soa(s), &out, &n) == 0, "%s: subtract rc", what);
            CHECK(tiles_exactly(&g, out, n, 0, frame), "%s a%d: subtract does not tile the remainder", what, a);
            ck_rect *ref = malloc((n + 1) * sizeof(ck_rect));
            if (n) memcpy(ref, out, n * sizeof(ck_rect));
            for (int p = 1; p < paths; p++) {
                const ck_rect *o; size_t m;
                CHECK(ck_subtract(ws[p][a], frame, soa(s), &o, &m) == 0, "%s: subtract rc", what);
                CHECK(m == n && (n == 0 || memcmp(o, ref, n * sizeof(ck_rect)) == 0),
                      "%s a%d: %s subtract differs from scalar", what, a, path_name[p]);
            }
            free(ref);
        }
        grid_free(&g);
    }
    free(clipped);
}

/* Union ops against a grid over the valid rects' bounding box. */
static void check_union(const set *s, int kind, const char *what) {
    ck_rect f = {0, 0, 0, 0};
    int any = 0;
    for (size_t i = 0; i < s->n; i++) {
        if (!valid(s->x0[i], s->y0[i], s->x1[i], s->y1[i])) continue;
        if (!any) { f = (ck_rect){s->x0[i], s->y0[i], s->x1[i], s->y1[i]}; any = 1; continue; }
        f.min_x = fmin(f.min_x, s->x0[i]); f.min_y = fmin(f.min_y, s->y0[i]);
        f.max_x = fmax(f.max_x, s->x1[i]); f.max_y = fmax(f.max_y, s->y1[i]);
    }
    for (int p = 0; p < paths; p++) {
        double ua = union_area(ws[p][0], soa(s));
        const ck_rect *out; size_t n;
        CHECK(ck_union(ws[p][0], soa(s), &out, &n) == 0, "%s: union rc", what);
        if (!any) { CHECK(ua == 0 && n == 0, "%s: union of nothing", what); continue; }
        grid g;
        grid_build(&g, f, s);
        ck_rect b; int has;
        double exp = grid_area(&g, 1, &b, &has);
        CHECK(close_to(ua, exp, area_of(f), kind < 2), "%s: union area %.17g != %.17g", what, ua, exp);
        CHECK(tiles_exactly(&g, out, n, 1, f), "%s: union rects do not tile the union", what);
        grid_free(&g);
    }
}

static void check_clip_cull(const set *s, ck_rect frame, const char *what) {
    double *a = malloc((s->n + 1) * 8), *b = malloc((s->n + 1) * 8), *c = malloc((s->n + 1) * 8),
           *d = malloc((s->n + 1) * 8);
    uint32_t *idx = malloc((s->n + 1) * 4);
    for (int p = 0; p < paths; p++) {
        size_t k = ck_clip(ws[p][0], soa(s), frame, a, b, c, d);
        size_t j = 0, kc = ck_cull(ws[p][0], soa(s), frame, idx), jc = 0;
        for (size_t i = 0; i < s->n; i++) {
            if (!ck_rect_is_valid(frame) || !valid(s->x0[i], s->y0[i], s->x1[i], s->y1[i])) continue;
            ck_rect e = {fmax(s->x0[i], frame.min_x) + 0.0, fmax(s->y0[i], frame.min_y) + 0.0,
                         fmin(s->x1[i], frame.max_x) + 0.0, fmin(s->y1[i], frame.max_y) + 0.0};
            if (!(e.min_x < e.max_x && e.min_y < e.max_y)) continue;
            CHECK(j < k && same_rect(e, (ck_rect){a[j], b[j], c[j], d[j]}), "%s: clip #%zu", what, i);
            CHECK(jc < kc && idx[jc] == i, "%s: cull #%zu", what, i);
            j++; jc++;
        }
        CHECK(j == k && jc == kc, "%s: clip/cull counts %zu/%zu vs %zu/%zu", what, k, kc, j, jc);
    }
    free(a); free(b); free(c); free(d); free(idx);
}

static void check_fragments(void) {
    for (int t = 0; t < 2000; t++) {
        int kind = t % 3;
        ck_rect r = {coord(kind, 0, 10), coord(kind, 0, 10), 0, 0};
        r.max_x = r.min_x + coord(kind, -1, 8); r.max_y = r.min_y + coord(kind, -1, 8);
        ck_rect o = {coord(kind, -2, 12), coord(kind, -2, 12), 0, 0};
        o.max_x = o.min_x + coord(kind, -1, 10); o.max_y = o.min_y + coord(kind, -1, 10);
        if (t % 50 == 0) o.min_x = NAN;
        ck_rect out[4];
        size_t n = ck_rect_fragments(r, o, out);
        set s; set_alloc(&s, 1);
        s.x0[0] = o.min_x; s.y0[0] = o.min_y; s.x1[0] = o.max_x; s.y1[0] = o.max_y;
        if (!ck_rect_is_valid(r)) { CHECK(n == 0, "fragments of invalid"); set_free(&s); continue; }
        grid g; grid_build(&g, r, &s);
        CHECK(n <= 4 && tiles_exactly(&g, out, n, 0, r), "fragments %d do not tile r − o", t);
        if (!ck_rect_is_valid(o) || !ck_rect_overlaps(r, o)) CHECK(n == 1 && same_rect(out[0], r), "fragments apart");
        grid_free(&g); set_free(&s);
    }
}

/* Adds a row of workspaces for `path` when this build and CPU run it (checks the query). */
static void add_path(ck_simd_path path, const char *name) {
    ck_workspace *probe = ck_workspace_create();
    ck_simd_path got = ck_workspace_set_simd_path(probe, path);
    CHECK(got == ck_workspace_simd_path(probe), "%s: query disagrees with the setter", name);
    ck_workspace_destroy(probe);
    if (got != path) return;
    for (int a = 0; a < 3; a++) {
        ws[paths][a] = ck_workspace_create();
        ck_workspace_set_simd_path(ws[paths][a], path);
        ck_workspace_set_algorithm(ws[paths][a], (ck_algorithm)a);
    }
    path_name[paths++] = name;
}

/* ---- region ---- */

/* Whether SoA rects are banded and coalesced: rows of equal y-range in y order, each row's
   rects sorted by x and not touching, touching rows with different x-intervals. */
static int banded(ck_rect_soa o) {
    size_t r0 = 0, prev0 = 0, prevn = 0;
    while (r0 < o.count) {
        size_t r1 = r0 + 1;
        while (r1 < o.count && o.min_y[r1] == o.min_y[r0] && o.max_y[r1] == o.max_y[r0]) r1++;
        if (!valid(o.min_x[r0], o.min_y[r0], o.max_x[r0], o.max_y[r0])) return 0;
        for (size_t i = r0 + 1; i < r1; i++)
            if (!(o.max_x[i - 1] < o.min_x[i]) || !(o.min_x[i] < o.max_x[i])) return 0;
        if (r0 > 0) {
            if (o.max_y[prev0] > o.min_y[r0]) return 0;
            if (o.max_y[prev0] == o.min_y[r0] && prevn == r1 - r0) {
                int same = 1;
                for (size_t k = 0; k < prevn; k++)
                    same &= o.min_x[prev0 + k] == o.min_x[r0 + k] && o.max_x[prev0 + k] == o.max_x[r0 + k];
                if (same) return 0;
            }
        }
        prev0 = r0; prevn = r1 - r0; r0 = r1;
    }
    return 1;
}

static ck_rect *to_aos(ck_rect_soa o) {
    ck_rect *r = malloc((o.count + 1) * sizeof(ck_rect));
    for (size_t i = 0; i < o.count; i++) r[i] = (ck_rect){o.min_x[i], o.min_y[i], o.max_x[i], o.max_y[i]};
    return r;
}

static double soa_area(ck_rect_soa o) {
    double a = 0;
    for (size_t i = 0; i < o.count; i++) a += (o.max_x[i] - o.min_x[i]) * (o.max_y[i] - o.min_y[i]);
    return a;
}

/* Every region query inside window q against the grid oracle over the rects added so far
   (`added`) and against the kernel's other operations on the same rects. */
static void check_region_window(ck_region *rg, const set *added, ck_rect q, int kind, const char *what) {
    const int exact = kind < 2;
    double area = ck_region_area_in(rg, q);
    ck_rect_soa cov, unc;
    CHECK(ck_region_covered(rg, ws[0][0], q, &cov) == 0, "%s: covered rc", what);
    ck_rect *cov_r = to_aos(cov);
    double cov_area = soa_area(cov);
    CHECK(banded(cov), "%s: covered rects not banded", what);
    CHECK(ck_region_uncovered(rg, ws[0][1], q, &unc) == 0, "%s: uncovered rc", what);
    ck_rect *unc_r = to_aos(unc);
    CHECK(banded(unc), "%s: uncovered rects not banded", what);
    if (!ck_rect_is_valid(q)) {
        CHECK(area == 0 && cov.count == 0 && unc.count == 0 && !ck_region_contains_rect(rg, q) &&
                  !ck_region_overlaps_rect(rg, q), "%s: results on an invalid window", what);
        free(cov_r); free(unc_r);
        return;
    }
    grid g;
    grid_build(&g, q, added);
    ck_rect b; int has;
    double exp = grid_area(&g, 1, &b, &has);
    double all = area_of(q);
    CHECK(close_to(area, exp, all, exact), "%s: area in %.17g != %.17g", what, area, exp);
    CHECK(close_to(cov_area, area, all, exact), "%s: covered rects %.17g != area in %.17g", what, cov_area, area);
    CHECK(tiles_exactly(&g, cov_r, cov.count, 1, q), "%s: covered rects do not tile region ∩ q (%zu)", what, cov.count);
    CHECK(tiles_exactly(&g, unc_r, unc.count, 0, q), "%s: uncovered rects do not tile q − region (%zu)", what, unc.count);
    double full_cells = grid_area(&g, 0, &b, &has);
    CHECK(ck_region_contains_rect(rg, q) == !has, "%s: contains %d but %g uncovered", what, ck_region_contains_rect(rg, q), full_cells);
    CHECK(ck_region_overlaps_rect(rg, q) == (exp > 0), "%s: overlaps disagrees with area %g", what, exp);
    /* The other kernel operations on the added rects clipped to q. */
    double *c0 = malloc((added->n + 1) * 8), *c1 = malloc((added->n + 1) * 8), *c2 = malloc((added->n + 1) * 8),
           *c3 = malloc((added->n + 1) * 8);
    size_t k = ck_clip(ws[0][2], soa(added), q, c0, c1, c2, c3);
    double ua = union_area(ws[0][2], (ck_rect_soa){c0, c1, c2, c3, k});
    CHECK(close_to(ua, area, all, exact), "%s: union area of the clipped rects %.17g != %.17g", what, ua, area);
    free(c0); free(c1); free(c2); free(c3);
    ck_exposure_result direct, via[3];
    ck_exposure(ws[0][2], q, soa(added), &direct);
    for (int p = 0; p < paths; p++) {
        CHECK(ck_region_exposure(rg, ws[p][0], q, &via[p]) == 0, "%s: region exposure rc", what);
        CHECK(close_to(via[p].visible_area, direct.visible_area, all, exact), "%s: region exposure area %.17g != %.17g",
              what, via[p].visible_area, direct.visible_area);
        CHECK(same_rect(via[p].visible_bounds, direct.visible_bounds), "%s: region exposure bounds differ", what);
        if (has) CHECK(tiles_exactly(&g, via[p].occlusion, via[p].occlusion_count, 1, via[p].visible_bounds),
                       "%s: region exposure occlusion does not tile", what);
    }
    for (int p = 1; p < paths; p++)
        CHECK(memcmp(&via[0].visible_area, &via[p].visible_area, sizeof(double)) == 0 &&
                  via[0].occlusion_count == via[p].occlusion_count,
              "%s: region exposure differs between SIMD paths (%s)", what, path_name[p]);
    grid_free(&g);
    free(cov_r); free(unc_r);
}

/* Bit-identical banded form of two regions (over their bounds). */
static int same_region(ck_region *a, ck_region *b) {
    ck_rect ba = ck_region_bounds(a), bb = ck_region_bounds(b);
    if (!same_rect(ba, bb) || ck_region_rect_count(a) != ck_region_rect_count(b)) return 0;
    ck_rect_soa oa, ob;
    ck_region_covered(a, ws[0][0], ba, &oa);
    ck_rect *ra = to_aos(oa);
    ck_region_covered(b, ws[0][0], bb, &ob);
    int same = oa.count == ob.count && oa.count == ck_region_rect_count(a);
    for (size_t i = 0; same && i < ob.count; i++)
        same = memcmp(&ra[i], &(ck_rect){ob.min_x[i], ob.min_y[i], ob.max_x[i], ob.max_y[i]}, sizeof(ck_rect)) == 0;
    free(ra);
    return same;
}

static void check_region(void) {
    ck_region *rg = ck_region_create();
    /* Hand-worked: two touching squares make one band of one interval; a square under the
       left one adds a band; one under the right one coalesces everything into one band. */
    {
        ck_region_add_rect(rg, (ck_rect){0, 0, 10, 10});
        ck_region_add_rect(rg, (ck_rect){10, 0, 20, 10});
        CHECK(ck_region_band_count(rg) == 1 && ck_region_rect_count(rg) == 1, "touching squares merge");
        ck_region_add_rect(rg, (ck_rect){0, 10, 10, 20});
        CHECK(ck_region_band_count(rg) == 2 && ck_region_rect_count(rg) == 2, "L shape: 2 bands");
        ck_region_add_rect(rg, (ck_rect){10, 10, 20, 20});
        CHECK(ck_region_band_count(rg) == 1 && ck_region_rect_count(rg) == 1, "square: bands coalesce");
        CHECK(ck_region_area_in(rg, (ck_rect){5, 5, 15, 15}) == 100, "area in the middle");
        CHECK(ck_region_area_in(rg, (ck_rect){15, 15, 40, 40}) == 25, "area at a corner");
        CHECK(same_rect(ck_region_bounds(rg), (ck_rect){0, 0, 20, 20}), "bounds");
        CHECK(ck_region_contains_rect(rg, (ck_rect){0, 0, 20, 20}) && !ck_region_contains_rect(rg, (ck_rect){0, 0, 20, 21}),
              "contains");
        CHECK(!ck_region_overlaps_rect(rg, (ck_rect){20, 0, 30, 20}), "an edge-touching rect does not overlap");
        ck_region_add_rect(rg, (ck_rect){5, -5, 8, NAN});
        ck_region_add_rect(rg, (ck_rect){5, 5, 5, 8});
        CHECK(ck_region_rect_count(rg) == 1 && ck_region_check(rg), "invalid rects are ignored");
        /* A hole: a frame of 4 rects around [5,15)²; its uncovered part is the hole. */
        ck_region_clear(rg);
        CHECK(ck_region_rect_count(rg) == 0 && ck_region_area_in(rg, (ck_rect){0, 0, 20, 20}) == 0, "clear");
        double fx0[] = {0, 0, 0, 15}, fy0[] = {0, 15, 5, 5}, fx1[] = {20, 20, 5, 20}, fy1[] = {5, 20, 15, 15};
        ck_region_add(rg, (ck_rect_soa){fx0, fy0, fx1, fy1, 4});
        ck_rect_soa u;
        ck_region_uncovered(rg, ws[0][0], (ck_rect){-0.0, 0, 20, 20}, &u);
        CHECK(u.count == 1 && same_rect((ck_rect){u.min_x[0], u.min_y[0], u.max_x[0], u.max_y[0]}, (ck_rect){5, 5, 15, 15}),
              "frame: the hole is uncovered");
        CHECK(ck_region_band_count(rg) == 3 && ck_region_rect_count(rg) == 4, "frame: 3 bands, 4 rects");
        ck_exposure_result r;
        ck_region_exposure(rg, ws[0][0], (ck_rect){0, 0, 20, 20}, &r);
        CHECK(r.visible_area == 100 && same_rect(r.visible_bounds, (ck_rect){5, 5, 15, 15}) && r.occlusion_count == 0,
              "frame: exposure of the whole is the hole");
    }
    /* Random sequences of additions, every query checked after each one. */
    char what[160];
    for (int t = 0; t < 240; t++) {
        const int kind = t % 3;
        rng_state = 4000 + (uint64_t)t;
        ck_region_clear(rg);
        const size_t steps = 1 + next_u64() % 40;
        const double maxwh = (t % 4 == 0) ? 80 : (t % 4 == 1) ? 25 : (t % 4 == 2) ? 6 : 2;
        set all; set_alloc(&all, steps * 4);
        all.n = 0;
        for (size_t step = 0; step < steps; step++) {
            set batch;
            random_set(&batch, 1 + next_u64() % 4, kind, maxwh, t % 5 == 0);
            for (size_t i = 0; i < batch.n; i++) {
                all.x0[all.n] = batch.x0[i]; all.y0[all.n] = batch.y0[i];
                all.x1[all.n] = batch.x1[i]; all.y1[all.n] = batch.y1[i];
                all.n++;
            }
            CHECK(ck_region_add(rg, soa(&batch)) == 0, "region add rc");
            CHECK(ck_region_check(rg), "region %d step %zu: invariant broken", t, step);
            ck_rect q = {coord(kind, -30, 60), coord(kind, -30, 60), 0, 0};
            q.max_x = q.min_x + coord(kind, 0, 90); q.max_y = q.min_y + coord(kind, 0, 90);
            if (step % 4 == 3) q = (ck_rect){-1e6, -1e6, 1e6, 1e6};
            snprintf(what, sizeof what, "region %d step %zu kind %d", t, step, kind);
            check_region_window(rg, &all, q, kind, what);
            set_free(&batch);
        }
        /* Bounds are the valid rects' bounding box; the banded form does not depend on the
           order of the additions, nor on clearing and reusing the region. */
        ck_rect bb = {0, 0, 0, 0}; int any = 0;
        for (size_t i = 0; i < all.n; i++) {
            if (!valid(all.x0[i], all.y0[i], all.x1[i], all.y1[i])) continue;
            ck_rect r = {all.x0[i], all.y0[i], all.x1[i], all.y1[i]};
            if (!any) { bb = r; any = 1; continue; }
            bb = (ck_rect){fmin(bb.min_x, r.min_x), fmin(bb.min_y, r.min_y), fmax(bb.max_x, r.max_x), fmax(bb.max_y, r.max_y)};
        }
        CHECK(same_rect(ck_region_bounds(rg), bb), "region %d: bounds", t);
        ck_region *rev = ck_region_create();
        for (size_t i = all.n; i-- > 0;)
            ck_region_add_rect(rev, (ck_rect){all.x0[i], all.y0[i], all.x1[i], all.y1[i]});
        CHECK(ck_region_check(rev) && same_region(rg, rev), "region %d: reverse order gives another form", t);
        ck_region_clear(rev);
        ck_region_add(rev, soa(&all));
        CHECK(ck_region_check(rev) && same_region(rg, rev), "region %d: reuse after clear differs", t);
        ck_region_destroy(rev);
        set_free(&all);
    }
    /* Thousands of tiny rects: deep skip list, many intervals per band, arena compaction. */
    {
        rng_state = 99;
        ck_region_clear(rg);
        set s; random_set(&s, 5000, 0, 3, 0);
        for (size_t i = 0; i < s.n; i += 500) {
            set part = s;
            part.x0 += i; part.y0 += i; part.x1 += i; part.y1 += i;
            part.n = s.n - i < 500 ? s.n - i : 500;
            ck_region_add(rg, soa(&part));
            CHECK(ck_region_check(rg), "tiny rects: invariant after %zu", i + part.n);
        }
        double ua = union_area(ws[0][0], soa(&s));
        ck_rect all = ck_region_bounds(rg);
        CHECK(ck_region_area_in(rg, all) == ua, "tiny rects: area %.17g != union area %.17g", ck_region_area_in(rg, all), ua);
        check_region_window(rg, &s, (ck_rect){10, 10, 60, 60}, 0, "tiny rects window");
        set_free(&s);
    }
    /* Huge magnitudes: no crash, invariant kept. */
    {
        ck_region_clear(rg);
        double v[] = {1e300, -1e300, 1e-300, -0.0, 1e308, -1e308};
        for (int i = 0; i < 36; i++)
            ck_region_add_rect(rg, (ck_rect){v[i % 6], v[(i / 6) % 6], v[(i + 1) % 6], v[(i / 6 + 2) % 6]});
        CHECK(ck_region_check(rg), "huge: invariant");
        (void)ck_region_area_in(rg, (ck_rect){-1e308, -1e308, 1e308, 1e308});
    }
    ck_region_destroy(rg);
    ck_region_destroy(NULL);
}

int main(void) {
    add_path(CK_SIMD_SCALAR, "scalar");
    add_path(CK_SIMD_BASELINE, "baseline");
    add_path(CK_SIMD_AVX2, "AVX2");
    CHECK(paths >= 1 && strcmp(path_name[0], "scalar") == 0, "the scalar path is always there");
#ifdef CK_NO_SIMDE
    /* Built without SIMDe: every request runs the scalar path, and says so. */
    CHECK(paths == 1, "CK_NO_SIMDE build still has a SIMD path");
    {
        ck_workspace *w = ck_workspace_create();
        CHECK(ck_workspace_simd_path(w) == CK_SIMD_SCALAR &&
                  ck_workspace_set_simd_path(w, CK_SIMD_AUTO) == CK_SIMD_SCALAR &&
                  ck_workspace_set_simd_path(w, CK_SIMD_BASELINE) == CK_SIMD_SCALAR,
              "CK_NO_SIMDE build reports a SIMD path");
        ck_workspace_destroy(w);
    }
#else
    CHECK(paths >= 2 && strcmp(path_name[1], "baseline") == 0, "the baseline path is missing");
#endif
    printf("paths tested:");
    for (int p = 0; p < paths; p++) printf(" %s", path_name[p]);
    printf("\n");
    const ck_rect frame = {0, 0, 100, 100};

    check_fragments();
    check_region();

    /* Hand-worked: frame 100×100, obstruction [0,50)×[0,100) → visible 5000, bounds
       [50,100)×[0,100), occlusion none inside the bounds. */
    {
        set s; set_alloc(&s, 1);
        s.x0[0] = -10; s.y0[0] = -5; s.x1[0] = 50; s.y1[0] = 200;
        for (int p = 0; p < paths; p++) {
            ck_exposure_result r;
            ck_exposure(ws[p][0], frame, soa(&s), &r);
            CHECK(r.visible_area == 5000 && same_rect(r.visible_bounds, (ck_rect){50, 0, 100, 100}) &&
                      r.occlusion_count == 0, "hand-worked half cover %s", path_name[p]);
        }
        set_free(&s);
    }
    /* Two overlapping 20×20 squares at (10,10) and (20,20) in the corner-free middle: visible
       10000 − (400 + 400 − 100) = 9300; occlusion area 700 in disjoint pieces. */
    {
        set s; set_alloc(&s, 2);
        s.x0[0] = 10; s.y0[0] = 10; s.x1[0] = 30; s.y1[0] = 30;
        s.x0[1] = 20; s.y0[1] = 20; s.x1[1] = 40; s.y1[1] = 40;
        for (int p = 0; p < paths; p++)
            for (int a = 0; a < 3; a++) {
                ck_exposure_result r;
                ck_exposure(ws[p][a], frame, soa(&s), &r);
                double occ = 0;
                for (size_t i = 0; i < r.occlusion_count; i++) occ += area_of(r.occlusion[i]);
                CHECK(r.visible_area == 9300 && occ == 700 && same_rect(r.visible_bounds, frame),
                      "hand-worked two squares %s a%d", path_name[p], a);
            }
        set_free(&s);
    }
    /* Everything covered: zero bounds, no rects. Empty set: the frame itself. Invalid frame. */
    {
        set s; set_alloc(&s, 2);
        s.x0[0] = 0; s.y0[0] = 0; s.x1[0] = 60; s.y1[0] = 100;
        s.x0[1] = 50; s.y0[1] = 0; s.x1[1] = 100; s.y1[1] = 100;
        for (int p = 0; p < paths; p++)
            for (int a = 0; a < 3; a++) {
                ck_exposure_result r;
                ck_exposure(ws[p][a], frame, soa(&s), &r);
                CHECK(r.visible_area == 0 && same_rect(r.visible_bounds, (ck_rect){0, 0, 0, 0}) &&
                          r.occlusion_count == 0, "fully covered %s a%d", path_name[p], a);
            }
        s.n = 0;
        ck_exposure_result r;
        ck_exposure(ws[0][0], frame, soa(&s), &r);
        CHECK(r.visible_area == 10000 && same_rect(r.visible_bounds, frame), "no obstructions");
        ck_exposure(ws[0][0], (ck_rect){NAN, 0, 1, 1}, soa(&s), &r);
        CHECK(r.visible_area == 0, "NaN frame");
        set_free(&s);
    }

    char what[128];
    static const size_t sizes[] = {0, 1, 2, 3, 5, 8, 13, 31, 48, 49, 64, 100, 300, 1000};
    for (int t = 0; t < 600; t++) {
        int kind = t % 3;
        size_t n = sizes[(t / 3) % (sizeof sizes / sizeof *sizes)];
        double maxwh = (t % 4 == 0) ? 80 : (t % 4 == 1) ? 25 : (t % 4 == 2) ? 6 : 2;
        set s;
        random_set(&s, n, kind, maxwh, t % 5 == 0);
        if (t % 7 == 0 && n > 2) { /* duplicates and touching edges */
            s.x0[1] = s.x0[0]; s.y0[1] = s.y0[0]; s.x1[1] = s.x1[0]; s.y1[1] = s.y1[0];
            s.x0[2] = s.x1[0]; s.y0[2] = s.y0[0]; s.x1[2] = s.x1[0] + 3; s.y1[2] = s.y1[0];
        }
        ck_rect f = frame;
        if (t % 11 == 0) f = (ck_rect){coord(kind, 0, 30), coord(kind, 0, 30), coord(kind, 40, 90), coord(kind, 40, 90)};
        if (t % 53 == 0) f.max_x = f.min_x; /* empty frame */
        snprintf(what, sizeof what, "case %d (n=%zu kind=%d maxwh=%g)", t, n, kind, maxwh);
        check_exposure(f, &s, kind, what);
        check_union(&s, kind, what);
        check_clip_cull(&s, f, what);
        set_free(&s);
    }
    /* Many tiny rects on a large frame: thousands of occlusion rects (the radix sort path). */
    {
        rng_state = 77;
        set s; set_alloc(&s, 6000);
        for (size_t i = 0; i < s.n; i++) {
            double x = floor(unit() * 400), y = floor(unit() * 400);
            s.x0[i] = x; s.y0[i] = y; s.x1[i] = x + 1 + floor(unit() * 3); s.y1[i] = y + 1 + floor(unit() * 3);
        }
        check_exposure((ck_rect){0, 0, 400, 400}, &s, 0, "many tiny rects");
        set_free(&s);
    }
    /* Many large overlapping rects (workload A's shape): AUTO uses SoA fragment subtraction,
       whose remainder collapses; and a set that looks the same in its first rects but ends in
       thousands of tiny ones: the live-fragment cap sends it to the sweep. */
    {
        static const size_t big[] = {400, 1200, 3000};
        for (int t = 0; t < 6; t++) {
            int kind = t % 2;
            rng_state = 900 + (uint64_t)t;
            set s; set_alloc(&s, big[t % 3]);
            for (size_t i = 0; i < s.n; i++) {
                double w = coord(kind, 1, 40), h = coord(kind, 1, 40);
                double x = coord(kind, -10, 100 - w + 10), y = coord(kind, -10, 100 - h + 10);
                s.x0[i] = x; s.y0[i] = y; s.x1[i] = x + w; s.y1[i] = y + h;
            }
            snprintf(what, sizeof what, "large overlapping rects %d (n=%zu)", t, s.n);
            check_exposure(frame, &s, kind, what);
            ck_exposure_result r;
            ck_exposure(ws[0][0], frame, soa(&s), &r);
            CHECK(r.algorithm == CK_ALGORITHM_FRAGMENTS, "%s: AUTO chose %d, not fragments", what, r.algorithm);
            set_free(&s);
        }
        rng_state = 31;
        set s; set_alloc(&s, 4000);
        for (size_t i = 0; i < s.n; i++) {
            double side = i < 256 ? 8 : 0.5;
            double x = floor(unit() * 190) / 2, y = floor(unit() * 190) / 2;
            s.x0[i] = x; s.y0[i] = y; s.x1[i] = x + side; s.y1[i] = y + side;
        }
        check_exposure(frame, &s, 1, "large rects then tiny ones");
        ck_exposure_result r;
        ck_exposure(ws[0][0], frame, soa(&s), &r);
        CHECK(r.algorithm == CK_ALGORITHM_SWEEP, "large then tiny: AUTO kept %d past the fragment cap", r.algorithm);
        set_free(&s);
    }
    /* Huge and tiny magnitudes: never crash; results finite or inf, never a hang. */
    {
        set s; set_alloc(&s, 4);
        double v[] = {1e300, -1e300, 1e-300, -0.0};
        for (int i = 0; i < 4; i++) { s.x0[i] = v[i]; s.y0[i] = v[(i + 1) % 4]; s.x1[i] = v[(i + 2) % 4]; s.y1[i] = v[(i + 3) % 4]; }
        for (int a = 0; a < 3; a++) {
            ck_exposure_result r;
            CHECK(ck_exposure(ws[0][a], (ck_rect){-1e308, -1e308, 1e308, 1e308}, soa(&s), &r) == 0, "huge");
        }
        set_free(&s);
    }

    for (int p = 0; p < paths; p++)
        for (int a = 0; a < 3; a++) ck_workspace_destroy(ws[p][a]);
    printf("%ld passed, %ld failed\n", passed, failed);
    return failed ? 1 : 0;
}
