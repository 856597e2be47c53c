import FuzzChecks

/// libFuzzer entry: the audit, its checks and every writer of its results (`AuditInvariants`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudit(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, check: AuditInvariants.check)
}
