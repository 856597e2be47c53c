#!/usr/bin/env bash
# Bit-identity across SIMD paths, builds and architectures: the checksum lines (key fields 1-3,
# the SIMD path in field 4, the results after it) of each build named on the command line, in
# DIR/NAME.txt, must agree within a build (every path gives one result per key) and with the
# first build's once the path field is dropped; the arm64 build must have NEON ("baseline")
# lines. `make test-bit-identity` runs it as `Scripts/compare-checksums.sh .build/checksums
# native arm64 no-simde`.
set -u
dir=$1; shift
first=$1
cd "$dir" || exit 1
status=0
for f in "$@"; do
  cut -d' ' -f1-3,5- "$f.txt" | sort -u > "$f.norm"
  keys=$(cut -d' ' -f1-3 "$f.txt" | sort -u | wc -l)
  if [ "$keys" -eq 0 ] || [ "$(wc -l < "$f.norm")" -ne "$keys" ]; then
    echo "BIT-IDENTITY FAILURE: the SIMD paths of the $f build disagree"; status=1
  fi
  echo "$f: $(wc -l < "$f.txt") lines, paths:" $(cut -d' ' -f4 "$f.txt" | sort -u)
done
if [ -f arm64.txt ] && ! grep -q " baseline " arm64.txt; then
  echo "BIT-IDENTITY FAILURE: no NEON lines from arm64"; status=1
fi
for f in "$@"; do
  [ "$f" = "$first" ] && continue
  if ! diff -u "$first.norm" "$f.norm"; then
    echo "BIT-IDENTITY FAILURE: $f results differ from $first (diff above)"; status=1
  fi
done
if [ $status -eq 0 ]; then echo "bit-identical: $(wc -l < "$first.norm") results on every path and build"; fi
exit $status
