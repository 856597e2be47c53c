/* Writes a deterministic seed corpus for the kernel's fuzz harness: `seed_corpus DIR COUNT`
   writes DIR/seed-0000 … in the harness's byte encoding (kernel_fuzzer.c): a byte below 200 is
   the half-integer (b − 40) / 2, 250–255 are NaN, +inf, −inf, 1e300, −1e300, −0.0, and any
   other byte is followed by 8 bytes of a raw double. The first 4 coordinates are the frame,
   then 4 per obstruction. The inputs mix exact small scenes (mostly valid rects, some
   touching, duplicated or inverted), special values and raw doubles, with 0 to 96 rects, so
   that a replay (`make test-arm64`) reaches every algorithm and regime without libFuzzer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../tests/splitmix64.h"

typedef struct input {
    uint8_t bytes[2048];
    size_t n;
} input;

static void put(input *in, uint8_t b) {
    if (in->n < sizeof in->bytes) in->bytes[in->n++] = b;
}

/* One coordinate: usually the half-integer byte `b` (< 200); with probability 1/`odd` (when
   `odd` > 0) a special value or a raw double instead. */
static void coordinate(input *in, splitmix *g, uint8_t b, unsigned odd) {
    if (odd && next_u64(g) % odd == 0) {
        uint64_t k = next_u64(g) % 8;
        if (k < 6) { put(in, (uint8_t)(250 + k)); return; }
        /* A raw double: either any bit pattern or a value near the scene's scale. */
        put(in, 200);
        uint64_t bits = next_u64(g);
        if (k == 6) {
            double d = (double)(int64_t)(next_u64(g) % 200000) / 1000.0 - 20.0;
            memcpy(&bits, &d, sizeof bits);
        }
        for (int i = 0; i < 8; i++) put(in, (uint8_t)(bits >> (8 * i)));
        return;
    }
    put(in, b < 200 ? b : 199);
}

static void make_input(input *in, splitmix *g, unsigned index) {
    in->n = 0;
    /* Odd values: none for a quarter of the inputs (exact invariants apply), else rare. */
    const unsigned odd = index % 4 == 0 ? 0 : (unsigned)(8 + next_u64(g) % 56);
    const unsigned max_rects = index % 3 == 0 ? 96 : index % 3 == 1 ? 24 : 6;
    const unsigned span = 1 + (unsigned)(next_u64(g) % 60); /* rect size in half units */
    /* Frame: [lo, hi) in both axes, sometimes inverted or empty. */
    uint8_t fx = (uint8_t)(20 + next_u64(g) % 40), fy = (uint8_t)(20 + next_u64(g) % 40);
    uint8_t fw = (uint8_t)(next_u64(g) % 120), fh = (uint8_t)(next_u64(g) % 120);
    if (index % 17 == 0) fw = 0;
    coordinate(in, g, fx, odd);
    coordinate(in, g, fy, odd);
    coordinate(in, g, (uint8_t)(fx + fw), odd);
    coordinate(in, g, (uint8_t)(fy + fh), odd);
    const unsigned rects = (unsigned)(next_u64(g) % (max_rects + 1));
    uint8_t last[4] = {0, 0, 0, 0};
    for (unsigned i = 0; i < rects; i++) {
        uint8_t r[4];
        uint64_t shape = next_u64(g) % 16;
        if (i > 0 && shape == 0) {
            memcpy(r, last, sizeof r); /* a duplicate */
        } else if (i > 0 && shape == 1) {
            r[0] = last[2]; r[1] = last[1]; /* touching the previous one on its right edge */
            r[2] = (uint8_t)(last[2] + 1 + next_u64(g) % span); r[3] = last[3];
        } else {
            r[0] = (uint8_t)(next_u64(g) % 180);
            r[1] = (uint8_t)(next_u64(g) % 180);
            r[2] = (uint8_t)(r[0] + 1 + next_u64(g) % span);
            r[3] = (uint8_t)(r[1] + 1 + next_u64(g) % span);
            if (shape == 2) { uint8_t t = r[0]; r[0] = r[2]; r[2] = t; } /* inverted */
        }
        for (int k = 0; k < 4; k++) coordinate(in, g, r[k], odd);
        memcpy(last, r, sizeof last);
    }
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: seed_corpus DIR COUNT\n");
        return 2;
    }
    const unsigned count = (unsigned)strtoul(argv[2], NULL, 10);
    splitmix g = {0xF0220000ull};
    input in;
    char path[4096];
    for (unsigned i = 0; i < count; i++) {
        make_input(&in, &g, i);
        snprintf(path, sizeof path, "%s/seed-%04u", argv[1], i);
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(in.bytes, 1, in.n, f) != in.n || fclose(f) != 0) {
            fprintf(stderr, "cannot write %s\n", path);
            return 1;
        }
    }
    return 0;
}
