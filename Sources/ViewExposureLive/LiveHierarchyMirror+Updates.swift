import ViewExposureTree

extension LiveHierarchyMirror {
    /// Brings the copy to the windows whose roots are `windows` (back to front, as
    /// ``LiveViewNode/liveWindows`` lists them) with all their views; `friendlyObstructions`
    /// mark the copies of the registered views. Afterwards ``node(for:)`` and ``hitTest(_:)``
    /// answer. O(nodes) reads and comparisons, plus the structure that changed.
    @inlinable public func update(windows: [Node], appState: AppState = .active,
                       friendlyObstructions: [LiveFriendlyObstruction<Node>] = []) {
        beginUpdate(appState: appState, friendlyObstructions: friendlyObstructions, recordingNodes: true)
        defer { endUpdate() }
        var copies: [Window] = []
        var pending: [(node: Node, copy: View, copiesSubviews: Bool)] = []
        for root in windows {
            let (w, copiesSubviews) = copy(root, asWindow: true)
            // `copy` returns a `Window` when `asWindow` is true.
            copies.append(w as! Window)
            pending.append((root, w, copiesSubviews))
        }
        setWindows(copies)
        copySubtrees(pending, skippingHidden: false)
    }

    /// ``update(windows:appState:friendlyObstructions:)`` with every window on the screen of
    /// `node` (its ``LiveViewNode/liveWindows``).
    @inlinable public func update(screenOf node: Node, appState: AppState = .active,
                       friendlyObstructions: [LiveFriendlyObstruction<Node>] = []) {
        update(windows: node.liveWindows, appState: appState, friendlyObstructions: friendlyObstructions)
    }

    /// Brings the copy to the part of the live hierarchy that can change `target`'s exposure
    /// (docs/semantics.md §3.3) and returns the target's copy — measure it for the exposure the
    /// whole hierarchy would give. `nil` means the exposure is zero: the target is in no window, is
    /// missing from its superview's subviews, or lies below a view whose state is not finite.
    ///
    /// Copied: the path from the window's root down to the target (the target without its
    /// subviews, which never obstruct it), at every level of the path the siblings in front
    /// of the path's child with their whole subtrees, and the windows in front of the target's
    /// with theirs, except below hidden views. Left out: earlier siblings, windows behind and
    /// what hidden views hold — nothing there obstructs.
    /// When the target's window is missing from its non-empty ``LiveViewNode/liveWindows`` it
    /// is taken as the front-most. O(depth + siblings on the path + nodes in front).
    @discardableResult
    @inlinable public func update(exposureOf target: Node, appState: AppState = .active,
                       friendlyObstructions: [LiveFriendlyObstruction<Node>] = []) -> View? {
        beginUpdate(appState: appState, friendlyObstructions: friendlyObstructions, recordingNodes: false)
        defer { endUpdate() }
        var path = [target]
        while let up = path[path.count - 1].liveSuperview { path.append(up) }
        path.reverse()
        let root = path[0]
        var windows = target.liveWindows
        guard !windows.isEmpty else {
            setWindows([])
            return nil
        }
        if Self.index(of: root, in: windows) == nil { windows.append(root) }
        // Present: `root` was appended above when missing.
        let rootIndex = Self.index(of: root, in: windows)!

        var pending: [(node: Node, copy: View, copiesSubviews: Bool)] = []
        let (rootCopy, rootCopiesSubviews) = copy(root, asWindow: true)
        // `copy` returns a `Window` when `asWindow` is true.
        var windowCopies = [rootCopy as! Window]
        for front in windows[(rootIndex + 1)...] {
            let (w, copiesSubviews) = copy(front, asWindow: true)
            windowCopies.append(w as! Window)
            pending.append((front, w, copiesSubviews))
        }
        setWindows(windowCopies)

        // Down the path: at each level the path's child, then the siblings in front of it.
        var last = rootCopy, lastCopiesSubviews = rootCopiesSubviews
        var k = 1
        while k < path.count && lastCopiesSubviews {
            let siblings = path[k - 1].liveSubviews
            guard let i = Self.index(of: path[k], in: siblings) else { break }
            let (child, childCopiesSubviews) = copy(path[k], asWindow: false)
            var level = [child]
            for sibling in siblings[(i + 1)...] {
                let c = copy(sibling, asWindow: false)
                level.append(c.view)
                pending.append((sibling, c.view, c.copiesSubviews))
            }
            setSubviews(of: last, to: level)
            (last, lastCopiesSubviews) = (child, childCopiesSubviews)
            k += 1
        }
        // `last` is the target's copy when the walk got there (its own subviews never obstruct
        // it), else the copy below which the path could not be followed.
        setSubviews(of: last, to: [])
        copySubtrees(pending, skippingHidden: true)
        return k == path.count && lastCopiesSubviews ? last : nil
    }

    /// The index of `node` in `nodes`, by identity (a loop, not a main-actor closure).
    @inlinable static func index(of node: Node, in nodes: [Node]) -> Int? {
        for i in nodes.indices where nodes[i] === node { return i }
        return nil
    }
}
