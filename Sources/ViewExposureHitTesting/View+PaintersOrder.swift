import ViewExposureGeometry
import ViewExposureTree

/// Painter's order: the order in which views are drawn — windows back to front, and inside a
/// window pre-order (a view, then its subviews back to front, each with its subtree).
extension View {
    /// Whether this view is drawn after the whole subtree of `other`, i.e. on top of `other`
    /// and everything inside it: later in painter's order and not inside `other`'s subtree.
    ///
    /// An ancestor of `other` is drawn before it (`false`); a descendant of `other` is inside its
    /// subtree (`false`). Views in different windows compare by the windows' order on their
    /// screen; views in unrelated trees (or windows on no common screen) are `false`. O(depth).
    public func isInFront(of other: View) -> Bool {
        let mine = pathFromRoot, theirs = other.pathFromRoot
        if mine[0] !== theirs[0] {
            guard let a = mine[0] as? Window, let b = theirs[0] as? Window,
                  let screen = a.screen, b.screen === screen,
                  let ia = screen.windows.firstIndex(where: { $0 === a }),
                  let ib = screen.windows.firstIndex(where: { $0 === b }) else { return false }
            return ia > ib
        }
        var i = 1
        while i < mine.count, i < theirs.count, mine[i] === theirs[i] { i += 1 }
        // One path is a prefix of the other: an ancestor (drawn first) or a descendant (inside).
        guard i < mine.count, i < theirs.count else { return false }
        let parent = mine[i - 1]
        guard let ia = parent.subviews.firstIndex(where: { $0 === mine[i] }),
              let ib = parent.subviews.firstIndex(where: { $0 === theirs[i] }) else { return false }
        return ia > ib
    }
}
