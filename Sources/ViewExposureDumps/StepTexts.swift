/// Writes the generated ids of a dump's elements: runs of path steps `Type[k]` joined by `/`
/// (`Cell[3]/Button[1]`), optionally after a named ancestor's id (`feed/Cell[3]`), for
/// ``DumpTreeBuilder``'s identifiers.
///
/// Each text is written straight into its `String`'s storage, its length counted first: one
/// allocation per id longer than a small string and no intermediate buffer (ids are made for
/// most elements of a large dump). O(length of the id) per id.
///
/// A class: it owns buffers, freed with it, and is shared by the ids that are written from it.
final class StepTexts {
    /// The short type's number of each element (-1 for an element that is not a view).
    let typeOf: [Int]
    /// The k of each element's step `Type[k]`.
    let stepIndex: [Int]
    /// Type number t's UTF-8 bytes: `typeText[typeStart[t] ..< typeStart[t + 1]]`.
    private let typeText: UnsafeMutablePointer<UInt8>
    private let typeStart: [Int]
    /// Each element's parent, -1 for a window root (whose dump parent is not a view).
    private let parent: [Int32]
    /// The steps being written, bottom-up (at most ``DumpTreeBuilder/maxSteps``).
    private let chain: UnsafeMutablePointer<Int>

    init(typeOf: [Int], stepIndex: [Int], typeNames: [String], raw: [RawElement], roots: [Int32]) {
        self.typeOf = typeOf
        self.stepIndex = stepIndex
        var text: [UInt8] = [], start = [0]
        for t in typeNames {
            text.append(contentsOf: t.utf8)
            start.append(text.count)
        }
        typeText = .allocate(capacity: max(text.count, 1))
        typeText.initialize(from: text, count: text.count)
        typeStart = start
        var parent = raw.map(\.parent)
        for r in roots { parent[Int(r)] = -1 }
        self.parent = parent
        chain = .allocate(capacity: DumpTreeBuilder.maxSteps)
    }

    deinit {
        chain.deallocate()
        typeText.deallocate()
    }

    /// Element `i`'s parent among the views, -1 for a window root. O(1).
    @inline(__always)
    func parentInTree(_ i: Int) -> Int { Int(parent[i]) }

    /// The steps of `i` and up to `count - 1` (≤ ``DumpTreeBuilder/maxSteps`` − 1) ancestors
    /// above it, top-down, after `prefix` and a `/` when a prefix is given.
    func text(from i: Int, count: Int, after prefix: String? = nil) -> String {
        precondition(count <= DumpTreeBuilder.maxSteps, "at most maxSteps steps")
        var n = 0, length = 0, node = i
        while n < count && node >= 0 {
            chain[n] = node
            let t = typeOf[node]
            length += typeStart[t + 1] - typeStart[t] + 2 + Self.digitCount(stepIndex[node])
            n += 1
            node = Int(parent[node])
        }
        length += n - 1
        guard var head = prefix else {
            return String(unsafeUninitializedCapacity: length) { out in write(steps: n, into: out.baseAddress!) }
        }
        return head.withUTF8 { p in
            String(unsafeUninitializedCapacity: p.count + 1 + length) { out in
                let base = out.baseAddress!
                if !p.isEmpty { base.update(from: p.baseAddress!, count: p.count) }
                base[p.count] = UInt8(ascii: "/")
                return p.count + 1 + write(steps: n, into: base + p.count + 1)
            }
        }
    }

    /// Writes the `n` steps in ``chain`` top-down at `out`; returns the bytes written.
    private func write(steps n: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
        var w = 0
        var k = n - 1
        while k >= 0 {
            let node = chain[k]
            if k != n - 1 {
                out[w] = UInt8(ascii: "/")
                w += 1
            }
            let t = typeOf[node]
            var s = typeStart[t]
            let e = typeStart[t + 1]
            // Short texts (types): a byte loop beats a call to `memcpy`.
            while s < e {
                out[w] = typeText[s]
                w += 1
                s += 1
            }
            out[w] = UInt8(ascii: "[")
            w += 1
            var v = stepIndex[node]
            let digits = Self.digitCount(v)
            var d = digits - 1
            while d >= 0 {
                out[w + d] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
                d -= 1
            }
            w += digits
            out[w] = UInt8(ascii: "]")
            w += 1
            k -= 1
        }
        return w
    }

    /// The decimal digits of `n` ≥ 0.
    @inline(__always)
    private static func digitCount(_ n: Int) -> Int {
        var c = 1, v = n
        while v >= 10 {
            v /= 10
            c += 1
        }
        return c
    }
}
