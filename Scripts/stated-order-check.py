#!/usr/bin/env python3
"""Checks the order rules of legacy Android dumps against what newer dumps state.

A legacy `uiautomator dump` gives no `drawing-order`; the audit then orders siblings by an inferred
rule (`android-document-order`, `android-same-frame-document-order`,
`android-nested-layer-document-order`, docs/dumps.md). A UiAutomator2
dump states the order. This script takes every uiautomator dump under the folders given that states
it, writes a copy without `drawing-order` (as a legacy dump of the same screen would read), audits
both, and for each rule counts the stripped copy's `unreachable` and `covered` findings that rest on
it: right when the dump as given makes the same finding (a covered share within 5 points, of the
largest coverer or of all that is hidden), wrong otherwise. It also counts the stripped copies'
certain findings the dumps as given do not make: the false alarms a legacy dump of those screens
would raise.

Dumps where a bare `android.view.ViewGroup` / `android.view.View` gives its children's
`drawing-order` out of document order are left out: there the stated order is itself in doubt
(`android-reordered-drawing-order`).

  Scripts/stated-order-check.py [--exposure .build/debug/exposure] [--dumps DIR ...] [--rule ID ...]
"""
import argparse
import collections
import importlib.util
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ET

KINDS = ("unreachable", "covered")
BARE = ("android.view.ViewGroup", "android.view.View")


def stating_dumps(root):
    """The uiautomator dumps under `root` that give `drawing-order`, as (path, text)."""
    for base, dirs, files in os.walk(root, followlinks=True):
        dirs.sort()
        for f in sorted(files):
            if not f.endswith(".xml"):
                continue
            path = os.path.join(base, f)
            with open(path, encoding="utf-8", errors="replace") as h:
                text = h.read()
            if "<hierarchy" in text[:4096] and "drawing-order=" in text:
                yield path, text


def reordered_by_bare_parent(text):
    """Whether a bare ViewGroup / View gives its children's drawing-order out of document order."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError:
        return True  # not read alike by both: leave it out
    # Legacy dumps name every element `node`; UiAutomator2 names it by its class.
    for parent in root.iter():
        if parent.get("class") not in BARE:
            continue
        orders = [int(c.get("drawing-order")) for c in parent if c.get("drawing-order", "").lstrip("-").isdigit()]
        if any(b < a for a, b in zip(orders, orders[1:])):
            return True
    return False


def judged_precision():
    """Scripts/judged-precision.py as a module: one reader of the audit's findings."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "judged-precision.py")
    spec = importlib.util.spec_from_file_location("judged_precision", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def findings(reader, exposure, path):
    """{(element, kind): (certain, (largest coverer share, all hidden) | None, because)}."""
    return {(element, kind): (certain, share if kind == "covered" else None, because)
            for _, element, kind, certain, share, because in reader.findings(exposure, path) if kind in KINDS}


def same(stripped, given):
    """Whether the dump as given makes the stripped copy's finding (shares within 5 points)."""
    if given is None:
        return False
    s, g = stripped[1], given[1]
    return s is None or g is None or abs(s[0] - g[0]) <= 5 or abs(s[1] - g[1]) <= 5


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    p = argparse.ArgumentParser()
    p.add_argument("--exposure", default=os.path.join(repo, ".build/debug/exposure"))
    p.add_argument("--dumps", action="append", help="a folder of dumps (repeatable; default ../shared/dumps)")
    p.add_argument("--rule", action="append", help="a rule id (repeatable; default the two legacy order rules)")
    args = p.parse_args()
    dirs = args.dumps or [os.path.join(repo, "..", "shared", "dumps")]
    rules = args.rule or ["android-document-order", "android-same-frame-document-order",
                          "android-nested-layer-document-order"]

    reader = judged_precision()
    seen, left_out = set(), []
    counts = {r: collections.Counter() for r in rules}
    wrong = {r: [] for r in rules}
    false_alarms, certain_total, checked = [], 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for d in dirs:
            if not os.path.isdir(d):
                sys.exit(f"no dumps at {d} (give --dumps)")
            for path, text in stating_dumps(d):
                name = os.path.basename(path)
                if name in seen:
                    continue
                seen.add(name)
                if reordered_by_bare_parent(text):
                    left_out.append(name)
                    continue
                stripped_path = os.path.join(tmp, name)
                with open(stripped_path, "w", encoding="utf-8") as h:
                    h.write(re.sub(r'\s+drawing-order="[^"]*"', "", text))
                given = findings(reader, args.exposure, path)
                stripped = findings(reader, args.exposure, stripped_path)
                checked += 1
                for key, f in stripped.items():
                    ok = same(f, given.get(key))
                    if f[0]:
                        certain_total += 1
                        if not ok:
                            false_alarms.append((name,) + key)
                    for r in rules:
                        if r in f[2]:
                            counts[r][ok] += 1
                            if not ok:
                                wrong[r].append((name,) + key)

    print(f"{checked} dumps that state drawing-order checked; {len(left_out)} left out "
          f"(a bare ViewGroup gives drawing-order out of document order)")
    for r in rules:
        right, bad = counts[r][True], counts[r][False]
        n = right + bad
        print(f"{r}: {n} findings of the stripped copies, {right} made by the dumps as given"
              + (f" ({100 * right / n:.1f} %)" if n else ""))
        for w in wrong[r]:
            print("  not stated:\t" + "\t".join(w))
    print(f"certain findings of the stripped copies: {certain_total}, "
          f"{certain_total - len(false_alarms)} made by the dumps as given")
    for w in false_alarms:
        print("  not stated:\t" + "\t".join(w))


if __name__ == "__main__":
    main()
