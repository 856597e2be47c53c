import ViewExposureTree

/// Triage of tree changes: which targets a change can affect, queued for the next check.
extension IntersectionObserver {
    /// A view changed (forwarded by the bridge from the screen's ``TreeObserver`` calls).
    func treeDidChange(_ view: View, _ change: ViewChange) {
        guard !registry.isEmpty else { return }
        if change == .scrollOffset {
            scrollOffsetDidChange(view)
        } else {
            forEachAffectedTarget(of: view, strictlyBelow: false) { queue.mark($0) }
        }
        processIfIdle()
    }

    /// The app state changed: every target is checked.
    func appStateDidChange() {
        for t in registry.targetList { queue.mark(t) }
        processIfIdle()
    }

    /// Calls `body` with every target a change of `view` can affect: the targets in `view`'s
    /// subtree (strictly below it for a scroll, which moves only the content), every target
    /// when `view` is the root or one of its ancestors, and every target in the
    /// occlusion-aware mode (a view in front of a target can be anywhere in the tree).
    func forEachAffectedTarget(of view: View, strictlyBelow: Bool, _ body: (ObservationTarget) -> Void) {
        if options.occlusionAware {
            for t in registry.targetList { body(t) }
            return
        }
        if let root = options.root, root.isDescendant(of: view), !(strictlyBelow && root === view) {
            for t in registry.targetList { body(t) }
            return
        }
        for t in registry.targetList where t.view.isDescendant(of: view) && !(strictlyBelow && t.view === view) {
            body(t)
        }
    }
}
