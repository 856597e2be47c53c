/// Gives each distinct byte string a small number (0, 1, 2… in order of first sight), so that
/// equal texts of a dump (types, classes, names) are compared, counted and turned into a
/// `String` once, not once per element.
///
/// Open addressing over a power-of-two table, FNV-1a hashes; the texts are kept in one byte
/// buffer. Lookups are O(length) expected; memory is proportional to the distinct texts.
struct ByteInterner {
    /// The bytes of every text, one after the other.
    private var bytes: [UInt8] = []
    /// Where text n lies in ``bytes``: `starts[n] ..< starts[n + 1]`.
    private var starts: [Int32] = [0]
    /// The hash of text n (checked before its bytes).
    private var hashes: [UInt64] = []
    /// Slots: a text number, or -1 for an empty slot.
    private var slots = [Int32](repeating: -1, count: 64)

    /// How many distinct texts there are.
    var count: Int { hashes.count }

    /// The number of `text`, given it one if it is new.
    mutating func intern(_ text: UnsafeBufferPointer<UInt8>) -> Int32 {
        let h = Self.hash(text)
        let (s, found) = probe(text, hash: h)
        if let found { return found }
        let n = Int32(hashes.count)
        hashes.append(h)
        bytes.append(contentsOf: text)
        starts.append(Int32(bytes.count))
        slots[s] = n
        if hashes.count * 2 > slots.count { grow() }
        return n
    }

    /// The number of `text`, given it one if it is new.
    mutating func intern(_ text: String) -> Int32 {
        var copy = text
        return copy.withUTF8 { intern($0) }
    }

    /// The number of `text` if it has one (nothing is added). O(length) expected.
    func number(of text: UnsafeBufferPointer<UInt8>) -> Int32? { probe(text, hash: Self.hash(text)).number }

    /// The slot holding `text` (whose hash is `h`) and its number, or the empty slot where it
    /// would go and `nil`.
    private func probe(_ text: UnsafeBufferPointer<UInt8>, hash h: UInt64) -> (slot: Int, number: Int32?) {
        let mask = slots.count - 1
        var s = Int(truncatingIfNeeded: h) & mask
        while true {
            let n = slots[s]
            if n < 0 { return (s, nil) }
            if hashes[Int(n)] == h && equals(Int(n), text) { return (s, n) }
            s = (s + 1) & mask
        }
    }

    /// Text `n` as a `String` (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    func string(_ n: Int32) -> String {
        String(decoding: bytes[Int(starts[Int(n)])..<Int(starts[Int(n) + 1])], as: UTF8.self)
    }

    private func equals(_ n: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[n]), end = Int(starts[n + 1])
        guard end - start == text.count else { return false }
        return bytes.withUnsafeBufferPointer { b in
            text.isEmpty || memcmpEqual(b.baseAddress! + start, text.baseAddress!, text.count)
        }
    }

    private mutating func grow() {
        var table = [Int32](repeating: -1, count: slots.count * 2)
        let mask = table.count - 1
        for n in 0..<hashes.count {
            var s = Int(truncatingIfNeeded: hashes[n]) & mask
            while table[s] >= 0 { s = (s + 1) & mask }
            table[s] = Int32(n)
        }
        slots = table
    }

    /// FNV-1a, 64 bits, with the high bits folded in (the table uses the low ones).
    static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h ^ (h >> 29)
    }
}

/// Whether `count` bytes at `a` and `b` are equal: eight at a time, then one by one (the
/// texts compared are short: types, names).
@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var i = 0
    while i + 8 <= count {
        if UnsafeRawPointer(a + i).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + i).loadUnaligned(as: UInt64.self) {
            return false
        }
        i += 8
    }
    while i < count {
        if a[i] != b[i] { return false }
        i += 1
    }
    return true
}
