extension JSONValue {
    /// Whether this value and `other` (possibly from another document) hold the same JSON:
    /// the same kinds, numbers equal as `Double` (so `0` and `-0` are equal), strings and keys
    /// equal scalar by scalar (not merely canonically equivalent), arrays element by element,
    /// objects with the same keys mapped to values with the same content, in any order.
    /// Iterative; O(size) time, plus O(members) per object for the key lookup.
    public func hasSameContent(as other: JSONValue) -> Bool {
        var pending: [(JSONValue, JSONValue)] = [(self, other)]
        while let (a, b) = pending.popLast() {
            switch (a.content, b.content) {
            case (.null, .null):
                continue
            case (.bool(let x), .bool(let y)):
                if x != y { return false }
            case (.number(let x), .number(let y)):
                if x != y { return false }
            case (.string(let x), .string(let y)):
                if !x.unicodeScalars.elementsEqual(y.unicodeScalars) { return false }
            case (.array(let xs), .array(let ys)):
                guard xs.count == ys.count else { return false }
                pending.append(contentsOf: zip(xs, ys))
            case (.object(let xs), .object(let ys)):
                guard xs.count == ys.count else { return false }
                // Keys are unique in a parsed object (the parser refuses duplicates), so equal
                // counts and every key of `xs` found in `ys` mean the same key sets.
                var byKey: [ScalarKey: JSONValue] = [:]
                for m in ys { byKey[ScalarKey(m.key)] = m.value }
                for m in xs {
                    guard let y = byKey[ScalarKey(m.key)] else { return false }
                    pending.append((m.value, y))
                }
            default:
                return false
            }
        }
        return true
    }
}

/// A string compared scalar by scalar: `String`'s own `==` treats canonically equivalent
/// spellings (`é` precomposed or as `e` + combining accent) as equal, which JSON does not.
private struct ScalarKey: Hashable {
    let scalars: [UInt32]
    init(_ s: String) { scalars = s.unicodeScalars.map(\.value) }
}
