"""The CI formats of `exposure audit` read by real consumers (`make test-ci-formats`).

Usage: check_ci_formats.py LINES.jsonl JUNIT.xml LOG.sarif

- SARIF: validated by pydantic-sarif, the SARIF 2.1.0 object model generated from the OASIS
  schema (unknown keys forbidden, enumerations and types checked); then one result per finding
  of the JSON lines, each with the finding's rule, level and element.
- JUnit: read by junitparser; one test case per JSON line (named by the element, class the
  file), one failure per certain finding, typed by the check.
Prints one line per format and exits 1 with the differences when something disagrees.
"""
import json
import sys

import junitparser
from pydantic_sarif.model import StaticAnalysisResultsFormatSarifVersion210JsonSchema as SarifLog


def level(finding):
    if not finding["certain"]:
        return "note"
    return finding.get("level", "warning")


def main(lines_path, junit_path, sarif_path):
    lines = [json.loads(l) for l in open(lines_path, encoding="utf-8") if l.strip()]
    problems = []

    with open(sarif_path, encoding="utf-8") as f:
        log = SarifLog.model_validate_json(f.read())
    results = log.runs[0].results or []
    rules = [r.id for r in log.runs[0].tool.driver.rules or []]
    want = [(l["file"], l["element"], f["check"], level(f)) for l in lines for f in l.get("findings", [])]
    got = []
    for r in results:
        loc = r.locations[0]
        uri = loc.physicalLocation.artifactLocation.uri
        got.append((uri, loc.logicalLocations[0].name, r.ruleId, r.level.value))
        if rules[r.ruleIndex] != r.ruleId:
            problems.append(f"sarif: result {r.ruleId} points at rule {rules[r.ruleIndex]}")
    # File names may be percent-encoded in the URI; compare them decoded.
    from urllib.parse import unquote
    got = [(unquote(u), e, c, lv) for (u, e, c, lv) in got]
    if got != want:
        problems.append(f"sarif: {len(got)} results, {len(want)} findings; first difference: "
                        + str(next(((g, w) for g, w in zip(got, want) if g != w), (got[len(want):][:1], want[len(got):][:1]))))
    print(f"sarif: valid SARIF 2.1.0 (pydantic-sarif), {len(results)} results for {len(want)} findings, "
          f"levels {sorted(set(g[3] for g in got))}")

    xml = junitparser.JUnitXml.fromfile(junit_path)
    cases = []
    for suite in xml:
        for case in suite:
            failures = [r for r in case.result if isinstance(r, junitparser.Failure)]
            cases.append((case.classname, case.name, [r.type for r in failures]))
    want_cases = [(l["file"], l["element"], [f["check"] for f in l.get("findings", []) if f["certain"]]) for l in lines]
    if cases != want_cases:
        problems.append(f"junit: {len(cases)} test cases for {len(want_cases)} lines; first difference: "
                        + str(next(((c, w) for c, w in zip(cases, want_cases) if c != w), None)))
    failures = sum(len(c[2]) for c in cases)
    print(f"junit: read by junitparser, {len(cases)} test cases for {len(lines)} controls, {failures} failures "
          f"(certain findings)")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
