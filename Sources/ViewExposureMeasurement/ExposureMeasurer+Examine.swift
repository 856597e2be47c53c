import ViewExposureGeometry
import ViewExposureTree

extension ExposureMeasurer {
    /// The rules for one potential obstructor `v` (its superview maps into the tested view by
    /// `parentToTested`, its clipping ancestors limit it to `limit`): skipped with its subtree,
    /// reported as friendly, or appended into `kernel` where it obstructs — then, when its
    /// subviews can still obstruct, where they go (their superview's transform, their limit,
    /// their superview's effective alpha) and the subviews; `nil` otherwise. The one home of
    /// these rules for the walk (`collectInFrames`, MRAID alone or beside OMID).
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
