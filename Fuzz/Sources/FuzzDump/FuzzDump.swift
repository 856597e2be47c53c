import FuzzChecks

/// libFuzzer entry: the UI-dump importers, XML and JSON (`DumpInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDump(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, check: DumpInvariants.check)
}
