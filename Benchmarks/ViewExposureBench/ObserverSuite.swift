import ViewExposure

/// The observer workload (docs/benchmark-workloads.md §2.3): 1 000 targets in a scroll view, one
/// scroll tick — the scroll offset change, every check it triggers and the delivery of the resulting
/// entries — median per tick.
///
/// Setup: a 375 × 667 window, a clipping scroll view filling it, 1 000 cells of 375 × 60
/// stacked vertically (60 000 points of content), each observed with its own data key,
/// thresholds [0, 0.25, 0.5, 0.75, 1], no throttle (every tick checks). Each tick moves the
/// offset by 15 points back and forth around 3 000, so the cells at both edges cross a
/// threshold on every tick and entries are delivered (`entriesPerTick`).
let observerSuite = BenchSuite(name: "observer") { context in
    [try observerScrollTick(context, occlusion: false), try observerScrollTick(context, occlusion: true)]
}

/// One row: the scroll tick with geometry-only or occlusion-aware checks. Occlusion-aware
/// checks re-check every target on any change, but only targets that intersect geometrically
/// pay for an exposure measurement (about a dozen here).
private func observerScrollTick(_ context: BenchContext, occlusion: Bool) throws -> BenchRow {
    let screen = Screen()
    let window = Window(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    screen.addWindow(window)
    let scroll = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    scroll.clipsToBounds = true
    window.addSubview(scroll)
    let n = 1_000
    var cells: [View] = []
    for i in 0..<n {
        let cell = View(frame: Rect(x: 0, y: Double(i) * 60, width: 375, height: 60))
        scroll.addSubview(cell)
        cells.append(cell)
    }
    scroll.bounds.origin.y = 3_000
    let clock = ManualClock()
    let counter = EntryCounter()
    let options: IntersectionObserverOptions
    do {
        options = try IntersectionObserverOptions(thresholds: IntersectionThresholds([0, 0.25, 0.5, 0.75, 1]),
                                                  occlusionAware: occlusion)
    } catch {
        throw BenchFailure(description: "observer: options: \(error)")
    }
    let observer = IntersectionObserver(screen: screen, clock: clock, options: options) { _, entries in
        counter.count += entries.count
    }
    for (i, cell) in cells.enumerated() { observer.observe(cell, dataKey: "item-\(i)") }

    var up = false
    counter.count = 0
    var ticks = 0
    let ns = context.median { () -> Int in
        up.toggle()
        scroll.bounds.origin.y = up ? 3_015 : 3_000
        ticks += 1
        return counter.count
    }
    let perTick = ticks > 0 ? Double(counter.count) / Double(ticks) : 0
    // 3 000 → 3 015: cell 49 goes from edge contact (ratio 0, intersecting) to apart, cell 50
    // from 1 to 0.75, cell 61 from 0.1167 to 0.3667 — three index changes; back again the
    // same three (cells do not overlap, so occlusion changes nothing). Anything else means a
    // broken observer.
    guard perTick == 3 else {
        throw BenchFailure(description: "observer (occlusion: \(occlusion)): expected 3 entries per tick, got \(perTick)")
    }
    withExtendedLifetime(observer) {}
    return BenchRow(suite: "observer", dist: nil, n: n, method: occlusion ? "scroll tick, occlusion" : "scroll tick",
                    medianNs: ns, extra: ["entriesPerTick": perTick, "targets": Double(n)])
}

/// Counts delivered entries.
private final class EntryCounter {
    var count = 0
}
