/// The tree exposure workloads' summary as a Markdown table: per workload the library's
/// measurer, the same walk on the Swift reference and the Prebid Mobile checker,
/// with the measurer/prebid ratio from the same run.
enum TreeRatioTable {
    static func markdown(_ rows: [BenchRow]) -> String? {
        let workloads = [("feed", "feed: exposure of the ad, 50 scroll offsets"),
                         ("deepwide-exposure", "deep/wide: exposure of 100 views, 10 000-view tree")]
        var lines = [
            "| workload | measurer | Swift reference | prebid (Prebid Mobile) | measurer/prebid |",
            "|---|---:|---:|---:|---:|",
        ]
        for (suite, title) in workloads {
            func median(_ method: String) -> Double? {
                rows.first { $0.suite == suite && $0.method == method }?.medianNs
            }
            guard let m = median("measurer") else { continue }
            let p = median("prebid")
            lines.append("| \(title) | \(BenchReport.formatTime(m)) | \(BenchReport.formatTime(median("reference"))) | "
                         + "\(BenchReport.formatTime(p)) | \(p.map { String(ratio: m / $0) } ?? "–") |")
        }
        return lines.count > 2 ? lines.joined(separator: "\n") : nil
    }
}
