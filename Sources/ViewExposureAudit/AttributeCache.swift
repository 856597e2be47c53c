import ViewExposureTree

/// The source's attributes of each view, asked of the ``CheckEnvironment`` once per view and
/// then read back by pre-order number: the checks read a view's attributes many times (flags,
/// classes, text of up to 64 views inside every control), and a dump answers each by a
/// dictionary lookup and a copy of the element. Not `Sendable`: one screen.
final class AttributeCache {
    private let index: ScreenIndex
    private let source: (View) -> [String: String]?
    private var values: [[String: String]?]
    private var known: [Bool]
    private var text: [Int8]

    init(index: ScreenIndex, source: @escaping (View) -> [String: String]?) {
        self.index = index
        self.source = source
        values = Array(repeating: nil, count: index.views.count)
        known = Array(repeating: false, count: index.views.count)
        text = Array(repeating: -1, count: index.views.count)
    }

    /// `isText(view)` (``ClippedCheck``'s "shows text" rule), remembered for views on the
    /// screen: the check asks it of up to 64 views inside every control.
    func showsText(_ view: View, _ isText: (View) -> Bool) -> Bool {
        guard let n = index.number(of: view) else { return isText(view) }
        if text[n] < 0 { text[n] = isText(view) ? 1 : 0 }
        return text[n] == 1
    }

    /// `source(view)`, remembered for views on the screen.
    func attributes(of view: View) -> [String: String]? {
        guard let n = index.number(of: view) else { return source(view) }
        if known[n] { return values[n] }
        let a = source(view)
        values[n] = a
        known[n] = true
        return a
    }
}
