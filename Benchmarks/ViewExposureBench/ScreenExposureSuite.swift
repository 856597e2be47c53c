import ViewExposureReference
import ViewExposure

/// Whole-screen exposure (issue 10): `ExposureMeasurer.measureAll` — every view in one
/// front-to-back pass — beside measuring each view alone, on the same tree in the same run.
///
/// - **feed-all**: every view of `FeedScene` (1 381 views) at one scroll offset with the ad
///   on screen: one frame of an SDK that checks every slot. Baseline: `measure` per view.
/// - **feed100k**: 10 000 cells of 10 views (100 002 views) under a clipping list scrolled
///   to the middle. Baseline: `measure` per view, all of them.
/// - **flat100k**: 100 000 views directly in a 1000×1000 window, random integer rects up to
///   200×200 (heavy overlap, no clipping). Baseline: `measure` on 200 evenly spread views,
///   extrapolated to all (noted in the row): measuring them all alone takes minutes.
///
/// Every cell cross-checks the pass against single measurements (all views, or the sample)
/// before timing; a difference fails the run.
let screenExposureSuite = BenchSuite(name: "screen-exposure") { ctx in
    let feed = FeedScene()
    feed.scroll.bounds.origin.y = feed.offsets[25]
    let flat = flatScene(views: ctx.quick ? 20_000 : 100_000)
    return try rows("feed-all", screen: feed.screen, ctx, sample: nil)
        + rows("feed100k", screen: longFeed(cells: 10_000).screen, ctx, sample: nil)
        + rows("flat\(flat.count / 1000)k", screen: flat.screen, ctx, sample: 200)
}

/// Rows for one screen: the pass and the per-view baseline (on `sample` views when given).
private func rows(_ name: String, screen: Screen, _ ctx: BenchContext, sample: Int?) throws -> [BenchRow] {
    var all: [View] = []
    for w in screen.windows { w.forEachInSubtree { all.append($0); return true } }
    let measurer = ExposureMeasurer()
    let pass = measurer.measureAll(on: screen)
    let checked: [View]
    if let sample {
        let step = Swift.max(1, all.count / sample)
        checked = stride(from: 0, to: all.count, by: step).map { all[$0] }
    } else {
        checked = all
    }
    var visible = 0
    for v in checked {
        let alone = measurer.measure(v)
        guard pass.exposure(of: v) == alone else {
            throw BenchFailure(description: "\(name) \(v.identifier ?? "?"): pass \(pass.exposure(of: v)), alone \(alone)")
        }
        if alone.exposedPercentage > 0 { visible += 1 }
    }
    let passNs = BenchTiming.medianNanoseconds(runs: ctx.quick ? 3 : 5, minRunNanoseconds: 1) {
        measurer.measureAll(on: screen).count
    }
    let aloneNs = BenchTiming.medianNanoseconds(runs: ctx.quick ? 1 : 3, minRunNanoseconds: 1) {
        var sum = 0.0
        for v in checked { sum += measurer.measure(v).exposedPercentage }
        return sum
    }
    let extrapolated = aloneNs * Double(all.count) / Double(checked.count)
    let extra: [String: Double] = ["views": Double(all.count), "checked": Double(checked.count), "visibleChecked": Double(visible)]
    return [
        BenchRow(suite: name, dist: nil, n: all.count, method: "measureAll", medianNs: passNs, extra: extra,
                 note: "every view, one pass"),
        BenchRow(suite: name, dist: nil, n: all.count, method: "per-view", medianNs: extrapolated, extra: extra,
                 note: sample == nil ? "measure() on every view"
                     : "measure() on \(checked.count) views, × \(all.count / checked.count) (extrapolated)"),
    ]
}

/// A 375×667 window with a clipping list of `cells` cells of 10 views (the cell and 9
/// subviews), scrolled to the middle, with navigation and tab bars in front.
func longFeed(cells: Int) -> (screen: Screen, count: Int) {
    let screen = Screen()
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667), identifier: "window")
    screen.addWindow(window)
    let list = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), identifier: "list")
    list.clipsToBounds = true
    window.addSubview(list)
    for i in 0..<cells {
        let cell = View(frame: Rect(x: 0, y: Double(i) * 80, width: 375, height: 80))
        for k in 0..<9 {
            cell.addSubview(View(frame: Rect(x: Double(8 + 40 * k), y: Double(8 + (k % 3) * 20), width: 36, height: 30)))
        }
        list.addSubview(cell)
    }
    list.bounds.origin.y = Double(cells / 2) * 80
    window.addSubview(View(frame: Rect(x: 0, y: 0, width: 375, height: 64), identifier: "navBar"))
    window.addSubview(View(frame: Rect(x: 0, y: 618, width: 375, height: 49), identifier: "tabBar"))
    return (screen, cells * 10 + 4)
}

/// `views` random rects (integer, up to 200×200) directly in a 1000×1000 window.
func flatScene(views: Int) -> (screen: Screen, count: Int) {
    var rng = SplitMix64(seed: 0x5EED_F1A7)
    let screen = Screen()
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000), identifier: "window")
    screen.addWindow(window)
    for _ in 0..<views {
        let w = Double(1 + rng.next() % 200), h = Double(1 + rng.next() % 200)
        let x = Double(rng.next() % 1000) - w / 2, y = Double(rng.next() % 1000) - h / 2
        window.addSubview(View(frame: Rect(x: x, y: y, width: w, height: h)))
    }
    return (screen, views + 1)
}
