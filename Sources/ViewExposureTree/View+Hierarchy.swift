import ViewExposureGeometry

/// Building and reshaping the hierarchy, with UIKit's semantics.
extension View {
    /// Adds `view` in front of the existing subviews. A view that already has a superview is
    /// moved (as `UIView.addSubview(_:)`). Adding `self` or one of its ancestors is refused
    /// with a precondition failure, because the result would be a cycle.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range), moving it
    /// from its previous superview if it had one.
    public func insertSubview(_ view: View, at index: Int) {
        // A new view added at the end (every view while a tree is built top-down): no
        // superview to leave, no window (so not a `Window`, whose window is itself), no
        // subviews (so not an ancestor of `self`), no screen it was on. The same steps as
        // below, without the checks that cannot fire.
        if view._window == nil, view._superview == nil, view._subviews.isEmpty, view !== self, index >= _subviews.count {
            _subviews.append(view)
            invalidateSubtreeRegion()
            view._superview = self
            view._window = _window
            view.notify(.hierarchy)
            return
        }
        // A view without subviews cannot be an ancestor of `self`: skip the O(depth) walk, so
        // building a deep tree top-down stays linear.
        precondition(view !== self && (view.subviews.isEmpty || !isDescendant(of: view)),
                     "adding a view under itself or its own descendant would make a cycle")
        precondition(!(view is Window), "a window is a root and cannot become a subview")
        let oldScreen = view.window?.screen
        if let old = view.superview {
            old._subviews.removeAll { $0 === view }
            old.invalidateSubtreeRegion()
        }
        let i = Swift.min(Swift.max(index, 0), subviews.count)
        // At the end (every `addSubview`): an append, not the general insert's range replacement.
        if i == _subviews.count { _subviews.append(view) } else { _subviews.insert(view, at: i) }
        invalidateSubtreeRegion()
        view._superview = self
        view.setWindowInSubtree(window)
        view.notify(.hierarchy)
        // Moved off a screen (into a detached tree or another screen's window): that
        // screen's observers must hear that the view left.
        if let oldScreen, oldScreen !== window?.screen, oldScreen.hasObservers {
            oldScreen.deliver(.hierarchy, of: view)
        }
    }

    /// Makes room for `count` subviews in all, so that adding that many one by one does not
    /// regrow the subview array (for a reader that knows how many are coming, such as a scene
    /// decoder). Changes nothing else. O(current subviews) when it reallocates.
    public func reserveSubviewCapacity(_ count: Int) {
        _subviews.reserveCapacity(count)
    }

    /// Inserts `view` just above (in front of) `sibling`, which must be a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        if view.superview === self { view.removeFromSuperview() }
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just below (behind) `sibling`, which must be a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        if view.superview === self { view.removeFromSuperview() }
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: i)
    }

    /// Detaches the view (and its subtree) from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let screen = window?.screen
        parent._subviews.removeAll { $0 === self }
        parent.invalidateSubtreeRegion()
        _superview = nil
        setWindowInSubtree(nil)
        // Report after the change, as TreeObserver promises; the view has left its window,
        // so deliver through the screen it was on.
        if let screen, screen.hasObservers { screen.deliver(.hierarchy, of: self) }
    }

    /// Moves `view`, a subview, to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        _subviews.removeAll { $0 === view }
        _subviews.append(view)
        view.notify(.hierarchy)
    }

    /// Moves `view`, a subview, to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        _subviews.removeAll { $0 === view }
        _subviews.insert(view, at: 0)
        view.notify(.hierarchy)
    }

    /// Whether `self` is `view` or lies below it. O(depth).
    public func isDescendant(of view: View) -> Bool {
        var node: View? = self
        while let v = node {
            if v === view { return true }
            node = v.superview
        }
        return false
    }

    /// The ancestors from the superview up to the root.
    public var ancestors: AncestorSequence { AncestorSequence(start: superview) }

    /// The path from the root down to `self` (root first, `self` last). O(depth).
    public var pathFromRoot: [View] {
        var path: [View] = [self]
        var node = superview
        while let v = node {
            path.append(v)
            node = v.superview
        }
        path.reverse()
        return path
    }

    /// Visits `self` and every descendant in pre-order (a view before its subviews, subviews
    /// back to front) without recursion, so a 10 000-deep tree is fine. Returning `false`
    /// from `body` skips that view's subtree.
    public func forEachInSubtree(_ body: (View) throws -> Bool) rethrows {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            if try body(v) {
                // Push front-most last-in-first-out reversed, so back-most pops first.
                stack.append(contentsOf: v.subviews.reversed())
            }
        }
    }

    /// The first view of the subtree, in pre-order, that satisfies `predicate`.
    public func firstInSubtree(where predicate: (View) -> Bool) -> View? {
        var found: View?
        forEachInSubtree { v in
            if found != nil { return false }
            if predicate(v) { found = v; return false }
            return true
        }
        return found
    }

    /// Sets `window` on the whole subtree, iteratively.
    func setWindowInSubtree(_ newWindow: Window?) {
        if self is Window { return }
        // A leaf (every view while a tree is built top-down): no walk, no stack to allocate.
        if _subviews.isEmpty { _window = newWindow; return }
        var stack: [View] = [self]
        while let v = stack.popLast() {
            v._window = newWindow
            stack.append(contentsOf: v.subviews)
        }
    }
}

/// The chain of superviews of a view, nearest first.
public struct AncestorSequence: Sequence, IteratorProtocol {
    var next_: View?

    init(start: View?) { next_ = start }

    /// The next ancestor up.
    public mutating func next() -> View? {
        defer { next_ = next_?.superview }
        return next_
    }
}
