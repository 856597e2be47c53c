/// The target names declared in a package manifest's text. Every target kind the manifest API
/// has (`.target(`, `.testTarget(`, `.executableTarget(`, `.systemLibrary(`, `.binaryTarget(`,
/// `.plugin(`, `.macro(`) must begin with `name: "…"`, as `PackageDescription` spells it; a
/// declaration whose name cannot be read is reported, so a reformatted manifest cannot slip
/// past the name rules. O(n) in the length of the text.
struct ManifestTargets {
    /// The names, in declaration order.
    var names: [String] = []
    /// Declarations whose name could not be read (their first 40 characters).
    var unreadable: [String] = []

    static let kinds = ["target", "testTarget", "executableTarget", "systemLibrary", "binaryTarget", "plugin", "macro"]

    init(manifest: String) {
        var rest = Substring(manifest)
        while let start = Self.nextDeclaration(in: rest) {
            rest = rest[start.argumentsStart...]
            if let name = Self.leadingName(rest) {
                names.append(name)
            } else {
                unreadable.append(String(rest.prefix(40)))
            }
        }
    }

    /// The next `.kind(` in `text` (a kind followed directly by its parenthesis).
    private static func nextDeclaration(in text: Substring) -> (kind: String, argumentsStart: Substring.Index)? {
        var i = text.startIndex
        while let dot = text[i...].firstIndex(of: ".") {
            let after = text.index(after: dot)
            for kind in kinds {
                let opener = kind + "("
                if text[after...].hasPrefix(opener) {
                    return (kind, text.index(after, offsetBy: opener.count))
                }
            }
            i = after
        }
        return nil
    }

    /// `name: "X"` at the start of `arguments` (after whitespace), or nil.
    private static func leadingName(_ arguments: Substring) -> String? {
        var s = arguments.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard s.hasPrefix("name:") else { return nil }
        s = s.dropFirst("name:".count).drop { $0 == " " }
        guard s.first == "\"" else { return nil }
        s = s.dropFirst()
        guard let end = s.firstIndex(of: "\"") else { return nil }
        let name = s[..<end]
        return name.isEmpty ? nil : String(name)
    }
}
