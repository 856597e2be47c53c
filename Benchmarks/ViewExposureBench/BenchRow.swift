/// One measured cell of the benchmark: which suite, workload and method, the median time,
/// and free-form numeric results (`visibleArea`, `occlusionRects`, ...) used to cross-check
/// methods and written to `latest.json`.
struct BenchRow: Sendable {
    /// Suite name, e.g. `"rects"`, `"feed"`.
    var suite: String
    /// Distribution / workload variant, e.g. `"A"`; `nil` when the suite has none.
    var dist: String?
    /// Problem size; `nil` when not applicable.
    var n: Int?
    /// Method measured, e.g. `"kernel"`, `"pixman"`.
    var method: String
    /// Median time of one operation in nanoseconds; `nil` when the cell was skipped.
    var medianNs: Double?
    /// Extra numeric results, written as JSON fields next to the standard ones.
    var extra: [String: Double] = [:]
    /// Why the cell was skipped or anything the reader must know; shown in the table.
    var note: String? = nil
}
