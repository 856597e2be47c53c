import ViewExposureJSON

extension ElementAudit {
    /// Writes the checks' keys of the audit's JSON line: `tapPoint`, `tapPointReason` (when
    /// there is no tap point) and `findings`.
    func writeChecks(_ checks: ElementChecks, to w: inout JSONWriter) {
        w.key("tapPoint")
        if let p = checks.tapPoint { w.numbers([p.x, p.y]) } else { w.null() }
        if checks.tapPoint == nil, let reason = checks.tapPointReason { w.key("tapPointReason"); w.string(reason) }
        w.key("findings")
        w.beginArray()
        for f in checks.findings {
            w.beginObject()
            w.key("check"); w.string(f.check.rawValue)
            w.key("certain"); w.bool(f.isCertain)
            w.key("detail"); w.string(f.detail)
            if let o = f.other { w.key("other"); w.string(o) }
            if let s = f.share { w.key("share"); w.number(s) }
            if let l = f.level { w.key("level"); w.string(l) }
            w.endObject()
        }
        w.endArray()
    }
}
