import ViewExposure

/// Open Measurement beside MRAID on the feed workload (docs/benchmark-workloads.md §2.1, the
/// ad of `FeedScene` at 50 scroll offsets): `mraid` — `ExposureMeasurer.measure` alone;
/// `omid` — `OMIDMeasurer.measure` alone; `both` — the two answers for the same offset from
/// one walk (`ExposureMeasurer.measureWithOMID`), what `exposure measure --omid` computes. The `both` row's `x_mraid` is its median over MRAID's
/// (the goal: ≤ 1.2). The three are timed in alternation at each offset
/// (`perCaseNanosecondsInterleaved`), so that a noisy neighbour does not land on one of them.
///
/// Checked before timing, at every offset: the exact area OMID's accepted obstructions cover
/// (a `RectRegion`) leaves MRAID's visible area (the feed's app is active, its alphas 0 or 1:
/// the two standards see the same obstructions, docs/semantics.md §3.11) — only OMID's
/// half-point grid may then differ (the tab bar's items are 93.75 wide; `gridChanged` counts
/// those offsets) — and the NativeViewInfo tree written for the ad, read back, gives OMID's
/// answer again.
func omidFeedRows(_ ctx: BenchContext) throws -> [BenchRow] {
    let feed = FeedScene()
    let mraid = ExposureMeasurer()
    let omid = OMIDMeasurer()
    let area = feed.ad.bounds.area
    var visibleOffsets = 0, gridChanged = 0
    for offset in feed.offsets {
        feed.scroll.bounds.origin.y = offset
        let e = mraid.measure(feed.ad)
        let g = omid.measure(feed.ad)
        let joint = mraid.measureWithOMID(feed.ad, using: omid)
        guard joint.mraid == e, joint.omid == g else {
            throw BenchFailure(description: "feed offset \(offset): one walk for both gives \(joint), not \(e) and \(g.json)")
        }
        let onScreen = g.onScreenGeometry
        let exactVisible = onScreen.area - RectRegion(g.obstructions.compactMap { $0.intersection(onScreen) }).area(inside: onScreen)
        guard abs(exactVisible - e.exposedPercentage * area / 100) < 1e-6 else {
            throw BenchFailure(description: "feed offset \(offset): OMID \(g.json) disagrees with MRAID \(e)")
        }
        let tree = try NativeViewInfoTree.read(NativeViewInfoWriter.utf8(feed.screen, ad: feed.ad, session: "S"), session: "S")
        var replayed = omid.measure(tree.ad, root: tree.root, state: tree.state)
        var direct = g
        for i in replayed.friendlyObstructions.indices { replayed.friendlyObstructions[i].identifier = nil }
        for i in direct.friendlyObstructions.indices { direct.friendlyObstructions[i].identifier = nil }
        guard replayed == direct else {
            throw BenchFailure(description: "feed offset \(offset): the written NativeViewInfo tree replays as \(replayed.json), not \(g.json)")
        }
        if g.pixelsInView > 0 { visibleOffsets += 1 }
        if g.pixelsInView != exactVisible { gridChanged += 1 }
    }
    let setOffset: (Double) -> Void = { feed.scroll.bounds.origin.y = $0 }
    let reps = ctx.quick ? 200 : 1_000
    // In alternation at each offset: `x_mraid` compares times taken under the same load.
    let times = perCaseNanosecondsInterleaved(feed.offsets, reps: reps, prepare: setOffset, [
        { _ in mraid.measure(feed.ad).exposedPercentage },
        { _ in omid.measure(feed.ad).pixelsInView },
        { _ in
            let joint = mraid.measureWithOMID(feed.ad, using: omid)
            return joint.mraid.exposedPercentage + joint.omid.pixelsInView
        },
    ])
    let alone = times[0], omidAlone = times[1], both = times[2]
    let extra: [String: Double] = ["views": Double(feed.viewCount), "visibleOffsets": Double(visibleOffsets),
                                   "gridChanged": Double(gridChanged)]
    return [
        BenchRow(suite: "feed-omid", dist: nil, n: feed.offsets.count, method: "mraid", medianNs: alone.median,
                 extra: extra.merging(["p90_ns": alone.p90]) { $1 }, note: "ExposureMeasurer alone"),
        BenchRow(suite: "feed-omid", dist: nil, n: feed.offsets.count, method: "omid", medianNs: omidAlone.median,
                 extra: extra.merging(["p90_ns": omidAlone.p90]) { $1 }, note: "OMIDMeasurer alone"),
        BenchRow(suite: "feed-omid", dist: nil, n: feed.offsets.count, method: "both", medianNs: both.median,
                 extra: extra.merging(["p90_ns": both.p90, "x_mraid": both.median / alone.median]) { $1 },
                 note: "MRAID and OMID of the same offset, one walk"),
    ]
}
