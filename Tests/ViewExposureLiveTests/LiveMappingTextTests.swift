import Foundation
import Testing

/// The UIKit mapping, which this project cannot compile, is the stand-in mapping the tests run
/// with the type names substituted: between the MAPPING markers the two files are the same
/// text.
@Suite("Live hierarchies: the UIKit mapping is the tested one")
struct LiveMappingTextTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text between `// MAPPING BEGIN` and `// MAPPING END` of `path`.
    static func mapping(_ path: String) throws -> String {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        let begin = try #require(text.range(of: "// MAPPING BEGIN\n"))
        let end = try #require(text.range(of: "// MAPPING END"))
        return String(text[begin.upperBound..<end.lowerBound])
    }

    @Test func standInMappingEqualsUIKitMappingWithNamesSubstituted() throws {
        var standIn = try Self.mapping("Sources/ViewExposureUIKitStandIn/UIViewStandIn+LiveViewNode.swift")
        let uikit = try Self.mapping("Sources/ViewExposureUIKit/UIView+LiveViewNode.swift")
        for name in ["UIVisualEffectView", "UIImageView", "UILabel", "UIWindow", "UIView", "UIEdgeInsets", "CALayer"] {
            standIn = standIn.replacingOccurrences(of: name + "StandIn", with: name)
        }
        #expect(standIn == uikit)
        #expect(!uikit.contains("StandIn") && uikit.contains("extension UIView: PlatformViewNode"))
    }
}
