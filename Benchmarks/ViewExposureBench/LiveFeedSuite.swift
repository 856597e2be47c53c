import Foundation
import ViewExposureReference
import ViewExposureUIKitStandIn
import ViewExposure

/// The feed of `FeedScene` as a live hierarchy: the same 1 381 views mirrored into the UIKit
/// stand-in (`UIScrollViewStandIn` for the scroll view, `UIWindowStandIn` in a scene), the ad
/// measured at the same 50 scroll offsets. Each timed measurement follows a scroll (the offset
/// alternates between the case's value and one point more), as on a scroll frame.
///
/// Methods (per measurement, median over the offsets, `p90_ns` alongside):
/// - `model` — `ExposureMeasurer.measure` on the model tree, scrolled directly: the floor;
/// - `live-mirror` — `measure(_: UIViewStandIn, mirror:)` with one mirror kept across calls:
///   the exposure update (path, views in front, windows in front; nothing allocated once warm)
///   and one measurement — what an SDK calls per scroll frame;
/// - `live-fresh` — the same call without a mirror: every copy allocated anew;
/// - `live-whole` — a kept mirror's whole-window update, the ad's copy and one measurement
///   (what hit-testing or observation of the live tree would pay per frame).
/// Before timing, the four answers must be equal at every offset.
let liveFeedSuite = BenchSuite(name: "live-feed") { ctx in
    try MainActor.assumeIsolated { try liveFeedRows(ctx) }
}

@MainActor
private func liveFeedRows(_ ctx: BenchContext) throws -> [BenchRow] {
    let feed = FeedScene()
    let live = LiveFeedMirror(feed)
    let measurer = ExposureMeasurer()
    let exposureMirror = LiveHierarchyMirror<UIViewStandIn>()
    let wholeMirror = LiveHierarchyMirror<UIViewStandIn>()
    func wholeExposure() -> Exposure {
        wholeMirror.update(screenOf: live.ad, friendlyObstructions: live.friendly)
        return wholeMirror.view(for: live.ad).map { measurer.measure($0) } ?? .zero
    }
    var copied = 0.0
    for offset in feed.offsets {
        feed.scroll.bounds.origin.y = offset
        live.scroll.contentOffset = CGPoint(x: 0, y: offset)
        let model = measurer.measure(feed.ad)
        let fresh = measurer.measure(live.ad, friendlyObstructions: live.friendly)
        let kept = measurer.measure(live.ad, friendlyObstructions: live.friendly, mirror: exposureMirror)
        let whole = wholeExposure()
        guard model == fresh, model == kept, model == whole, model.exposedPercentage == kept.exposedPercentage else {
            throw BenchFailure(description: "live-feed offset \(offset): model \(model), fresh \(fresh), mirror \(kept), whole \(whole)")
        }
        copied += Double(exposureMirror.count)
    }
    // Every timed call follows a scroll of one point (alternating), like a scroll frame.
    var flip = 0.0
    func scroll(_ offset: Double, model: Bool) {
        flip = flip == 0 ? 1 : 0
        if model { feed.scroll.bounds.origin.y = offset + flip } else { live.scroll.contentOffset = CGPoint(x: 0, y: offset + flip) }
    }
    let modelTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 200 : 1_000, prepare: { _ in }) {
        scroll($0, model: true)
        return measurer.measure(feed.ad).exposedPercentage
    }
    let mirrorTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 40 : 200, prepare: { _ in }) {
        scroll($0, model: false)
        return measurer.measure(live.ad, friendlyObstructions: live.friendly, mirror: exposureMirror).exposedPercentage
    }
    let freshTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 5 : 20, prepare: { _ in }) {
        scroll($0, model: false)
        return measurer.measure(live.ad, friendlyObstructions: live.friendly).exposedPercentage
    }
    let wholeTime = perCaseNanoseconds(feed.offsets, reps: ctx.quick ? 10 : 50, prepare: { _ in }) {
        scroll($0, model: false)
        return wholeExposure().exposedPercentage
    }
    let extra: [String: Double] = [
        "views": Double(feed.viewCount),
        "meanCopiedForExposure": (copied / Double(feed.offsets.count)).rounded(),
    ]
    func row(_ method: String, _ t: (median: Double, p90: Double), _ note: String) -> BenchRow {
        BenchRow(suite: "live-feed", dist: nil, n: feed.offsets.count, method: method, medianNs: t.median,
                 extra: extra.merging(["p90_ns": t.p90]) { $1 }, note: note)
    }
    return [
        row("model", modelTime, "model tree, no copy"),
        row("live-mirror", mirrorTime, "kept mirror: exposure update + measure"),
        row("live-fresh", freshTime, "fresh copy + measure"),
        row("live-whole", wholeTime, "kept mirror: whole-window update + measure"),
    ]
}

/// `FeedScene`'s hierarchy copied view by view into stand-ins (iteratively), in a visible
/// window of an active scene; the close button's friendly registration comes along.
@MainActor
private struct LiveFeedMirror {
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
