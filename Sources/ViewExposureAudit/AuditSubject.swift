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
    /// Attributes from the source, printed with the result (made from the subject's
    /// ``AuditAttributeSource`` when it has one; setting them replaces the source).
    public var attributes: [String: String] {
        get { attributeSource?.dictionary ?? storedAttributes }
        set {
            storedAttributes = newValue
            attributeSource = nil
        }
    }
    /// The attribute names printed first, in this order; the others follow sorted by name.
    /// (Shared by every subject of a source, so ordering costs nothing until printing.)
    public var leadingAttributeNames: [String]
    private var storedAttributes: [String: String]
    /// Where the attributes are read from when asked, if not ``storedAttributes``.
    private var attributeSource: (any AuditAttributeSource)?

    /// Creates a subject.
    public init(view: View, identifier: String, type: String? = nil, label: String? = nil,
                isEnabled: Bool = true, attributes: [String: String] = [:], leadingAttributeNames: [String] = []) {
        self.view = view
        self.identifier = identifier
        self.type = type
        self.label = label
        self.isEnabled = isEnabled
        self.storedAttributes = attributes
        self.leadingAttributeNames = leadingAttributeNames
    }

    /// Creates a subject whose attributes stay in their source until printed or read (a UI
    /// dump's elements keep theirs as the dump's bytes: no dictionary per subject).
    public init(view: View, identifier: String, type: String? = nil, label: String? = nil,
                isEnabled: Bool = true, attributeSource: any AuditAttributeSource) {
        self.init(view: view, identifier: identifier, type: type, label: label, isEnabled: isEnabled)
        self.attributeSource = attributeSource
    }

    /// The attributes in print order: the source's order, else ``leadingAttributeNames``
    /// first, then by name.
    public var orderedAttributes: [(name: String, value: String)] {
        if let attributeSource { return attributeSource.ordered }
        var out: [(String, String)] = []
        for k in leadingAttributeNames { if let v = storedAttributes[k] { out.append((k, v)) } }
        let leading = Set(leadingAttributeNames)
        for k in storedAttributes.keys.sorted() where !leading.contains(k) { out.append((k, storedAttributes[k]!)) }
        return out
    }
}

/// Attributes that a subject's source keeps and makes text of only when asked (printing a
/// result, a check reading one).
public protocol AuditAttributeSource {
    /// Every attribute by name.
    var dictionary: [String: String] { get }
    /// Every attribute in print order.
    var ordered: [(name: String, value: String)] { get }
}
