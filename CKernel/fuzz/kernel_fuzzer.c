/* libFuzzer harness of the kernel (`make fuzz`): decodes bytes into a frame and obstruction
   rects — small half-integers, raw doubles, NaN, ±inf, ±1e300, -0.0 — and aborts when an
   invariant breaks:
   - every call returns (no crash, no hang, no sanitizer report);
   - every SIMD path this build and CPU run (baseline, AVX2) equals the scalar path bit for
     bit, for each algorithm;
   - fragments, sweep and the AUTO choice (incl. its disjoint fast path) agree: same bounds,
     same area (exactly on half-integer input);
   - occlusion rects: valid, inside the visible bounds, pairwise disjoint on their raw edges;
   - exact input: area(bounds) = visible area + Σ occlusion areas, each occlusion rect lies
     inside ∪ obstructions, the area-only entry point and the remainder pieces agree.
   Region (the same rects added one by one, each followed by queries inside the frame and
   inside the next rect):
   - the region invariant holds after every addition; covered and uncovered rects are banded
     and coalesced, inside the window;
   - exact input: area inside the window = Σ covered rects = the union area of the added rects
     clipped to it = window − Σ uncovered rects; contains/overlaps agree with that area;
   - the region's exposure of the frame has the same bounds as ck_exposure on the added rects
     (and the same area on exact input), bit-identical on every SIMD path;
   - adding the rects in reverse order gives the same banded form, bit for bit. */
#include "ckernel.h"
#include "../src/ck_testing.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RECTS 96

typedef struct reader {
    const uint8_t *p;
    size_t n;
    int exact; /* no raw doubles / specials were decoded */
} reader;

static uint8_t byte(reader *r) {
    if (!r->n) return 0;
    r->n--;
    return *r->p++;
}

static double coordinate(reader *r) {
    uint8_t b = byte(r);
    if (b < 200) return (b - 40) * 0.5;
    r->exact = 0;
    switch (b) {
    case 250: return NAN;
    case 251: return INFINITY;
    case 252: return -INFINITY;
    case 253: return 1e300;
    case 254: return -1e300;
    case 255: return -0.0;
    default: {
        double d = 0;
        uint8_t raw[8];
        for (int i = 0; i < 8; i++) raw[i] = byte(r);
        memcpy(&d, raw, 8);
        return d;
    }
    }
}

#define FAIL(...) do { fprintf(stderr, "INVARIANT: " __VA_ARGS__); fprintf(stderr, "\n"); abort(); } while (0)

/* The area entry points' results (every call must succeed on these small inputs). */
static double visible_area(ck_workspace *w, ck_rect frame, ck_rect_soa set) {
    double a;
    if (ck_visible_area(w, frame, set, &a) != CK_OK) FAIL("ck_visible_area failed");
    return a;
}
static double union_area(ck_workspace *w, ck_rect_soa set) {
    double a;
    if (ck_union_area(w, set, &a) != CK_OK) FAIL("ck_union_area failed");
    return a;
}

/* [path][algorithm]: path 0 is the scalar reference, then each SIMD path available here. */
static ck_workspace *ws[3][3];
static int paths;

static void add_path(ck_simd_path path) {
    ck_workspace *probe = ck_workspace_create();
    const int runs = probe && ck_workspace_set_simd_path(probe, path) == path;
    ck_workspace_destroy(probe);
    if (!runs) return;
    for (int a = 0; a < 3; a++) {
        ws[paths][a] = ck_workspace_create();
        if (!ws[paths][a]) abort();
        ck_workspace_set_simd_path(ws[paths][a], path);
        ck_workspace_set_algorithm(ws[paths][a], (ck_algorithm)a);
    }
    paths++;
}

static int same(ck_rect a, ck_rect b) { return memcmp(&a, &b, sizeof a) == 0; }
static double area(ck_rect r) { return (r.max_x - r.min_x) * (r.max_y - r.min_y); }

/* ---- region ---- */

static ck_region *regions[2];

/* Valid rects inside w, banded and coalesced: rows of equal y-range in y order, x-sorted and
   not touching within a row, touching rows different. Returns Σ areas. */
static double check_banded(ck_rect_soa o, ck_rect w, const char *what) {
    double total = 0;
    size_t r0 = 0, p0 = 0, pn = 0;
    while (r0 < o.count) {
        size_t r1 = r0 + 1;
        while (r1 < o.count && o.min_y[r1] == o.min_y[r0] && o.max_y[r1] == o.max_y[r0]) r1++;
        for (size_t i = r0; i < r1; i++) {
            ck_rect r = {o.min_x[i], o.min_y[i], o.max_x[i], o.max_y[i]};
            if (!ck_rect_is_valid(r)) FAIL("%s: invalid rect", what);
            if (r.min_x < w.min_x || r.max_x > w.max_x || r.min_y < w.min_y || r.max_y > w.max_y)
                FAIL("%s: rect outside the window", what);
            if (i > r0 && !(o.max_x[i - 1] < r.min_x)) FAIL("%s: row not sorted or touching", what);
            total += area(r);
        }
        if (r0 > 0) {
            if (o.max_y[p0] > o.min_y[r0]) FAIL("%s: rows overlap", what);
            if (o.max_y[p0] == o.min_y[r0] && pn == r1 - r0) {
                int same = 1;
                for (size_t k = 0; k < pn; k++)
                    same &= o.min_x[p0 + k] == o.min_x[r0 + k] && o.max_x[p0 + k] == o.max_x[r0 + k];
                if (same) FAIL("%s: touching rows not coalesced", what);
            }
        }
        p0 = r0; pn = r1 - r0; r0 = r1;
    }
    return total;
}

static void check_window(const ck_region *rg, ck_rect w, const double *x0, const double *y0,
                         const double *x1, const double *y1, size_t added, int exact) {
    ck_rect_soa cov, unc;
    if (ck_region_covered(rg, ws[0][0], w, &cov)) FAIL("region covered failed");
    const double c = check_banded(cov, w, "covered");
    if (ck_region_uncovered(rg, ws[0][1], w, &unc)) FAIL("region uncovered failed");
    const double u = check_banded(unc, w, "uncovered");
    const double a = ck_region_area_in(rg, w);
    if (!ck_rect_is_valid(w)) {
        if (a != 0 || cov.count || unc.count || ck_region_contains_rect(rg, w) || ck_region_overlaps_rect(rg, w))
            FAIL("region results on an invalid window");
        return;
    }
    if (!exact) return;
    static double c0[MAX_RECTS], c1[MAX_RECTS], c2[MAX_RECTS], c3[MAX_RECTS];
    size_t k = ck_clip(ws[0][2], (ck_rect_soa){x0, y0, x1, y1, added}, w, c0, c1, c2, c3);
    const double ua = union_area(ws[0][2], (ck_rect_soa){c0, c1, c2, c3, k});
    if (a != c || a != ua) FAIL("region area in %.17g, covered rects %.17g, union area %.17g", a, c, ua);
    if (a + u != area(w)) FAIL("region covered %.17g + uncovered %.17g != window %.17g", a, u, area(w));
    if (ck_region_contains_rect(rg, w) != (a == area(w))) FAIL("region contains disagrees with the area");
    if (ck_region_overlaps_rect(rg, w) != (a > 0)) FAIL("region overlaps disagrees with the area");
}

static void check_region(ck_rect frame, const double *x0, const double *y0, const double *x1,
                         const double *y1, size_t n, int exact, int paths) {
    if (!regions[0]) {
        regions[0] = ck_region_create();
        regions[1] = ck_region_create();
    }
    ck_region *rg = regions[0], *rev = regions[1];
    ck_region_clear(rg);
    ck_region_clear(rev);
    for (size_t i = 0; i < n; i++) {
        if (ck_region_add_rect(rg, (ck_rect){x0[i], y0[i], x1[i], y1[i]})) FAIL("region add failed");
        if (!ck_region_check(rg)) FAIL("region invariant broken after addition %zu", i);
        check_window(rg, frame, x0, y0, x1, y1, i + 1, exact);
        const size_t j = (i + 1) % n;
        check_window(rg, (ck_rect){x0[j], y0[j], x1[j], y1[j]}, x0, y0, x1, y1, i + 1, exact);
    }
    /* The exposure of the frame through the region and directly. */
    ck_exposure_result direct, via[3];
    if (ck_exposure(ws[0][2], frame, (ck_rect_soa){x0, y0, x1, y1, n}, &direct)) FAIL("ck_exposure failed");
    for (int p = 0; p < paths; p++)
        if (ck_region_exposure(rg, ws[p][0], frame, &via[p])) FAIL("region exposure failed");
    if (!same(via[0].visible_bounds, direct.visible_bounds)) FAIL("region exposure bounds differ");
    if (exact && via[0].visible_area != direct.visible_area)
        FAIL("region exposure area %.17g != %.17g", via[0].visible_area, direct.visible_area);
    for (int p = 1; p < paths; p++)
        if (memcmp(&via[0].visible_area, &via[p].visible_area, sizeof(double)) ||
            via[0].occlusion_count != via[p].occlusion_count)
            FAIL("region exposure differs between SIMD paths");
    /* One banded form per point set, whatever the order. */
    for (size_t i = n; i-- > 0;) ck_region_add_rect(rev, (ck_rect){x0[i], y0[i], x1[i], y1[i]});
    if (!ck_region_check(rev)) FAIL("region invariant broken (reverse order)");
    ck_rect b = ck_region_bounds(rg);
    if (!same(b, ck_region_bounds(rev)) || ck_region_rect_count(rg) != ck_region_rect_count(rev))
        FAIL("reverse order: other bounds or rect count");
    static ck_rect forward[MAX_RECTS * MAX_RECTS * 4 + 8];
    ck_rect_soa o;
    if (ck_region_covered(rg, ws[0][0], b, &o)) FAIL("region covered failed");
    if (o.count != ck_region_rect_count(rg) || o.count > sizeof forward / sizeof *forward)
        FAIL("covered(bounds) has %zu rects, the region %zu", o.count, ck_region_rect_count(rg));
    for (size_t i = 0; i < o.count; i++) forward[i] = (ck_rect){o.min_x[i], o.min_y[i], o.max_x[i], o.max_y[i]};
    if (ck_region_covered(rev, ws[0][0], b, &o)) FAIL("region covered failed");
    for (size_t i = 0; i < o.count; i++)
        if (!same(forward[i], (ck_rect){o.min_x[i], o.min_y[i], o.max_x[i], o.max_y[i]}))
            FAIL("reverse order gives another banded form");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!paths) {
        add_path(CK_SIMD_SCALAR);
        add_path(CK_SIMD_BASELINE);
        add_path(CK_SIMD_AVX2);
    }
    reader r = {data, size, 1};
    ck_rect frame = {coordinate(&r), coordinate(&r), coordinate(&r), coordinate(&r)};
    static double x0[MAX_RECTS], y0[MAX_RECTS], x1[MAX_RECTS], y1[MAX_RECTS];
    size_t n = 0;
    while (r.n >= 4 && n < MAX_RECTS) {
        x0[n] = coordinate(&r); y0[n] = coordinate(&r); x1[n] = coordinate(&r); y1[n] = coordinate(&r);
        n++;
    }
    ck_rect_soa set = {x0, y0, x1, y1, n};
    const int exact = r.exact;

    /* Keep copies: results live in the workspace until its next call. */
    static ck_rect occ[3][3][MAX_RECTS * MAX_RECTS * 4 + 8];
    ck_exposure_result res[3][3];
    for (int p = 0; p < paths; p++)
        for (int a = 0; a < 3; a++) {
            if (ck_exposure(ws[p][a], frame, set, &res[p][a]) != 0) FAIL("ck_exposure failed");
            if (res[p][a].occlusion_count > sizeof occ[0][0] / sizeof(ck_rect)) FAIL("too many rects");
            if (res[p][a].occlusion_count)
                memcpy(occ[p][a], res[p][a].occlusion, res[p][a].occlusion_count * sizeof(ck_rect));
        }
    for (int p = 1; p < paths; p++)
        for (int a = 0; a < 3; a++)
            if (memcmp(&res[0][a].visible_area, &res[p][a].visible_area, sizeof(double)) ||
                !same(res[0][a].visible_bounds, res[p][a].visible_bounds) ||
                res[0][a].occlusion_count != res[p][a].occlusion_count ||
                memcmp(occ[0][a], occ[p][a], res[0][a].occlusion_count * sizeof(ck_rect)))
                FAIL("SIMD path %d differs from scalar (algorithm %d)", p, a);
    const ck_exposure_result *fr = &res[0][CK_ALGORITHM_FRAGMENTS], *sw = &res[0][CK_ALGORITHM_SWEEP];
    const ck_exposure_result *au = &res[0][CK_ALGORITHM_AUTO];
    if (!same(fr->visible_bounds, sw->visible_bounds)) FAIL("fragments and sweep bounds differ");
    if (!same(au->visible_bounds, sw->visible_bounds)) FAIL("auto and sweep bounds differ");
    if (exact && au->visible_area != sw->visible_area) FAIL("auto area %.17g != sweep area %.17g", au->visible_area, sw->visible_area);
    const double fa = area(frame);
    const int finite_scale = isfinite(fa) && fabs(fa) < 1e250;
    if (exact ? fr->visible_area != sw->visible_area
              : (finite_scale && fabs(fr->visible_area - sw->visible_area) > 1e-9 * fmax(fabs(fa), 1)))
        FAIL("fragments area %.17g != sweep area %.17g", fr->visible_area, sw->visible_area);

    for (int a = 0; a < 3; a++) {
        const ck_exposure_result *e = &res[0][a];
        const ck_rect *o = occ[0][a];
        ck_rect b = e->visible_bounds;
        if (e->occlusion_count && !ck_rect_is_valid(b)) FAIL("occlusion without visible bounds");
        double total = 0;
        for (size_t i = 0; i < e->occlusion_count; i++) {
            if (!ck_rect_is_valid(o[i])) FAIL("invalid occlusion rect");
            if (o[i].min_x < b.min_x || o[i].max_x > b.max_x || o[i].min_y < b.min_y || o[i].max_y > b.max_y)
                FAIL("occlusion rect outside the visible bounds");
            for (size_t j = i + 1; j < e->occlusion_count; j++)
                if (ck_rect_overlaps(o[i], o[j])) FAIL("occlusion rects overlap");
            total += area(o[i]);
        }
        if (!exact) continue;
        /* Half-integers of small magnitude: every sum below is exact. */
        if (ck_rect_is_valid(b) && area(b) != e->visible_area + total)
            FAIL("area(bounds) %.17g != visible %.17g + occluded %.17g", area(b), e->visible_area, total);
        if (!ck_rect_is_valid(b) && e->visible_area != 0) FAIL("visible area without bounds");
        double only = visible_area(ws[0][a], frame, set);
        if (only != e->visible_area) FAIL("area-only %.17g != full %.17g", only, e->visible_area);
        const ck_rect *pieces;
        size_t np;
        if (ck_subtract(ws[0][a], frame, set, &pieces, &np) != 0) FAIL("subtract failed");
        double rest = 0;
        for (size_t i = 0; i < np; i++) rest += area(pieces[i]);
        if (ck_rect_is_valid(frame) && rest != e->visible_area) FAIL("remainder pieces %.17g != visible %.17g", rest, e->visible_area);
        /* Each occlusion rect lies inside ∪ obstructions: clipping them to it covers it. */
        for (size_t i = 0; i < e->occlusion_count && i < 8; i++) {
            static double c0[MAX_RECTS], c1[MAX_RECTS], c2[MAX_RECTS], c3[MAX_RECTS];
            size_t k = ck_clip(ws[0][a], set, o[i], c0, c1, c2, c3);
            double u = union_area(ws[0][a], (ck_rect_soa){c0, c1, c2, c3, k});
            if (u != area(o[i])) FAIL("occlusion rect not inside the obstructions");
        }
    }
    check_region(frame, x0, y0, x1, y1, n, exact, paths);
    return 0;
}
