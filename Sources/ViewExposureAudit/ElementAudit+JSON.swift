import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree

extension ElementAudit {
    /// The audit as one JSON object (one line), written with ``JSONWriter``:
    ///
    /// `{"file"?, "element", "type", "label", "enabled", "problems": [...], "confidence",
    /// "uncertain": [...], "exposure",
    /// "onScreen", "frame": [x, y, w, h], "center": [x, y], "receiverAtCenter", "reachesAtCenter",
    /// "frontmostAtCenter", "passThrough", "visibleCenter", "receiverAtVisibleCenter",
    /// "reachesAtVisibleCenter", "coveredBy": [{"element", "share", "certain"}], "moreCoverers"?, "attributes": {...}}`

    /// `because` — `{"unreachable"?: [rule ids], "covered"?: [...], "passThrough"?: [...]}`, the
    /// rules and facts each finding rests on (``because``; docs/dumps.md, "Rules") — is written
    /// after `coveredBy` (and `moreCoverers`) when there is any.
    ///
    /// `moreCoverers` (always `true`) is written only when ``moreCoverers`` is: `coveredBy` then
    /// names the first 16 coverers of each sibling list in drawing order, not every one.
    ///
    /// After `coveredBy`, once the checks ran: `"tapPoint": [x, y] | null`, `"tapPointReason"`
    /// (only when null) and `"findings": [{"check", "certain", "detail", "other"?, "share"?,
    /// "level"?}]` (`writeChecks(_:to:)`).
    ///
    /// Percentages and coordinates in the library's output format (1 to 4 fraction digits);
    /// views named by their ids (`null` when none); `file` only when given.
    public func write(to w: inout JSONWriter, file: String? = nil) {
        func id(_ v: View?) {
            if let v { w.string(v.identifier ?? "(unnamed)") } else { w.null() }
        }
        w.beginObject()
        if let file { w.key("file"); w.string(file) }
        w.key("element"); w.string(subject.identifier)
        w.key("type")
        if let t = subject.type { w.string(t) } else { w.null() }
        w.key("label")
        if let l = subject.label { w.string(l) } else { w.null() }
        w.key("enabled"); w.bool(subject.isEnabled)
        w.key("problems")
        w.beginArray()
        for p in problems { w.string(p.rawValue) }
        w.endArray()
        w.key("confidence"); w.string(confidence.rawValue)
        w.key("uncertain")
        w.beginArray()
        for p in uncertainProblems { w.string(p.rawValue) }
        w.endArray()
        w.key("exposure"); w.number(exposure.exposedPercentage)
        w.key("onScreen"); w.number(onScreenPercentage)
        w.key("frame"); w.numbers([frameOnScreen.x, frameOnScreen.y, frameOnScreen.width, frameOnScreen.height])
        w.key("center"); w.numbers([center.x, center.y])
        w.key("receiverAtCenter"); id(receiverAtCenter)
        w.key("reachesAtCenter"); w.bool(reachesAtCenter)
        w.key("frontmostAtCenter"); id(frontmostAtCenter)
        w.key("passThrough"); w.bool(problems.contains(.passThrough))
        w.key("visibleCenter")
        if let p = visibleCenter { w.numbers([p.x, p.y]) } else { w.null() }
        w.key("receiverAtVisibleCenter")
        if visibleCenter != nil { id(receiverAtVisibleCenter) } else { w.null() }
        w.key("reachesAtVisibleCenter")
        if let r = reachesAtVisibleCenter { w.bool(r) } else { w.null() }
        w.key("coveredBy")
        w.objects(coveredBy) { w, c in
            w.key("element"); w.string(c.identifier)
            w.key("share"); w.number(c.sharePercentage)
            w.key("certain"); w.bool(c.isCertain)
        }
        // Only when the list is cut, so that lines of short lists keep their form.
        if moreCoverers { w.key("moreCoverers"); w.bool(true) }
        // Only when the auditor had the source's rules (a dump), so that scene lines keep their form.
        if !because.isEmpty {
            w.key("because")
            w.beginObject()
            for p in AuditProblem.allCases {
                guard let ids = because[p] else { continue }
                w.key(p.rawValue)
                w.beginArray()
                for id in ids { w.string(id) }
                w.endArray()
            }
            w.endObject()
        }
        if let checks { writeChecks(checks, to: &w) }
        w.key("attributes")
        w.beginObject()
        for a in subject.orderedAttributes { w.key(a.name); w.string(a.value) }
        w.endObject()
        w.endObject()
    }

    /// ``write(to:file:)`` as a string (one line, no newline).
    public func jsonLine(file: String? = nil) -> String {
        var w = JSONWriter()
        write(to: &w, file: file)
        return w.text
    }
}
