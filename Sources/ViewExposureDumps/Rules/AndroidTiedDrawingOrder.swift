/// `android-tied-drawing-order` (inferred): siblings that give the same `drawing-order` — the
/// virtual nodes of Compose, Flutter and other node providers, which report 0 for every node,
/// while a view's children report their places 1, 2, … — are taken to be drawn in document
/// order. The dump states no order between them, and their document order is their
/// accessibility order: a scaffold lists its top bar before the body it is drawn over.
///
/// Applied where the tree is built (the order of each parent's children); this is its one
/// name, which a finding's `because` gives when the order of two such siblings decided it.
enum AndroidTiedDrawingOrder {
    static let info = DumpRuleInfo("android-tied-drawing-order", .inferred, .order)

    /// Whether two of `children` give the same `drawing-order`. O(k log k) for k children.
    static func hasTies(_ children: ArraySlice<Int32>, traits: [ElementTraits]) -> Bool {
        let orders = children.compactMap { traits[Int($0)].hasDrawingOrder ? traits[Int($0)].drawingOrder : nil }.sorted()
        return zip(orders, orders.dropFirst()).contains { $0 == $1 }
    }
}
