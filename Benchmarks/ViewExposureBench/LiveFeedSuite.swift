import Foundation
import ViewExposureReference
import ViewExposureUIKitStandIn
import ViewExposure

/// The feed of `FeedScene` as a live hierarchy: the same 1 381 views mirrored into the UIKit
/// stand-in (`UIScrollViewStandIn` for the scroll view, `UIWindowStandIn` in a scene, an
/// opaque background on every view, since every model view fills its bounds), the ad
/// measured at the same 50 scroll offsets. Each timed measurement follows a scroll (the
/// offset alternates between the case's value and one point more), as on a scroll frame.
///
/// Methods (per measurement, median over the offsets, `p90_ns` alongside), all in one run:
/// - `model` — `ExposureMeasurer.measure` on the model tree, scrolled directly: the floor;
/// - `live` — `measure(_: UIViewStandIn)`, the library's one call per frame: straight over
///   the live nodes, nothing copied, the default content policy (what views paint);
/// - `live-strict` — the same with `.everyVisibleView` (no painting reads);
/// - `prebid-live` — Prebid Mobile's checker (seed 000) walking the same live tree through
///   the same `LiveViewNode` reads (`PrebidViewExposureChecker.exposure(ofLive:)`): the SDK's
///   algorithm as it runs in an app, specialized for the stand-in class as the library's live
///   call is (both `@inlinable`), so that the two differ by algorithm only;
/// - `prebid-model` — the same checker on the model tree;
/// - `live-whole` — a kept mirror's whole-window update, the ad's copy and one measurement
///   (what hit-testing or observation of the live tree pays per frame).
/// `reads` is the number of stand-in property reads (each a message on a device) one call
/// makes, the mean over the offsets; `readsPerPrebid` divides by Prebid-on-live's. Before timing,
/// the library's answers must equal the model's at every offset, and Prebid's live answer its
/// model answer.
let liveFeedSuite = BenchSuite(name: "live-feed") { ctx in
    try MainActor.assumeIsolated { try liveFeedRows(ctx) }
}

@MainActor
private func liveFeedRows(_ ctx: BenchContext) throws -> [BenchRow] {
    let feed = FeedScene()
    let live = LiveFeedMirror(feed)
    // The mirror gets its own copy of the live tree: it holds its nodes weakly, and a Swift
    // weak reference moves an object's reference count into a side table, slowing every
    // later retain of it (UIKit views keep theirs inline), which would tax the other rows.
    let liveForMirror = LiveFeedMirror(feed)
    let measurer = ExposureMeasurer()
    let wholeMirror = LiveHierarchyMirror<UIViewStandIn>()
    func wholeExposure() -> Exposure {
        wholeMirror.update(screenOf: liveForMirror.ad, friendlyObstructions: liveForMirror.friendly)
        return wholeMirror.view(for: liveForMirror.ad).map { measurer.measure($0) } ?? .zero
    }
    for offset in feed.offsets {
        feed.scroll.bounds.origin.y = offset
        live.scroll.contentOffset = CGPoint(x: 0, y: offset)
        liveForMirror.scroll.contentOffset = CGPoint(x: 0, y: offset)
        let model = measurer.measure(feed.ad)
        let direct = measurer.measure(live.ad, friendlyObstructions: live.friendly)
        let strict = measurer.measure(live.ad, friendlyObstructions: live.friendly, policy: .everyVisibleView)
        let whole = wholeExposure()
        guard model == direct, model == strict, model == whole, model.exposedPercentage == direct.exposedPercentage else {
            throw BenchFailure(description: "live-feed offset \(offset): model \(model), live \(direct), strict \(strict), whole \(whole)")
        }
        let prebidModel = PrebidViewExposureChecker.exposure(of: feed.ad)
        let prebidLive = PrebidViewExposureChecker.exposure(ofLive: live.ad)
        guard prebidModel == prebidLive else {
            throw BenchFailure(description: "live-feed offset \(offset): Prebid on the model \(prebidModel), on the live tree \(prebidLive)")
        }
    }
    // Reads per call, the mean over the offsets.
    var liveReads = 0.0, strictReads = 0.0, prebidReads = 0.0, wholeReads = 0.0
    func reads(_ call: () -> Void) -> Double {
        let before = StandInReads.count
        call()
        return Double(StandInReads.count &- before) / Double(feed.offsets.count)
    }
    for offset in feed.offsets {
        live.scroll.contentOffset = CGPoint(x: 0, y: offset)
        liveForMirror.scroll.contentOffset = CGPoint(x: 0, y: offset)
        liveReads += reads { _ = measurer.measure(live.ad, friendlyObstructions: live.friendly) }
        strictReads += reads { _ = measurer.measure(live.ad, friendlyObstructions: live.friendly, policy: .everyVisibleView) }
        prebidReads += reads { _ = PrebidViewExposureChecker.exposure(ofLive: live.ad) }
        wholeReads += reads { _ = wholeExposure() }
    }

    // Every timed call follows a scroll of one point (alternating), like a scroll frame.
    var flip = 0.0
    func scroll(_ offset: Double, model: Bool) {
        flip = flip == 0 ? 1 : 0
        if model {
            feed.scroll.bounds.origin.y = offset + flip
        } else {
            live.scroll.contentOffset = CGPoint(x: 0, y: offset + flip)
            liveForMirror.scroll.contentOffset = CGPoint(x: 0, y: offset + flip)
        }
    }
    let modelTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 200 : 1_000, prepare: { _ in }) {
        scroll($0, model: true)
        return measurer.measure(feed.ad).exposedPercentage
    }
    let liveTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 40 : 200, prepare: { _ in }) {
        scroll($0, model: false)
        return measurer.measure(live.ad, friendlyObstructions: live.friendly).exposedPercentage
    }
    let strictTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 40 : 200, prepare: { _ in }) {
        scroll($0, model: false)
        return measurer.measure(live.ad, friendlyObstructions: live.friendly, policy: .everyVisibleView).exposedPercentage
    }
    let prebidLiveTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 20 : 100, prepare: { _ in }) {
        scroll($0, model: false)
        return Double(PrebidViewExposureChecker.exposure(ofLive: live.ad).exposureFactor)
    }
    let prebidModelTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 20 : 100, prepare: { _ in }) {
        scroll($0, model: true)
        return Double(PrebidViewExposureChecker.exposure(of: feed.ad).exposureFactor)
    }
    let wholeTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 10 : 50, prepare: { _ in }) {
        scroll($0, model: false)
        return wholeExposure().exposedPercentage
    }
    func row(_ method: String, _ t: (median: Double, p90: Double), _ extra: [String: Double], _ note: String) -> BenchRow {
        BenchRow(suite: "live-feed", dist: nil, n: feed.offsets.count, method: method, medianNs: t.median,
                 extra: extra.merging(["p90_ns": t.p90, "views": Double(feed.viewCount)]) { $1 }, note: note)
    }
    func readsExtra(_ r: Double) -> [String: Double] {
        ["reads": r.rounded(), "readsPerPrebid": (r / prebidReads * 1000).rounded() / 1000]
    }
    let ratios: [String: Double] = [
        "perModel": (liveTime.median / modelTime.median * 100).rounded() / 100,
        "perPrebidLive": (liveTime.median / prebidLiveTime.median * 100).rounded() / 100,
    ]
    return [
        row("model", modelTime, [:], "model tree, no copy"),
        row("live", liveTime, readsExtra(liveReads).merging(ratios) { $1 }, "one call per frame: live nodes, content policy"),
        row("live-strict", strictTime, readsExtra(strictReads), "the same, every visible view obstructs"),
        row("prebid-live", prebidLiveTime, readsExtra(prebidReads), "Prebid checker on the same live tree, specialized"),
        row("prebid-model", prebidModelTime, [:], "Prebid checker on the model tree"),
        row("live-whole", wholeTime, readsExtra(wholeReads), "kept mirror: whole-window update + measure"),
    ]
}

/// `FeedScene`'s hierarchy copied view by view into stand-ins (iteratively), in a visible
/// window of an active scene; the close button's friendly registration comes along.
@MainActor
private struct LiveFeedMirror {
    static let opaque = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    let scene = UIWindowSceneStandIn()
    let window: UIWindowStandIn
    let scroll: UIScrollViewStandIn
    let ad: UIViewStandIn
    let friendly: [LiveFriendlyObstruction<UIViewStandIn>]

    init(_ feed: FeedScene) {
        window = UIWindowStandIn(frame: .zero)
        window.windowScene = scene
        window.makeKeyAndVisible()
        var scroll: UIScrollViewStandIn?
        var ad: UIViewStandIn?
        var friendly: [LiveFriendlyObstruction<UIViewStandIn>] = []
        var stack: [(model: View, standIn: UIViewStandIn)] = [(feed.window, window)]
        while let (m, s) = stack.popLast() {
            s.center = CGPoint(x: m.center.x, y: m.center.y)
            s.bounds = CGRect(x: m.bounds.minX, y: m.bounds.minY, width: m.bounds.width, height: m.bounds.height)
            let t = m.transform
            s.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
            s.clipsToBounds = m.clipsToBounds
            s.isHidden = m.isHidden
            s.alpha = CGFloat(m.alpha)
            s.isUserInteractionEnabled = m.isUserInteractionEnabled
            // Every model view fills its bounds; so does an opaque background here.
            if m.painting == .fillsBounds { s.backgroundColor = LiveFeedMirror.opaque }
            if let f = m.friendlyObstruction { friendly.append(LiveFriendlyObstruction(s, f, identifier: m.identifier)) }
            if m === feed.ad { ad = s }
            for c in m.subviews {
                let copy = c === feed.scroll ? UIScrollViewStandIn(frame: .zero) : UIViewStandIn(frame: .zero)
                if c === feed.scroll { scroll = copy as? UIScrollViewStandIn }
                s.addSubview(copy)
                stack.append((c, copy))
            }
        }
        self.scroll = scroll!
        self.ad = ad!
        self.friendly = friendly
    }
}
