@testable import ViewExposureCLI
import ViewExposureTestSupport
import Testing
import ViewExposure

/// `exposure omid` and `exposure measure --omid` (docs/cli.md).
@Suite("CLI: omid and measure --omid")
struct OMIDCommandTests {
    /// The ids of the views of an example scene, in file order.
    static func ids(in name: String) throws -> [String] {
        let text = String(decoding: try readFileBytes(examplePath(name)), as: UTF8.self)
        var out: [String] = []
        var rest = text[...]
        while let r = rest.range(of: "\"id\": \"") {
            rest = rest[r.upperBound...]
            if let end = rest.firstIndex(of: "\"") { out.append(String(rest[..<end])); rest = rest[end...] }
        }
        return out
    }

    @Test("the logged NativeViewInfo tree in Examples/")
    func loggedTree() {
        let r = exposure("omid", examplePath("native-view-info"))
        #expect(r.exitCode == 0 && r.standardError == "")
        // On screen: the ad (390×300 at y 520) cut by the list at y 761: 390×241 = 93 990.
        // The compose button (56×56.5 at 318, 681) is cut by the separator's edges (700.5,
        // 700.83) into rows of 19.5 → 20, 0.33 → 0 and 36.67 → 37: 56 × 57 = 3 192 covered.
        #expect(r.standardOutput == """
            {"viewport": {"width": 390.0, "height": 844.0}, "adView": {"percentageInView": 78, "pixelsInView": 90798.0, "reasons": ["clipped", "obstructed"], "geometry": {"width": 390.0, "height": 300.0, "x": 0.0, "y": 520.0, "pixels": 117000.0}, "onScreenGeometry": {"width": 390.0, "height": 241.0, "x": 0.0, "y": 520.0, "pixels": 93990.0, "obstructions": [{"width": 374.0, "height": 0.33, "x": 16.0, "y": 700.5}, {"width": 56.0, "height": 56.5, "x": 318.0, "y": 681.0}], "friendlyObstructions": [{"width": 32.0, "height": 32.0, "x": 350.0, "y": 528.0, "obstructionClass": "UIButton", "obstructionPurpose": "closeAd", "obstructionReason": "Close button"}]}}, "declaredFriendlyObstructions": 1}

            """)
        let other = exposure("omid", examplePath("native-view-info"), "--session", "other", "--state", "backgrounded", "--locked")
        #expect(other.exitCode == 0)
        #expect(other.standardOutput.contains("\"reasons\": [\"notFound\", \"backgrounded\", \"deviceLocked\"]"))
    }

    @Test("every view of every example scene, and its NativeViewInfo tree replays the same", arguments: ["feed", "interstitial", "flutter-overlay", "carousel"])
    func everyExample(name: String) throws {
        for id in try Self.ids(in: name) {
            let direct = exposure("omid", examplePath(name), "--view", id)
            #expect(direct.exitCode == 0 && direct.standardOutput.hasPrefix("{\"viewport\": {"), "\(name) \(id): \(direct.standardError)")
            let tree = exposure("omid", examplePath(name), "--view", id, "--tree")
            #expect(tree.exitCode == 0)
            let replayed = exposure("omid", "-", "--session", "session", stdin: tree.standardOutput)
            #expect(replayed.exitCode == 0)
            #expect(replayed.standardOutput == direct.standardOutput, "\(name) \(id)")
        }
    }

    @Test("friendly registrations: purpose and reason checked, reported by MRAID and OMID alike")
    func friendlyOption() {
        let ok = exposure("omid", examplePath("feed"), "--view", "ad", "--friendly", "composeButton:mediaControls:Play button")
        #expect(ok.exitCode == 0)
        #expect(ok.standardOutput.contains("\"friendlyObstructions\": [{\"width\": 56.0, \"height\": 50.0, \"x\": 303.0, \"y\": 160.0, \"obstructionClass\": null, \"obstructionPurpose\": \"mediaControls\", \"obstructionReason\": \"Play button\"}]"))
        #expect(ok.standardOutput.contains("\"declaredFriendlyObstructions\": 1"))
        let dash = exposure("omid", examplePath("feed"), "--view", "ad", "--friendly", "composeButton:other:no-dash")
        #expect(dash.exitCode == 2)
        #expect(dash.standardError.hasSuffix("feed.json: --friendly composeButton:other:no-dash: reason contains '-'; only letters, digits and spaces are allowed\n"))
        let long = exposure("omid", examplePath("feed"), "--view", "ad", "--friendly", "composeButton:other:" + String(repeating: "a", count: 51))
        #expect(long.exitCode == 2 && long.standardError.contains("reason has 51 characters; at most 50 are allowed"))
        let purpose = exposure("omid", examplePath("feed"), "--view", "ad", "--friendly", "composeButton:close")
        #expect(purpose.exitCode == 2 && purpose.standardError.contains("unknown purpose \"close\"; expected one of mediaControls, closeAd, notVisible, other"))
        let unknown = exposure("omid", examplePath("feed"), "--view", "ad", "--friendly", "composeButon")
        #expect(unknown.exitCode == 2 && unknown.standardError.contains("--friendly: no view with id \"composeButon\"; did you mean \"composeButton\"?"))
    }

    @Test("options that do not fit the file are bad input")
    func misplacedOptions() {
        #expect(exposure("omid", examplePath("native-view-info"), "--view", "ad").exitCode == 2)
        #expect(exposure("omid", examplePath("feed"), "--session", "s").exitCode == 2)
        #expect(exposure("omid", examplePath("feed")).standardError.contains("missing --view ID"))
        let bad = exposure("omid", "-", stdin: "{\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1, \"childViews\": [{\"x\": true}]}")
        #expect(bad.exitCode == 2 && bad.standardError.hasPrefix("<stdin>:1:64: childViews[0].x: expected a finite number"))
        #expect(exposure("measure", examplePath("feed"), "--all", "--omid").exitCode == 2)
    }

    @Test("measure --omid: both standards and every difference named")
    func sideBySide() {
        let feed = exposure("measure", examplePath("feed"), "--view", "ad", "--omid")
        #expect(feed.exitCode == 0)
        #expect(feed.standardOutput.hasPrefix("{\n  \"mraid\": {\"exposedPercentage\": 55.4133"))
        #expect(feed.standardOutput.contains("\n  \"omid\": {\"viewport\""))
        #expect(feed.standardOutput.contains("{\"rule\": \"rounding\", \"explanation\": \"OMID rounds percentageInView to a whole percent, half up (55.4133 → 55)"))
        #expect(feed.standardOutput.contains("{\"rule\": \"coordinates\""))
        #expect(!feed.standardOutput.contains("\"grid\"") && !feed.standardOutput.contains("\"clipping\""))

        // Thin bars: MRAID counts them, OMID's grid does not; a 0.005 clip only MRAID applies.
        var bars = ""
        for k in 0..<10 { bars += ", {\"frame\": [0, \(k * 10), 100, 0.45]}" }
        let scene = """
            {"windows": [{"id": "w", "frame": [0, 0, 200, 200], "subviews": [
              {"id": "box", "frame": [0, 0, 100, 99.995], "clipsToBounds": true, "subviews": [{"id": "ad", "frame": [0, 0, 100, 100]}]}\(bars)
            ]}]}
            """
        let thin = runExposure(["measure", "-", "--view", "ad", "--omid"], scene: scene)
        #expect(thin.exitCode == 0)
        for rule in ["grid", "clipping"] { #expect(thin.standardOutput.contains("{\"rule\": \"\(rule)\""), "\(rule): \(thin.standardOutput)") }
        #expect(thin.standardOutput.contains("\"percentageInView\": 100"))
    }
}
