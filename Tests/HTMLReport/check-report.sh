#!/bin/sh
# The HTML report's browser test (`make test-html-report`): audits every fixture into one
# report, loads it in headless Chromium and fails unless the page's script ran to the end
# (data-ready="1"), recorded no error (data-errors="0"), Chromium logged no console error or
# uncaught exception, and the page shows one row and one outline per control of the JSON lines.
# Then it checks itself: the same page with a script error injected must fail. Last, the
# screenshot: a dump with a PNG of its name beside it, its page screenshotted by Chromium and
# compared against the page's layout (check_screenshot.py).
# Usage: check-report.sh EXPOSURE_BINARY OUTPUT_DIR
set -eu
exposure=$1
out=$2
mkdir -p "$out"
report="$out/report.html"
"$exposure" audit Tests/Fixtures/*.xml Tests/Fixtures/*.json --html "$report" > "$out/lines.jsonl"
lines=$(wc -l < "$out/lines.jsonl")
[ "$lines" -gt 0 ] || { echo "html report: the audit printed no lines"; exit 1; }

# Loads $1 and checks it against $lines; prints what is wrong, returns 1 then.
check_page() {
  page=$1
  chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --virtual-time-budget=5000 --enable-logging=stderr --v=0 \
    --dump-dom "file://$(realpath "$page")" > "$out/dom.html" 2> "$out/console.log" || true
  status=0
  grep -q 'data-ready="1"' "$out/dom.html" || { echo "html report: the page's script did not finish (no data-ready=\"1\")"; status=1; }
  grep -q 'data-errors="0"' "$out/dom.html" || { echo "html report: the page recorded script errors"; status=1; }
  if grep -E 'CONSOLE.*(Uncaught|Error)|Uncaught ' "$out/console.log"; then echo "html report: console errors (above)"; status=1; fi
  rows=$(grep -o '<tr class="control"' "$out/dom.html" | wc -l)
  shapes=$(grep -o '<rect class="control' "$out/dom.html" | wc -l)
  grep -q "data-rows=\"$lines\"" "$out/dom.html" || { echo "html report: the script saw a row count other than $lines"; status=1; }
  [ "$rows" -eq "$lines" ] || { echo "html report: $rows rows for $lines controls"; status=1; }
  [ "$shapes" -eq "$lines" ] || { echo "html report: $shapes outlines for $lines controls"; status=1; }
  return $status
}

check_page "$report"
echo "html report: $lines controls, $lines rows and outlines, no console error (Chromium headless)"

# The check must fail on a broken page.
sed 's|</body>|<script>window.notDefinedAnywhere();</script></body>|' "$report" > "$out/broken.html"
if check_page "$out/broken.html" > "$out/broken.txt"; then
  echo "html report: the check passed a page with a script error"; exit 1
fi
echo "html report: a page with a script error is caught ($(head -n 1 "$out/broken.txt"))"

# The screenshot drawn under the outlines, at the screen's scale, where the layout says.
here=$(dirname "$0")
mkdir -p "$out/shot"
cp Tests/Fixtures/android-small-targets.xml "$out/shot/"
python3 "$here/check_screenshot.py" make "$out/shot/android-small-targets.png" 108 240
"$exposure" audit "$out/shot/android-small-targets.xml" --density 2.625 --html "$out/shot/report.html" > /dev/null
grep -q 'href="data:image/png;base64,' "$out/shot/report.html" || { echo "html report: the PNG beside the dump was not embedded"; exit 1; }
page="file://$(realpath "$out/shot/report.html")"
flags="--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --hide-scrollbars --force-device-scale-factor=1 --window-size=1400,1400 --virtual-time-budget=5000"
# shellcheck disable=SC2086
chromium $flags --dump-dom "$page" > "$out/shot/dom.html" 2> /dev/null || true
# shellcheck disable=SC2086
chromium $flags --screenshot="$out/shot/page.png" "$page" > /dev/null 2>&1 || true
[ -s "$out/shot/page.png" ] || { echo "html report: Chromium wrote no page screenshot"; exit 1; }
python3 "$here/check_screenshot.py" check "$out/shot/page.png" "$out/shot/dom.html" 1080 2400
