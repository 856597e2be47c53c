import ViewExposureJSON

/// A problem a JSON dump reader found, kept until the tree is complete: the element it
/// belongs to (its index in the tree being built, or its parent's), where in the text, and what.
typealias JSONDumpProblem = (element: Int32, position: SourcePosition, message: String)

extension RawElementTree {
    /// Appends a JSON dump's element objects from `root` (placed below `parent`) in document
    /// order, iteratively, so that no depth of dump can overflow the stack: `element` reads one
    /// object, appends it exactly once (at `index`, below `parent`) and returns its children to
    /// visit; a child that is not an object is reported against its parent (`notAnObject`, then
    /// ", got" and what it is) and passed over. The one walk of the JSON readers. O(n).
    mutating func appendJSONElements(
        from root: JSONValue, parent: Int32, found: inout [JSONDumpProblem], notAnObject: String,
        _ element: (_ tree: inout RawElementTree, _ value: JSONValue, _ index: Int32, _ parent: Int32,
                    _ found: inout [JSONDumpProblem]) -> [JSONValue]
    ) {
        var pending: [(value: JSONValue, parent: Int32)] = [(root, parent)]
        while let (value, parent) = pending.popLast() {
            guard value.isObject else {
                found.append((parent, value.position, "\(notAnObject), got \(value.typeDescription)"))
                continue
            }
            let index = Int32(elements.count)
            let children = element(&self, value, index, parent, &found)
            for c in children.reversed() { pending.append((c, index)) }
        }
    }

    /// Throws the problems a JSON reader found (``DumpError``, in the order found), each located
    /// by its element's path now that the tree is complete; an element below `firstWithPath`
    /// (none, or a synthetic top the reader made) is located by position alone. Returns when
    /// there are none. O(problems × depth).
    func throwIfAny(_ found: [JSONDumpProblem], format: DumpFormat, firstWithPath: Int32) throws(DumpError) {
        guard !found.isEmpty else { return }
        let roots = windowRoots(format: format)
        throw DumpError(problems: found.map {
            DumpProblem(position: $0.position,
                        elementPath: $0.element >= firstWithPath ? path(Int($0.element), format: format, roots: roots) : nil,
                        message: $0.message)
        })
    }
}

extension JSONValue {
    /// A scalar as a dump attribute's text: strings as they are, booleans `true`/`false`,
    /// numbers in their shortest form; `nil` for null, arrays and objects.
    var dumpAttributeText: String? {
        switch content {
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONNumber.shortest(n)
        case .null, .array, .object: return nil
        }
    }
}
