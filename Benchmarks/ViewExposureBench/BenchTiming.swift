#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing for benchmark cells: a monotonic clock, several runs, the median.
///
/// Each run repeats the body enough times to last at least `minRunNanoseconds`, so sub-µs
/// cells are measured over many iterations; the per-iteration time of each run is kept and the
/// median over runs is reported (robust to a noisy, shared machine).
enum BenchTiming {
    /// Nanoseconds on the monotonic clock (`CLOCK_MONOTONIC`).
    @inline(__always) static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// The median per-iteration time of `body`, in nanoseconds, over `runs` runs.
    /// One untimed warm-up call first; `body`'s result is consumed so it cannot be optimised away.
    static func medianNanoseconds<T>(
        runs: Int, minRunNanoseconds: UInt64 = 20_000_000, _ body: () -> T
    ) -> Double {
        var sink = 0
        let start = now()
        withExtendedLifetime(body()) { sink &+= 1 }
        let once = max(now() - start, 1)
        // Iterations per run so one run lasts about minRunNanoseconds (at least one).
        let iterations = max(1, Int(minRunNanoseconds / once))
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<max(runs, 1) {
            let t0 = now()
            for _ in 0..<iterations { withExtendedLifetime(body()) { sink &+= 1 } }
            let t1 = now()
            samples.append(Double(t1 - t0) / Double(iterations))
        }
        blackHole(sink)
        samples.sort()
        let mid = samples.count / 2
        return samples.count % 2 == 1 ? samples[mid] : (samples[mid - 1] + samples[mid]) / 2
    }

    /// Keeps a value alive so the optimiser cannot drop the computation producing it.
    @inline(never) static func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
}
