/// The entry every harness shares: `LLVMFuzzerTestOneInput` hands its bytes here with the
/// invariants of its format.
///
/// Adding a format (an importer of UI dumps, say) is one more executable target whose only
/// file is
///
///     @_cdecl("LLVMFuzzerTestOneInput")
///     public func fuzzMyFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
///         FuzzEntry.run(data, size, check: MyFormatInvariants.check)
///     }
///
/// plus its name in `FUZZ_TARGETS` of the Makefile and seed files in `Fuzz/Seeds/<name>/`.
public enum FuzzEntry {
    /// Runs `check` on the input; always returns 0 (libFuzzer's "keep going"): a broken
    /// invariant stops the process through ``fuzzFailure(_:input:)``.
    public static func run(_ data: UnsafePointer<UInt8>?, _ size: Int, check: ([UInt8]) -> Void) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        check(bytes)
        return 0
    }
}

/// Stops the fuzzer on a broken invariant: the trap is reported by libFuzzer as a crash, which
/// saves the input as `crash-…` for `FuzzX crash-…` to replay.
public func fuzzFailure(_ message: String, input: [UInt8]) -> Never {
    let shown = input.count <= 512 ? String(decoding: input, as: UTF8.self) : "(\(input.count) bytes)"
    fatalError("fuzz invariant broken: \(message)\ninput: \(shown)")
}
