import FuzzChecks

/// libFuzzer entry: the NativeViewInfo reader, OMID's geometry beside MRAID and the writer
/// (`NativeViewInfoInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNativeViewInfo(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, check: NativeViewInfoInvariants.check)
}
