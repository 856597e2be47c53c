/* One cell of the bench's rect table (docs/benchmark-workloads.md §1) for callgrind: the kernel's
   full exposure, its area alone, or pixman's subtraction plus the area of its rects (what the
   bench times), run once to warm the workspace and then once inside `measured`, so that
   `--toggle-collect=measured` counts one warm call. Instruction and cache-miss counts are the
   same on any x86-64, unlike the bench's times (issue 28: the ratios moved between CPUs).

     clang -O2 -gdwarf-4 -DNDEBUG -ICKernel/include CKernel/src/ck_*.c CKernel/tests/kernel_callgrind.c \
       $(pkg-config --cflags --libs pixman-1) -lm -o .build/kernel_callgrind
     valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes --toggle-collect=measured \
       .build/kernel_callgrind C 100000 full      # or area, pixman

   Prints the result so that the three methods can be compared (full adds the occlusion count). */
#include "ckernel.h"
#include <pixman.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "splitmix64.h"

typedef struct cell {
    double *x0, *y0, *x1, *y1;
    pixman_box32_t *boxes;
    size_t n;
} cell;

/* The workload exactly as the bench draws it. */
static cell workload(char dist, size_t n) {
    const uint64_t maxwh = dist == 'A' ? 200 : dist == 'B' ? 20 : 5;
    splitmix g = {0x5EED0000ull + n};
    cell c = {malloc(n * sizeof(double)), malloc(n * sizeof(double)), malloc(n * sizeof(double)),
              malloc(n * sizeof(double)), malloc(n * sizeof(pixman_box32_t)), n};
    if (!c.x0 || !c.y0 || !c.x1 || !c.y1 || !c.boxes) { fprintf(stderr, "out of memory\n"); exit(2); }
    for (size_t i = 0; i < n; i++) {
        const uint64_t w = 1 + next_u64(&g) % maxwh, h = 1 + next_u64(&g) % maxwh;
        const uint64_t x = next_u64(&g) % (1000 - w + 1), y = next_u64(&g) % (1000 - h + 1);
        c.x0[i] = (double)x; c.y0[i] = (double)y; c.x1[i] = (double)(x + w); c.y1[i] = (double)(y + h);
        c.boxes[i] = (pixman_box32_t){(int32_t)x, (int32_t)y, (int32_t)(x + w), (int32_t)(y + h)};
    }
    return c;
}

typedef enum method { FULL, AREA, PIXMAN } method;

static double run(method m, ck_workspace *ws, const cell *c) {
    const ck_rect target = {0, 0, 1000, 1000};
    const ck_rect_soa set = {c->x0, c->y0, c->x1, c->y1, c->n};
    if (m == FULL) {
        ck_exposure_result r;
        if (ck_exposure(ws, target, set, &r) != CK_OK) exit(2);
        return r.visible_area + (double)r.occlusion_count;
    }
    if (m == AREA) {
        double area;
        if (ck_visible_area(ws, target, set, &area) != CK_OK) exit(2);
        return area;
    }
    pixman_region32_t obstructions, frame, visible;
    pixman_region32_init_rects(&obstructions, c->boxes, (int)c->n);
    pixman_region32_init_rect(&frame, 0, 0, 1000, 1000);
    pixman_region32_init(&visible);
    pixman_region32_subtract(&visible, &frame, &obstructions);
    int count = 0;
    double area = 0.0;
    const pixman_box32_t *r = pixman_region32_rectangles(&visible, &count);
    for (int i = 0; i < count; i++) area += (double)(r[i].x2 - r[i].x1) * (double)(r[i].y2 - r[i].y1);
    pixman_region32_fini(&obstructions);
    pixman_region32_fini(&frame);
    pixman_region32_fini(&visible);
    return area;
}

/* The call callgrind counts (--toggle-collect=measured). */
__attribute__((noinline)) double measured(method m, ck_workspace *ws, const cell *c) {
    return run(m, ws, c);
}

int main(int argc, char **argv) {
    if (argc != 4 || !strchr("ABC", argv[1][0])) {
        fprintf(stderr, "usage: %s A|B|C N full|area|pixman\n", argv[0]);
        return 2;
    }
    const method m = !strcmp(argv[3], "full") ? FULL : !strcmp(argv[3], "area") ? AREA : PIXMAN;
    const cell c = workload(argv[1][0], strtoul(argv[2], 0, 10));
    ck_workspace *ws = ck_workspace_create();
    if (!ws) return 2;
    run(m, ws, &c);
    printf("%c/%zu %s: %.17g\n", argv[1][0], c.n, argv[3], measured(m, ws, &c));
    ck_workspace_destroy(ws);
    return 0;
}
