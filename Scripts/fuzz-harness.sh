#!/usr/bin/env bash
# Runs the Swift libFuzzer harness FuzzNAME (Fuzz/, built by `make fuzz-swift-build` into
# .build-fuzz/release) for SECONDS, with its dictionary Fuzz/<name>.dict (Fuzz/json.dict when it
# has none), writing new inputs to CORPUS/<name> and reading the seeds Fuzz/Seeds/<name> and
# Examples/. With LOG (the CI run), libFuzzer's progress goes to LOG and is printed only on
# failure; extra libFuzzer flags may follow.
#   Scripts/fuzz-harness.sh NAME SECONDS CORPUS [LOG] [-- FLAGS…]
set -u
name=$1 seconds=$2 corpus=$3; shift 3
log=""
if [ $# -gt 0 ] && [ "$1" != "--" ]; then log=$1; shift; fi
[ "${1:-}" = "--" ] && shift
lower=$(echo "$name" | tr '[:upper:]' '[:lower:]')
dict=Fuzz/$lower.dict
[ -f "$dict" ] || dict=Fuzz/json.dict
mkdir -p "$corpus/$lower"
# The harnesses named in FUZZ_FIXTURE_SEEDED also read the fixtures copied to FUZZ_FIXTURE_SEEDS
# (the Makefile's fuzz-seeds).
fixtures=()
case " ${FUZZ_FIXTURE_SEEDED:-} " in *" $lower "*) [ -d "${FUZZ_FIXTURE_SEEDS:-}" ] && fixtures=("$FUZZ_FIXTURE_SEEDS");; esac
# The Swift runtime's own crash backtracer is slow under ASan; libFuzzer prints the stack.
# Leak detection stays on: a decoded tree that never frees (a reference cycle) is a bug too;
# Fuzz/lsan.supp names the leaks of libraries outside the project.
run() {
  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$PWD/Fuzz/lsan.supp \
    "./.build-fuzz/release/Fuzz$name" -dict="$dict" -timeout=10 -artifact_prefix=.build-fuzz/ \
    -print_final_stats=1 -max_total_time="$seconds" "$@" "$corpus/$lower" "Fuzz/Seeds/$lower" Examples ${fixtures[@]+"${fixtures[@]}"}
}
if [ -z "$log" ]; then
  echo "fuzzing Fuzz$name for $seconds s"
  run "$@"
  exit $?
fi
echo "fuzzing Fuzz$name for $seconds s (log: $log)"
if run "$@" > "$log" 2>&1; then
  grep -E "^Done|exec_per_sec|new_units_added" "$log"
else
  tail -n 60 "$log"; echo "fuzzing Fuzz$name found a crash or an invariant break"; exit 1
fi
