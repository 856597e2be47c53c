/// Numbers the distinct member names of one document while it is parsed, so a name becomes a
/// `String` once per document, not once per member, and the parser compares keys as integers.
///
/// Two tables: raw spellings (byte ranges of the text, found by a hash of their bytes in an
/// open-addressing table — no `String` is made or hashed on a hit), and every distinct name as
/// a `String` (canonical equality, so `é` precomposed and `e` + combining accent get one
/// number, as a lookup by `String` could not tell them apart). A raw spelling seen for the
/// first time is looked up in the second table before it gets a new number.
///
/// Complexity: O(key length) per key on average; memory O(distinct spellings).
struct KeyInterner {
    /// Names by number, each in the spelling it first had.
    private(set) var names: [String] = []
    /// Numbers by name.
    private(set) var numbers: [String: Int32] = [:]

    /// One raw spelling: its bytes (a pointer into the text being parsed, valid during the
    /// parse), its hash and its number.
    private struct Spelling {
        var start: UnsafePointer<UInt8>
        var length: Int
        var hash: UInt64
        var number: Int32
    }

    private var spellings: [Spelling] = []
    /// Open addressing, linear probing: index + 1 into `spellings`, 0 for empty. Power-of-two
    /// size, at most half full.
    private var slots = [Int32](repeating: 0, count: 64)

    /// The number of the name spelled by `raw` (UTF-8 without escapes, already validated).
    mutating func intern(_ raw: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(raw)
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while slots[i] != 0 {
            let s = spellings[Int(slots[i] - 1)]
            if s.hash == hash && s.length == raw.count
                && (raw.count == 0 || memcmpEqual(s.start, raw.baseAddress!, raw.count)) {
                return s.number
            }
            i = (i + 1) & mask
        }
        let number = intern(String(decoding: raw, as: UTF8.self))
        spellings.append(Spelling(start: raw.baseAddress ?? UnsafePointer(bitPattern: 1)!,
                                  length: raw.count, hash: hash, number: number))
        slots[i] = Int32(spellings.count)
        if spellings.count * 2 > slots.count { grow() }
        return number
    }

    /// The number of `name` (a key with escapes, or a raw spelling seen for the first time).
    mutating func intern(_ name: String) -> Int32 {
        if let n = numbers[name] { return n }
        let n = Int32(names.count)
        names.append(name)
        numbers[name] = n
        return n
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (k, s) in spellings.enumerated() {
            var i = Int(truncatingIfNeeded: s.hash) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = Int32(k + 1)
        }
    }

    /// FNV-1a over the bytes, then a multiply-xorshift finish so the low bits mix well.
    @inline(__always)
    private static func hash(_ raw: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in raw { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        return h ^ (h >> 32)
    }
}

@inline(__always)
private func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
    var i = 0
    while i < n {
        if a[i] != b[i] { return false }
        i += 1
    }
    return true
}
