import ViewExposureGeometry
import ViewExposureTree
import ViewExposureJSON

/// A potential obstructor waiting on the measurer's explicit stack, with what its parent
/// established: how to project into the tested view, how far clipping lets it reach, and the
/// parent's effective alpha.
///
/// The view is held unretained: retaining and releasing views (which carry weak references,
/// so their reference counts live in side tables) dominated the walk. The measurer keeps the
/// `subviews` arrays it took the views from alive instead (``ExposureMeasurer``'s
/// `keptAlive`), so even a tree mutated by the `ignoring` predicate cannot free a pending view.
struct PendingObstructor {
    /// The view to examine (with its subtree); kept alive by the measurer.
    let view: Unmanaged<View>
    /// Maps the view's superview's coordinates (screen coordinates for a window) into the
    /// tested view's.
    let parentToTested: AffineTransform
    /// The clipped rect ∩ every clipping ancestor of `view` below the path, in the tested
    /// view's coordinates: the view can obstruct only inside it.
    let limit: Rect
    /// The effective alpha of the view's superview (1 for a window).
    let parentAlpha: Float
    /// Whether the view is a window (a window always clips its content).
    let isWindow: Bool
}

extension ExposureMeasurer {
    /// Pushes `views` (back to front) so that they pop front-most last, keeping the array alive.
    func push(_ views: ArraySlice<View>, parentToTested: AffineTransform, limit: Rect, parentAlpha: Float,
              areWindows: Bool, onto stack: inout [PendingObstructor], keepingAlive kept: inout [ArraySlice<View>]) {
        kept.append(views)
        views.withUnsafeBytes { raw in
            var i = views.count - 1
            while i >= 0 {
                stack.append(PendingObstructor(view: UnretainedViews.element(i, of: raw), parentToTested: parentToTested,
                                               limit: limit, parentAlpha: parentAlpha, isWindow: areWindows))
                i -= 1
            }
        }
    }

    /// Pops the pending obstructors in pre-order (back to front), appending the part of each
    /// that obstructs straight into the kernel and reporting friendly obstructions, and pushes
    /// the subviews of those whose subtree can still obstruct.
    func collectObstructions(from stack: inout [PendingObstructor], keepingAlive kept: inout [ArraySlice<View>],
                             friendly: inout [FriendlyObstructionReport]) {
        let contentOnly = options.policy == .contentDrawingViews
        let ignoring = options.ignoring
        let kernel = self.kernel
        while let p = stack.popLast() {
            p.view._withUnsafeGuaranteedRef { v in
                // Nothing in a subtree whose region misses the limit can obstruct: skip it
                // whole, with one cached read (windows clip, their frame decides below).
                if !p.isWindow,
                   !RoundingNoise.projectConservatively(v.subtreeRegion, by: p.parentToTested).overlaps(p.limit) { return }
                if v.isHidden { return }
                let alpha = p.parentAlpha * v.alpha
                if alpha < View.transparencyThreshold { return }
                if let ignoring, ignoring(v) { return }
                let toTested = v.transformToSuperview.concatenating(p.parentToTested)
                // An empty (for example negative-size) rect must stay empty: projecting it
                // would flip it into a real one.
                let bounds = v.bounds
                let covered = bounds.isEmpty ? nil : RoundingNoise.project(bounds, by: toTested).intersection(p.limit)
                if let f = v.friendlyObstruction {
                    if let covered {
                        friendly.append(FriendlyObstructionReport(identifier: v.identifier, purpose: f.purpose,
                                                                  reason: f.reason, rect: covered))
                    }
                    return
                }
                if let covered, !contentOnly || v.drawsContent { kernel.append(covered) }
                let childLimit: Rect
                if v.clipsToBounds || p.isWindow {
                    guard let covered else { return }
                    childLimit = covered
                } else {
                    childLimit = p.limit
                }
                let subviews = v.subviews
                if subviews.isEmpty || toTested.determinant == 0 { return }
                push(subviews[...], parentToTested: toTested, limit: childLimit, parentAlpha: alpha,
                     areWindows: false, onto: &stack, keepingAlive: &kept)
            }
        }
    }
}
