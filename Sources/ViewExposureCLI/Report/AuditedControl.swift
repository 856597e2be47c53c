import ViewExposure
import ViewExposureAudit

/// What every report of `exposure audit` names a control by (no views: it crosses threads).
struct AuditedControl: Sendable {
    /// The id printed for it (`AuditSubject.identifier`).
    var id: String
    /// Its type as the source names it; empty when unknown.
    var type: String
    /// What a person reads on it; empty when nothing.
    var label: String
    /// Its frame on screen (`ElementAudit.frameOnScreen`).
    var frame: Rect

    /// The control `audit` is about.
    init(_ audit: ElementAudit) {
        id = audit.subject.identifier
        type = audit.subject.type ?? ""
        label = audit.subject.label ?? ""
        frame = audit.frameOnScreen
    }
}
