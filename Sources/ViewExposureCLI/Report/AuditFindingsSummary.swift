import ViewExposure
import ViewExposureAudit

/// What the CI formats of `exposure audit` (``AuditJUnitReport``, ``AuditSARIFReport``) say about
/// one audited file: its controls in the order of the JSON lines, each with its findings (no
/// views: it crosses threads).
struct AuditFindingsSummary: Sendable {
    /// One control.
    struct Control: Sendable {
        var subject: AuditedControl
        var findings: [CheckFinding]
    }

    /// The file's name as the JSON lines give it.
    var file: String
    /// The controls, in document order.
    var controls: [Control]

    /// The summary of `audits` (already checked) of `file`. O(controls + findings).
    init(file: String, audits: [ElementAudit]) {
        self.file = file
        controls = audits.map { a in
            Control(subject: AuditedControl(a), findings: a.checks?.findings ?? [])
        }
    }
}
