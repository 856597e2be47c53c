import FuzzChecks

/// libFuzzer entry: the scene decoder and encoder (`SceneInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, check: SceneInvariants.check)
}
