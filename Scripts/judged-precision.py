#!/usr/bin/env python3
"""Measures the audit's findings against judged verdicts, per rule id.

Runs `exposure audit FILE --jsonl` on every dump under the given directories (default
../shared/dumps, with its sub-folders; --dumps may be repeated: the judged sets kept outside the
repository), reads the judged findings (default every docs/judged-findings*.tsv: file, element,
finding, verdict T/F/U, the share a person sees, blame, note; a covered finding counts as wrong when
neither its largest coverer's share nor all it has hidden, of its on-screen part, is within 5 points of that,
and a covered finding judged wrong only for its share (a share above 0 given) counts as right once it is; a wrong finding with a blamed rule counts against that
rule only, or against every rule it rests on when it no longer rests on the blamed one, unless its
share is too low: then against the blamed rule, which read something drawn as not drawing) and prints:
  - per rule id named in the findings' `because`: how many judged findings rest on it, how many
    are right, the precision;
  - certain `unreachable` + `covered` findings: right, wrong, unjudged, precision;
  - recall: of the judged real problems (verdict T), how many are reported certain, how many at all;
  - the same totals for each directory given, so each judged set reads on its own.
A table row whose dump is in none of the directories is left out, and the count of such rows is said.
With --docs FILE (docs/dumps.md) it also rewrites, in that file, each rule section's counts and
whether the rule is earned, the table of the "Certainty" section and the totals under it.
With --findings it prints every finding instead (file, element, finding, certain|uncertain, the
largest coverer share, because), one per line: the form to diff between two binaries.

With --rule ID it lists the judged findings counted for that rule instead: the verdict as counted
(T or F), file, element, finding, the audit's share, the judge's, and what the finding rests on.

  Scripts/judged-precision.py [--exposure .build/debug/exposure] [--dumps DIR ...]
                              [--table FILE ...] [--findings | --swift | --docs docs/dumps.md | --rule ID]
"""
import argparse
import collections
import glob
import json
import os
import subprocess
import sys

KINDS = ("unreachable", "covered", "passThrough")


def dumps_under(root):
    for base, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            if f.endswith((".xml", ".json")):
                yield os.path.join(base, f)


def findings(exposure, path):
    out = subprocess.run([exposure, "audit", path, "--jsonl"], capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"{path}: exit {out.returncode}: {out.stderr.strip()}")
    name = os.path.basename(path)
    for line in out.stdout.splitlines():
        a = json.loads(line)
        because = a.get("because", {})
        for certain, kinds in ((True, a["problems"]), (False, a["uncertain"])):
            for k in kinds:
                if k not in KINDS:
                    continue
                # Of the element's on-screen part (a person judges what is on screen; `share` and
                # `exposure` are of the whole frame): the largest coverer's share and all that is
                # hidden (`onScreen - exposure`), the two figures the audit gives.
                on = a["onScreen"]
                largest = max((c["share"] for c in a["coveredBy"]), default=0)
                share = (round(largest * 100 / on, 4), round((on - a["exposure"]) * 100 / on, 4)) \
                    if k == "covered" and on > 0 else (0, 0) if k == "covered" else ""
                yield name, a["element"], k, certain, share, because.get(k, [])


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    p = argparse.ArgumentParser()
    p.add_argument("--exposure", default=os.path.join(repo, ".build/debug/exposure"))
    # ../shared/dumps beside the repository (or beside the worktrees' folder).
    near = [os.path.join(repo, "..", "shared", "dumps"), os.path.join(repo, "..", "..", "shared", "dumps")]
    p.add_argument("--dumps", action="append",
                   help="a folder of dumps (repeatable; default ../shared/dumps)")
    p.add_argument("--table", action="append",
                   help="a judged table (repeatable; default docs/judged-findings*.tsv)")
    p.add_argument("--findings", action="store_true")
    p.add_argument("--swift", action="store_true", help="print the measurements as DumpRuleMeasurements.table entries")
    p.add_argument("--docs", help="rewrite the rule sections' counts and the Certainty table in this file")
    p.add_argument("--rule", help="list the judged findings counted for this rule, each with its verdict as counted")
    args = p.parse_args()
    dirs = [os.path.normpath(d) for d in args.dumps or [next((d for d in near if os.path.isdir(d)), near[0])]]
    tables = args.table or sorted(glob.glob(os.path.join(repo, "docs", "judged-findings*.tsv")))

    set_of = {}  # dump base name -> the directory given that holds it
    for d in dirs:
        if not os.path.isdir(d):
            sys.exit(f"no dumps at {d} (give --dumps)")
        for path in dumps_under(d):
            name = os.path.basename(path)
            if name in set_of:
                sys.exit(f"{name} is in both {set_of[name]} and {d}: findings are keyed by file name")
            set_of[name] = d
    found = [f for d in dirs for path in dumps_under(d) for f in findings(args.exposure, path)]
    if args.findings:
        for name, element, kind, certain, share, because in found:
            shown = str(share[0]) if isinstance(share, tuple) else share
            escaped = element.replace("\r", "\\r").replace("\n", "\\n")  # one line a finding, as the tables write it
            print("\t".join([name, escaped, kind, "certain" if certain else "uncertain", shown, ",".join(because)]))
        return

    verdicts = {}
    elsewhere = 0
    for table in tables:
        with open(table, encoding="utf-8") as t:
            for line in t:
                if line.startswith("#") or not line.strip():
                    continue
                cols = line.rstrip("\n").split("\t")
                if cols[0] == "file":
                    continue
                if cols[0] not in set_of:
                    elsewhere += 1
                    continue
                # Elements whose names hold line breaks are written with `\n` / `\r`. A problem the
                # judge found the audit missing (`missed:ELEMENT`, the element as the audit names it)
                # is judged under that name once the audit reports it.
                element = cols[1].replace("\\r", "\r").replace("\\n", "\n")
                key = (cols[0], element, cols[2])
                if key in verdicts:
                    sys.exit(f"{table}: {' '.join(key)} is judged twice")
                share = cols[4] if len(cols) > 4 else ""
                blame = cols[5].split(",") if len(cols) > 5 and cols[5] else []
                verdicts[key] = (cols[3], float(share) if share else None, blame)
    for (name, element, kind), verdict in list(verdicts.items()):
        if element.startswith("missed:") and (name, element[7:], kind) not in verdicts:
            verdicts[(name, element[7:], kind)] = verdicts.pop((name, element, kind))

    per_rule = collections.defaultdict(lambda: [0, 0])
    # The screens each rule's judged findings come from: a count spread over few screens says
    # less than the same count over many.
    screens_of = collections.defaultdict(set)
    # Per directory given (and "all"): certain unreachable+covered right, wrong, unjudged.
    totals = collections.defaultdict(lambda: [0, 0, 0])
    reported = {}
    for name, element, kind, certain, share, because in found:
        v, expected, blame = verdicts.get((name, element, kind), (None, None, []))
        # A covered finding is right only when its share is within 5 points of what is seen: the
        # largest coverer's or all that is hidden (judges read one or the other).
        off = min(abs(x - expected) for x in share) if kind == "covered" and expected is not None else 0
        if v == "T" and kind == "covered" and expected is not None and off > 5:
            v = "F"
        # A covered finding judged wrong with a share above 0 is a real cover the audit measured
        # wrongly: right once its share is within 5 points of what the judge saw.
        elif v == "F" and kind == "covered" and expected is not None and expected > 0 and off <= 5:
            v = "T"
        reported[(name, element, kind)] = certain
        if v in ("T", "F"):
            # A wrong finding counts against the rule it is blamed on, when the table says and
            # the finding still rests on that rule; otherwise (a rule since split in two) against
            # every rule it rests on. A share too low is something drawn that a rule read as not
            # drawing, a rule no finding rests on: it counts against the rule blamed, if any.
            low = v == "F" and kind == "covered" and expected is not None and max(share) < expected - 5
            blamed = [r for r in blame if r in because or low]
            for r in sorted(set(because) | set(blamed)):
                if v == "F" and blamed and r not in blamed:
                    continue
                per_rule[r][0] += 1
                per_rule[r][1] += v == "T"
                screens_of[r].add(name)
                if r == args.rule:
                    print("\t".join([v, name, element, kind, str(share[0]) if isinstance(share, tuple) else share,
                                     "" if expected is None else str(expected), ",".join(because)]))
        if certain and kind in ("unreachable", "covered"):
            column = 0 if v == "T" else 1 if v == "F" else 2
            totals[set_of[name]][column] += 1
            totals["all"][column] += 1

    if args.rule:
        return
    if args.swift:
        for r in sorted(per_rule):
            n, ok = per_rule[r]
            print(f'        "{r}": ({n}, {ok}),')
        return
    summary = []
    for where in dirs + (["all"] if len(dirs) > 1 else []):
        right, wrong, unjudged = totals[where]
        judged = right + wrong
        real = [k for k, v in verdicts.items() if v[0] == "T" and (where == "all" or set_of[k[0]] == where)]
        certain = sum(1 for k in real if reported.get(k) is True)
        any_ = sum(1 for k in real if k in reported)
        summary.append((where, [
            f"certain unreachable+covered: {right} right, {wrong} wrong, {unjudged} unjudged; "
            f"precision {100 * right / judged if judged else 100:.1f} %",
            f"real problems judged: {len(real)}; reported certain {certain} "
            f"({100 * certain / len(real) if real else 100:.1f} %), "
            f"certain or uncertain {any_} ({100 * any_ / len(real) if real else 100:.1f} %)"]))
    if args.docs:
        rewrite_docs(args.docs, per_rule, summary, screens_of)
        return
    print("rule\tjudged\tright\tprecision\tscreens")
    for r in sorted(per_rule):
        n, ok = per_rule[r]
        print(f"{r}\t{n}\t{ok}\t{100 * ok / n:.1f} %\t{len(screens_of[r])}")
    for where, lines in summary:
        print()
        print(f"{where}:")
        for line in lines:
            print(line)
    if elsewhere:
        print(f"\n{elsewhere} judged rows are of dumps in none of the folders given (left out; give --dumps)")
    real = [k for k, v in verdicts.items() if v[0] == "T"]
    missed = sorted(k for k in real if k not in reported)
    for k in missed:
        print("missed:\t" + "\t".join(k))
    for name, element, kind, certain, share, because in found:
        if certain and kind in ("unreachable", "covered") and (name, element, kind) not in verdicts:
            print("unjudged certain:\t" + "\t".join([name, element, kind]))


EARNED_COUNT, EARNED_PRECISION = 20, 0.97  # DumpRuleInfo.earnedCount, .earnedPrecision


def rewrite_docs(path, per_rule, summary, screens_of):
    """Rewrites each `### `id`` section's measurement line and the Certainty table and totals."""
    import re
    line_re = re.compile(r"^\*(stated|inferred)(?:, (?:\*\*earned\*\*|not earned))?; (decides [^;]+); "
                         r"(?:\d+ judged, \d+ right \([\d.]+ %\)|no judged finding yet); (`Rules/[^`]+`)\.\*$")
    out, rule, lines = [], None, open(path, encoding="utf-8").read().split("\n")
    k = 0
    while k < len(lines):
        line = lines[k]
        m = re.match(r"^### `([a-z0-9-]+)`$", line)
        if m:
            rule = m.group(1)
        m = line_re.match(line)
        if m and rule:
            basis, decides, home = m.groups()
            n, ok = per_rule.get(rule, (0, 0))
            counts = f"{n} judged, {ok} right ({100 * ok / n:.1f} %)" if n else "no judged finding yet"
            if basis == "inferred":
                earned = n >= EARNED_COUNT and ok >= EARNED_PRECISION * n
                basis += ", **earned**" if earned else ", not earned"
            line = f"*{basis}; {decides}; {counts}; {home}.*"
            rule = None
        if line.startswith("| rule | judged | right | precision |"):
            out += ["| rule | judged | right | precision | screens |", "|---|---|---|---|---|"]
            out += [f"| `{r}` | {n} | {ok} | {100 * ok / n:.1f} % | {len(screens_of[r])} |"
                    for r, (n, ok) in sorted(per_rule.items())]
            k += 2
            while k < len(lines) and lines[k].startswith("| `"):
                k += 1
            out.append("")
            # The totals that followed the table, per folder of dumps.
            while k < len(lines) and (not lines[k].strip() or lines[k].startswith("- ") or lines[k].startswith("  ")):
                k += 1
            for where, texts in summary:
                name = "every set" if where == "all" else os.path.basename(where.rstrip("/"))
                name = "../shared/dumps" if name == "dumps" else name
                out.append(f"- {name}: " + "; ".join(texts))
            out.append("")
            continue
        out.append(line)
        k += 1
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
