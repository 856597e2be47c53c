/// A hash table from pairs of integers to integers, for the id pass of the tree builder
/// (``DumpTreeBuilder``): counting keys (``add(_:)``, ``value(_:)``) or numbering pairs in order
/// of first sight (``number(_:_:)``). Open addressing with a multiplicative hash: cheaper, for
/// these integer keys, than `Dictionary`'s seeded hashing. Expected O(1) per operation.
struct IntCounter {
    private var keys: [(Int, Int)] = []
    private var values: [Int] = []
    /// Slots: an entry number, or -1.
    private var slots: [Int32] = []
    private var shift = 64

    /// Empties the table, sized for about `capacity` keys.
    mutating func removeAll(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        slots = [Int32](repeating: -1, count: size)
        shift = 64 - size.trailingZeroBitCount
    }

    /// Adds one to the count of `key`; returns its entry (see ``count(at:)``), valid until
    /// the next ``removeAll(capacity:)``.
    @discardableResult
    mutating func add(_ key: Int) -> Int {
        let e = entry(key, 0)
        values[e] += 1
        return e
    }

    /// The count of the key at `entry` (from ``add(_:)``). O(1), no hashing.
    func count(at entry: Int) -> Int { values[entry] }

    /// The count of `key` (0 when never added).
    func value(_ key: Int) -> Int {
        guard !slots.isEmpty else { return 0 }
        let mask = slots.count - 1
        var s = slot(key, 0)
        while true {
            let n = slots[s]
            if n < 0 { return 0 }
            if keys[Int(n)] == (key, 0) { return values[Int(n)] }
            s = (s + 1) & mask
        }
    }

    /// The number of the pair `(a, b)`: 0, 1, 2… in order of first sight.
    mutating func number(_ a: Int, _ b: Int) -> Int {
        let before = keys.count
        let e = entry(a, b)
        if e == before { values[e] = e }
        return values[e]
    }

    private func slot(_ a: Int, _ b: Int) -> Int {
        let h = UInt64(bitPattern: Int64(a)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(b)) &* 0xC2B2_AE3D_27D4_EB4F
        let mixed = (h ^ (h >> 31)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(shift))
    }

    /// The entry of `(a, b)`, made (with value 0) when new.
    private mutating func entry(_ a: Int, _ b: Int) -> Int {
        if keys.count * 2 >= slots.count { grow() }
        let mask = slots.count - 1
        var s = slot(a, b)
        while true {
            let n = slots[s]
            if n < 0 { break }
            if keys[Int(n)] == (a, b) { return Int(n) }
            s = (s + 1) & mask
        }
        slots[s] = Int32(keys.count)
        keys.append((a, b))
        values.append(0)
        return keys.count - 1
    }

    private mutating func grow() {
        let size = max(16, slots.count * 2)
        slots = [Int32](repeating: -1, count: size)
        shift = 64 - size.trailingZeroBitCount
        let mask = size - 1
        for (n, k) in keys.enumerated() {
            var s = slot(k.0, k.1)
            while slots[s] >= 0 { s = (s + 1) & mask }
            slots[s] = Int32(n)
        }
    }
}
