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
     inside ∪ obstructions, the area-only entry point and the remainder pieces agree. */
#include "ckernel.h"
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
        double only = ck_visible_area(ws[0][a], frame, set);
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
            double u = ck_union_area(ws[0][a], (ck_rect_soa){c0, c1, c2, c3, k});
            if (u != area(o[i])) FAIL("occlusion rect not inside the obstructions");
        }
    }
    return 0;
}
