/// What makes a module name safe for an app to link: module names are global across an app's
/// whole package graph and its SDK, so a name that an Apple SDK module or a common package also
/// uses makes the app fail to build (or, re-exported, shadows the SDK's module).
enum ModuleNameRules {
    /// Module names of Apple's SDKs and the Swift toolchain that a target must not take.
    static let sdkModules: Set<String> = [
        "Accelerate", "Accessibility", "ActivityKit", "AppIntents", "AppKit", "ARKit", "AVFoundation",
        "AVKit", "Charts", "Combine", "Contacts", "CoreData", "CoreFoundation", "CoreGraphics",
        "CoreImage", "CoreLocation", "CoreML", "CoreMotion", "CoreText", "CryptoKit", "Cxx", "Darwin",
        "Dispatch", "Distributed", "Foundation", "FoundationEssentials", "FoundationNetworking",
        "FoundationXML", "GameKit", "GameplayKit", "Glibc", "MapKit", "Metal", "MetalKit", "Musl",
        "NaturalLanguage", "Network", "Observation", "os", "OSLog", "PDFKit", "PencilKit", "Photos",
        "PhotosUI", "QuartzCore", "RealityKit", "RegexBuilder", "SceneKit", "Security", "simd",
        "Spatial", "SpriteKit", "StoreKit", "Swift", "SwiftData", "SwiftUI", "Symbols",
        "Synchronization", "Testing", "TipKit", "Translation", "UIKit", "UniformTypeIdentifiers",
        "Vision", "VisionKit", "WebKit", "WidgetKit", "WinSDK", "XCTest",
    ]

    /// Bare words any package might use for a target (including this package's own former
    /// names): unique only by luck.
    static let genericWords: Set<String> = [
        "Alignment", "App", "Audit", "Bench", "Benchmark", "CLI", "Common", "Core", "Document",
        "DumpImport", "Dumps", "Exposure", "ExposureCLI", "Geometry", "HitTesting", "JSON", "Kernel",
        "KernelReference", "Live", "LiveHierarchy", "Loading", "Measurement", "Model", "Observer",
        "Parser", "Reference", "Scene", "SceneFormat", "ScreenAudit", "Shared", "Support",
        "TestSupport", "Tests", "Tree", "Utilities", "Utils",
    ]

    /// The prefix every module carries.
    static let prefix = "ViewExposure"

    /// The one name allowed without the prefix: the executable, which no app imports.
    static let executable = "exposure"

    /// One message per name that breaks a rule, in the order given; empty when all are fine.
    static func problems(in names: [String]) -> [String] {
        names.compactMap { name in
            if sdkModules.contains(name) { return "\(name): the name of an Apple SDK module" }
            if genericWords.contains(name) { return "\(name): a bare generic word" }
            if name != executable && !name.hasPrefix(prefix) {
                return "\(name): lacks the \(prefix) prefix"
            }
            return nil
        }
    }
}
