// swift-tools-version: 6.1
// ViewExposure — exact view-hierarchy geometry (exposure, hit-testing, alignment,
// intersection observation) with a SIMD C kernel for the obstruction phases.
import PackageDescription

let package = Package(
    name: "ViewExposure",
    products: [
        .library(name: "ViewExposure", targets: ["ViewExposure"]),
        .executable(name: "exposure", targets: ["exposure"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
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
        .target(
            name: "ViewExposure",
            dependencies: ["CKernel"],
            path: "Sources/ViewExposure"
        ),
        // The pure-Swift oracle of every kernel operation: simple, slow, used only to verify.
        .target(
            name: "KernelReference",
            dependencies: ["ViewExposure"],
            path: "Sources/KernelReference"
        ),
        .target(
            name: "ExposureCLI",
            dependencies: [
                "ViewExposure",
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
            dependencies: ["ViewExposure", "KernelReference", "CKernel", "CPixman"],
            path: "Benchmarks/ExposureBench"
        ),
        .testTarget(
            name: "KernelTests",
            dependencies: [
                "ViewExposure", "KernelReference", "CKernel",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/KernelTests"
        ),
        .testTarget(
            name: "ViewExposureTests",
            dependencies: [
                "ViewExposure", "KernelReference", "ExposureCLI",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ViewExposureTests",
            resources: []
        ),
    ],
    swiftLanguageModes: [.v6]
)
