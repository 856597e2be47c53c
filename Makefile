# ViewExposure — every target installs what it needs first (`deps`), so a bare machine with
# only the Swift toolchain can run any of them.

SWIFT      ?= swift
CLANG      ?= clang
FUZZ_SECONDS ?= 60
# Seconds per Swift harness in `make test` (fuzz-ci); `make fuzz` gives each FUZZ_SECONDS.
FUZZ_CI_SWIFT_SECONDS ?= 20
APT_PACKAGES := libsimde-dev libpixman-1-dev libsimdjson-dev libxml2-dev pkg-config jq
# Only for the arm64 build of the kernel run under qemu (`deps-cross`, Debian 12 names): clang
# cross-compiles, these give qemu-user, the arm64 C library and the cross libgcc/crt files.
CROSS_APT_PACKAGES := qemu-user libc6-dev-arm64-cross libgcc-12-dev-arm64-cross
# Only for the HTML report's browser test (`deps-browser`, `test-html-report`).
BROWSER_APT_PACKAGES := chromium
KERNEL_SRC := $(wildcard CKernel/src/*.c)
KERNEL_HDR := $(wildcard CKernel/src/*.h CKernel/include/*.h)
SAN_FLAGS  := -fuse-ld=lld -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
# arm64: UBSan in trap mode (no sanitizer runtime is needed for the cross target).
ARM64_CC   := $(CLANG) --target=aarch64-linux-gnu -march=armv8-a -fuse-ld=lld
ARM64_FLAGS := -O2 -g -fsanitize=undefined -fsanitize-trap=undefined -ICKernel/include
ARM64_RUN  := qemu-aarch64 -L /usr/aarch64-linux-gnu
SEED_CORPUS := .build/fuzz/seed-corpus
SEED_COUNT := 400

.PHONY: all deps deps-cross build test test-swift test-swift-asan test-api fuzz-seeds test-kernel-sanitized test-no-simde test-arm64 \
        test-bit-identity test-consumer test-html-report test-ci-formats deps-browser seed-corpus fuzz fuzz-ci fuzz-swift-build bench run docs clean

all: build

# Installs the Debian packages in $(1) that are missing (apt-get update once, only when needed).
define apt_install
	@missing=""; \
	for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call apt_install,$(APT_PACKAGES))

deps-cross: deps
	$(call apt_install,$(CROSS_APT_PACKAGES))

deps-browser: deps
	$(call apt_install,$(BROWSER_APT_PACKAGES))

build: deps
	$(SWIFT) build

# Swift tests (differential tests included), the public API against its baseline, the DocC build (a broken symbol link fails it),
# the kernel's C tests under ASan+UBSan and without SIMDe, the consumer package, a short coverage-guided fuzzing run, the kernel for
# arm64 under qemu (which also replays that run's corpus), and the cross-build checksums.
test: deps test-swift test-swift-asan test-api docs test-html-report test-ci-formats test-kernel-sanitized test-no-simde test-consumer fuzz-ci test-arm64 test-bit-identity

test-swift: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The Swift suites that reach unsafe code — the dump readers and the audit (unsafe buffers in
# SiblingGrid, OverlappingTargetsCheck, the SAX reader), the tree (`unowned(unsafe)` references,
# `@exclusivity(unchecked)` properties) — once more under AddressSanitizer, in a scratch
# directory of their own. Leak detection is off: a test process keeps what it builds.
ASAN_TEST_FILTER := ViewExposureDumpsTests|ViewExposureAuditTests|ViewExposureDocumentTests|ViewExposureTreeTests
test-swift-asan: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --filter '$(ASAN_TEST_FILTER)'

# The public API of every library product against the recorded baseline Tests/API/public-api.txt
# (Scripts/check-api.sh; after an intended change, `Scripts/check-api.sh --record`).
test-api: deps
	Scripts/check-api.sh

# The HTML report of `exposure audit --html` in headless Chromium: it loads with no console
# error and shows one row per control of the JSON lines (Tests/HTMLReport/check-report.sh).
test-html-report: deps-browser
	$(SWIFT) build --product exposure
	Tests/HTMLReport/check-report.sh .build/debug/exposure .build/html-report

# The audit's CI formats (--junit, --sarif) read by real consumers from PyPI: junitparser and
# pydantic-sarif (the SARIF 2.1.0 object model generated from its schema; unknown keys refused).
test-ci-formats: deps
	@python3 -c 'import junitparser, pydantic_sarif' 2>/dev/null || python3 -m pip install -q junitparser==5.0.3 pydantic-sarif==0.1.1
	$(SWIFT) build --product exposure
	Tests/CIFormats/check-ci-formats.sh .build/debug/exposure .build/ci-formats

test-kernel-sanitized: deps
	@mkdir -p .build/sanitized
	$(CLANG) $(SAN_FLAGS) -ICKernel/include $(KERNEL_SRC) CKernel/tests/kernel_selftest.c -lm -o .build/sanitized/kernel_selftest
	ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 ./.build/sanitized/kernel_selftest

# The kernel with SIMDe hidden (CK_NO_SIMDE): the scalar path only. Also checks that the
# `__has_include` detection turns SIMD off when the headers are not on the include path (a
# freestanding preprocess sees only clang's own headers) and on when they are.
test-no-simde: deps
	CLANG="$(CLANG)" SAN_FLAGS="$(SAN_FLAGS)" Scripts/test-no-simde.sh

# A deterministic seed corpus for the fuzz harness (regenerated each time: a few ms).
seed-corpus: deps
	@mkdir -p $(SEED_CORPUS)
	@$(CLANG) -O1 CKernel/fuzz/seed_corpus.c -o .build/fuzz/seed_corpus
	@rm -f $(SEED_CORPUS)/seed-*
	./.build/fuzz/seed_corpus $(SEED_CORPUS) $(SEED_COUNT)

# The kernel cross-compiled for arm64 (SIMDe → NEON) and run under qemu-user: the self-test,
# a replay of the seed corpus (and of the CI fuzz corpus when a fuzz run left one) through
# the fuzz harness, and the checksums for test-bit-identity.
test-arm64: deps-cross seed-corpus
	@mkdir -p .build/arm64 .build/checksums
	@if ! $(ARM64_CC) $(ARM64_FLAGS) -E -dM CKernel/src/ck_simd_baseline.c | grep -q "define SIMDE_ARM_NEON_A64V8_NATIVE"; then \
	  echo "SIMDe does not map to NEON in the arm64 build"; exit 1; fi
	$(ARM64_CC) $(ARM64_FLAGS) $(KERNEL_SRC) CKernel/tests/kernel_selftest.c -lm -o .build/arm64/kernel_selftest
	$(ARM64_CC) $(ARM64_FLAGS) $(KERNEL_SRC) CKernel/fuzz/kernel_fuzzer.c CKernel/fuzz/corpus_replay.c -lm -o .build/arm64/corpus_replay
	$(ARM64_CC) $(ARM64_FLAGS) $(KERNEL_SRC) CKernel/tests/kernel_checksum.c -lm -o .build/arm64/kernel_checksum
	$(ARM64_RUN) ./.build/arm64/kernel_selftest
	$(ARM64_RUN) ./.build/arm64/corpus_replay $(SEED_CORPUS) $$(test -d .build/fuzz/corpus-ci && echo .build/fuzz/corpus-ci)
	$(ARM64_RUN) ./.build/arm64/kernel_checksum > .build/checksums/arm64.txt

# Bit-identity across SIMD paths, builds and architectures: the checksum lines of the native
# build (x86-64: scalar, SSE2, AVX2), the arm64 build (scalar, NEON) and the build without
# SIMDe (scalar) must be the same once the path field is dropped.
test-bit-identity: deps test-no-simde test-arm64
	@mkdir -p .build/checksums
	$(CLANG) -O2 -ICKernel/include $(KERNEL_SRC) CKernel/tests/kernel_checksum.c -lm -o .build/checksums/kernel_checksum
	./.build/checksums/kernel_checksum > .build/checksums/native.txt
	Scripts/compare-checksums.sh .build/checksums native arm64 no-simde

# Examples/Consumer is a separate package depending on this one by path, built in its own
# scratch directory: the library product must build and link for a user without pixman
# (pkg-config sees an empty directory), without the benchmark and without unsafe flags
# (which SwiftPM refuses in a dependency), and the program checks its own answers.
CONSUMER_SCRATCH := .build/consumer

test-consumer: deps
	@if grep -n "unsafeFlags" Package.swift; then echo "Package.swift uses unsafeFlags: a dependent package cannot build it"; exit 1; fi
	@mkdir -p $(CONSUMER_SCRATCH)/empty-pkg-config
	@touch Examples/Consumer/Package.swift  # else SwiftPM keeps this package's old file list (see fuzz-swift-build)
	PKG_CONFIG_LIBDIR=$(CURDIR)/$(CONSUMER_SCRATCH)/empty-pkg-config PKG_CONFIG_PATH= \
	  $(SWIFT) build --package-path Examples/Consumer --scratch-path $(CONSUMER_SCRATCH) --product Consumer
	@if ldd $(CONSUMER_SCRATCH)/debug/Consumer | grep -i pixman; then echo "the consumer links pixman"; exit 1; fi
	@if find $(CONSUMER_SCRATCH) -path '*ViewExposureBench.build*' -name '*.o' | grep -q .; then echo "the consumer built the benchmark"; exit 1; fi
	$(CONSUMER_SCRATCH)/debug/Consumer

.build/fuzz/kernel_fuzzer: deps $(KERNEL_SRC) $(KERNEL_HDR) CKernel/fuzz/kernel_fuzzer.c
	@mkdir -p .build/fuzz
	$(CLANG) -fuse-ld=lld -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -ICKernel/include $(KERNEL_SRC) CKernel/fuzz/kernel_fuzzer.c -lm -o $@

# The Swift harnesses (Fuzz/, a package of its own; Fuzz/README.md): one libFuzzer executable
# per text input, Fuzz<name> for each name here; seeds in Fuzz/Seeds/<name>/ and Examples/; the
# dictionary Fuzz/<name>.dict, or Fuzz/json.dict when there is none.
FUZZ_TARGETS := JSON Scene Timeline Dump Audit NativeViewInfo
# Every fixture of Tests/Fixtures is a seed of these harnesses, copied afresh at each run
# (`fuzz-seeds`), so no seed goes stale and a new fixture is a seed at once
# (Scripts/fuzz-harness.sh reads both variables).
export FUZZ_FIXTURE_SEEDED := dump audit nativeviewinfo
export FUZZ_FIXTURE_SEEDS  := .build-fuzz/seeds/fixtures
FIXTURE_SEEDS := $(FUZZ_FIXTURE_SEEDS)
# `--sanitize fuzzer` makes SwiftPM leave `main` to libFuzzer (otherwise it links `main` to a
# renamed Swift entry point). It passes `-sanitize=fuzzer` alone, and a second `--sanitize`
# would replace it rather than add to it, so Swift gets both in one flag and C gets ASan by -Xcc.
FUZZ_SWIFT_FLAGS := -c release --scratch-path ../.build-fuzz --sanitize fuzzer \
  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address \
  -Xswiftc -parse-as-library -Xswiftc -use-ld=lld -Xswiftc -g
# The touch: SwiftPM keeps the path dependency's file list from the last build until the
# manifest changes, so a source file added to the main package was otherwise not seen.
fuzz-swift-build: deps
	cd Fuzz && touch Package.swift && $(SWIFT) build $(FUZZ_SWIFT_FLAGS)

fuzz-seeds:
	@rm -rf $(FIXTURE_SEEDS) && mkdir -p $(FIXTURE_SEEDS)
	@find -L Tests/Fixtures -type f \( -name '*.xml' -o -name '*.json' \) -exec cp {} $(FIXTURE_SEEDS)/ \;

# `make fuzz FUZZ_SECONDS=600` fuzzes each harness for longer; corpora kept in .build/fuzz/corpus
# and .build-fuzz/corpus/<name>.
fuzz: .build/fuzz/kernel_fuzzer seed-corpus fuzz-swift-build fuzz-seeds
	Scripts/fuzz-kernel.sh $(FUZZ_SECONDS) .build/fuzz/corpus $(SEED_CORPUS)
	@for t in $(FUZZ_TARGETS); do Scripts/fuzz-harness.sh $$t $(FUZZ_SECONDS) .build-fuzz/corpus || exit 1; done

# The CI run keeps libFuzzer's progress lines in a log and prints them only on failure.
fuzz-ci: .build/fuzz/kernel_fuzzer seed-corpus fuzz-swift-build fuzz-seeds
	@Scripts/fuzz-kernel.sh $(FUZZ_SECONDS) .build/fuzz/corpus-ci $(SEED_CORPUS) .build/fuzz/ci.log
	@for t in $(FUZZ_TARGETS); do \
	  l=$$(echo $$t | tr A-Z a-z); \
	  Scripts/fuzz-harness.sh $$t $(FUZZ_CI_SWIFT_SECONDS) .build-fuzz/corpus-ci .build-fuzz/ci-$$l.log -- -seed=1 || exit 1; \
	done

# The bench (Benchmarks/, a package of its own depending on this one by path, built in
# Benchmarks/.build) writes .build/bench/latest.json (with the machine, date and this commit);
# then the same binary writes docs/benchmarks.md and the README's headline block from that
# file. A BENCH_ONLY run rewrites neither. `exposure` is built in the bench's build directory,
# beside the bench, which runs it from there.
BENCH_GIT_COMMIT = $$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$$(git diff --quiet HEAD 2>/dev/null || echo -dirty)
BENCH_SWIFT = $(SWIFT) build -c release --package-path Benchmarks
BENCH_BIN   = Benchmarks/.build/release
BENCH_FLAGS = $(if $(filter 1,$(BENCH_QUICK)),--quick) $(if $(BENCH_ONLY),--only $(BENCH_ONLY))
# Published figures come from this package's modules built from scratch (its dependencies are
# kept): an incremental release build can link stale inlined code after a lower module's layout
# changes — a `View` grown by 8 bytes once made the bench read garbage and fail its own checks.
# (The release build plan, release.yaml, goes too, so that SwiftPM plans those anew.)
bench: deps
	bin=$$($(BENCH_SWIFT) --show-bin-path) && \
	  rm -rf "$$bin"/ViewExposure*.build "$$bin"/exposure.build "$$bin"/Modules/ViewExposure* "$$bin"/Modules/exposure.* \
	    Benchmarks/.build/release.yaml
	$(BENCH_SWIFT) --product ViewExposureBench
	$(BENCH_SWIFT) --product exposure
	./$(BENCH_BIN)/ViewExposureBench run --commit "$(BENCH_GIT_COMMIT)" $(BENCH_FLAGS)
	./$(BENCH_BIN)/ViewExposureBench write-docs .build/bench/latest.json docs/benchmarks.md README.md

# Measure the ad in the bundled feed example, draw it, and play the feed's timeline through
# the intersection observer (one entry per line).
run: deps
	$(SWIFT) build --product exposure
	./.build/debug/exposure measure Examples/feed.json --view ad
	./.build/debug/exposure render Examples/feed.json --view ad --out .build/feed-ad.svg
	@echo "wrote .build/feed-ad.svg"
	./.build/debug/exposure observe Examples/feed.json --timeline Examples/feed-timeline.json

# The DocC documentation of every layer and the umbrella, combined into one archive (landing
# page, one overview per layer, the scroll-frame walkthrough), by the swift-docc-plugin.
# Warnings are errors: a broken symbol link fails the target, and so `make test`.
DOC_TARGETS := ViewExposureGeometry ViewExposureJSON ViewExposureTree ViewExposureMeasurement ViewExposureHitTesting ViewExposureAlignment ViewExposureObserver ViewExposureScene ViewExposureDumps ViewExposureAudit ViewExposureLive ViewExposureDocument ViewExposure
DOCS_OUT    := .build/docs/ViewExposure.doccarchive
docs: deps
	@mkdir -p $(dir $(DOCS_OUT))
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
	  $(addprefix --target ,$(DOC_TARGETS)) --enable-experimental-combined-documentation \
	  --warnings-as-errors --output-path $(DOCS_OUT)
	@echo "open $(DOCS_OUT) with 'docc preview', or serve it as a static site"

clean:
	rm -rf .build .build-fuzz Benchmarks/.build
