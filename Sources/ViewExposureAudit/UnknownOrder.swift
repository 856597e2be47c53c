import ViewExposureTree

/// Which views of an indexed screen have subviews in an order the source does not give
/// (``ScreenAuditor/unknownChildOrder``), by pre-order number, so that "is `b` in front of
/// `a` only by such an order?" costs a walk up the pre-order intervals and no hashing: the
/// audit asks it for every coverer candidate of every control.
///
/// Not `Sendable`: it belongs to one index (one screen, one thread).
struct UnknownOrder {
    /// `flags[n]`: what is unknown of view number n's subviews' order — every pair's
    /// (``all``), or only that of two subviews of about one size, one within the other
    /// (``nested``); empty when nothing is.
    private let flags: [UInt8]
    private static let all: UInt8 = 1
    private static let nested: UInt8 = 2

    /// The flags of the views of `index` named in `views` (every pair's order unknown) and in
    /// `nested` (nested pairs' only). O(views of the screen) when some are named, O(1) otherwise.
    init(_ views: Set<ObjectIdentifier>, nested: Set<ObjectIdentifier> = [], index: ScreenIndex) {
        guard !views.isEmpty || !nested.isEmpty else { flags = []; return }
        var flags = [UInt8](repeating: 0, count: index.views.count)
        for id in nested { if let n = index.number(of: id) { flags[n] = Self.nested } }
        for id in views { if let n = index.number(of: id) { flags[n] = Self.all } }
        self.flags = flags
    }

    /// Whether view number `b` is in front of (or behind) view number `a` only by the order of
    /// the subviews of their common ancestor, whose order is unknown — for a view whose nested
    /// pairs' order alone is unknown, when the two subviews holding `a` and `b` are such a pair
    /// (`false` when one holds the other). O(depth of `a` and `b` below the common ancestor).
    func between(_ a: Int, and b: Int, in index: ScreenIndex) -> Bool {
        guard !flags.isEmpty else { return false }
        // The common ancestor: the first view up from `b` whose subtree holds `a`.
        var c = b, sideOfB = b
        while !(c <= a && a <= index.last[c]) {
            sideOfB = c
            c = index.parent[c]
            if c < 0 { return false }
        }
        guard c != a, c != b else { return false }
        if flags[c] == Self.all { return true }
        guard flags[c] == Self.nested else { return false }
        var sideOfA = a
        while index.parent[sideOfA] != c { sideOfA = index.parent[sideOfA] }
        let frameA = index.toScreen[sideOfA].apply(to: index.views[sideOfA].bounds)
        let frameB = index.toScreen[sideOfB].apply(to: index.views[sideOfB].bounds)
        return frameA.isNestedLayer(with: frameB)
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
