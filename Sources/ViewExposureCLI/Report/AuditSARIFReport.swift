import ViewExposure
import ViewExposureAudit
import ViewExposureJSON

/// `exposure audit --sarif FILE`: a SARIF 2.1.0 log (the format code-scanning services read):
/// one run of the tool `exposure audit`, its rules the ``AccessibilityCheck``s (with the rule
/// each follows and its threshold), one result per finding — the rule, its level, the message,
/// the dump as the artifact and the element as a logical location (its id, type and frame in
/// the result's properties).
///
/// Levels: a certain finding keeps ATF's level where the check has one (`smallTarget`,
/// `duplicateBounds`: `error`, or `warning` when ATF demotes it), else `warning`; an uncertain
/// finding is a `note` (it never fails, as with `--fail-on`). O(controls + findings).
struct AuditSARIFReport {
    /// The audited files, in order.
    var files: [AuditFindingsSummary]

    /// The level SARIF gives `finding`.
    static func level(of finding: CheckFinding) -> String {
        guard finding.isCertain else { return "note" }
        return finding.level ?? "warning"
    }

    /// The level of a rule's certain findings when ATF does not demote them.
    static func defaultLevel(of check: AccessibilityCheck) -> String {
        check == .smallTarget || check == .duplicateBounds ? "error" : "warning"
    }

    /// The whole log, one JSON document.
    func json() -> String {
        var w = JSONWriter(topLevelMembersOnLines: true)
        w.beginObject()
        w.key("version"); w.string("2.1.0")
        w.key("runs"); w.beginArray(); w.beginObject()
        w.key("tool"); w.beginObject(); w.key("driver"); w.beginObject()
        w.key("name"); w.string("exposure audit")
        w.key("rules"); w.beginArray()
        for check in AccessibilityCheck.allCases {
            w.beginObject()
            w.key("id"); w.string(check.rawValue)
            w.key("shortDescription"); w.beginObject(); w.key("text"); w.string(check.source); w.endObject()
            w.key("fullDescription"); w.beginObject(); w.key("text"); w.string("\(check.source); threshold: \(check.threshold)"); w.endObject()
            w.key("defaultConfiguration"); w.beginObject(); w.key("level"); w.string(Self.defaultLevel(of: check)); w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject(); w.endObject()
        w.key("artifacts"); w.beginArray()
        for f in files { w.beginObject(); w.key("location"); w.beginObject(); w.key("uri"); w.string(Self.uri(f.file)); w.endObject(); w.endObject() }
        w.endArray()
        w.key("results"); w.beginArray()
        for (fi, f) in files.enumerated() {
            for c in f.controls {
                for finding in c.findings {
                    w.beginObject()
                    w.key("ruleId"); w.string(finding.check.rawValue)
                    w.key("ruleIndex"); w.integer(AccessibilityCheck.allCases.firstIndex(of: finding.check)!)
                    w.key("level"); w.string(Self.level(of: finding))
                    w.key("message"); w.beginObject(); w.key("text"); w.string("\(c.subject.id): \(finding.detail)"); w.endObject()
                    w.key("locations"); w.beginArray(); w.beginObject()
                    w.key("physicalLocation"); w.beginObject()
                    w.key("artifactLocation"); w.beginObject(); w.key("uri"); w.string(Self.uri(f.file)); w.key("index"); w.integer(fi); w.endObject()
                    w.endObject()
                    w.key("logicalLocations"); w.beginArray(); w.beginObject()
                    w.key("name"); w.string(c.subject.id)
                    w.key("fullyQualifiedName"); w.string("\(f.file)#\(c.subject.id)")
                    w.key("kind"); w.string("element")
                    w.endObject(); w.endArray()
                    w.endObject(); w.endArray()
                    w.key("properties"); w.beginObject()
                    w.key("certain"); w.bool(finding.isCertain)
                    if let l = finding.level { w.key("atfLevel"); w.string(l) }
                    if let o = finding.other { w.key("other"); w.string(o) }
                    if let s = finding.share { w.key("share"); w.number(s) }
                    w.key("elementType"); w.string(c.subject.type)
                    if !c.subject.label.isEmpty { w.key("label"); w.string(c.subject.label) }
                    w.key("frame"); w.numbers([c.subject.frame.minX, c.subject.frame.minY, c.subject.frame.width, c.subject.frame.height])
                    w.endObject()
                    w.endObject()
                }
            }
        }
        w.endArray()
        w.endObject(); w.endArray()
        w.endObject()
        return w.text + "\n"
    }

    /// `path` as a relative URI reference: every byte outside RFC 3986's unreserved characters
    /// and `/` percent-encoded (a file name with spaces or `#` stays one path).
    static func uri(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            let c = Character(UnicodeScalar(b))
            if (b < 0x80 && (c.isLetter || c.isNumber)) || "-._~/".utf8.contains(b) { out.append(c) }
            else { out += "%" + String(b, radix: 16, uppercase: true).leftPadded(to: 2) }
        }
        return out
    }
}

private extension String {
    func leftPadded(to n: Int) -> String { String(repeating: "0", count: Swift.max(0, n - count)) + self }
}
