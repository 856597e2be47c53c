/// A group of benchmark cells. Add a suite by writing a file that defines a `BenchSuite`
/// value and listing it in `main.swift`.
struct BenchSuite: Sendable {
    /// Suite name (also the `suite` field of its rows).
    var name: String
    /// Runs the suite and returns its rows. Throw `BenchFailure` when methods disagree.
    var run: @Sendable (BenchContext) throws -> [BenchRow]
}

/// Settings shared by all suites.
struct BenchContext: Sendable {
    /// `BENCH_QUICK=1`: a subset (N up to 10 000, fewer runs) that ends within a minute.
    var quick: Bool
    /// Timed runs per cell (the median is reported).
    var runs: Int
    /// Minimum duration of one timed run, in nanoseconds.
    var minRunNanoseconds: UInt64

    /// Times `body` with this context's settings; see `BenchTiming.medianNanoseconds`.
    func median<T>(_ body: () -> T) -> Double {
        BenchTiming.medianNanoseconds(runs: runs, minRunNanoseconds: minRunNanoseconds, body)
    }
}

/// A benchmark failure (methods disagree, bad setup); the run exits non-zero.
struct BenchFailure: Error, CustomStringConvertible {
    /// What went wrong, with the cell it happened in.
    var description: String
}
