/* The benchmark's splitmix64 stream (docs/benchmark-workloads.md §1.1), shared by the C test
   programs:
   the checksums over the benchmark's workloads and the fuzz seed-corpus generator. */
#ifndef CK_TESTS_SPLITMIX64_H
#define CK_TESTS_SPLITMIX64_H

#include <stdint.h>

typedef struct splitmix {
    uint64_t state;
} splitmix;

static inline uint64_t next_u64(splitmix *g) {
    uint64_t z = (g->state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

#endif
