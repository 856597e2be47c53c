import ViewExposureAudit

/// `exposure audit --junit FILE`: JUnit XML as CI systems read it (Jenkins, GitLab, GitHub
/// test reporters): one `<testsuite>` per audited file, one `<testcase>` per control (named by
/// its id, `classname` the file), one `<failure>` per certain finding (`type` the check,
/// `message` its level and detail). Uncertain findings never fail: they are listed in the test
/// case's `<system-out>`.
///
/// Text from the dump is escaped for XML, and characters XML 1.0 cannot hold (control
/// characters, lone surrogates cannot occur in a `String`) become U+FFFD, so any dump gives a
/// well-formed document. O(controls + findings).
struct AuditJUnitReport: PiecewiseDocument {
    /// The audited files, in order.
    var files: [AuditFindingsSummary]

    /// The whole document.
    func xml() -> String { text }

    /// Hands the document to `emit` in order: its head, each file's test suite, its end.
    func writePieces(_ emit: (String) -> Void) {
        var tests = 0, failures = 0
        for f in files {
            tests += f.controls.count
            for c in f.controls { failures += c.findings.filter(\.isCertain).count }
        }
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"exposure audit\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        emit(x)
        for f in files {
            x = ""
            let fileFailures = f.controls.reduce(0) { $0 + $1.findings.filter(\.isCertain).count }
            x += "  <testsuite name=\"\(MarkupEscaping.escaped(f.file))\" tests=\"\(f.controls.count)\" failures=\"\(fileFailures)\" errors=\"0\" skipped=\"0\">\n"
            for c in f.controls {
                x += "    <testcase name=\"\(MarkupEscaping.escaped(c.subject.id))\" classname=\"\(MarkupEscaping.escaped(f.file))\""
                let certain = c.findings.filter(\.isCertain), uncertain = c.findings.filter { !$0.isCertain }
                if certain.isEmpty && uncertain.isEmpty { x += "/>\n"; continue }
                x += ">\n"
                for finding in certain {
                    let message = (finding.level.map { "\($0): " } ?? "") + finding.detail
                    x += "      <failure type=\"\(finding.check.rawValue)\" message=\"\(MarkupEscaping.escaped(message))\">"
                    x += MarkupEscaping.escaped("\(finding.check.rawValue) on \(c.subject.id) (\(c.subject.type)\(c.subject.label.isEmpty ? "" : " \"\(c.subject.label)\"")): \(message)")
                    x += "</failure>\n"
                }
                if !uncertain.isEmpty {
                    let lines = uncertain.map { "uncertain \($0.check.rawValue): \($0.detail)" }
                    x += "      <system-out>\(MarkupEscaping.escaped(lines.joined(separator: "\n")))</system-out>\n"
                }
                x += "    </testcase>\n"
            }
            x += "  </testsuite>\n"
            emit(x)
        }
        emit("</testsuites>\n")
    }
}
