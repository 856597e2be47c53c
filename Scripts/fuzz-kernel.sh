#!/usr/bin/env bash
# Runs the kernel's libFuzzer harness (.build/fuzz/kernel_fuzzer, `make` builds it) for SECONDS
# on CORPUS and the seed corpus SEEDS. With LOG (the CI run: a fixed seed), libFuzzer's
# progress goes to LOG and is printed only on failure.
#   Scripts/fuzz-kernel.sh SECONDS CORPUS SEEDS [LOG]
set -u
seconds=$1 corpus=$2 seeds=$3 log=${4:-}
mkdir -p "$corpus"
if [ -z "$log" ]; then
  ASAN_OPTIONS=detect_leaks=0 ./.build/fuzz/kernel_fuzzer -max_total_time="$seconds" -print_final_stats=1 "$corpus" "$seeds"
  exit $?
fi
echo "fuzzing the kernel for $seconds s (log: $log)"
if ASAN_OPTIONS=detect_leaks=0 ./.build/fuzz/kernel_fuzzer -seed=1 -max_total_time="$seconds" \
    -print_final_stats=1 "$corpus" "$seeds" > "$log" 2>&1; then
  grep -E "^Done|number_of_executed_units|new_units_added" "$log"
else
  tail -n 60 "$log"; echo "fuzzing found a crash or an invariant break"; exit 1
fi
