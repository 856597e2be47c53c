/* Runs the fuzz harness's entry point on the files of a corpus, without libFuzzer (for builds
   where libFuzzer is not available, e.g. cross-compiled for arm64 and run under qemu):
   `corpus_replay DIR|FILE ...`, directories read in name order. The harness aborts on a
   broken invariant; the file being replayed is then named on stderr. */
#include <dirent.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The input being replayed, for the abort message (written only outside the handler). */
static char current[4096];

static void on_abort(int sig) {
    (void)sig;
    static const char prefix[] = "corpus_replay: failed on ";
    ssize_t ignored = write(2, prefix, sizeof prefix - 1);
    ignored = write(2, current, strlen(current));
    ignored = write(2, "\n", 1);
    (void)ignored;
    signal(SIGABRT, SIG_DFL);
    raise(SIGABRT);
}

static int replay_file(const char *path, size_t *bytes) {
    FILE *f = fopen(path, "rb");
    if (!f) { fprintf(stderr, "cannot open %s\n", path); return -1; }
    uint8_t *data = NULL;
    size_t n = 0, cap = 0;
    for (;;) {
        if (n == cap) {
            cap = cap ? 2 * cap : 4096;
            uint8_t *p = realloc(data, cap);
            if (!p) { free(data); fclose(f); fprintf(stderr, "out of memory\n"); return -1; }
            data = p;
        }
        size_t got = fread(data + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    int failed = ferror(f);
    fclose(f);
    if (failed) { free(data); fprintf(stderr, "cannot read %s\n", path); return -1; }
    snprintf(current, sizeof current, "%s", path);
    LLVMFuzzerTestOneInput(data, n);
    free(data);
    *bytes += n;
    return 0;
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Replays the regular files of `dir` in name order; returns how many, or -1. */
static long replay_dir(DIR *d, const char *dir, size_t *bytes) {
    char **names = NULL;
    size_t count = 0, cap = 0;
    long done = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.') continue;
        if (count == cap) {
            cap = cap ? 2 * cap : 256;
            char **p = realloc(names, cap * sizeof *names);
            if (!p) { done = -1; break; }
            names = p;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        if (!(names[count] = malloc(len))) { done = -1; break; }
        snprintf(names[count++], len, "%s/%s", dir, e->d_name);
    }
    if (done == 0 && count) qsort(names, count, sizeof *names, by_name);
    for (size_t i = 0; i < count; i++) {
        if (done >= 0 && replay_file(names[i], bytes) == 0) done++;
        else done = -1;
        free(names[i]);
    }
    free(names);
    return done;
}

int main(int argc, char **argv) {
    signal(SIGABRT, on_abort);
    long inputs = 0;
    size_t bytes = 0;
    for (int i = 1; i < argc; i++) {
        DIR *d = opendir(argv[i]);
        long n;
        if (d) {
            n = replay_dir(d, argv[i], &bytes);
            closedir(d);
        } else {
            n = replay_file(argv[i], &bytes) == 0 ? 1 : -1;
        }
        if (n < 0) return 1;
        inputs += n;
    }
    if (inputs == 0) { fprintf(stderr, "corpus_replay: no inputs\n"); return 1; }
    printf("replayed %ld inputs (%zu bytes) through the fuzz harness\n", inputs, bytes);
    return 0;
}
