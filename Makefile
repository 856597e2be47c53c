# ViewExposure — every target installs what it needs first (`deps`), so a bare machine with
# only the Swift toolchain can run any of them.

SWIFT      ?= swift
CLANG      ?= clang
FUZZ_SECONDS ?= 60
# Seconds per Swift harness in `make test` (fuzz-ci); `make fuzz` gives each FUZZ_SECONDS.
FUZZ_CI_SWIFT_SECONDS ?= 20
APT_PACKAGES := libsimde-dev libpixman-1-dev pkg-config
KERNEL_SRC := $(wildcard CKernel/src/*.c)
SAN_FLAGS  := -fuse-ld=lld -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all

.PHONY: all deps build test test-swift test-kernel-sanitized fuzz fuzz-ci fuzz-swift-build bench run clean

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
test: deps test-swift test-kernel-sanitized fuzz-ci

test-swift: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-kernel-sanitized: deps
	@mkdir -p .build/sanitized
	$(CLANG) $(SAN_FLAGS) -ICKernel/include $(KERNEL_SRC) CKernel/tests/kernel_selftest.c -lm -o .build/sanitized/kernel_selftest
	ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 ./.build/sanitized/kernel_selftest

.build/fuzz/kernel_fuzzer: deps $(KERNEL_SRC) CKernel/fuzz/kernel_fuzzer.c
	@mkdir -p .build/fuzz
	$(CLANG) -fuse-ld=lld -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -ICKernel/include $(KERNEL_SRC) CKernel/fuzz/kernel_fuzzer.c -lm -o $@

# The Swift harnesses (Fuzz/, a package of its own; Fuzz/README.md): one libFuzzer executable
# per text input, Fuzz<name> for each name here; seeds in Fuzz/Seeds/<name>/ and Examples/; the
# dictionary Fuzz/<name>.dict, or Fuzz/json.dict when there is none.
FUZZ_TARGETS := JSON Scene Timeline
FUZZ_BIN     := .build-fuzz/release
# `--sanitize fuzzer` makes SwiftPM leave `main` to libFuzzer (otherwise it links `main` to a
# renamed Swift entry point). It passes `-sanitize=fuzzer` alone, and a second `--sanitize`
# would replace it rather than add to it, so Swift gets both in one flag and C gets ASan by -Xcc.
FUZZ_SWIFT_FLAGS := -c release --scratch-path ../.build-fuzz --sanitize fuzzer \
  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address \
  -Xswiftc -parse-as-library -Xswiftc -use-ld=lld -Xswiftc -g
# The Swift runtime's own crash backtracer is slow under ASan; libFuzzer prints the stack.
# Leak detection stays on: a decoded tree that never frees (a reference cycle) is a bug too.
FUZZ_ENV := SWIFT_BACKTRACE=enable=no
# A run of harness $(1) (lower-case name $(2)): corpus dir first (written), then the seed dirs.
fuzz_run = d=Fuzz/$(2).dict; [ -f $$d ] || d=Fuzz/json.dict; \
  $(FUZZ_ENV) ./$(FUZZ_BIN)/Fuzz$(1) -dict=$$d -timeout=10 -artifact_prefix=.build-fuzz/ -print_final_stats=1

fuzz-swift-build: deps
	cd Fuzz && $(SWIFT) build $(FUZZ_SWIFT_FLAGS)

# `make fuzz FUZZ_SECONDS=600` fuzzes each harness for longer; corpora kept in .build/fuzz/corpus
# and .build-fuzz/corpus/<name>.
fuzz: .build/fuzz/kernel_fuzzer fuzz-swift-build
	@mkdir -p .build/fuzz/corpus
	ASAN_OPTIONS=detect_leaks=0 ./.build/fuzz/kernel_fuzzer -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 .build/fuzz/corpus
	@for t in $(FUZZ_TARGETS); do \
	  l=$$(echo $$t | tr A-Z a-z); mkdir -p .build-fuzz/corpus/$$l; \
	  echo "fuzzing Fuzz$$t for $(FUZZ_SECONDS) s"; \
	  $(call fuzz_run,$$t,$$l) -max_total_time=$(FUZZ_SECONDS) .build-fuzz/corpus/$$l Fuzz/Seeds/$$l Examples \
	    || exit 1; \
	done

# The CI run keeps libFuzzer's progress lines in a log and prints them only on failure.
fuzz-ci: .build/fuzz/kernel_fuzzer fuzz-swift-build
	@mkdir -p .build/fuzz/corpus-ci
	@echo "fuzzing the kernel for $(FUZZ_SECONDS) s (log: .build/fuzz/ci.log)"
	@if ASAN_OPTIONS=detect_leaks=0 ./.build/fuzz/kernel_fuzzer -seed=1 -max_total_time=$(FUZZ_SECONDS) \
	    -print_final_stats=1 .build/fuzz/corpus-ci > .build/fuzz/ci.log 2>&1; then \
	  grep -E "^Done|number_of_executed_units|new_units_added" .build/fuzz/ci.log; \
	else \
	  tail -n 60 .build/fuzz/ci.log; echo "fuzzing found a crash or an invariant break"; exit 1; \
	fi
	@for t in $(FUZZ_TARGETS); do \
	  l=$$(echo $$t | tr A-Z a-z); mkdir -p .build-fuzz/corpus-ci/$$l; \
	  echo "fuzzing Fuzz$$t for $(FUZZ_CI_SWIFT_SECONDS) s (log: .build-fuzz/ci-$$l.log)"; \
	  if $(call fuzz_run,$$t,$$l) -seed=1 -max_total_time=$(FUZZ_CI_SWIFT_SECONDS) \
	      .build-fuzz/corpus-ci/$$l Fuzz/Seeds/$$l Examples > .build-fuzz/ci-$$l.log 2>&1; then \
	    grep -E "^Done|exec_per_sec|new_units_added" .build-fuzz/ci-$$l.log; \
	  else \
	    tail -n 60 .build-fuzz/ci-$$l.log; echo "fuzzing Fuzz$$t found a crash or an invariant break"; exit 1; \
	  fi; \
	done

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
	rm -rf .build .build-fuzz
