/// A yes or no per type number (``ElementTraits/type``); no for a number outside the table.
struct TypeFlags {
    let flags: [Bool]
    init(_ flags: [Bool]) { self.flags = flags }
    var any: Bool { flags.contains(true) }
    @inline(__always)
    func contains(_ type: Int32) -> Bool { type >= 0 && Int(type) < flags.count && flags[Int(type)] }
}
