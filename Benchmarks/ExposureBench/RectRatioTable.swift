/// The rect suite's summary as a Markdown table: one line per cell (distribution × N) with
/// the medians of every method and the kernel/pixman ratios computed from the same run —
/// the table the README shows.
enum RectRatioTable {
    static func markdown(_ rows: [BenchRow]) -> String? {
        let rects = rows.filter { $0.suite == "rects" }
        guard !rects.isEmpty else { return nil }
        struct Cell: Hashable { let dist: String; let n: Int }
        var cells: [Cell: [String: Double]] = [:]
        var order: [Cell] = []
        for r in rects {
            guard let dist = r.dist, let n = r.n else { continue }
            let cell = Cell(dist: dist, n: n)
            if cells[cell] == nil { order.append(cell) }
            cells[cell, default: [:]][r.method] = r.medianNs
        }
        func ratio(_ a: Double?, _ b: Double?) -> String {
            guard let a, let b, b > 0 else { return "–" }
            return String(format2: a / b)
        }
        var lines = [
            "| dist | N | kernel (full) | kernel (area only) | pixman | Swift reference | full/pixman | area/pixman |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for cell in order {
            let m = cells[cell]!
            lines.append(
                "| \(cell.dist) | \(cell.n) | \(BenchReport.formatTime(m["kernel"])) | "
                    + "\(BenchReport.formatTime(m["kernel-area"])) | \(BenchReport.formatTime(m["pixman"])) | "
                    + "\(BenchReport.formatTime(m["reference"])) | \(ratio(m["kernel"], m["pixman"])) | "
                    + "\(ratio(m["kernel-area"], m["pixman"])) |")
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
