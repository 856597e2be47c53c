import ViewExposureGeometry
import ViewExposureTree

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
        let classifier = self.classifier
        let kernel = self.kernel
        while let p = stack.popLast() {
            p.view._withUnsafeGuaranteedRef { v in
                // A window clips its content: its own frame decides below.
                if !p.isWindow,
                   !ObstructionClassifier.subtreeMayReach(v, parentToTarget: p.parentToTested, limit: p.limit) { return }
                let alpha = p.parentAlpha * v.alpha
                let role = classifier.role(of: v, effectiveAlpha: alpha)
                switch role {
                case .hidden, .inert, .ignored:
                    return
                case .friendly, .paintsNothing, .paintsBorder, .fills:
                    break
                }
                let placement = ObstructorPlacement(v, parentToTarget: p.parentToTested, limit: p.limit,
                                                    isWindow: p.isWindow)
                switch role {
                case .friendly:
                    if let covered = placement.covered, let f = v.friendlyObstruction {
                        friendly.append(FriendlyObstructionReport(identifier: v.identifier, purpose: f.purpose,
                                                                  reason: f.reason, rect: covered))
                    }
                    return
                case .fills:
                    if let covered = placement.covered { kernel.append(covered) }
                case .paintsBorder(let width):
                    ObstructorPlacement.forEachCoveredRect(of: .border(width: width), bounds: v.bounds,
                                                           toTarget: placement.toTarget, limit: p.limit) {
                        kernel.append($0)
                    }
                case .hidden, .inert, .ignored, .paintsNothing:
                    break
                }
                let subviews = v.subviews
                guard !subviews.isEmpty, placement.isInvertible, let childLimit = placement.childLimit else { return }
                push(subviews[...], parentToTested: placement.toTarget, limit: childLimit, parentAlpha: alpha,
                     areWindows: false, onto: &stack, keepingAlive: &kept)
            }
        }
    }
}
