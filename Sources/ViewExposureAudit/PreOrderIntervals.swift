import ViewExposureTree

/// Pre-order numbering of every view on a screen (windows in order, each subtree in order):
/// a view's subtree is the interval from its number to its last descendant's, so "is inside"
/// is two comparisons instead of a walk up the superview chain.
///
/// Built by one iterative walk (no recursion, so any depth): O(views) time and memory.
/// Not `Sendable`: it refers to views.
struct PreOrderIntervals {
    private var interval: [ObjectIdentifier: (first: Int, last: Int)] = [:]

    /// Numbers every view of every window of `screen`.
    init(screen: Screen) {
        var counter = 0
        // Each entry: a view and whether its subtree is done (second visit).
        var stack: [(View, Bool)] = screen.windows.reversed().map { ($0, false) }
        var first: [ObjectIdentifier: Int] = [:]
        while let (v, done) = stack.popLast() {
            let id = ObjectIdentifier(v)
            if done {
                interval[id] = (first[id] ?? 0, counter - 1)
                continue
            }
            first[id] = counter
            counter += 1
            stack.append((v, true))
            for s in v.subviews.reversed() { stack.append((s, false)) }
        }
    }

    /// The interval of `view`, `nil` when it is not on the screen.
    func interval(of view: View) -> (first: Int, last: Int)? { interval[ObjectIdentifier(view)] }
}
