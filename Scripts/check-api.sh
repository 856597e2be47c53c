#!/usr/bin/env bash
# The public API of every library product, as one sorted line per declaration and conformance
# (from `swift package dump-symbol-graph`: kind, path, declaration; `conformance` lines) and per
# module the umbrella re-exports (`exports` lines), compared with the recorded baseline
# Tests/API/public-api.txt. An unintended change to what apps can call fails `make test`; an
# intended one is recorded with `Scripts/check-api.sh --record` (then review the baseline's diff
# like any other change). Needs jq.
#   Scripts/check-api.sh [--record]
set -eu
baseline=Tests/API/public-api.txt
# The modules of the library products (Package.swift); the platform bridges are empty on Linux.
modules="ViewExposure ViewExposureGeometry ViewExposureJSON ViewExposureTree ViewExposureMeasurement
  ViewExposureHitTesting ViewExposureAlignment ViewExposureObserver ViewExposureScene ViewExposureLive
  ViewExposureDumps ViewExposureAudit ViewExposureDocument ViewExposureReference
  ViewExposureUIKitStandIn ViewExposureDumpGenerators ViewExposureCLI"
out=$(${SWIFT:-swift} package dump-symbol-graph --minimum-access-level public --skip-synthesized-members 2>&1 \
  | sed -n 's/^Files written to //p' | tail -n 1)
[ -d "$out" ] || { echo "check-api: no symbol graph directory from dump-symbol-graph"; exit 1; }
current=$(mktemp)
trap 'rm -f "$current"' EXIT
for m in $modules; do
  for f in "$out/$m.symbols.json" "$out/$m@"*.symbols.json; do
    [ -f "$f" ] || continue
    name=$(basename "$f" .symbols.json)
    jq -r --arg m "$name" '
      (reduce .symbols[] as $s ({}; .[$s.identifier.precise] = ($s.pathComponents | join(".")))) as $path
      | (.symbols[] | "\($m) \(.kind.identifier | sub("^swift\\."; "")) \(.pathComponents | join(".")): \((.declarationFragments // []) | map(.spelling) | join("") | gsub("\\s+"; " "))"),
        (.relationships[] | select(.kind == "conformsTo")
          | "\($m) conformance \($path[.source] // .source): \($path[.target] // .targetFallback // .target)")
    ' "$f"
  done
done > "$current.lines"
# What `import ViewExposure` brings: the umbrella's re-exported modules.
sed -n 's/^@_exported import \(.*\)$/ViewExposure exports \1/p' Sources/ViewExposure/*.swift >> "$current.lines"
LC_ALL=C sort -u "$current.lines" > "$current"
rm -f "$current.lines"
if [ "${1:-}" = "--record" ]; then
  mkdir -p "$(dirname "$baseline")"
  cp "$current" "$baseline"
  echo "recorded $(wc -l < "$baseline") public declarations in $baseline"
  exit 0
fi
if ! diff -u "$baseline" "$current"; then
  echo "PUBLIC API CHANGED (diff above: - recorded, + now). If intended, record it: Scripts/check-api.sh --record"
  exit 1
fi
echo "public API as recorded: $(wc -l < "$current") declarations and conformances"
