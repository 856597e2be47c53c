// swift-tools-version: 6.1
// libFuzzer harnesses of every text input (`make fuzz`, `make fuzz-ci`). A package of its own
// because its executables have no `main` (libFuzzer provides it) and are built with
// `-sanitize=fuzzer,address -parse-as-library`, which the main package's executables and tests
// cannot be; it uses the main package by path, so it fuzzes the code as it is in the checkout.
import PackageDescription

let package = Package(
    name: "ViewExposureFuzz",
    platforms: [.iOS(.v16), .macOS(.v13), .macCatalyst(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(name: "ViewExposure", path: ".."),
    ],
    targets: [
        // The invariants every harness checks, and the one entry point they share.
        .target(
            name: "FuzzChecks",
            dependencies: [
                .product(name: "ViewExposure", package: "ViewExposure"),
                .product(name: "ViewExposureJSON", package: "ViewExposure"),
                .product(name: "ViewExposureScene", package: "ViewExposure"),
                .product(name: "ViewExposureDumps", package: "ViewExposure"),
                .product(name: "ViewExposureCLI", package: "ViewExposure"),
            ]
        ),
        // One executable per input format; each is a single `LLVMFuzzerTestOneInput`.
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzScene", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzTimeline", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzDump", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzAudit", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzNativeViewInfo", dependencies: ["FuzzChecks"]),
    ],
    swiftLanguageModes: [.v6]
)
