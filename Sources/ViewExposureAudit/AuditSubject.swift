import ViewExposureTree

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
    /// Attributes from the source, printed with the result.
    public var attributes: [String: String]
    /// The attribute names printed first, in this order; the others follow sorted by name.
    /// (Shared by every subject of a source, so ordering costs nothing until printing.)
    public var leadingAttributeNames: [String]

    /// Creates a subject.
    public init(view: View, identifier: String, type: String? = nil, label: String? = nil,
                isEnabled: Bool = true, attributes: [String: String] = [:], leadingAttributeNames: [String] = []) {
        self.view = view
        self.identifier = identifier
        self.type = type
        self.label = label
        self.isEnabled = isEnabled
        self.attributes = attributes
        self.leadingAttributeNames = leadingAttributeNames
    }

    /// The attributes in print order: ``leadingAttributeNames`` first, then by name.
    public var orderedAttributes: [(name: String, value: String)] {
        var out: [(String, String)] = []
        for k in leadingAttributeNames { if let v = attributes[k] { out.append((k, v)) } }
        let leading = Set(leadingAttributeNames)
        for k in attributes.keys.sorted() where !leading.contains(k) { out.append((k, attributes[k]!)) }
        return out
    }
}
