import ViewExposureGeometry

/// Converting points and rects between the coordinate spaces of views in one tree.
///
/// Conversion goes up from the source to the common ancestor and down to the destination,
/// undoing every transform on the way (docs/semantics.md §2.5):
///
///     toSuper(p)   = V.center + T( p − (V.bounds.origin + ½·V.bounds.size) )
///     fromSuper(q) = T⁻¹( q − V.center ) + V.bounds.origin + ½·V.bounds.size
///
/// A rect converts to the axis-aligned bounding box of its four corners under the composed
/// transform. Views in different trees (or windows) cannot be converted between: that is
/// a ``ConversionError``, never a guess.
public enum ConversionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The two views share no root.
    case differentTrees
    /// A view on the way has a transform with no inverse (for example a zero scale).
    case singularTransform(viewIdentifier: String?)

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .differentTrees:
            return "the views are not in the same tree (or window); their coordinates cannot be related"
        case .singularTransform(let id):
            return "view \(id ?? "(unnamed)") has a singular transform; points cannot be mapped into it"
        }
    }
}

extension View {
    /// The transform from this view's bounds coordinates into `ancestor`'s (`nil` = the root
    /// of the tree, that is the window's coordinates when the view is in a window).
    /// `ancestor` must be `self` or above it. O(depth).
    public func transform(toAncestor ancestor: View?) -> AffineTransform {
        var t = AffineTransform.identity
        var node: View = self
        while node !== ancestor, let parent = node.superview {
            t = t.concatenating(node.transformToSuperview)
            node = parent
        }
        return t
    }

    /// The transform mapping this view's coordinates into `other`'s (`nil` = the window, or the
    /// root when detached).
    public func transform(to other: View?) throws(ConversionError) -> AffineTransform {
        guard let other else { return transform(toAncestor: nil) }
        guard let common = commonAncestor(with: other) else { throw .differentTrees }
        let up = transform(toAncestor: common)
        let otherUp = other.transform(toAncestor: common)
        if otherUp.isIdentity { return up }
        guard let down = otherUp.inverted else {
            throw .singularTransform(viewIdentifier: other.identifier)
        }
        return up.concatenating(down)
    }

    /// The nearest view that is an ancestor of (or equal to) both, or `nil` in different trees.
    /// O(depth).
    public func commonAncestor(with other: View) -> View? {
        let a = pathFromRoot, b = other.pathFromRoot
        guard a.first === b.first else { return nil }
        var i = 0
        while i < a.count, i < b.count, a[i] === b[i] { i += 1 }
        return a[i - 1]
    }

    /// Converts `point` from this view's coordinates to `view`'s (`nil` = window coordinates).
    public func convert(_ point: Point, to view: View?) throws(ConversionError) -> Point {
        try transform(to: view).apply(to: point)
    }

    /// Converts `point` from `view`'s coordinates (`nil` = window coordinates) to this view's.
    public func convert(_ point: Point, from view: View?) throws(ConversionError) -> Point {
        let source: View = view ?? (window ?? root)
        return try source.transform(to: self).apply(to: point)
    }

    /// Converts `rect` from this view's coordinates to `view`'s, as a bounding box.
    public func convert(_ rect: Rect, to view: View?) throws(ConversionError) -> Rect {
        try transform(to: view).apply(to: rect)
    }

    /// Converts `rect` from `view`'s coordinates (`nil` = window coordinates) to this view's.
    public func convert(_ rect: Rect, from view: View?) throws(ConversionError) -> Rect {
        let source: View = view ?? (window ?? root)
        return try source.transform(to: self).apply(to: rect)
    }

    /// The root of the tree this view is in (itself when it has no superview). O(depth).
    public var root: View {
        var node = self
        while let p = node.superview { node = p }
        return node
    }

    /// The view's frame in screen coordinates (the space windows' frames are in): its bounds
    /// converted to the window, then through the window's own placement.
    public var frameOnScreen: Rect {
        let r = root
        return r.transformToSuperview.apply(to: transform(toAncestor: r).apply(to: bounds))
    }
}
