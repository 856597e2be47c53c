// swift-tools-version: 6.1
// The benchmark (`make bench`): a package of its own beside the library, depending on it by
// path, so that the library's users never resolve pixman, simdjson or the bench. Its targets
// keep their folders here; what it needs from the library that apps do not (the reference
// implementation, the C kernel, the UIKit stand-in, the generated dumps, libxml2's module) the
// library offers as products (README "Products").
import PackageDescription

let package = Package(
    name: "ViewExposureBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ViewExposure", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        // pixman is linked by the benchmark only (Debian libpixman-1-dev).
        .systemLibrary(
            name: "ViewExposureCPixman",
            path: "ViewExposureCPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        // libxml2 alone, the floor the dump-audit bench compares the importer with (libxml2
        // stays an internal import, out of the bench's own namespace).
        .target(
            name: "ViewExposureBenchLibXML2",
            dependencies: [.product(name: "ViewExposureCLibXML2", package: "ViewExposure")],
            path: "ViewExposureBenchLibXML2"
        ),
        // simdjson is linked by the benchmark only (Debian libsimdjson-dev), through a C shim:
        // the reference for the JSON parser's throughput.
        .target(
            name: "ViewExposureSimdjson",
            path: "ViewExposureSimdjson",
            publicHeadersPath: "include",
            linkerSettings: [.linkedLibrary("simdjson")]
        ),
        .executableTarget(
            name: "ViewExposureBench",
            dependencies: [
                "ViewExposureCPixman", "ViewExposureSimdjson", "ViewExposureBenchLibXML2",
                .product(name: "ViewExposure", package: "ViewExposure"),
                .product(name: "ViewExposureJSON", package: "ViewExposure"),
                .product(name: "ViewExposureScene", package: "ViewExposure"),
                .product(name: "ViewExposureDumps", package: "ViewExposure"),
                .product(name: "ViewExposureAudit", package: "ViewExposure"),
                .product(name: "ViewExposureDocument", package: "ViewExposure"),
                .product(name: "ViewExposureReference", package: "ViewExposure"),
                .product(name: "ViewExposureKernel", package: "ViewExposure"),
                .product(name: "ViewExposureUIKitStandIn", package: "ViewExposure"),
                .product(name: "ViewExposureDumpGenerators", package: "ViewExposure"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "ViewExposureBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
