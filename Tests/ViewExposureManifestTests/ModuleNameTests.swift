import Testing
import ViewExposureTestSupport

@Suite("Package: module names an app can hold")
struct ModuleNameTests {
    @Test("every target of Package.swift carries the ViewExposure prefix and takes no SDK name")
    func packageTargets() throws {
        let manifest = String(decoding: try readFileBytes(packagePath("Package.swift")), as: UTF8.self)
        let targets = ManifestTargets(manifest: manifest)
        #expect(targets.unreadable == [])
        // The layers, the umbrella and the executable at least: an empty parse proves nothing.
        for known in ["ViewExposureGeometry", "ViewExposureCLI", "ViewExposure", "exposure", "ViewExposureManifestTests"] {
            #expect(targets.names.contains(known))
        }
        #expect(Set(targets.names).count == targets.names.count)
        #expect(ModuleNameRules.problems(in: targets.names) == [])
    }

    @Test("the rules reject SDK names, bare words and unprefixed names, and accept the prefix")
    func rulesReject() {
        let problems = ModuleNameRules.problems(in: [
            "Observation", "Accessibility", "Spatial", "Charts", "Combine", "Foundation", "CoreGraphics",
            "SwiftUI", "UIKit", "AppKit", "RegexBuilder", "Testing",
        ])
        #expect(problems.count == 12)
        #expect(problems.allSatisfy { $0.hasSuffix(": the name of an Apple SDK module") })
        #expect(ModuleNameRules.problems(in: ["Geometry", "JSON", "Alignment", "TestSupport", "Kernel", "Exposure"])
                == ["Geometry", "JSON", "Alignment", "TestSupport", "Kernel", "Exposure"].map { "\($0): a bare generic word" })
        #expect(ModuleNameRules.problems(in: ["Gadget", "viewExposureTree", "Exposure2"])
                == ["Gadget: lacks the ViewExposure prefix", "viewExposureTree: lacks the ViewExposure prefix",
                    "Exposure2: lacks the ViewExposure prefix"])
        #expect(ModuleNameRules.problems(in: ["ViewExposure", "ViewExposureGeometry", "exposure"]) == [])
    }

    @Test("the manifest reader finds every kind of target, on one line or several, and flags what it cannot read")
    func manifestReader() {
        let text = """
        let package = Package(
            name: "P",
            products: [.library(name: "Lib", targets: ["JSON"])],
            targets: [
                .target(name: "JSON", path: "Sources/JSON"),
                .target(
                    name: "ViewExposureTree",
                    dependencies: [.product(name: "ArgumentParser", package: "a")]),
                .executableTarget(name: "exposure"),
                .testTarget(  name:  "Observation"),
                .systemLibrary(name: "CPixman", path: "x"),
                .target(path: "Sources/Nameless"),
            ]
        )
        """
        let targets = ManifestTargets(manifest: text)
        #expect(targets.names == ["JSON", "ViewExposureTree", "exposure", "Observation", "CPixman"])
        #expect(targets.unreadable.count == 1)
        #expect(ModuleNameRules.problems(in: targets.names)
                == ["JSON: a bare generic word", "Observation: the name of an Apple SDK module",
                    "CPixman: lacks the ViewExposure prefix"])
    }
}
