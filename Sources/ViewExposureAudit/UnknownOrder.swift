import ViewExposureTree

/// Which views of an indexed screen have subviews in an order the source does not give
/// (``ScreenAuditor/unknownChildOrder``), by pre-order number, so that "is `b` in front of
/// `a` only by such an order?" costs a walk up the pre-order intervals and no hashing: the
/// audit asks it for every coverer candidate of every control.
///
/// Not `Sendable`: it belongs to one index (one screen, one thread).
struct UnknownOrder {
    /// `flags[n]`: view number n's subviews' order is unknown; empty when no view's is.
    private let flags: [Bool]

    /// The flags of the views of `index` named in `views`. O(views of the screen) when some
    /// are named, O(1) otherwise.
    init(_ views: Set<ObjectIdentifier>, index: ScreenIndex) {
        guard !views.isEmpty else { flags = []; return }
        var flags = [Bool](repeating: false, count: index.views.count)
        for id in views { if let n = index.number(of: id) { flags[n] = true } }
        self.flags = flags
    }

    /// Whether view number `b` is in front of (or behind) view number `a` only by the order of
    /// the subviews of their common ancestor, whose order is unknown (`false` when one holds
    /// the other). O(depth of `b` below the common ancestor).
    func between(_ a: Int, and b: Int, in index: ScreenIndex) -> Bool {
        guard !flags.isEmpty else { return false }
        // The common ancestor: the first view up from `b` whose subtree holds `a`.
        var c = b
        while !(c <= a && a <= index.last[c]) {
            c = index.parent[c]
            if c < 0 { return false }
        }
        guard c != a, c != b else { return false }
        return flags[c]
    }

    /// ``between(_:and:in:)`` for two views; views not on the indexed screen are answered by
    /// `auditor` walking their superview chains.
    func between(_ view: View, and other: View, in index: ScreenIndex, auditor: ScreenAuditor) -> Bool {
        guard !flags.isEmpty else { return false }
        guard let a = index.number(of: view), let b = index.number(of: other) else {
            return auditor.orderIsUnknown(between: view, and: other)
        }
        return between(a, and: b, in: index)
    }
}
