import ViewExposureGeometry
import ViewExposureJSON

/// `smallReachableArea` (docs/dumps.md): the element's declared frame meets the smallTarget
/// minimum, part of it takes touches, but its ``ReachableRegion`` holds no rect of that minimum
/// — the part a touch reaches is smaller than the target looks. Uncertain when the region is
/// an estimate (rotation, hit-test hooks) or the density is.
enum SmallReachableAreaCheck {
    static func finding(for audit: ElementAudit, region: ReachableRegion, env: CheckEnvironment) -> CheckFinding? {
        let need = SmallTargetCheck.minimum(for: audit, env: env)
        let f = audit.frameOnScreen
        guard f.width >= need.width, f.height >= need.height else { return nil }
        let area = region.region.area
        guard area > 0, !region.fits(width: need.width, height: need.height) else { return nil }
        let share = f.area > 0 ? Swift.min(100, 100 * area / f.area) : 0
        let certain = region.isExact && (env.platform == .ios || env.densityInUse.isGiven)
        return CheckFinding(check: .smallReachableArea, isCertain: certain,
                            detail: "reachable part holds no \(JSONNumber.shortest(need.width.rounded()))×\(JSONNumber.shortest(need.height.rounded())) rect (\(AuditTable.percent(share)) of the frame reachable)",
                            share: share)
    }
}
