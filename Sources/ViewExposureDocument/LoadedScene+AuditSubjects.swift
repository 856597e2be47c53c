import ViewExposureMeasurement
import ViewExposureAudit
import ViewExposureDumps

extension LoadedScene {
    /// The elements an audit of this scene examines, in document order: a dump's interactive
    /// elements (controls, with their attributes); for a scene file, the views with an id that
    /// take touches themselves (`AuditSubject/touchTargets(among:)`). O(n).
    public var auditSubjects: [AuditSubject] {
        if let dump {
            return dump.interactiveElements.map(AuditSubject.init)
        }
        return AuditSubject.touchTargets(among: identifiedViewsInOrder)
    }

    /// The auditor for this scene: `policy` (else ``defaultPolicy``) and, for a dump, the
    /// views whose subviews' order the dump does not give (findings resting on it are
    /// uncertain), and what its rules say each finding rests on (`ElementAudit.because`).
    /// O(views with unknown child order).
    public func auditor(policy: ObstructionPolicy? = nil) -> ScreenAuditor {
        var auditor = ScreenAuditor(options: ExposureOptions(policy: policy ?? defaultPolicy),
                                    unknownChildOrder: dump?.viewsWithUnknownChildOrder ?? [],
                                    unknownNestedChildOrder: dump?.viewsWithUnknownNestedChildOrder ?? [])
        auditor.evidence = dump?.findingEvidence
        return auditor
    }
}

extension AuditSubject {
    /// The subject for a dump's element: its id, type, label, enabled flag and attributes (read
    /// from the dump when printed).
    public init(_ element: DumpElement) {
        self.init(view: element.view, identifier: element.identifier, type: element.type, label: element.label,
                  isEnabled: element.isEnabled, attributeSource: element.attributeList)
        leadingAttributeNames = element.leadingAttributeNames
    }
}

/// A dump element's attributes are an audit subject's, kept in the dump until printed.
extension DumpAttributes: AuditAttributeSource {}
