import ViewExposureReference
import PropertyBased

/// The one seeded random generator of the tests: the benchmark's ``SplitMix64`` stream
/// (docs/benchmark-workloads.md §1.1), so a failing case reproduces from its seed alone, with the
/// few draws the tests need. It is also a PropertyBased `SeededRandomNumberGenerator`, so generators
/// (`Gen`) run on it too.
package struct TestRandom: SeededRandomNumberGenerator {
    private var stream: SplitMix64

    /// Starts the stream at `seed`; `TestRandom(seed: r.currentSeed)` continues `r`'s stream
    /// exactly.
    package init(seed: UInt64) {
        stream = SplitMix64(seed: seed)
    }

    /// Starts at a system-random seed (required by `SeededRandomNumberGenerator`; tests use
    /// fixed seeds).
    package init() {
        var system = SystemRandomNumberGenerator()
        self.init(seed: system.next())
    }

    /// The state: a generator made with it continues this stream exactly.
    package var currentSeed: UInt64 { stream.state }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        stream.next()
    }

    /// A uniform integer in `lo...hi` (`lo <= hi`; the modulo bias is negligible for test ranges).
    package mutating func int(_ lo: Int, _ hi: Int) -> Int {
        precondition(lo <= hi, "empty range \(lo)...\(hi)")
        return lo + Int(next() % UInt64(hi - lo + 1))
    }

    /// A uniform integer in `0..<n` (`n > 0`).
    package mutating func below(_ n: Int) -> Int {
        int(0, n - 1)
    }

    /// A uniform double in [0, 1), from the top 53 bits.
    package mutating func unit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// True with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool {
        int(1, 100) <= percent
    }

    /// One of `values` (not empty), uniformly.
    package mutating func pick<T>(_ values: [T]) -> T {
        values[int(0, values.count - 1)]
    }

    package static func == (a: TestRandom, b: TestRandom) -> Bool {
        a.currentSeed == b.currentSeed
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(currentSeed)
    }
}
