#!/usr/bin/env bash
# The kernel with SIMDe hidden (CK_NO_SIMDE): the scalar path only, under ASan+UBSan, and its
# checksums for Scripts/compare-checksums.sh. First checks that the `__has_include` detection
# turns SIMD off when the headers are not on the include path (a freestanding preprocess sees
# only clang's own headers) and on when they are. `make test-no-simde` runs it from the package
# root; CLANG and SAN_FLAGS come from the Makefile (defaults: clang, no sanitizer flags).
set -eu
clang=${CLANG:-clang}
san_flags=${SAN_FLAGS:-}
out=.build/no-simde
mkdir -p "$out" .build/checksums
if "$clang" -ffreestanding -nostdinc -isystem "$("$clang" -print-resource-dir)/include" \
    -ICKernel/include -E -dM CKernel/src/ck_internal.h | grep -q CK_HAVE_SIMDE; then
  echo "CK_HAVE_SIMDE set without SIMDe headers on the include path"; exit 1
fi
if ! "$clang" -ICKernel/include -E -dM CKernel/src/ck_internal.h | grep -q CK_HAVE_SIMDE; then
  echo "CK_HAVE_SIMDE not set although SIMDe is installed"; exit 1
fi
# shellcheck disable=SC2086  # the flags are words
set -x
"$clang" $san_flags -DCK_NO_SIMDE -ICKernel/include CKernel/src/*.c CKernel/tests/kernel_selftest.c -lm -o "$out/kernel_selftest"
ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 "./$out/kernel_selftest"
"$clang" -O2 -DCK_NO_SIMDE -ICKernel/include CKernel/src/*.c CKernel/tests/kernel_checksum.c -lm -o "$out/kernel_checksum"
"./$out/kernel_checksum" > .build/checksums/no-simde.txt
