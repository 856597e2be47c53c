import Testing
import ViewExposureTestSupport

@Suite("Package: the bench is a package of its own")
struct BenchManifestTests {
    /// The text of the manifest at `relative` (from the package root).
    private func manifest(_ relative: String) throws -> String {
        String(decoding: try readFileBytes(packagePath(relative)), as: UTF8.self)
    }

    @Test("the root manifest declares no target under Benchmarks/ and none of the bench's peers")
    func rootHasNoBench() throws {
        let root = try manifest("Package.swift")
        #expect(!root.contains("path: \"Benchmarks/"))
        let names = ManifestTargets(manifest: root).names
        for peer in ["ViewExposureBench", "ViewExposureCPixman", "ViewExposureSimdjson", "ViewExposureBenchLibXML2"] {
            #expect(!names.contains(peer), "\(peer) is a target of the root package")
        }
    }

    @Test("Benchmarks/Package.swift holds the bench and its peers, uses the library by path, and names its modules by the rules")
    func benchPackage() throws {
        let bench = try manifest("Benchmarks/Package.swift")
        let targets = ManifestTargets(manifest: bench)
        #expect(targets.unreadable == [])
        #expect(Set(targets.names) == ["ViewExposureBench", "ViewExposureCPixman", "ViewExposureSimdjson", "ViewExposureBenchLibXML2"])
        #expect(bench.contains(".package(name: \"ViewExposure\", path: \"..\")"))
        #expect(ModuleNameRules.problems(in: targets.names) == [])
    }
}
