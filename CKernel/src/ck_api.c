/* Entry points: clipping and culling, the exposure core, the remainder and the union. The
   algorithm choice lives in ck_dispatch.c; here each call validates, clips and shapes its
   answer. */
#include "ck_scalar.h"
#include <string.h>

/* The frame with -0.0 edges made +0.0 (clipped coordinates are normalised the same way, so
   equal values have equal bits: the sort keys and results depend on it). */
static inline ck_rect normalised(ck_rect r) {
    return (ck_rect){r.min_x + 0.0, r.min_y + 0.0, r.max_x + 0.0, r.max_y + 0.0};
}

/* Clips `set` to `frame` into the workspace's CX* buffers. */
static ck_status clip_into_workspace(ck_workspace *ws, ck_rect_soa set, ck_rect frame,
                                     ck_rect_soa *clipped) {
    const size_t n = set.count;
    double *a = ck_reserve(ws, CK_BUF_CX0, n * sizeof(double));
    double *b = ck_reserve(ws, CK_BUF_CY0, n * sizeof(double));
    double *c = ck_reserve(ws, CK_BUF_CX1, n * sizeof(double));
    double *d = ck_reserve(ws, CK_BUF_CY1, n * sizeof(double));
    if (!a || !b || !c || !d) return CK_ERROR_NO_MEMORY;
    const size_t k = n ? ws->ops->clip(set.min_x, set.min_y, set.max_x, set.max_y, n, frame, a, b, c, d) : 0;
    *clipped = (ck_rect_soa){a, b, c, d, k};
    return CK_OK;
}

/* The dispatched answer for a valid `frame`. */
static ck_status answer(ck_workspace *ws, ck_rect frame, ck_rect_soa obstructions, ck_want want,
                        ck_answer *out) {
    frame = normalised(frame);
    ck_rect_soa clipped;
    const ck_status st = clip_into_workspace(ws, obstructions, frame, &clipped);
    return st ? st : ck_dispatch(ws, frame, clipped, want, out);
}

size_t ck_clip(ck_workspace *ws, ck_rect_soa set, ck_rect frame, double *out_min_x,
               double *out_min_y, double *out_max_x, double *out_max_y) {
    if (!ck_rect_is_valid(frame) || set.count == 0) return 0;
    return ws->ops->clip(set.min_x, set.min_y, set.max_x, set.max_y, set.count, frame, out_min_x,
                         out_min_y, out_max_x, out_max_y);
}

size_t ck_cull(ck_workspace *ws, ck_rect_soa set, ck_rect frame, uint32_t *out_indices) {
    if (!ck_rect_is_valid(frame) || set.count == 0) return 0;
    if (set.count > 0xFFFFFFFFu) return 0;
    return ws->ops->cull(set.min_x, set.min_y, set.max_x, set.max_y, set.count, frame, out_indices);
}

ck_status ck_exposure(ck_workspace *ws, ck_rect clipped, ck_rect_soa obstructions,
                      ck_exposure_result *out) {
    memset(out, 0, sizeof *out);
    out->algorithm = CK_ALGORITHM_SWEEP;
    if (!ck_rect_is_valid(clipped)) return CK_OK;
    ck_answer a;
    ck_status st = answer(ws, clipped, obstructions, CK_WANT_EXPOSURE, &a);
    if (st) return st;
    if (a.has_bounds && a.count > 1) {
        ck_rect *tmp = ck_reserve(ws, CK_BUF_OUT_TMP, a.count * sizeof(ck_rect));
        if (!tmp) return CK_ERROR_NO_MEMORY;
        st = ck_sort_occlusion_ws(ws, a.rects, tmp, a.count);
        if (st) return st;
    }
    out->visible_area = a.visible_area;
    out->algorithm = a.algorithm;
    if (a.has_bounds) {
        out->visible_bounds = a.bounds;
        out->occlusion = a.rects;
        out->occlusion_count = a.count;
    }
    return CK_OK;
}

ck_status ck_visible_area(ck_workspace *ws, ck_rect clipped, ck_rect_soa obstructions,
                          double *area) {
    *area = 0.0;
    if (!ck_rect_is_valid(clipped)) return CK_OK;
    ck_answer a;
    const ck_status st = answer(ws, clipped, obstructions, CK_WANT_AREA, &a);
    if (!st) *area = a.visible_area;
    return st;
}

ck_status ck_subtract(ck_workspace *ws, ck_rect r, ck_rect_soa set, const ck_rect **out,
                      size_t *out_count) {
    *out = 0;
    *out_count = 0;
    if (!ck_rect_is_valid(r)) return CK_OK;
    ck_answer a;
    const ck_status st = answer(ws, r, set, CK_WANT_REMAINDER, &a);
    if (st) return st;
    *out = a.rects;
    *out_count = a.count;
    return CK_OK;
}

/* The valid rects of `set` clipped to their bounding box (normalised) into the workspace;
   CK_DECLINED when there is none. */
static ck_status valid_rects(ck_workspace *ws, ck_rect_soa set, ck_rect *frame,
                             ck_rect_soa *clipped) {
    int any = 0;
    for (size_t i = 0; i < set.count; i++) {
        ck_rect r = {set.min_x[i], set.min_y[i], set.max_x[i], set.max_y[i]};
        if (!ck_rect_is_valid(r)) continue;
        if (!any) { *frame = r; any = 1; continue; }
        frame->min_x = ck_min(frame->min_x, r.min_x); frame->min_y = ck_min(frame->min_y, r.min_y);
        frame->max_x = ck_max(frame->max_x, r.max_x); frame->max_y = ck_max(frame->max_y, r.max_y);
    }
    if (!any) return CK_DECLINED;
    *frame = normalised(*frame);
    return clip_into_workspace(ws, set, *frame, clipped);
}

ck_status ck_union_area(ck_workspace *ws, ck_rect_soa set, double *area) {
    *area = 0.0;
    ck_rect frame;
    ck_rect_soa clipped;
    ck_status st = valid_rects(ws, set, &frame, &clipped);
    if (st == CK_DECLINED) return CK_OK;
    if (st) return st;
    double visible;
    return ck_sweep_area(ws, frame, clipped, &visible, area);
}

ck_status ck_union(ck_workspace *ws, ck_rect_soa set, const ck_rect **out, size_t *out_count) {
    *out = 0;
    *out_count = 0;
    ck_rect frame;
    ck_rect_soa clipped;
    ck_status st = valid_rects(ws, set, &frame, &clipped);
    if (st == CK_DECLINED) return CK_OK;
    if (st) return st;
    ck_rect *runs = 0;
    size_t count = 0;
    st = ck_sweep_runs(ws, frame, clipped, 1, &runs, &count);
    if (st) return st;
    *out = runs;
    *out_count = count;
    return CK_OK;
}
