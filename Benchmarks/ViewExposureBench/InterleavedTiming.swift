/// Times the methods of one rect cell in alternation — A B C D A B C D … on the same inputs —
/// so that every method sees the same machine load, and gives each method's median and the
/// spread of its per-round time ratio to another method. A ratio of two medians taken minutes
/// apart moves with a noisy neighbour; the per-round ratio of adjacent slices mostly does not.
struct InterleavedTimes {
    /// `perRound[m][r]`: method m's time per call in round r, in nanoseconds.
    let perRound: [[Double]]

    /// The median time per call of method `m`, in nanoseconds.
    func median(_ m: Int) -> Double { Self.quantile(perRound[m], 0.5) }

    /// Method `m`'s time over method `reference`'s, round by round: the median and the
    /// interquartile range (25th and 75th percentiles) of those ratios.
    func ratio(_ m: Int, to reference: Int) -> (median: Double, p25: Double, p75: Double) {
        let ratios = zip(perRound[m], perRound[reference]).map { $0 / $1 }
        return (Self.quantile(ratios, 0.5), Self.quantile(ratios, 0.25), Self.quantile(ratios, 0.75))
    }

    /// The q-quantile of `values` by linear interpolation between order statistics.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        let s = values.sorted()
        guard s.count > 1 else { return s.first ?? .nan }
        let pos = q * Double(s.count - 1)
        let lo = Int(pos.rounded(.down)), hi = min(lo + 1, s.count - 1)
        return s[lo] + (s[hi] - s[lo]) * (pos - Double(lo))
    }
}

enum InterleavedTiming {
    /// Runs `methods` in rounds: in each round every method, in order, repeats its call for
    /// about `sliceNanoseconds` (at least once). The round count is `rounds`, lowered (to no
    /// fewer than 5) when one round would take more than `budgetNanoseconds / rounds`. Each
    /// method is called once untimed first; the results are consumed so no call is optimised
    /// away.
    static func measure(rounds: Int, sliceNanoseconds: UInt64, budgetNanoseconds: UInt64,
                        _ methods: [() -> Double]) -> InterleavedTimes {
        var sink = 0.0
        var once: [UInt64] = []
        for body in methods {
            let t0 = BenchTiming.now()
            sink += body()
            once.append(max(BenchTiming.now() - t0, 1))
        }
        let iterations = once.map { max(1, Int(sliceNanoseconds / $0)) }
        let roundCost = zip(once, iterations).reduce(0.0) { $0 + Double($1.0) * Double($1.1) }
        let affordable = Int(Double(budgetNanoseconds) / max(roundCost, 1))
        let count = max(5, min(rounds, affordable))
        var perRound = [[Double]](repeating: [], count: methods.count)
        for _ in 0..<count {
            for (m, body) in methods.enumerated() {
                let t0 = BenchTiming.now()
                for _ in 0..<iterations[m] { sink += body() }
                perRound[m].append(Double(BenchTiming.now() - t0) / Double(iterations[m]))
            }
        }
        BenchTiming.blackHole(sink)
        return InterleavedTimes(perRound: perRound)
    }
}
