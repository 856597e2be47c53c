import ViewExposureJSON

/// Types as they are written in element paths and generated ids (`Other[2]/Button[1]`).
enum PathSafeType {
    /// `type` with `%`, `/`, `[` and `]` written `%25`, `%2F`, `%5B`, `%5D`: a dump may name a
    /// type anything (`class="a.B/C[1]"`), and such a type written as it is would make a path
    /// that reads as other steps — two elements could get the same id. The escape is
    /// injective and leaves every real type unchanged. O(type length).
    static func escaped(_ type: String) -> String {
        guard type.utf8.contains(where: { $0 == 0x25 || $0 == 0x2F || $0 == 0x5B || $0 == 0x5D }) else { return type }
        // Percent-encoded, as in a URL: the scalar's value in two upper-case hex digits.
        return type.replacingScalars { "%/[]".unicodeScalars.contains($0) ? "%" + String($0.value, radix: 16, uppercase: true) : nil }
    }
}
