/// `android-reordered-drawing-order` (inferred): the children of a parent whose class is the
/// bare `android.view.ViewGroup` or `android.view.View` (React Native's views, `ConstraintLayout`),
/// when their `drawing-order` does not rise in document order, are taken to be drawn in
/// increasing `drawing-order`, as ``AndroidDrawingOrder`` takes all others.
///
/// It is a rule of its own, not a stated fact, because such a parent reorders its children's
/// drawing, by elevation or by a custom drawing order (React Native's `zIndex`), and Android
/// reports the second wrongly: it passes a child's index where `getChildDrawingOrder` expects a
/// drawing position, so the `drawing-order` it gives is that of the inverse permutation. The dump does not say which of
/// the two reordered the children. (Judged on a React Native screen whose sticky tab bar and top
/// bar the dump ranks below the list that scrolls under them.)
///
/// Applied where the tree is built (the order of each parent's children); this is its one name,
/// which a finding's `because` gives when the order of two such siblings decided it.
enum AndroidReorderedDrawingOrder {
    static let info = DumpRuleInfo("android-reordered-drawing-order", .inferred, .order)

    /// Whether `children`'s `drawing-order` falls somewhere in document order. O(k).
    /// (Applied only to bare-class parents: ``DumpTreeBuilder`` tells them by type.)
    static func isReordered(_ children: ArraySlice<Int32>, traits: [ElementTraits]) -> Bool {
        var previous = Int.min
        for c in children {
            let order = Int(traits[Int(c)].drawingOrder)
            if order < previous { return true }
            previous = order
        }
        return false
    }
}
