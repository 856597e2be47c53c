/// `webview-document-order` (inferred): inside a web view (either platform) the page's elements come in document order while the page's style decides which paints over which: a later element is taken to be in front.
///
/// Applied where each element's attributes are read (`TraitReader`) or where the tree is
/// built; this is its one name, recorded on the views it decides.
enum WebViewDocumentOrder {
    static let info = DumpRuleInfo("webview-document-order", .inferred, .order)
}
