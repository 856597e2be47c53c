#!/bin/sh
# The CI formats' test (`make test-ci-formats`): audits every fixture (Android at a given density,
# so that certain findings and ATF levels occur) with --junit and --sarif and has real consumers
# read them (check_ci_formats.py: pydantic-sarif's SARIF 2.1.0 model, junitparser), compared with
# the JSON lines. Then it checks itself: a SARIF log with an unknown level and a truncated JUnit
# file must be refused.
# Usage: check-ci-formats.sh EXPOSURE_BINARY OUTPUT_DIR
set -eu
exposure=$1
out=$2
mkdir -p "$out"
here=$(dirname "$0")
"$exposure" audit Tests/Fixtures/*.xml Tests/Fixtures/*.json --density 2.625 \
  --junit "$out/audit.xml" --sarif "$out/audit.sarif" > "$out/lines.jsonl"
python3 "$here/check_ci_formats.py" "$out/lines.jsonl" "$out/audit.xml" "$out/audit.sarif"

sed 's/"level": "warning"/"level": "severe"/' "$out/audit.sarif" > "$out/broken.sarif"
if python3 "$here/check_ci_formats.py" "$out/lines.jsonl" "$out/audit.xml" "$out/broken.sarif" > "$out/broken.txt" 2>&1; then
  echo "ci formats: the check passed a SARIF log with an unknown level"; exit 1
fi
echo "ci formats: a SARIF log with an unknown level is refused ($(grep -m1 -A1 'validation error' "$out/broken.txt" | tail -n 1 | cut -c1-60))"

head -c 400 "$out/audit.xml" > "$out/broken.xml"
if python3 "$here/check_ci_formats.py" "$out/lines.jsonl" "$out/broken.xml" "$out/audit.sarif" > "$out/broken.txt" 2>&1; then
  echo "ci formats: the check passed a truncated JUnit file"; exit 1
fi
echo "ci formats: a truncated JUnit file is refused"
