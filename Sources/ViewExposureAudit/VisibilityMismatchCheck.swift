import ViewExposureGeometry
import ViewExposureTree

/// `visibilityMismatch` (docs/dumps.md): the dump's own claim — iOS `visible` / `isVisible`,
/// Android `visible-to-user` / `displayed` — against the geometry: claimed visible but under 1 %
/// visible or unreachable (no tap point), or claimed invisible but at least 99.5 % visible and
/// reachable at its center. Elements without a claim, or without area, are not checked. Only
/// what the other findings do not say: a control claimed visible that the audit already finds
/// `unreachable`, `covered`, `offscreen` or `hidden` (certain or not) is not reported again.
package enum VisibilityMismatchCheck {
    /// The attributes that state visibility, in the order they are read.
    static let claimNames = ["visible", "isVisible", "visible-to-user", "displayed"]

    /// The dump's claim, each attribute's value read through `value`: the first of
    /// ``claimNames`` that says `true`/`1` or `false`/`0`; `nil` when none does.
    package static func claim(_ value: (String) -> String?) -> Bool? {
        for k in claimNames {
            if let v = value(k) {
                if v == "true" || v == "1" { return true }
                if v == "false" || v == "0" { return false }
            }
        }
        return nil
    }

    static func claim(_ attrs: SourceAttributes?) -> Bool? {
        guard let attrs else { return nil }
        return claim { attrs[$0] }
    }

    /// The findings that already say a control claimed visible is not seen or reached.
    static let alreadySaid: [AuditProblem] = [.unreachable, .covered, .offscreen, .hidden]

    static func finding(for audit: ElementAudit, tapPoint: Point?, env: CheckEnvironment) -> CheckFinding? {
        // An element with no area has no visibility to disagree about.
        guard !audit.problems.contains(.empty) else { return nil }
        let visible = audit.exposure.exposedPercentage
        let said = alreadySaid.contains(where: { audit.problems.contains($0) || audit.uncertainProblems.contains($0) })
        // Nothing to report whatever the claim (a buried control): the claim is not read.
        if said && !(visible >= 99.5 && audit.centerIsOnScreen && audit.reachesAtCenter) { return nil }
        guard let claimed = claim(env.sourceAttributes(of: audit.subject.view) ?? SourceAttributes(audit.subject.attributes)) else { return nil }
        // Geometry that rests on an order the dump does not give is no contradiction.
        let certain = audit.uncertainProblems.isEmpty
        if claimed {
            if said { return nil }
            if visible < 1 {
                return CheckFinding(check: .visibilityMismatch, isCertain: certain,
                                    detail: "claimed visible, \(AuditTable.percent(visible)) visible", share: visible)
            }
            if tapPoint == nil {
                return CheckFinding(check: .visibilityMismatch, isCertain: certain, detail: "claimed visible, unreachable", share: visible)
            }
        } else if visible >= 99.5, audit.centerIsOnScreen, audit.reachesAtCenter {
            return CheckFinding(check: .visibilityMismatch,
                                detail: "claimed invisible, \(AuditTable.percent(visible)) visible and reachable", share: visible)
        }
        return nil
    }
}
