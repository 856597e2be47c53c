/// The rect suite's summary as a Markdown table: one line per cell (distribution × N) with
/// the medians of every method and the kernel/pixman, kernel/prebid and scalar/SIMD ratios
/// from the same run — the table the README shows. The pixman and scalar/SIMD ratios are the
/// medians of per-round ratios of interleaved runs, with their interquartile range in brackets
/// (how much the ratio moved while the machine's load changed); full/prebid is a ratio of
/// medians. A prebid cell that was not run shows its estimate.
enum RectRatioTable {
    static func markdown(_ rows: [BenchRow]) -> String? {
        let rects = rows.filter { $0.suite == "rects" }
        guard !rects.isEmpty else { return nil }
        struct Cell: Hashable { let dist: String; let n: Int }
        var cells: [Cell: [String: Double]] = [:]
        var extras: [Cell: [String: [String: Double]]] = [:]
        var prebidEstimates: [Cell: Double] = [:]
        var order: [Cell] = []
        for r in rects {
            guard let dist = r.dist, let n = r.n else { continue }
            let cell = Cell(dist: dist, n: n)
            if cells[cell] == nil { order.append(cell) }
            cells[cell, default: [:]][r.method] = r.medianNs
            extras[cell, default: [:]][r.method] = r.extra
            if r.method == "prebid", r.medianNs == nil, let e = r.extra["estimated_ns"] { prebidEstimates[cell] = e }
        }
        func ratio(_ a: Double?, _ b: Double?) -> String {
            guard let a, let b, b > 0 else { return "–" }
            return String(ratio: a / b)
        }
        /// The interleaved ratio `name` of a row: "median [p25–p75]".
        func spread(_ e: [String: Double]?, _ name: String) -> String {
            guard let e, let m = e[name] else { return "–" }
            guard let lo = e[name + "P25"], let hi = e[name + "P75"] else { return String(ratio: m) }
            return "\(String(ratio: m)) [\(String(ratio: lo))–\(String(ratio: hi))]"
        }
        var lines = [
            "| dist | N | kernel (full) | kernel (area only) | kernel, scalar (no SIMDe) | pixman | Swift reference | prebid (Prebid Mobile) | full/pixman | area/pixman | full/prebid | scalar/SIMD |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for cell in order {
            let m = cells[cell]!
            let x = extras[cell] ?? [:]
            let prebid = m["prebid"].map { BenchReport.formatTime($0) }
                ?? prebidEstimates[cell].map { "not run (est. \(BenchReport.formatTime($0)))" } ?? "–"
            lines.append(
                "| \(cell.dist) | \(cell.n) | \(BenchReport.formatTime(m["kernel"])) | "
                    + "\(BenchReport.formatTime(m["kernel-area"])) | \(BenchReport.formatTime(m["kernel-scalar"])) | "
                    + "\(BenchReport.formatTime(m["pixman"])) | "
                    + "\(BenchReport.formatTime(m["reference"])) | \(prebid) | \(spread(x["kernel"], "ratioToPixman")) | "
                    + "\(spread(x["kernel-area"], "ratioToPixman")) | \(ratio(m["kernel"], m["prebid"])) | "
                    + "\(spread(x["kernel-scalar"], "ratioToSIMD")) |")
        }
        return lines.joined(separator: "\n") + "\n\n" + targets(order.map { ("\($0.dist)/\($0.n)", extras[$0] ?? [:]) })
    }

    /// The kernel's speed targets against pixman (issue 21): the full result at most 0.70 and
    /// the area alone at most 0.35 of pixman's time in every cell, judged on the median of the
    /// interleaved per-round ratios; one line saying which cells miss.
    static let fullTarget = 0.70, areaTarget = 0.35

    static func targets(_ cells: [(name: String, extras: [String: [String: Double]])]) -> String {
        var misses: [String] = []
        var fullMet = 0, areaMet = 0
        for c in cells {
            if let r = c.extras["kernel"]?["ratioToPixman"] {
                if r <= fullTarget { fullMet += 1 } else { misses.append("\(c.name) full \(String(ratio: r))") }
            }
            if let r = c.extras["kernel-area"]?["ratioToPixman"] {
                if r <= areaTarget { areaMet += 1 } else { misses.append("\(c.name) area \(String(ratio: r))") }
            }
        }
        return "targets: full/pixman ≤ \(String(format2: fullTarget)) in \(fullMet)/\(cells.count) cells, "
            + "area/pixman ≤ \(String(format2: areaTarget)) in \(areaMet)/\(cells.count)"
            + (misses.isEmpty ? "" : "; missed: " + misses.joined(separator: ", "))
    }
}

extension String {
    /// `value` with two fraction digits, locale-independent.
    init(format2 value: Double) {
        let hundredths = Int64((value * 100).rounded())
        let frac = hundredths % 100
        self = "\(hundredths / 100)." + (frac < 10 ? "0" : "") + "\(frac)"
    }
}

extension String {
    /// A ratio with two fraction digits, or two significant digits below 0.1 (so that
    /// 0.0012 does not print as 0.00); locale-independent.
    init(ratio value: Double) {
        guard value.isFinite, value > 0, value < 0.1 else {
            self = String(format2: value)
            return
        }
        var digits = 2, scaled = value * 100
        while scaled < 10 { scaled *= 10; digits += 1 }
        // value ≈ units / 10^digits with units in 10...100: "0." then zero padding, then units.
        let text = String(Int64(scaled.rounded()))
        self = "0." + String(repeating: "0", count: digits - text.count) + text
    }
}
