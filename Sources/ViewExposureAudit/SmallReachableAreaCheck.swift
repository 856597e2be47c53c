import ViewExposureGeometry
import ViewExposureJSON

/// `smallReachableArea` (docs/dumps.md): the element's declared frame meets the smallTarget
/// minimum, part of it takes touches, but its ``ReachableRegion`` holds no rect of that minimum
/// — the part a touch reaches is smaller than the target looks. The scroll position is no
/// fault: where a list the control scrolls in cuts it, the minimum along that side is what the
/// list shows of it, less a unit (the audit's default cover tolerance; a row 42 of 45 pt on screen needs a
/// 41-pt-tall reachable rect, not 44).
/// A virtual accessibility node (``CheckEnvironment/virtualNodes``) is part of one host view
/// that takes every touch on it and decides itself which part a touch means: its region is the
/// host's reachable region within its frame (its sibling nodes are the same view, not targets
/// in front of it), and a shortfall there is uncertain (how the host splits its touches is no
/// dump's).
/// Uncertain when the region is an estimate (rotation, hit-test hooks), the density is, or the
/// audit's own findings rest on a sibling order the dump does not give.
enum SmallReachableAreaCheck {
    /// The region the check measures for `audit`: its own (`own`, computed on demand), or for a
    /// virtual node its host's within its frame; `hosts` keeps each host's region (one walk a
    /// host, however many nodes it has).
    static func measuredRegion(for audit: ElementAudit, env: CheckEnvironment, index: ScreenIndex,
                               hosts: inout [ObjectIdentifier: ReachableRegion], own: () -> ReachableRegion) -> ReachableRegion {
        let v = audit.subject.view
        guard env.virtualNodes.contains(ObjectIdentifier(v)), let host = v.superview else { return own() }
        let key = ObjectIdentifier(host)
        let whole = hosts[key] ?? ReachableRegion(of: host, index: index)
        hosts[key] = whole
        return ReachableRegion(region: whole.region.intersection(audit.frameOnScreen), isExact: whole.isExact)
    }

    static func finding(for audit: ElementAudit, region: ReachableRegion, env: CheckEnvironment,
                        onScreen: Rect?, containers: ContainerAncestry?) -> CheckFinding? {
        var need = SmallTargetCheck.minimum(for: audit, env: env)
        let f = audit.frameOnScreen
        guard f.width >= need.width, f.height >= need.height else { return nil }
        if let on = onScreen, containers?.nearestScroller(of: audit.subject.view) != nil {
            // Less the overlap that is no cover (frames rounded outward overlap a neighbour by a unit).
            let slack = 1.0   // ScreenAuditor.coverTolerance by default
            need = Size(width: Swift.min(need.width, on.width - slack), height: Swift.min(need.height, on.height - slack))
        }
        let area = region.region.area
        guard area > 0, !region.fits(width: need.width, height: need.height) else { return nil }
        let share = f.area > 0 ? Swift.min(100, 100 * area / f.area) : 0
        // What is in front may be so only by an order the dump does not give (as the audit's
        // uncertain findings say): then so is the shortfall.
        let virtual = env.virtualNodes.contains(ObjectIdentifier(audit.subject.view))
        let certain = region.isExact && (env.platform == .ios || env.densityInUse.isGiven) && audit.uncertainProblems.isEmpty && !virtual
        return CheckFinding(check: .smallReachableArea, isCertain: certain,
                            detail: "reachable part holds no \(JSONNumber.shortest(need.width.rounded()))×\(JSONNumber.shortest(need.height.rounded())) rect (\(AuditTable.percent(share)) of the frame reachable"
                                + (virtual ? "; a virtual node: its host view decides which part a touch means)" : ")"),
                            share: share)
    }
}
