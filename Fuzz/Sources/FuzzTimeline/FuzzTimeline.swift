import FuzzChecks

/// libFuzzer entry: the timeline decoder, played on a fixed scene (`TimelineInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, check: TimelineInvariants.check)
}
