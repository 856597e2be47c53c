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
                guard let next = Self.examine(v, parentToTested: p.parentToTested, limit: p.limit, parentAlpha: p.parentAlpha,
                                              isWindow: p.isWindow, classifier: classifier, kernel: kernel,
                                              friendly: &friendly) else { return }
                push(next.subviews[...], parentToTested: next.toTested, limit: next.limit, parentAlpha: next.alpha,
                     areWindows: false, onto: &stack, keepingAlive: &kept)
            }
        }
    }

    /// The rules for one potential obstructor `v` (its superview maps into the tested view by
    /// `parentToTested`, its clipping ancestors limit it to `limit`): skipped with its subtree,
    /// reported as friendly, or appended into `kernel` where it obstructs — then, when its
    /// subviews can still obstruct, where they go (their superview's transform, their limit,
    /// their superview's effective alpha) and the subviews; `nil` otherwise. The one home of
    /// these rules for both walks (``collectObstructions(from:keepingAlive:friendly:)`` and the
    /// walk beside OMID, `measureWithOMID`).
    @inline(__always)
    static func examine(_ v: View, parentToTested: AffineTransform, limit: Rect, parentAlpha: Float, isWindow: Bool,
                        classifier: ObstructionClassifier, kernel: ObstructionKernel,
                        friendly: inout [FriendlyObstructionReport])
        -> (toTested: AffineTransform, limit: Rect, alpha: Float, subviews: [View])? {
        // A window clips its content: its own frame decides below.
        if !isWindow,
           !ObstructionClassifier.subtreeMayReach(v, parentToTarget: parentToTested, limit: limit) { return nil }
        let alpha = parentAlpha * v.alpha
        let role = classifier.role(of: v, effectiveAlpha: alpha)
        switch role {
        case .hidden, .inert, .ignored:
            return nil
        case .friendly, .paintsNothing, .paintsBorder, .fills:
            break
        }
        let placement = ObstructorPlacement(v, parentToTarget: parentToTested, limit: limit, isWindow: isWindow)
        switch role {
        case .friendly:
            if let covered = placement.covered, let f = v.friendlyObstruction {
                friendly.append(FriendlyObstructionReport(identifier: v.identifier, purpose: f.purpose,
                                                          reason: f.reason, rect: covered))
            }
            return nil
        case .fills:
            if let covered = placement.covered { kernel.append(covered) }
        case .paintsBorder(let width):
            ObstructorPlacement.forEachCoveredRect(of: .border(width: width), bounds: v.bounds,
                                                   toTarget: placement.toTarget, limit: limit) {
                kernel.append($0)
            }
        case .hidden, .inert, .ignored, .paintsNothing:
            break
        }
        let subviews = v.subviews
        guard !subviews.isEmpty, placement.isInvertible, let childLimit = placement.childLimit else { return nil }
        return (placement.toTarget, childLimit, alpha, subviews)
    }
}
