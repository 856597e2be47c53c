// swift-tools-version: 6.1
// A user of ViewExposure, depending on it by path as an app would by URL: it links the
// library product only (no benchmark, no pixman, no unsafe flags). `make test-consumer`
// builds and runs it in its own scratch directory.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.iOS(.v16), .macOS(.v13), .macCatalyst(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(name: "ViewExposure", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [.product(name: "ViewExposure", package: "ViewExposure")],
            path: "Sources/Consumer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
