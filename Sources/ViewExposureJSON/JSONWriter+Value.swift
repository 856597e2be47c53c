extension JSONWriter {
    /// Writes a parsed value back as JSON text: containers in source order, numbers in their
    /// shortest exact form (``exactNumber(_:)-(Double)``), strings escaped. Iterative, so a
    /// document of any depth is written with constant stack.
    ///
    /// Round trip: parsing the text gives a value with the same content
    /// (``JSONValue/hasSameContent(as:)``), with one exception — a number beyond `Double`'s
    /// range, which the parser reads as ±infinity, has no JSON spelling and is written `null`.
    /// O(size of the value).
    public mutating func value(_ v: JSONValue) {
        // Each step opens a value (writing its key first when it is an object member) or
        // closes a container.
        enum Step { case open(JSONValue, key: String?), closeArray, closeObject }
        var steps: [Step] = [.open(v, key: nil)]
        while let step = steps.popLast() {
            switch step {
            case .closeArray: endArray()
            case .closeObject: endObject()
            case .open(let value, let key):
                if let key { self.key(key) }
                switch value.content {
                case .null: null()
                case .bool(let b): bool(b)
                case .number(let x): exactNumber(x)
                case .string(let s): string(s)
                case .array(let elements):
                    beginArray()
                    steps.append(.closeArray)
                    for e in elements.reversed() { steps.append(.open(e, key: nil)) }
                case .object(let members):
                    beginObject()
                    steps.append(.closeObject)
                    for m in members.reversed() { steps.append(.open(m.value, key: m.key)) }
                }
            }
        }
    }
}
