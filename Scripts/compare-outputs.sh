#!/usr/bin/env bash
# Runs every command of two `exposure` binaries on the same inputs and compares standard output,
# standard error, exit status and written files byte for byte (cmp). For a change that must not
# alter any output (the JSON reader and writer): build the old commit into a scratch path, then
#   Scripts/compare-outputs.sh OLD/exposure .build/release/exposure [extra scene files…]
# Inputs: Examples/*.json, Tests/Fixtures/*, Fuzz/Seeds/*/* (malformed inputs: error text),
# and any files given after the two binaries (e.g. the bench's 100 000-view scenes).
set -u
old=$1 new=$2; shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=0 diffs=0

# compare NAME ARGS…: runs both binaries with ARGS (the token @OUT@ becomes a per-binary output
# file) and compares everything they produced.
compare() {
  local name=$1; shift
  runs=$((runs + 1))
  for side in old new; do
    local bin=$old; [ $side = new ] && bin=$new
    local args=()
    for a in "$@"; do args+=("${a//@OUT@/$work/$side.out}"); done
    rm -f "$work/$side.out"
    "$bin" "${args[@]}" > "$work/$side.stdout" 2> "$work/$side.stderr" < /dev/null
    echo $? > "$work/$side.status"
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
for f in "${inputs[@]}"; do
  case $f in *timeline*) continue ;; esac
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
