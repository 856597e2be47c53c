/// `webview-document-order` (inferred): Inside a web view (either platform) the page's elements come in document order while the page's style decides which paints over which: a later element is taken to be in front.
///
/// Applied where the elements' attributes are read (`TraitReader`), where the tree is built
/// or by the audit: this is its one name, which a finding's `because` gives when the rule
/// decided what the finding rests on.
enum WebViewDocumentOrder {
    static let info = DumpRuleInfo("webview-document-order", .inferred, .order)
}
