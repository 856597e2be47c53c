#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewExposureReference
import ViewExposure

/// The prebid method of the rect suite: the Prebid Mobile exposure checker
/// (docs/benchmark-workloads.md §1.3) (`PrebidRectExposure`, CoreGraphics edge rule) on the
/// workload, the target being both the tested view's bounds and its window.
struct PrebidRects {
    /// The obstructions as `Rect`s, built once outside the timed part.
    let obstructions: [Rect]
    /// `[0, 1000)²`.
    static let target = Rect(x: 0, y: 0, width: 1000, height: 1000)

    init(_ w: RectWorkload) {
        obstructions = (0..<w.n).map { Rect(minX: w.minX[$0], minY: w.minY[$0], maxX: w.maxX[$0], maxY: w.maxY[$0]) }
    }

    /// One full exposure, as the SDK computes it.
    func exposure() -> PrebidExposure {
        PrebidRectExposure.exposure(of: Self.target, obstructions: obstructions)
    }
}

/// When to run a prebid cell: the algorithm is quadratic and worse, so a cell runs only when
/// one run is expected to end within `budgetSeconds`. The expectation extrapolates the growth
/// exponent between the last two measured N of the same distribution:
/// `T(N) = T(N₂) · (N / N₂)^k`, `k = ln(T(N₂) / T(N₁)) / ln(N₂ / N₁)`. With fewer than two
/// measurements the cell runs.
struct PrebidBudget {
    /// The longest single run allowed (about 10 s per cell, benchmark brief).
    var budgetSeconds = 10.0
    /// Measured (N, seconds of one run) per distribution, in increasing N.
    private var measured: [String: [(n: Int, seconds: Double)]] = [:]

    /// The extrapolated seconds of one run at `n` and the text saying how, or `nil` when there
    /// are not two measurements yet.
    func estimate(dist: String, n: Int) -> (seconds: Double, how: String)? {
        guard let m = measured[dist], m.count >= 2 else { return nil }
        let (a, b) = (m[m.count - 2], m[m.count - 1])
        // Timer noise can make tiny cells shrink; growth is never below linear.
        let k = Swift.max(1, log(b.seconds / a.seconds) / log(Double(b.n) / Double(a.n)))
        let seconds = b.seconds * pow(Double(n) / Double(b.n), k)
        return (seconds, "from the growth between N=\(a.n) and N=\(b.n), ~N^\(String(format2: k))")
    }

    /// Records one run's duration.
    mutating func record(dist: String, n: Int, seconds: Double) {
        measured[dist, default: []].append((n, seconds))
    }
}
