import Foundation

extension XMLDumpReader {
    /// The most attributes one element may have: 256. Dumps have a dozen to thirty; libxml2
    /// (2.9) checks an element's attributes for duplicates pair by pair, so 200 000 on one
    /// element took 17 s — capped, that check costs at most 128 comparisons per attribute.
    static let maximumAttributesPerElement = 256

    /// The offset of the first start tag with more than ``maximumAttributesPerElement``
    /// attributes, or `nil`. O(n), before libxml2 sees the text.
    ///
    /// First a quick bound by length: an attribute takes at least five bytes (a space, a name,
    /// `=` and two quotes), and no `<` can stand inside a start tag (XML forbids it in values,
    /// and libxml2 stops there), so a stretch from one `<` to the next that is at most
    /// ``quickStretch`` bytes long cannot hold an element with more than the cap. The last `<`
    /// within that distance of the current one is found from the end, and the scan hops there:
    /// a look at a few hundred bytes per ``quickStretch``, not a call per attribute. Only a longer stretch (long text or
    /// a long value) has its `=` counted (C `memchr` from one to the next); only when that count
    /// passes the cap (the attack) are the attributes counted exactly
    /// (``startTagWithTooManyAttributesCounted(in:)``).
    static func startTagWithTooManyAttributes(in bytes: [UInt8]) -> Int? {
        let mayExceed = bytes.withUnsafeBufferPointer { h -> Bool in
            guard let base = h.baseAddress else { return false }
            let n = h.count
            func next(_ byte: UInt8, from: Int, to end: Int) -> Int {
                guard from < end, let hit = memchr(base + from, Int32(byte), end - from) else { return end }
                return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            }
            var start = 0
            while n - start > quickStretch {
                // The last `<` in (start, start + quickStretch], looked for from the end (a dump
                // has one every few hundred bytes): every stretch up to it is short.
                var last = start + quickStretch
                while last > start && base[last] != UInt8(ascii: "<") { last -= 1 }
                if last > start {
                    start = last
                    continue
                }
                // A long stretch: its `=` counted, up to the next `<`.
                let end = next(UInt8(ascii: "<"), from: start + quickStretch + 1, to: n)
                var count = 0, i = next(UInt8(ascii: "="), from: start, to: end)
                while i < end {
                    count += 1
                    if count > maximumAttributesPerElement { return true }
                    i = next(UInt8(ascii: "="), from: i + 1, to: end)
                }
                start = end
            }
            return false
        }
        return mayExceed ? startTagWithTooManyAttributesCounted(in: bytes) : nil
    }

    /// The longest stretch of text between two `<` that cannot hold a start tag with more than
    /// ``maximumAttributesPerElement`` attributes without being looked into: five bytes an
    /// attribute.
    static let quickStretch = 5 * (maximumAttributesPerElement + 1)

    /// ``startTagWithTooManyAttributes(in:)`` exactly: counts the `=` outside quoted values
    /// between a start tag's `<` and its `>`; skips comments, CDATA sections, processing
    /// instructions, declarations and end tags; values are skipped with C `memchr`. O(n).
    static func startTagWithTooManyAttributesCounted(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { h -> Int? in
            guard let base = h.baseAddress else { return nil }
            let n = h.count
            /// The offset just past the first `byte` at or after `from`, or `n`.
            func skip(past byte: UInt8, from: Int) -> Int {
                guard from < n, let hit = memchr(base + from, Int32(byte), n - from) else { return n }
                return base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            }
            /// The offset just past the first `terminator` (of 2 or 3 bytes) at or after `from`.
            func skip(past terminator: [UInt8], from: Int) -> Int {
                var i = from
                while i < n {
                    i = skip(past: terminator[terminator.count - 1], from: i)
                    if i == n { return n }
                    if i - terminator.count >= from, (0..<terminator.count).allSatisfy({ h[i - terminator.count + $0] == terminator[$0] }) {
                        return i
                    }
                }
                return n
            }
            var i = 0
            while i < n {
                let open = skip(past: UInt8(ascii: "<"), from: i)
                guard open < n else { return nil }
                let tag = open - 1
                switch h[open] {
                case UInt8(ascii: "!"):
                    if open + 2 < n && h[open + 1] == UInt8(ascii: "-") && h[open + 2] == UInt8(ascii: "-") {
                        i = skip(past: Array("-->".utf8), from: open + 3)
                    } else if open + 1 < n && h[open + 1] == UInt8(ascii: "[") {
                        i = skip(past: Array("]]>".utf8), from: open + 1)
                    } else {
                        i = skip(past: UInt8(ascii: ">"), from: open)
                    }
                case UInt8(ascii: "?"): i = skip(past: Array("?>".utf8), from: open + 1)
                case UInt8(ascii: "/"): i = skip(past: UInt8(ascii: ">"), from: open)
                default:
                    var count = 0
                    i = open
                    scan: while i < n {
                        switch h[i] {
                        case UInt8(ascii: "\""), UInt8(ascii: "'"): i = skip(past: h[i], from: i + 1)
                        case UInt8(ascii: "="):
                            count += 1
                            if count > maximumAttributesPerElement { return tag }
                            i += 1
                        case UInt8(ascii: ">"):
                            i += 1
                            break scan
                        default: i += 1
                        }
                    }
                }
            }
            return nil
        }
    }
}
