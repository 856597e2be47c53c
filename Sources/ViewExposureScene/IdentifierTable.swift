import ViewExposureJSON

/// The view ids of a scene being decoded, each with the path entry of the first view that has
/// it, for refusing duplicates.
///
/// Ids that are ASCII and written without escapes (every id of a generated scene) are kept as
/// value indices of the document and found by a hash of their bytes in an open-addressing table:
/// no `String` is hashed. Any other id switches the table to `String` keys for good, because
/// `String` equality (canonical equivalence) is what decides a duplicate, and a non-ASCII
/// spelling can equal an ASCII one (U+212A KELVIN SIGN is "K").
///
/// Complexity: O(id length) per id on average; memory O(ids).
struct IdentifierTable {
    private struct Entry {
        var value: Int32
        var hash: UInt32
        var path: Int32
    }

    private var entries: [Entry] = []
    /// Index + 1 into `entries`, 0 for empty. Power-of-two size, at most half full.
    private var slots = [Int32](repeating: 0, count: 256)
    /// Path entries by id, once an id that is not plain ASCII was seen.
    private var byString: [String: Int32]?

    /// Registers the string at value index `value` of `document` as the id of the view at path
    /// entry `path`, unless it is empty or already taken. Returns the id and, when a view
    /// already has it, that view's path entry; `nil` when the value is not a string.
    mutating func register(_ value: Int, path: Int32, in document: JSONDocument) -> (id: String, first: Int32?)? {
        if byString == nil {
            let fast = document.withUnescapedStringBytes(at: value) { bytes -> (id: String, first: Int32?)? in
                var hash: UInt32 = 0x811C_9DC5
                var ascii = true
                for b in bytes {
                    if b >= 0x80 { ascii = false }
                    hash = (hash ^ UInt32(b)) &* 0x0100_0193
                }
                guard ascii else { return nil }
                let id = String(decoding: bytes, as: UTF8.self)
                if bytes.isEmpty { return (id, nil) }
                if let first = find(bytes, hash: hash, in: document) { return (id, first) }
                insert(Entry(value: Int32(value), hash: hash, path: path))
                return (id, nil)
            }
            // `nil` outside: not an unescaped string; `nil` inside: not ASCII. Both go on below.
            if case .some(.some(let found)) = fast { return found }
        }
        guard let id = document.value(at: value).string else { return nil }
        if id.isEmpty { return (id, nil) }
        if byString == nil { switchToStrings(document) }
        if let first = byString![id] { return (id, first) }
        byString![id] = path
        return (id, nil)
    }

    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, in document: JSONDocument) -> Int32? {
        let mask = slots.count - 1
        var i = Self.slot(hash) & mask
        while slots[i] != 0 {
            let e = entries[Int(slots[i] - 1)]
            if e.hash == hash
                && document.withUnescapedStringBytes(at: Int(e.value), { $0.elementsEqual(bytes) }) == true {
                return e.path
            }
            i = (i + 1) & mask
        }
        return nil
    }

    private mutating func insert(_ entry: Entry) {
        entries.append(entry)
        if entries.count * 2 > slots.count {
            slots = [Int32](repeating: 0, count: slots.count * 2)
            for k in entries.indices { place(k) }
        } else {
            place(entries.count - 1)
        }
    }

    private mutating func place(_ k: Int) {
        let mask = slots.count - 1
        var i = Self.slot(entries[k].hash) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = Int32(k + 1)
    }

    /// A slot position from a hash: a multiply spreads FNV's low bits.
    private static func slot(_ hash: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt64(hash) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    private mutating func switchToStrings(_ document: JSONDocument) {
        var table: [String: Int32] = [:]
        table.reserveCapacity(entries.count)
        for e in entries {
            if let id = document.value(at: Int(e.value)).string { table[id] = e.path }
        }
        byString = table
        entries = []
        slots = []
    }
}
