import FuzzChecks

/// libFuzzer entry: the JSON parser and writer (`JSONInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, check: JSONInvariants.check)
}
