#!/usr/bin/env bash
# Runs every command of two `exposure` binaries on the same inputs and compares standard output,
# standard error, exit status and written files byte for byte (cmp). For a change that must not
# alter any output (the JSON reader and writer): build the old commit into a scratch path, then
#   Scripts/compare-outputs.sh OLD/exposure .build/release/exposure [extra scene files…]
# Inputs: Examples/*.json, Tests/Fixtures/*, Fuzz/Seeds/*/* (malformed inputs: error text),
# and any files given after the two binaries. For large scenes (the bench's 100 000-view
# .build/bench/text-*.json) set MEASURE_ONLY=1: only the measure commands run on those (audit
# and render of 100 000 views take minutes each).
set -u
old=$1 new=$2; shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=0 diffs=0

# compare NAME ARGS…: runs both binaries with ARGS (the token @OUT@ becomes an output file path)
# and compares everything they produced.
compare() {
  local name=$1; shift
  runs=$((runs + 1))
  for side in old new; do
    local bin=$old; [ $side = new ] && bin=$new
    # The same output path for both (commands print it), moved aside after each run.
    local args=()
    for a in "$@"; do args+=("${a//@OUT@/$work/written}"); done
    rm -f "$work/written" "$work/$side.out"
    "$bin" "${args[@]}" > "$work/$side.stdout" 2> "$work/$side.stderr" < /dev/null
    echo $? > "$work/$side.status"
    if [ -e "$work/written" ]; then mv "$work/written" "$work/$side.out"; fi
  done
  for part in stdout stderr status out; do
    if [ -e "$work/old.$part" ] || [ -e "$work/new.$part" ]; then
      if ! cmp -s "$work/old.$part" "$work/new.$part"; then
        echo "DIFFERENT $part: $name: $*"; diffs=$((diffs + 1)); return
      fi
    fi
  done
}

# The ids of a scene or dump, from `measure --all` (one `"ID": {` per line).
ids() { "$old" measure "$1" --all 2>/dev/null | sed -n 's/^  "\(.*\)": {.*/\1/p' | head -n 40; }

inputs=(Examples/*.json Tests/Fixtures/*.xml Tests/Fixtures/*.json "$@")
extra=("$@")
for f in "${inputs[@]}"; do
  case $f in *timeline*) continue ;; esac
  large=0
  for e in "${extra[@]}"; do [ "$e" = "$f" ] && [ "${MEASURE_ONLY:-0}" = 1 ] && large=1; done
  if [ $large = 1 ]; then
    for policy in every content; do compare "measure --all" measure "$f" --all --policy "$policy"; done
    compare "measure --all" measure "$f" --all
    compare "measure --views" measure "$f" --views "$(ids "$f" | paste -sd, -)"
    for id in $(ids "$f" | head -n 5); do compare "measure --view" measure "$f" --view "$id"; done
    continue
  fi
  for policy in "" every content; do
    p=(); [ -n "$policy" ] && p=(--policy "$policy")
    compare "measure --all" measure "$f" --all "${p[@]}"
    compare "audit" audit "$f" "${p[@]}"
    compare "audit --table" audit "$f" --table "${p[@]}"
  done
  compare "audit --jsonl" audit "$f" --jsonl
  compare "import" import "$f"
  compare "import --out" import "$f" --out @OUT@
  for pt in 0,0 10,10 50,100 100,320 187,600 300,200 -5,-5; do
    compare "hit" hit "$f" --point "$pt" --audit
  done
  compare "render --audit" render "$f" --audit --out @OUT@
  list=$(ids "$f" | paste -sd, -)
  [ -n "$list" ] && compare "measure --views" measure "$f" --views "$list"
  for id in $(ids "$f" | head -n 12); do
    compare "measure --view" measure "$f" --view "$id"
    compare "align" align "$f" --view "$id"
    compare "convert point" convert "$f" --from "$id" --to window --point 3.25,-7
    compare "convert rect" convert "$f" --from window --to "$id" --rect 1,2,30.5,40
    compare "render" render "$f" --view "$id" --point 20,30 --alignment --out @OUT@
  done
done
for t in Examples/*timeline*.json; do
  compare "observe" observe "${t/-timeline/}" --timeline "$t"
done
for f in Fuzz/Seeds/*/*; do
  compare "measure seed" measure "$f" --all
  compare "observe seed" observe Examples/feed.json --timeline "$f"
done
echo "compared $runs runs of both binaries: $diffs differ"
[ $diffs -eq 0 ]
