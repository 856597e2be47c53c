import ViewExposureGeometry
import ViewExposureTree

/// `clipped` (docs/dumps.md), the analogue of XCTest's `.textClipped`: part of the element's
/// frame lies outside its window (the screen edge) or a clipping ancestor, by more than
/// ``tolerance`` — whatever covers it is `covered`'s business, not this. Android bounds come
/// already clipped, so there it is seen only where a dump's bounds leave their window.
enum ClippedCheck {
    static let tolerance = 1.0

    static func finding(for audit: ElementAudit) -> CheckFinding? {
        let v = audit.subject.view
        guard !audit.problems.contains(.hidden), !audit.problems.contains(.empty), !audit.problems.contains(.offscreen),
              let on = ScreenAuditor.onScreenRect(of: v) else { return nil }
        let f = audit.frameOnScreen
        let cut = Swift.max(on.minX - f.minX, on.minY - f.minY, f.maxX - on.maxX, f.maxY - on.maxY)
        guard cut > tolerance else { return nil }
        // What cut it: the nearest clipping ancestor whose box does not hold the frame.
        var by = "the screen edge"
        var node = v.superview
        while let a = node {
            if a is Window { break }
            if a.clipsToBounds, !a.transformToScreen.apply(to: a.bounds).contains(f) {
                by = a.identifier ?? "(unnamed)"
                break
            }
            node = a.superview
        }
        let text = audit.subject.label != nil ? " (its text may be cut)" : ""
        return CheckFinding(check: .clipped, detail: "cut by \(by): \(AuditTable.percent(audit.onScreenPercentage)) on screen\(text)",
                            other: by == "the screen edge" ? nil : by, share: audit.onScreenPercentage)
    }
}
