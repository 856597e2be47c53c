/// How `CGRectIntersectsRect` answers for two rects that share only an edge or a corner — the
/// one predicate of the Prebid Mobile exposure checker (docs/benchmark-workloads.md §1.3) whose
/// answer depends on the platform's CoreGraphics.
///
/// The seed says "if B does not intersect A" without saying whether touching counts. On the
/// SDK's platform (Apple's CoreGraphics) touching rects do not intersect; a port that leans
/// on swift-corelibs-foundation (Linux) gets `true` for them. Both are modelled so the
/// difference can be measured (see `PrebidRectExposure`): it never changes the exposed area,
/// the factor or the visible rectangle; it changes the occlusion list — `fragmentize` cuts a
/// rect along an edge it merely touches (two pieces where one would do) and a touching
/// obstruction survives phase 3 as a zero-area sliver.
public enum PrebidIntersectsRule: Sendable, CaseIterable {
    /// Apple's CoreGraphics, what the SDK runs on: rects intersect only with positive area.
    case coreGraphics
    /// swift-corelibs-foundation's `CGRect.intersects`: touching rects intersect too.
    case linuxFoundation
}
