/* Workspace: an arena of growable buffers plus the per-caller SIMD and algorithm choice. */
#include "ck_internal.h"
#include <stdlib.h>
#include <string.h>

int ck_avx2_available(void) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (ck_ops_avx2 == NULL) return 0;
    /* The CPU model is filled in by a runtime constructor before main, so this only reads it
       (no __builtin_cpu_init here: that would write shared state from many threads). */
    return __builtin_cpu_supports("avx2") ? 1 : 0;
#else
    return 0;
#endif
}

ck_workspace *ck_workspace_create(void) {
    ck_workspace *ws = calloc(1, sizeof *ws);
    if (!ws) return NULL;
    ck_workspace_set_simd_path(ws, CK_SIMD_AUTO);
    ws->algorithm = CK_ALGORITHM_AUTO;
    return ws;
}

void ck_workspace_destroy(ck_workspace *ws) {
    if (!ws) return;
    for (int i = 0; i < CK_BUF_COUNT_OF_SLOTS; i++) free(ws->buf[i].data);
    free(ws);
}

ck_simd_path ck_workspace_set_simd_path(ck_workspace *ws, ck_simd_path path) {
    if (path == CK_SIMD_SCALAR) {
        ws->ops = &ck_ops_scalar;
        ws->path = CK_SIMD_SCALAR;
    } else if ((path == CK_SIMD_AUTO || path == CK_SIMD_AVX2) && ck_avx2_available()) {
        ws->ops = ck_ops_avx2;
        ws->path = CK_SIMD_AVX2;
    } else if (ck_ops_baseline != NULL) {
        ws->ops = ck_ops_baseline;
        ws->path = CK_SIMD_BASELINE;
    } else {
        ws->ops = &ck_ops_scalar;
        ws->path = CK_SIMD_SCALAR;
    }
    return ws->path;
}

ck_simd_path ck_workspace_simd_path(const ck_workspace *ws) { return ws->path; }

void ck_workspace_set_algorithm(ck_workspace *ws, ck_algorithm algorithm) {
    ws->algorithm = algorithm;
}

void *ck_grow_slow(ck_workspace *ws, int slot, size_t bytes, size_t keep) {
    ck_buffer *b = &ws->buf[slot];
    if (bytes > ((size_t)-1) / 2 - 128) return NULL;
    size_t need = bytes + 64;
    if (need <= b->bytes) return b->data;
    size_t cap = b->bytes + b->bytes / 2;
    if (cap < need) cap = need;
    if (cap < 1024) cap = 1024;
    void *p;
    if (keep == 0) {
        free(b->data);
        b->data = NULL;
        b->bytes = 0;
        p = malloc(cap);
    } else {
        p = realloc(b->data, cap);
    }
    if (!p) return NULL;
    b->data = p;
    b->bytes = cap;
    return p;
}

