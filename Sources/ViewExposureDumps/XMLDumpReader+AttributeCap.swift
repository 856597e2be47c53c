import Foundation

extension XMLDumpReader {
    /// The most attributes one element may have: 256. Dumps have a dozen to thirty; libxml2
    /// (2.9) checks an element's attributes for duplicates pair by pair, so 200 000 on one
    /// element took 17 s — capped, that check costs at most 128 comparisons per attribute.
    static let maximumAttributesPerElement = 256

    /// The offset of the first start tag with more than ``maximumAttributesPerElement``
    /// attributes, or `nil`. O(n), before libxml2 sees the text.
    ///
    /// First a quick bound: every attribute has an `=`, and no `<` can stand inside a start tag
    /// (XML forbids it in values, and libxml2 stops there), so when no stretch between two `<`
    /// holds more `=` than the cap, no element has more attributes. It hops from `=` to `=` with
    /// C `memchr` (a twentieth of libxml2's own work on a dump). Only when a stretch holds more
    /// (long text, or the attack) are the attributes counted exactly
    /// (``startTagWithTooManyAttributesCounted(in:)``).
    static func startTagWithTooManyAttributes(in bytes: [UInt8]) -> Int? {
        let mayExceed = bytes.withUnsafeBufferPointer { h -> Bool in
            guard let base = h.baseAddress else { return false }
            let n = h.count
            func next(_ byte: UInt8, from: Int) -> Int {
                guard from < n, let hit = memchr(base + from, Int32(byte), n - from) else { return n }
                return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            }
            var open = next(UInt8(ascii: "<"), from: 0), count = 0, i = 0
            while true {
                let equals = next(UInt8(ascii: "="), from: i)
                if equals == n { return false }
                if open < equals {
                    count = 0
                    repeat { open = next(UInt8(ascii: "<"), from: open + 1) } while open < equals
                }
                count += 1
                if count > maximumAttributesPerElement { return true }
                i = equals + 1
            }
        }
        return mayExceed ? startTagWithTooManyAttributesCounted(in: bytes) : nil
    }

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
