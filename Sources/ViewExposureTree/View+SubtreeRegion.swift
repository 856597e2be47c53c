import ViewExposureGeometry

/// The region a view's subtree can draw in, cached per view, so that exposure can skip a
/// whole subtree that cannot reach the tested view without visiting it — even when its
/// descendants extend outside their non-clipping parents.
///
/// `subtreeRegion` is, in the superview's coordinates, the bounding box of the view's bounds
/// and — unless the view clips — of its subviews' subtree regions, under the view's transform.
/// It is a superset of where the view and its descendants are (hidden and transparent views
/// included: it is pure geometry).
///
/// Invalidation: a change of `center`, `bounds`, `transform` or `clipsToBounds` of a view, of
/// whether it carries a friendly obstruction marker, and adding or removing one of its
/// subviews, clears the cache of the view and of its ancestors.
/// The walk up stops at the first ancestor whose cache is already clear, which is sound
/// because a cache is only ever filled after those of all the descendants (so a clear cache
/// implies clear caches above it). Mutations therefore cost O(1) amortised; a stale subtree is
/// recomputed, iteratively, the next time it is asked for.
extension View {
    /// Clears the cached region of this view and of its ancestors (see the type's notes).
    @inline(__always) func invalidateSubtreeRegion() {
        var node: View? = self
        while let v = node, v.cachedSubtreeRegion != nil {
            v.cachedSubtreeRegion = nil
            node = v.superview
        }
    }

    /// Where this view and its descendants can draw, in the superview's coordinates (a
    /// conservative bounding box; see the type's notes). O(1) when cached, else O(stale views
    /// in the subtree), without recursion.
    @usableFromInline package var subtreeRegion: Rect {
        if let r = cachedSubtreeRegion { return r }
        var stack: [(view: View, childrenDone: Bool)] = [(self, false)]
        while let (v, childrenDone) = stack.popLast() {
            if v.cachedSubtreeRegion != nil { continue }
            if !childrenDone {
                stack.append((v, true))
                for c in v.subviews where c.cachedSubtreeRegion == nil { stack.append((c, false)) }
                continue
            }
            // Empty bounds (negative sizes included) contribute nothing; `union` skips them.
            var local = v.bounds.isEmpty ? Rect.zero : v.bounds
            var hasFriendly = v.friendlyObstruction != nil
            for c in v.subviews where c.cachedSubtreeHasFriendly { hasFriendly = true; break }
            v.cachedSubtreeHasFriendly = hasFriendly
            if !v.clipsToBounds {
                for c in v.subviews {
                    // A non-finite region (invalid geometry below) cannot obstruct anything.
                    if let r = c.cachedSubtreeRegion, r.isFinite { local = local.union(r) }
                }
            }
            v.cachedSubtreeRegion = RoundingNoise.projectConservatively(local, by: v.transformToSuperview)
        }
        return cachedSubtreeRegion ?? .zero
    }

    /// Whether this view or a descendant carries a friendly obstruction marker, whatever
    /// clips or hides it: cached with ``subtreeRegion`` (setting or clearing a marker
    /// invalidates both). Open Measurement counts friendly views far from the ad, so it may
    /// skip a subtree that misses the ad only when this is false. O(1) when cached.
    package var subtreeHasFriendlyObstruction: Bool {
        _ = subtreeRegion
        return cachedSubtreeHasFriendly
    }

    /// ``subtreeRegion`` and ``subtreeHasFriendlyObstruction`` in one call, for the walk that
    /// asks both of most views it passes (Open Measurement beside MRAID). O(1) when cached.
    package var subtreeRegionAndFriendlyMarker: (region: Rect, hasFriendly: Bool) {
        if let r = cachedSubtreeRegion { return (r, cachedSubtreeHasFriendly) }
        let r = subtreeRegion
        return (r, cachedSubtreeHasFriendly)
    }
}
