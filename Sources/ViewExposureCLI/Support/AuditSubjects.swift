import ViewExposureDumps
import ViewExposureAudit
import ViewExposure

extension LoadedScene {
    /// The elements `exposure audit` examines, in document order: a dump's interactive
    /// elements (controls, with their attributes); for a scene file, every view with an id
    /// that takes touches itself (not a window, not hidden from hit-testing, hit-test policy
    /// other than `passThrough`).
    public var auditSubjects: [AuditSubject] {
        if let dump {
            return dump.interactiveElements.map(AuditSubject.init)
        }
        return identifiedViewsInOrder.compactMap { entry in
            let v = entry.view
            guard !(v is Window), v.isUserInteractionEnabled, v.hitTestPolicy != .passThrough else { return nil }
            return AuditSubject(view: v, identifier: entry.id)
        }
    }
}

extension AuditSubject {
    /// The subject for a dump's element: its id, type, label, enabled flag and attributes.
    public init(_ element: DumpElement) {
        self.init(view: element.view, identifier: element.identifier, type: element.type, label: element.label,
                  isEnabled: element.isEnabled, attributes: element.attributes,
                  leadingAttributeNames: element.leadingAttributeNames)
    }
}
