import ViewTree

/// One element for the audit to examine: a view on a screen, with how to name and describe it
/// in the results.
///
/// Not `Sendable`: it holds its view, which belongs to one thread.
public struct AuditSubject {
    /// The view examined.
    public var view: View
    /// The id printed for it.
    public var identifier: String
    /// Its type as the source names it (`Button`, `TextView`), if known.
    public var type: String?
    /// What a person reads on it, if anything.
    public var label: String?
    /// Whether the source says it is enabled; disabled elements are audited and flagged.
    public var isEnabled: Bool
    /// Attributes from the source, printed with the result in this order.
    public var attributes: [(name: String, value: String)]

    /// Creates a subject.
    public init(view: View, identifier: String, type: String? = nil, label: String? = nil,
                isEnabled: Bool = true, attributes: [(name: String, value: String)] = []) {
        self.view = view
        self.identifier = identifier
        self.type = type
        self.label = label
        self.isEnabled = isEnabled
        self.attributes = attributes
    }
}
