import Testing
import ViewExposureTestSupport

/// The list of targets has one home, the manifests (`Package.swift` and the bench's
/// `Benchmarks/Package.swift`); the README's table and layer diagram and the Makefile's
/// `DOC_TARGETS` are checked against them here, so none of them can drift.
@Suite("Package: the README and the Makefile name the manifests' targets")
struct TargetListTests {
    private func text(_ relative: String) throws -> String {
        String(decoding: try readFileBytes(packagePath(relative)), as: UTF8.self)
    }

    /// Every target of both manifests.
    private func manifestTargets() throws -> Set<String> {
        Set(ManifestTargets(manifest: try text("Package.swift")).names
            + ManifestTargets(manifest: try text("Benchmarks/Package.swift")).names)
    }

    /// The names in the first cell of each row of the README's target table (the one headed
    /// `| target | what it is |`; `…X` stands for `ViewExposureX`).
    private func tableTargets(_ readme: String) -> Set<String> {
        var names = Set<String>()
        guard let header = readme.range(of: "| target | what it is |\n") else { return [] }
        let rows = readme[header.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { $0.hasPrefix("|") }
        for line in rows where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
            for (i, part) in parts.enumerated() where i % 2 == 1 {
                let name = part.hasPrefix("…") ? "ViewExposure" + part.dropFirst() : String(part)
                if !name.hasSuffix("/") { names.insert(name) }  // `CKernel/`: a folder
            }
        }
        return names
    }

    /// The module names in the README's layer diagram, by row label (`tools`, `umbrella`, …).
    private func diagramRows(_ readme: String) -> [(label: String, names: [String])] {
        guard let architecture = readme.range(of: "## Architecture"),
              let open = readme.range(of: "```\n", range: architecture.upperBound..<readme.endIndex),
              let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex) else { return [] }
        return readme[open.upperBound..<close.lowerBound].split(separator: "\n").map { line in
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            return (String(words.first ?? ""), words.dropFirst().map(String.init).filter {
                $0.hasPrefix("ViewExposure") || $0 == "exposure"
            })
        }
    }

    @Test("the README's table names every target of the manifests, and nothing else")
    func table() throws {
        let targets = try manifestTargets()
        let table = tableTargets(try text("README.md"))
        #expect(table.count > 20)
        #expect(targets.subtracting(table).sorted() == [], "targets missing from the README's table")
        #expect(table.subtracting(targets).sorted() == [], "names in the README's table that are no target")
    }

    @Test("the README's diagram names only targets, and the Makefile documents the Swift ones below the tools")
    func diagramAndDocs() throws {
        let targets = try manifestTargets()
        let rows = diagramRows(try text("README.md"))
        #expect(rows.map(\.label) == ["tools", "umbrella", "formats", "features", "model", "base"])
        let named = rows.flatMap(\.names)
        #expect(Set(named).subtracting(targets).sorted() == [], "names in the diagram that are no target")
        let makefile = try text("Makefile")
        let line = makefile.split(separator: "\n").first { $0.hasPrefix("DOC_TARGETS :=") } ?? ""
        let documented = Set(line.dropFirst("DOC_TARGETS :=".count).split(separator: " ").map(String.init))
        // The layers below the tools, less the C kernel (DocC reads Swift symbols).
        let layers = Set(rows.filter { $0.label != "tools" }.flatMap(\.names)).subtracting(["ViewExposureKernel"])
        #expect(!documented.isEmpty)
        #expect(documented == layers, "DOC_TARGETS and the README's layers differ")
    }
}
