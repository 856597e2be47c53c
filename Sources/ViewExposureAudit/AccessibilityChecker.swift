import ViewExposureGeometry
import ViewExposureTree

/// Runs the selected ``AccessibilityCheck``s over the audits of one screen and adds each
/// element's ``ElementChecks`` (tap point and findings) to its audit.
///
/// Complexity: per element O(depth) plus, when its center does not take the touch or
/// `smallReachableArea` runs, one ``ReachableRegion``; `duplicateBounds` O(n);
/// `overlappingTargets` a sweep with bounded partners; `clipped`, `smallReachableArea` and iOS
/// `smallTarget` one O(views) pass for the containers above each view (`ContainerAncestry`).
/// Not `Sendable`: one screen, one thread.
public struct AccessibilityChecker {
    /// The checks to run.
    public var checks: Set<AccessibilityCheck>
    /// What the checks know of the screen.
    public var environment: CheckEnvironment

    /// Creates a checker (every check by default).
    public init(checks: Set<AccessibilityCheck> = Set(AccessibilityCheck.allCases), environment: CheckEnvironment) {
        self.checks = checks
        self.environment = environment
    }

    /// `audits` with ``ElementAudit/checks`` filled in, same order. The array is consumed: when
    /// the caller no longer needs it, its storage is filled in place (no second copy of every
    /// audit at once).
    public func run(_ audits: consuming [ElementAudit], on screen: Screen) -> [ElementAudit] {
        var out = consume audits
        // Transforms, on-screen rects, order and ancestor facts asked many times over (O(depth)
        // each) are computed once, top down; each view's attributes are asked once.
        let queries = ScreenQueries(screen: screen)
        let index = queries.index
        var env = environment
        // A source read name by name needs no cache; a dictionary source is asked once per view
        // while its slot holds it.
        if env.attributeLookup == nil {
            let cache = AttributeCache(index: index, source: environment.attributes)
            env.attributes = { cache.attributes(of: $0) }
        }
        // duplicateBounds is read in the loop below, while each element's attributes are at
        // hand (the cache keeps only recent views), and its findings put in place after it.
        let duplicateBounds = checks.contains(.duplicateBounds)
        // The other checks' switches, asked once (a set of checks hashes on every question).
        let smallTarget = checks.contains(.smallTarget), smallReachableArea = checks.contains(.smallReachableArea)
        let clipped = checks.contains(.clipped), visibilityMismatch = checks.contains(.visibilityMismatch)
        var duplicateEntries: [DuplicateBoundsCheck.Entry?] = []
        var duplicateAt: [UInt8] = []
        if duplicateBounds {
            duplicateEntries.reserveCapacity(out.count)
            duplicateAt.reserveCapacity(out.count)
        }
        let ancestry = smallTarget && env.platform == .android ? AncestorFacts(index: index, env: env) : nil
        let smallTargetTexts = SmallTargetCheck.DetailTexts()
        let overlaps = checks.contains(.overlappingTargets) ? OverlappingTargetsCheck.findings(out, index: index, order: UnknownOrder(env.unknownChildOrder, index: index)) : [:]
        let containers = clipped || smallReachableArea || (smallTarget && env.platform == .ios)
            ? ContainerAncestry(index: index, env: env, clipsAreScrollers: env.platform == .ios) : nil
        // Reachable regions of every control that may need one (on screen, not hidden), in one
        // front-to-back pass where the screen allows it; else one walk per control, on demand.
        // (Read in place: filtering the audits would copy every one of them first.)
        var targets: [View] = []
        for i in out.indices where !out[i].problems.contains(.hidden) && !out[i].problems.contains(.empty)
            && !out[i].problems.contains(.offscreen) {
            targets.append(out[i].subject.view)
        }
        let sweep = ReachableRegionSweep(index: index, targets: targets)
        var hostRegions: [ObjectIdentifier: ReachableRegion] = [:]
        for i in out.indices {
            let a = out[i]
            var region: ReachableRegion?
            func reach() -> ReachableRegion {
                if let region { return region }
                let r = index.number(of: a.subject.view).flatMap { sweep?.region(of: $0) }
                    ?? ReachableRegion(of: a.subject.view, index: index)
                region = r
                return r
            }
            // What ATF reads of the element's own flags, read once for every check that asks.
            let actions = env.platform == .android && (duplicateBounds || smallTarget)
                ? SmallTargetCheck.evaluatedActions(a.subject.view, env: env) : nil
            if duplicateBounds { duplicateEntries.append(DuplicateBoundsCheck.entry(for: a, env: env, actions: actions, index: index)) }
            let tap = ElementTapPoint.find(for: a, on: queries, region: reach)
            var findings: [CheckFinding] = []
            if smallTarget,
               let f = SmallTargetCheck.finding(for: a, env: env, actions: actions, ancestry: ancestry, containers: containers,
                                                texts: smallTargetTexts) { findings.append(f) }
            if smallReachableArea, tap.point != nil,
               !findings.contains(where: { $0.check == .smallTarget }),
               let f = SmallReachableAreaCheck.finding(for: a, region: SmallReachableAreaCheck.measuredRegion(for: a, env: env, index: index,
                                                                                                          hosts: &hostRegions, own: reach),
                                                     env: env, onScreen: index.onScreenRect(a.subject.view),
                                                     containers: containers) { findings.append(f) }
            if duplicateBounds { duplicateAt.append(UInt8(findings.count)) }
            if let f = overlaps[i] { findings.append(f) }
            if clipped, let f = ClippedCheck.finding(for: a, env: env, index: index, containers: containers) { findings.append(f) }
            if visibilityMismatch,
               let f = VisibilityMismatchCheck.finding(for: a, tapPoint: tap.point, env: env) { findings.append(f) }
            out[i].checks = ElementChecks(tapPoint: tap.point, tapPointReason: tap.reason, findings: findings)
        }
        if duplicateBounds {
            let found = DuplicateBoundsCheck.findings(duplicateEntries) { out[$0].subject.identifier }
            for (i, f) in found { out[i].checks!.findings.insert(f, at: Int(duplicateAt[i])) }
        }
        return out
    }
}
