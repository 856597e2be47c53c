import DumpImport
import ScreenAudit
import ViewExposure

extension LoadedScene {
    /// The elements `exposure audit` examines, in document order: a dump's interactive
    /// elements (controls, with their attributes); for a scene file, every view with an id
    /// that takes touches itself (not a window, not hidden from hit-testing, hit-test policy
    /// other than `passThrough`).
    public var auditSubjects: [AuditSubject] {
        if let dump {
            return dump.interactiveElements.map {
                AuditSubject(view: $0.view, identifier: $0.identifier, type: $0.type, label: $0.label,
                             isEnabled: $0.isEnabled, attributes: $0.orderedAttributes)
            }
        }
        return identifiedViewsInOrder.compactMap { entry in
            let v = entry.view
            guard !(v is Window), v.isUserInteractionEnabled, v.hitTestPolicy != .passThrough else { return nil }
            return AuditSubject(view: v, identifier: entry.id)
        }
    }
}
