/// splitmix64, exactly as docs/benchmark-workloads.md §1.1 describes it (all arithmetic mod 2^64):
/// the seeded stream behind the benchmark workloads and the randomized tests, so both reproduce.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator state.
    public var state: UInt64

    /// Starts the stream at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64-bit value.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
