/// Reading a document by value index (``JSONValue/index``), for this package's readers that
/// walk a large document value by value (a scene of 100 000 views): no ``JSONValue`` handle,
/// so no retain and release of the document per value read. Each method is O(1) unless
/// stated; an index out of range, or a child position beyond `count`, is a precondition failure.
///
/// Make a ``JSONValue`` with `value(at:)` where one is needed (problem messages, values kept
/// for later).
extension JSONDocument {
    /// The handle on value `index`.
    package func value(at index: Int) -> JSONValue {
        precondition(index >= 0 && index < nodes.count, "value index out of range")
        return JSONValue(document: self, index: index)
    }

    /// Whether value `index` is an object.
    package func isObject(at index: Int) -> Bool { nodes[index].kind == .object }

    /// Whether value `index` is an array.
    package func isArray(at index: Int) -> Bool { nodes[index].kind == .array }

    /// The number of elements or members of value `index` (0 for a scalar).
    package func count(at index: Int) -> Int {
        let n = nodes[index]
        return n.kind == .array || n.kind == .object ? n.high : 0
    }

    /// The index of element or member value `i` (`0 ..< count(at:)`) of container `index`,
    /// in source order.
    package func childIndex(at index: Int, _ i: Int) -> Int {
        let n = nodes[index]
        precondition((n.kind == .array || n.kind == .object) && i >= 0 && i < n.high, "child index out of range")
        return childNode(n, i)
    }

    /// The key of member `i` (`0 ..< count(at:)`) of object `index`.
    package func memberKey(at index: Int, _ i: Int) -> JSONKey {
        let n = nodes[index]
        precondition(n.kind == .object && i >= 0 && i < n.high, "member index out of range")
        return JSONKey(number: childKeys[n.low + i])
    }

    /// ``JSONValue/numberElements(count:)`` of value `index`.
    package func numberElements(at index: Int, count: Int) -> SIMD8<Double>? {
        precondition(count >= 0 && count <= 8, "at most 8 numbers")
        let n = nodes[index]
        guard n.kind == .array, n.high == count else { return nil }
        var out = SIMD8<Double>()
        for i in 0..<count {
            let e = nodes[childNode(n, i)]
            guard e.kind == .number else { return nil }
            out[i] = Double(bitPattern: e.payload)
        }
        return out
    }

    /// Calls `body` with the UTF-8 bytes of value `index` when it is a string written without
    /// escapes (its bytes in the text, validated), and returns its result; `nil` for any other
    /// value, escaped strings included (read those with ``JSONValue/string``). The bytes are
    /// valid only during `body`. O(1) before `body`.
    package func withUnescapedStringBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        let n = nodes[index]
        guard n.kind == .string else { return nil }
        return try bytes.withUnsafeBufferPointer { b in
            try body(UnsafeBufferPointer(rebasing: b[n.low ..< n.low + n.high]))
        }
    }
}
