/// The README's small table of headline figures, generated from the same run as
/// `docs/benchmarks.md`: one line per workload a newcomer asks about first, each with the
/// comparison that gives it meaning. A line whose rows the run lacks is left out.
enum BenchHeadlines {
    /// The Markdown table and a line naming the run it comes from.
    static func markdown(_ results: BenchResults) -> String {
        let rows = results.rows
        func median(_ suite: String, _ method: String, dist: String? = nil, n: Int? = nil) -> Double? {
            rows.first { $0.suite == suite && $0.method == method && (dist == nil || $0.dist == dist)
                && (n == nil || $0.n == n) }?.medianNs
        }
        func times(_ a: Double?, _ b: Double?, _ name: String) -> String? {
            guard let a, let b, b > 0 else { return nil }
            return "\(String(ratio: a / b))× \(name)"
        }
        var lines = ["| workload | median | compared in the same run |", "|---|---:|---|"]
        func add(_ title: String, _ value: Double?, _ beside: [String?]) {
            guard let value else { return }
            let comparisons = beside.compactMap { $0 }
            lines.append("| \(title) | \(BenchReport.formatTime(value)) | \(comparisons.isEmpty ? "–" : comparisons.joined(separator: "; ")) |")
        }
        for dist in ["A", "B", "C"] {
            let kernel = median("rects", "kernel", dist: dist, n: 1000)
            add("exposure of a rect under 1 000 rects (distribution \(dist)), full result", kernel,
                [times(kernel, median("rects", "pixman", dist: dist, n: 1000), "pixman"),
                 times(kernel, median("rects", "prebid", dist: dist, n: 1000), "Prebid Mobile's checker")])
        }
        let feed = median("feed", "measurer")
        add("feed (1 381 views): exposure of the ad, per scroll offset", feed,
            [times(feed, median("feed", "prebid"), "Prebid Mobile's checker")])
        let all = median("feed-all", "measureAll")
        add("feed: every view at once (`measureAll`)", all, [times(all, median("feed-all", "per-view"), "measuring each view alone")])
        add("10 000-view random tree: one hit test", median("deepwide-hit", "hitTest"), [])
        let tick = median("observer", "scroll tick"), occlusionTick = median("observer", "scroll tick, occlusion")
        add("observer: 1 000 targets, one scroll tick", tick,
            [occlusionTick.map { "occlusion-aware: \(BenchReport.formatTime($0))" }, times(occlusionTick, tick, "the plain tick")])
        let live = median("live-feed", "live")
        add("live UIKit-style feed (stand-in views): exposure of the ad, one call per frame", live,
            [times(live, median("live-feed", "model"), "the same on the model tree"),
             times(live, median("live-feed", "prebid-live"), "Prebid Mobile's checker on the same live tree, compiled alike")])
        for (dist, title) in [("feed100k", "100 000-view clipped feed"), ("flat100k", "100 000-view flat screen")] {
            let row = rows.first { $0.suite == "text" && $0.dist == dist && $0.method == "measure --all" }
            add("`exposure measure --all` on a \(title), end to end", row?.medianNs,
                [row?.extra["peak_MB"].map { "peak memory \(String(ratio: $0)) MB" },
                 row?.extra["peak_growth_over_file"].map { "growth over a one-view run \(String(ratio: $0))× the file" }])
        }
        let parse = rows.first { $0.suite == "text" && $0.dist == "feed100k" && $0.method == "parse" }
        add("JSON parsing of a 4.7 MB scene", parse?.medianNs,
            [parse?.extra["MBps"].map { "\(Int($0.rounded())) MB/s" },
             times(parse?.medianNs, median("text", "foundation", dist: "feed100k"), "Foundation's JSONSerialization"),
             times(parse?.medianNs, median("text", "simdjson", dist: "feed100k"), "simdjson")])
        for (dist, title) in [("xcuitest", "XCUITest"), ("uiautomator", "uiautomator")] {
            let both = median("dump-audit", "import+audit", dist: dist)
            add("10 000-element \(title) dump: import + audit", both,
                [times(median("dump-audit", "import", dist: dist), median("dump-audit", "libxml2-alone", dist: dist),
                       "libxml2 alone reading the same file (import only)"),
                 times(both, median("dump-audit", "libxml2-alone", dist: dist), "libxml2 alone (import + audit)")])
        }
        // The regular stress shapes and issue 28's irregular ones (the worst of them shown too).
        for (dist, title) in [("overlapping-buttons", "overlapping buttons"), ("nested-chain", "nested chain"),
                              ("random-buttons", "randomly placed buttons"), ("staggered-buttons", "staggered buttons"),
                              ("button-per-window", "windows of one button each")] {
            let row = rows.first { $0.suite == "dump-audit" && $0.dist == dist && $0.method == "audit+checks" }
            let count = row?.n.map { "\($0) " } ?? ""
            add("audit of \(count)\(title) (generated dump)", row?.medianNs,
                [row?.extra["peak_rss_growth_over_file"].map { "peak memory growth \(String(ratio: $0))× the file" }])
        }
        for (dist, method, title) in [("staggered-views", "exposure measure", "`exposure measure --all` of staggered views"),
                                      ("chain-scene", "exposure render", "`exposure render` of a chain this deep")] {
            let row = rows.first { $0.suite == "dump-audit" && $0.dist == dist && $0.method == method }
            let count = row?.n.map { " (\($0))" } ?? ""
            add("\(title)\(count), end to end", row?.medianNs,
                [row?.extra["peak_MB"].map { "peak memory \(String(ratio: $0)) MB" },
                 row?.extra["peak_growth_over_file"].map { "growth over a one-view run \(String(ratio: $0))× the file" }])
        }
        guard lines.count > 2 else { return "No headline figures: the run has none of their rows." }
        let run = results.run
        let source = "From a \(run.quick ? "quick (`BENCH_QUICK=1`) " : "")`make bench` run on \(run.date), commit "
            + "`\(run.commit)`, \(BenchDocument.cell(run.cpu)) (\(run.cores) logical cores). A ratio is this "
            + "median over the other's (below 1: faster). Every table: [docs/benchmarks.md](docs/benchmarks.md)."
        return lines.joined(separator: "\n") + "\n\n" + source
    }
}
