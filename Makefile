# ViewExposure — every target installs what it needs first (`deps`), so a bare machine with
# only the Swift toolchain can run any of them.

SWIFT      ?= swift
CLANG      ?= clang
FUZZ_SECONDS ?= 60
APT_PACKAGES := libsimde-dev libpixman-1-dev pkg-config
KERNEL_SRC := $(wildcard CKernel/src/*.c)
SAN_FLAGS  := -fuse-ld=lld -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all

.PHONY: all deps build test test-swift test-kernel-sanitized test-consumer fuzz fuzz-ci bench run clean

all: build

# Install the Debian packages that are missing (apt-get update once, only when needed).
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

# Swift tests (differential tests included), the kernel's C tests under ASan+UBSan, and a
# short coverage-guided fuzzing run.
test: deps test-swift test-kernel-sanitized test-consumer fuzz-ci

test-swift: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-kernel-sanitized: deps
	@mkdir -p .build/sanitized
	$(CLANG) $(SAN_FLAGS) -ICKernel/include $(KERNEL_SRC) CKernel/tests/kernel_selftest.c -lm -o .build/sanitized/kernel_selftest
	ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 ./.build/sanitized/kernel_selftest

# Examples/Consumer is a separate package depending on this one by path, built in its own
# scratch directory: the library product must build and link for a user without pixman
# (pkg-config sees an empty directory), without the benchmark and without unsafe flags
# (which SwiftPM refuses in a dependency), and the program checks its own answers.
CONSUMER_SCRATCH := .build/consumer

test-consumer: deps
	@if grep -n "unsafeFlags" Package.swift; then echo "Package.swift uses unsafeFlags: a dependent package cannot build it"; exit 1; fi
	@mkdir -p $(CONSUMER_SCRATCH)/empty-pkg-config
	PKG_CONFIG_LIBDIR=$(CURDIR)/$(CONSUMER_SCRATCH)/empty-pkg-config PKG_CONFIG_PATH= \
	  $(SWIFT) build --package-path Examples/Consumer --scratch-path $(CONSUMER_SCRATCH) --product Consumer
	@if ldd $(CONSUMER_SCRATCH)/debug/Consumer | grep -i pixman; then echo "the consumer links pixman"; exit 1; fi
	@if find $(CONSUMER_SCRATCH) -path '*ExposureBench.build*' -name '*.o' | grep -q .; then echo "the consumer built the benchmark"; exit 1; fi
	$(CONSUMER_SCRATCH)/debug/Consumer

.build/fuzz/kernel_fuzzer: deps $(KERNEL_SRC) CKernel/fuzz/kernel_fuzzer.c
	@mkdir -p .build/fuzz
	$(CLANG) -fuse-ld=lld -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -ICKernel/include $(KERNEL_SRC) CKernel/fuzz/kernel_fuzzer.c -lm -o $@

# `make fuzz FUZZ_SECONDS=600` fuzzes for longer; corpus kept in .build/fuzz/corpus.
fuzz: .build/fuzz/kernel_fuzzer
	@mkdir -p .build/fuzz/corpus
	ASAN_OPTIONS=detect_leaks=0 ./.build/fuzz/kernel_fuzzer -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 .build/fuzz/corpus

# The CI run keeps libFuzzer's progress lines in a log and prints them only on failure.
fuzz-ci: .build/fuzz/kernel_fuzzer
	@mkdir -p .build/fuzz/corpus-ci
	@echo "fuzzing the kernel for $(FUZZ_SECONDS) s (log: .build/fuzz/ci.log)"
	@if ASAN_OPTIONS=detect_leaks=0 ./.build/fuzz/kernel_fuzzer -seed=1 -max_total_time=$(FUZZ_SECONDS) \
	    -print_final_stats=1 .build/fuzz/corpus-ci > .build/fuzz/ci.log 2>&1; then \
	  grep -E "^Done|number_of_executed_units|new_units_added" .build/fuzz/ci.log; \
	else \
	  tail -n 60 .build/fuzz/ci.log; echo "fuzzing found a crash or an invariant break"; exit 1; \
	fi

bench: deps
	$(SWIFT) build -c release --product ExposureBench
	./.build/release/ExposureBench

# Measure the ad in the bundled feed example and draw it.
run: deps
	$(SWIFT) build --product exposure
	./.build/debug/exposure measure Examples/feed.json --view ad
	./.build/debug/exposure render Examples/feed.json --view ad --out .build/feed-ad.svg
	@echo "wrote .build/feed-ad.svg"

clean:
	rm -rf .build
