// swift-tools-version: 6.1
// ViewExposure — exact view-hierarchy geometry (exposure, hit-testing, alignment,
// intersection observation) with a SIMD C kernel for the obstruction phases.
import PackageDescription

let package = Package(
    name: "ViewExposure",
    products: [
        .library(name: "ViewExposure", targets: ["ViewExposure"]),
        // Reading UI dumps (the one target that uses Foundation, for its XML parser).
        .library(name: "DumpImport", targets: ["DumpImport"]),
        .library(name: "ScreenAudit", targets: ["ScreenAudit"]),
        // Live UIKit / AppKit hierarchies: empty modules where UIKit / AppKit are missing.
        .library(name: "ViewExposureUIKit", targets: ["ViewExposureUIKit"]),
        .library(name: "ViewExposureAppKit", targets: ["ViewExposureAppKit"]),
        .executable(name: "exposure", targets: ["exposure"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // `make docs`: the DocC command plugin (no code of it is linked into any target).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The C kernel: rect subtraction, union, area, clipping over struct-of-arrays.
        // SIMD through SIMDe (Debian libsimde-dev, header-only, found on the default
        // include path); the AVX2 translation unit is selected at run time.
        .target(
            name: "CKernel",
            path: "CKernel",
            exclude: ["tests", "fuzz"],
            sources: ["src"],
            publicHeadersPath: "include",
            cSettings: [.define("NDEBUG", .when(configuration: .release))]
        ),
        // The layers, bottom up. A target may import only targets listed before it, and only
        // those it names as dependencies, so a wrong-way import is a compile error
        // (README "Architecture").
        // Rects, points, transforms, insets, and the Swift face of the kernel — no tree.
        .target(name: "Geometry", dependencies: ["CKernel"], path: "Sources/Geometry"),
        // JSON text: an iterative parser and the one writer and number formatter. No Foundation.
        .target(name: "JSON", path: "Sources/JSON"),
        // The headless view hierarchy and the per-view data the features interpret.
        .target(name: "ViewTree", dependencies: ["Geometry"], path: "Sources/ViewTree"),
        // The features, each on the tree only (Observation may use Exposure for occlusion).
        .target(name: "Exposure", dependencies: ["Geometry", "ViewTree", "JSON"], path: "Sources/Exposure"),
        .target(name: "HitTesting", dependencies: ["Geometry", "ViewTree"], path: "Sources/HitTesting"),
        .target(name: "Alignment", dependencies: ["Geometry", "ViewTree"], path: "Sources/Alignment"),
        .target(name: "Observation", dependencies: ["Geometry", "ViewTree", "Exposure"], path: "Sources/Observation"),
        // Scene files and timelines: reading and writing the JSON formats of every layer.
        .target(
            name: "SceneFormat",
            dependencies: ["Geometry", "JSON", "ViewTree", "Exposure", "HitTesting", "Alignment", "Observation"],
            path: "Sources/SceneFormat"),
        // UI dumps (XCUITest/Appium XML, WebDriverAgent JSON, Android uiautomator XML) into the
        // view tree. The only library target that imports Foundation (FoundationXML's
        // streaming XMLParser); JSON goes through the JSON target.
        .target(name: "DumpImport", dependencies: ["Geometry", "JSON", "ViewTree"], path: "Sources/DumpImport"),
        // The whole-screen audit: exposure, reachability and coverers of every interactive
        // element. Foundation-free, on Exposure and HitTesting.
        .target(
            name: "ScreenAudit",
            dependencies: ["Geometry", "JSON", "ViewTree", "Exposure", "HitTesting"],
            path: "Sources/ScreenAudit"),
        // Live hierarchies (any class tree conforming to LiveViewNode) copied into the model.
        .target(
            name: "LiveHierarchy",
            dependencies: ["Geometry", "ViewTree", "Exposure", "HitTesting"],
            path: "Sources/LiveHierarchy"),
        // The umbrella users import: re-exports every layer.
        .target(
            name: "ViewExposure",
            dependencies: ["Geometry", "JSON", "ViewTree", "Exposure", "HitTesting", "Alignment", "Observation",
                           "SceneFormat", "LiveHierarchy"],
            path: "Sources/ViewExposure"),
        // The property mappings of UIView and NSView onto LiveViewNode. Their whole content is
        // under #if canImport(UIKit) / canImport(AppKit): not compiled by this project's CI.
        .target(name: "ViewExposureUIKit", dependencies: ["ViewExposure", "Geometry"], path: "Sources/ViewExposureUIKit"),
        .target(name: "ViewExposureAppKit", dependencies: ["ViewExposure", "Geometry"], path: "Sources/ViewExposureAppKit"),
        // A plain class tree with UIView's names and semantics, conforming to LiveViewNode as
        // UIView does: the stand-in the live-hierarchy tests and the bench run on.
        .target(name: "UIKitStandIn", dependencies: ["ViewExposure", "Geometry"], path: "Sources/UIKitStandIn"),
        // The pure-Swift oracle of every kernel operation: simple, slow, used only to verify.
        .target(
            name: "KernelReference",
            dependencies: ["ViewExposure"],
            path: "Sources/KernelReference"
        ),
        .target(
            name: "ExposureCLI",
            dependencies: [
                "ViewExposure", "DumpImport", "ScreenAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ExposureCLI"
        ),
        .executableTarget(
            name: "exposure",
            dependencies: ["ExposureCLI"],
            path: "Sources/exposure"
        ),
        // pixman is linked by the benchmark only (Debian libpixman-1-dev).
        .systemLibrary(
            name: "CPixman",
            path: "Benchmarks/CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        .executableTarget(
            name: "ExposureBench",
            dependencies: ["ViewExposure", "KernelReference", "CKernel", "CPixman", "DumpImport", "ScreenAudit", "ExposureCLI", "UIKitStandIn"],
            path: "Benchmarks/ExposureBench"
        ),
        // Helpers shared by the test targets (paths, files, the one seeded random generator);
        // a regular target because test targets cannot depend on each other.
        .target(
            name: "TestSupport",
            dependencies: [
                "KernelReference",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "KernelTests",
            dependencies: [
                "ViewExposure", "KernelReference", "CKernel", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/KernelTests"
        ),
        // The importers and the audit, on the fixtures in Tests/Fixtures.
        .testTarget(
            name: "DumpAuditTests",
            dependencies: ["ViewExposure", "DumpImport", "ScreenAudit", "ExposureCLI"],
            path: "Tests/DumpAuditTests"
        ),
        .testTarget(
            name: "ViewExposureTests",
            dependencies: [
                "ViewExposure", "KernelReference", "ExposureCLI", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ViewExposureTests",
            resources: []
        ),
        .testTarget(
            name: "LiveHierarchyTests",
            dependencies: ["ViewExposure", "KernelReference", "UIKitStandIn"],
            path: "Tests/LiveHierarchyTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
