/// A potential obstructor waiting on the measurer's explicit stack, with what its parent
/// established: how to project into the tested view, how far clipping lets it reach, and the
/// parent's effective alpha.
struct PendingObstructor {
    /// The view to examine (with its subtree).
    let view: View
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
    /// Pops the pending obstructors in pre-order (back to front), appending the part of each
    /// that obstructs straight into the kernel and reporting friendly obstructions, and pushes
    /// the subviews of those whose subtree can still obstruct.
    func collectPendingObstructions(friendly: inout [FriendlyObstructionReport]) {
        let contentOnly = options.policy == .contentDrawingViews
        let ignoring = options.ignoring
        while let p = pending.popLast() {
            let v = p.view
            if v.isHidden { continue }
            let alpha = p.parentAlpha * v.alpha
            if alpha < View.transparencyThreshold { continue }
            if let ignoring, ignoring(v) { continue }
            let toTested = v.transformToSuperview.concatenating(p.parentToTested)
            let covered = RoundingNoise.project(v.bounds, by: toTested).intersection(p.limit)
            if let f = v.friendlyObstruction {
                if let covered {
                    friendly.append(FriendlyObstructionReport(identifier: v.identifier, purpose: f.purpose,
                                                              reason: f.reason, rect: covered))
                }
                continue
            }
            if let covered, !contentOnly || v.drawsContent { kernel.append(covered) }
            let childLimit: Rect
            if v.clipsToBounds || p.isWindow {
                guard let covered else { continue }
                childLimit = covered
            } else {
                childLimit = p.limit
            }
            let subviews = v.subviews
            if subviews.isEmpty || toTested.determinant == 0 { continue }
            for s in subviews.reversed() {
                pending.append(PendingObstructor(view: s, parentToTested: toTested, limit: childLimit,
                                                 parentAlpha: alpha, isWindow: false))
            }
        }
    }
}
