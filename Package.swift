// swift-tools-version: 6.1
// ViewExposure — exact view-hierarchy geometry (exposure, hit-testing, alignment,
// intersection observation) with a SIMD C kernel for the obstruction phases.
import PackageDescription

let package = Package(
    name: "ViewExposure",
    // `Duration` (the observer's clock, the timeline format) needs iOS 16 / macOS 13 and their
    // peers; nothing newer is used (docs/apps.md "Platforms").
    platforms: [.iOS(.v16), .macOS(.v13), .macCatalyst(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ViewExposure", targets: ["ViewExposure"]),
        // Scene files and timelines, and the JSON text they are read from and written as.
        .library(name: "ViewExposureScene", targets: ["ViewExposureScene"]),
        .library(name: "ViewExposureJSON", targets: ["ViewExposureJSON"]),
        // Reading UI dumps (XML through libxml2 directly; no Foundation).
        .library(name: "ViewExposureDumps", targets: ["ViewExposureDumps"]),
        .library(name: "ViewExposureAudit", targets: ["ViewExposureAudit"]),
        // Live UIKit / AppKit hierarchies: empty modules where UIKit / AppKit are missing.
        .library(name: "ViewExposureUIKit", targets: ["ViewExposureUIKit"]),
        .library(name: "ViewExposureAppKit", targets: ["ViewExposureAppKit"]),
        .executable(name: "exposure", targets: ["exposure"]),
        // Loading a scene file or a dump into one tree (what the `exposure` command reads).
        .library(name: "ViewExposureDocument", targets: ["ViewExposureDocument"]),
        // For the bench (Benchmarks/, a package of its own) and other checks of this package,
        // not for apps: the pure-Swift oracle, the C kernel itself, the UIKit stand-in, the
        // generated dumps, and libxml2's module with the importer's parser setup.
        .library(name: "ViewExposureReference", targets: ["ViewExposureReference"]),
        .library(name: "ViewExposureKernel", targets: ["ViewExposureKernel"]),
        .library(name: "ViewExposureUIKitStandIn", targets: ["ViewExposureUIKitStandIn"]),
        .library(name: "ViewExposureDumpGenerators", targets: ["ViewExposureDumpGenerators"]),
        .library(name: "ViewExposureCLibXML2", targets: ["ViewExposureCLibXML2"]),
        // The `exposure` command in-process, for the fuzz harness of the audit and its writers
        // (Fuzz/, `FuzzAudit`): no API for apps.
        .library(name: "ViewExposureCLI", targets: ["ViewExposureCLI"]),
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
            name: "ViewExposureKernel",
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
        .target(name: "ViewExposureGeometry", dependencies: ["ViewExposureKernel"], path: "Sources/ViewExposureGeometry"),
        // JSON text: an iterative parser and the one writer and number formatter. No Foundation.
        .target(name: "ViewExposureJSON", path: "Sources/ViewExposureJSON"),
        // The headless view hierarchy and the per-view data the features interpret.
        .target(name: "ViewExposureTree", dependencies: ["ViewExposureGeometry"], path: "Sources/ViewExposureTree"),
        // The features, each on the tree only (the observer may use measurement for occlusion).
        .target(name: "ViewExposureMeasurement", dependencies: ["ViewExposureGeometry", "ViewExposureTree", "ViewExposureJSON"], path: "Sources/ViewExposureMeasurement"),
        .target(name: "ViewExposureHitTesting", dependencies: ["ViewExposureGeometry", "ViewExposureTree"], path: "Sources/ViewExposureHitTesting"),
        .target(name: "ViewExposureAlignment", dependencies: ["ViewExposureGeometry", "ViewExposureTree"], path: "Sources/ViewExposureAlignment"),
        .target(name: "ViewExposureObserver", dependencies: ["ViewExposureGeometry", "ViewExposureTree", "ViewExposureMeasurement"], path: "Sources/ViewExposureObserver"),
        // Scene files and timelines: reading and writing the JSON formats of every layer.
        .target(
            name: "ViewExposureScene",
            dependencies: ["ViewExposureGeometry", "ViewExposureJSON", "ViewExposureTree", "ViewExposureMeasurement", "ViewExposureHitTesting", "ViewExposureAlignment", "ViewExposureObserver"],
            path: "Sources/ViewExposureScene"),
        // UI dumps (XCUITest/Appium XML, WebDriverAgent JSON, Android uiautomator XML, Rico
        // JSON) into the view tree. No Foundation: XML through libxml2's SAX2 push parser
        // (ViewExposureCLibXML2), JSON through the JSON target.
        .target(name: "ViewExposureDumps", dependencies: ["ViewExposureGeometry", "ViewExposureJSON", "ViewExposureTree", "ViewExposureCLibXML2"], path: "Sources/ViewExposureDumps"),
        // libxml2's SAX2 parser, read directly by the XML dump reader (Debian libxml2-dev).
        .systemLibrary(
            name: "ViewExposureCLibXML2",
            path: "Sources/ViewExposureCLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // The whole-screen audit: exposure, reachability and coverers of every interactive
        // element. Foundation-free, on measurement and hit-testing.
        .target(
            name: "ViewExposureAudit",
            dependencies: ["ViewExposureGeometry", "ViewExposureJSON", "ViewExposureTree", "ViewExposureMeasurement", "ViewExposureHitTesting"],
            path: "Sources/ViewExposureAudit"),
        // A scene file or UI dump loaded into one tree: telling them apart by content, the default
        // obstruction policy for each, and which elements an audit examines. Its own target
        // because it needs both formats (ViewExposureScene, ViewExposureDumps) and the audit's
        // subject type, and neither format should know the other; the scene rule for audit
        // subjects lives in ViewExposureAudit, this target only picks it or the dump's elements.
        .target(
            name: "ViewExposureDocument",
            dependencies: ["ViewExposureJSON", "ViewExposureTree", "ViewExposureMeasurement", "ViewExposureScene", "ViewExposureDumps", "ViewExposureAudit"],
            path: "Sources/ViewExposureDocument"),
        // Live hierarchies (any class tree conforming to LiveViewNode) copied into the model.
        .target(
            name: "ViewExposureLive",
            dependencies: ["ViewExposureGeometry", "ViewExposureTree", "ViewExposureMeasurement", "ViewExposureHitTesting"],
            path: "Sources/ViewExposureLive"),
        // The umbrella users import: re-exports what an app calls (geometry, tree, measurement,
        // hit-testing, alignment, observer, live path); formats, dumps and the audit are products
        // of their own.
        .target(
            name: "ViewExposure",
            dependencies: ["ViewExposureGeometry", "ViewExposureTree", "ViewExposureMeasurement", "ViewExposureHitTesting", "ViewExposureAlignment", "ViewExposureObserver",
                           "ViewExposureLive"],
            path: "Sources/ViewExposure"),
        // The property mappings of UIView and NSView onto LiveViewNode. Their whole content is
        // under #if canImport(UIKit) / canImport(AppKit): not compiled by this project's CI.
        .target(name: "ViewExposureUIKit", dependencies: ["ViewExposure", "ViewExposureGeometry"], path: "Sources/ViewExposureUIKit"),
        .target(name: "ViewExposureAppKit", dependencies: ["ViewExposure", "ViewExposureGeometry"], path: "Sources/ViewExposureAppKit"),
        // A plain class tree with UIView's names and semantics, conforming to LiveViewNode as
        // UIView does: the stand-in the live-hierarchy tests and the bench run on.
        .target(name: "ViewExposureUIKitStandIn", dependencies: ["ViewExposure", "ViewExposureGeometry"], path: "Sources/ViewExposureUIKitStandIn"),
        // The pure-Swift oracle of every kernel operation: simple, slow, used only to verify.
        .target(
            name: "ViewExposureReference",
            dependencies: ["ViewExposure"],
            path: "Sources/ViewExposureReference"
        ),
        .target(
            name: "ViewExposureCLI",
            dependencies: [
                "ViewExposure", "ViewExposureJSON", "ViewExposureScene", "ViewExposureDumps", "ViewExposureAudit", "ViewExposureDocument",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ViewExposureCLI"
        ),
        .executableTarget(
            name: "exposure",
            dependencies: ["ViewExposureCLI"],
            path: "Sources/exposure"
        ),
        // Generated dumps of shapes that stress the audit, shared by its tests and the bench
        // (text only; the seeded random stream from the reference; a product for the bench).
        .target(name: "ViewExposureDumpGenerators", dependencies: ["ViewExposureReference"], path: "Tests/ViewExposureDumpGenerators"),
        // Helpers shared by the test targets (paths, files, the one seeded random generator and
        // the seeded property check that shrinks a failing input, on PropertyBased);
        // a regular target because test targets cannot depend on each other.
        .target(
            name: "ViewExposureTestSupport",
            dependencies: [
                "ViewExposureGeometry", "ViewExposureTree", "ViewExposureMeasurement", "ViewExposureHitTesting", "ViewExposureObserver",
                "ViewExposureReference",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ViewExposureTestSupport"
        ),
        // The kernel's test-only entry points (CKernel/src/ck_testing.h) for the kernel tests.
        .target(name: "ViewExposureKernelTesting", dependencies: ["ViewExposureKernel"], path: "Tests/ViewExposureKernelTesting"),
        .testTarget(
            name: "ViewExposureKernelTests",
            dependencies: [
                "ViewExposure", "ViewExposureReference", "ViewExposureKernel", "ViewExposureKernelTesting", "ViewExposureTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ViewExposureKernelTests"
        ),
        // Dump fixtures imported and audited (Tests/Fixtures), shared by the dump, audit and
        // document tests; a regular target because test targets cannot depend on each other.
        .target(
            name: "ViewExposureDumpTestSupport",
            dependencies: ["ViewExposure", "ViewExposureDumps", "ViewExposureAudit", "ViewExposureDocument", "ViewExposureTestSupport"],
            path: "Tests/ViewExposureDumpTestSupport"
        ),
        // The dump readers, on the layers below them (fixtures read through the support above).
        .testTarget(
            name: "ViewExposureDumpsTests",
            dependencies: ["ViewExposureGeometry", "ViewExposureJSON", "ViewExposureTree", "ViewExposureDumps", "ViewExposureTestSupport", "ViewExposureDumpTestSupport"],
            path: "Tests/ViewExposureDumpsTests"
        ),
        // The audit and its checks. Their fixtures are dumps, which reach the audit only through
        // ViewExposureDocument (a dump element as an audit subject, its evidence and density).
        .testTarget(
            name: "ViewExposureAuditTests",
            dependencies: [
                "ViewExposure", "ViewExposureGeometry", "ViewExposureTree", "ViewExposureHitTesting", "ViewExposureAudit",
                "ViewExposureDumps", "ViewExposureDocument", "ViewExposureTestSupport", "ViewExposureDumpTestSupport", "ViewExposureDumpGenerators",
            ],
            path: "Tests/ViewExposureAuditTests"
        ),
        // Loading a scene or a dump, and what crosses from the dump readers into the audit.
        .testTarget(
            name: "ViewExposureDocumentTests",
            dependencies: ["ViewExposure", "ViewExposureDumps", "ViewExposureAudit", "ViewExposureDocument", "ViewExposureTestSupport", "ViewExposureDumpTestSupport"],
            path: "Tests/ViewExposureDocumentTests"
        ),
        // One test target per layer, each depending on the layer it tests (and the layers
        // below it, which its fixtures are built from), not on the umbrella.
        .testTarget(
            name: "ViewExposureGeometryTests",
            dependencies: ["ViewExposureGeometry", "ViewExposureTestSupport"],
            path: "Tests/ViewExposureGeometryTests"
        ),
        .testTarget(
            name: "ViewExposureJSONTests",
            dependencies: ["ViewExposureJSON", "ViewExposureTestSupport"],
            path: "Tests/ViewExposureJSONTests"
        ),
        .testTarget(
            name: "ViewExposureTreeTests",
            dependencies: ["ViewExposureGeometry", "ViewExposureTree", "ViewExposureTestSupport"],
            path: "Tests/ViewExposureTreeTests"
        ),
        .testTarget(
            name: "ViewExposureMeasurementTests",
            dependencies: [
                "ViewExposureGeometry", "ViewExposureTree", "ViewExposureMeasurement", "ViewExposureReference", "ViewExposureTestSupport", "ViewExposureDumpGenerators",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ViewExposureMeasurementTests"
        ),
        .testTarget(
            name: "ViewExposureHitTestingTests",
            dependencies: [
                "ViewExposureGeometry", "ViewExposureTree", "ViewExposureHitTesting", "ViewExposureTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ViewExposureHitTestingTests"
        ),
        .testTarget(
            name: "ViewExposureAlignmentTests",
            dependencies: [
                "ViewExposureGeometry", "ViewExposureTree", "ViewExposureAlignment", "ViewExposureTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ViewExposureAlignmentTests"
        ),
        .testTarget(
            name: "ViewExposureObserverTests",
            dependencies: ["ViewExposureGeometry", "ViewExposureTree", "ViewExposureMeasurement", "ViewExposureObserver", "ViewExposureScene", "ViewExposureTestSupport"],
            path: "Tests/ViewExposureObserverTests"
        ),
        .testTarget(
            name: "ViewExposureSceneTests",
            dependencies: [
                "ViewExposureGeometry", "ViewExposureJSON", "ViewExposureTree", "ViewExposureMeasurement", "ViewExposureHitTesting",
                "ViewExposureAlignment", "ViewExposureObserver", "ViewExposureScene", "ViewExposureTestSupport",
            ],
            path: "Tests/ViewExposureSceneTests"
        ),
        // The umbrella: the README example and the DocC walkthrough, through `import ViewExposure`.
        .testTarget(
            name: "ViewExposureTests",
            dependencies: ["ViewExposure", "ViewExposureTestSupport"],
            path: "Tests/ViewExposureTests"
        ),
        // The `exposure` command, run in-process (the only target that imports the CLI, with
        // @testable: the CLI is no product and its declarations are internal).
        .testTarget(
            name: "ViewExposureCLITests",
            dependencies: [
                "ViewExposureCLI", "ViewExposure", "ViewExposureJSON", "ViewExposureScene", "ViewExposureDumps", "ViewExposureTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/ViewExposureCLITests"
        ),
        // Package-wide rules read from this manifest (module names an app can hold). Not
        // "…PackageTests": SwiftPM names its generated test-runner module `<package>PackageTests`.
        .testTarget(
            name: "ViewExposureManifestTests",
            dependencies: ["ViewExposureTestSupport"],
            path: "Tests/ViewExposureManifestTests"
        ),
        .testTarget(
            name: "ViewExposureLiveTests",
            dependencies: ["ViewExposure", "ViewExposureReference", "ViewExposureUIKitStandIn", "ViewExposureTestSupport"],
            path: "Tests/ViewExposureLiveTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
