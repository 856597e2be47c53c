/// The rect suite's summary as a Markdown table: one line per cell (distribution × N) with
/// the medians of every method and the kernel/pixman, kernel/prebid and scalar/SIMD ratios
/// computed from
/// the same run — the table the README shows. A prebid cell that was not run shows its
/// estimate.
enum RectRatioTable {
    static func markdown(_ rows: [BenchRow]) -> String? {
        let rects = rows.filter { $0.suite == "rects" }
        guard !rects.isEmpty else { return nil }
        struct Cell: Hashable { let dist: String; let n: Int }
        var cells: [Cell: [String: Double]] = [:]
        var prebidEstimates: [Cell: Double] = [:]
        var order: [Cell] = []
        for r in rects {
            guard let dist = r.dist, let n = r.n else { continue }
            let cell = Cell(dist: dist, n: n)
            if cells[cell] == nil { order.append(cell) }
            cells[cell, default: [:]][r.method] = r.medianNs
            if r.method == "prebid", r.medianNs == nil, let e = r.extra["estimated_ns"] { prebidEstimates[cell] = e }
        }
        func ratio(_ a: Double?, _ b: Double?) -> String {
            guard let a, let b, b > 0 else { return "–" }
            return String(ratio: a / b)
        }
        var lines = [
            "| dist | N | kernel (full) | kernel (area only) | kernel, scalar (no SIMDe) | pixman | Swift reference | prebid (Prebid Mobile) | full/pixman | area/pixman | full/prebid | scalar/SIMD |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for cell in order {
            let m = cells[cell]!
            let prebid = m["prebid"].map { BenchReport.formatTime($0) }
                ?? prebidEstimates[cell].map { "not run (est. \(BenchReport.formatTime($0)))" } ?? "–"
            lines.append(
                "| \(cell.dist) | \(cell.n) | \(BenchReport.formatTime(m["kernel"])) | "
                    + "\(BenchReport.formatTime(m["kernel-area"])) | \(BenchReport.formatTime(m["kernel-scalar"])) | "
                    + "\(BenchReport.formatTime(m["pixman"])) | "
                    + "\(BenchReport.formatTime(m["reference"])) | \(prebid) | \(ratio(m["kernel"], m["pixman"])) | "
                    + "\(ratio(m["kernel-area"], m["pixman"])) | \(ratio(m["kernel"], m["prebid"])) | "
                    + "\(ratio(m["kernel-scalar"], m["kernel"])) |")
        }
        return lines.joined(separator: "\n")
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
