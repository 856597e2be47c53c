@testable import ViewExposureAudit
import Testing
import ViewExposure
import ViewExposureDumps
import ViewExposureDocument

/// Issue 28: numbers a dump may not hold — non-finite, or beyond what a screen can be
/// (|coordinate| > 10⁷, `InputBounds`) — are refused with the element's path in every format;
/// and the checks' conversions to integers never trap, whatever reaches them.
@Suite("Numbers beyond a screen are refused, in every format; the checks never trap")
struct DumpNumberBoundsTests {
    private func problems(_ text: String) -> [DumpProblem] {
        do {
            _ = try DumpImporter.importDump(Array(text.utf8))
            Issue.record("accepted: \(text.prefix(120))")
            return []
        } catch {
            return error.problems
        }
    }

    private func android(bounds: String, hierarchy: String = "") -> String {
        "<hierarchy rotation=\"0\"\(hierarchy)>\n<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400]\">\n"
            + "<node class=\"android.widget.Button\" clickable=\"true\" bounds=\"\(bounds)\"/>\n</node>\n</hierarchy>"
    }

    @Test("uiautomator bounds reaching 2^63 or Double's range: refused at the element (they trapped in smallTarget)",
          arguments: ["[0,0][10,1e19]", "[-1.797e308,0][1.797e308,100]", "[0,0][10000000.5,10]", "[-10000001,0][0,10]"])
    func androidBounds(_ bounds: String) {
        let p = problems(android(bounds: bounds))
        #expect(p.count == 1)
        #expect(p.first?.elementPath == "FrameLayout[1]/Button[1]")
        #expect(p.first?.message.contains("with finite numbers within ±10000000") == true)
    }

    @Test("the bound itself is a coordinate a dump may hold")
    func atTheBound() throws {
        let dump = try DumpImporter.importDump(Array(android(bounds: "[-10000000,0][10000000,10000000]").utf8))
        #expect(dump.elements.count == 2)
    }

    @Test("<hierarchy width/height/density> beyond a screen or not a number: refused at the root (display() trapped)",
          arguments: [(" width=\"NaN\" height=\"2400\"", "<hierarchy> width: expected a finite number, got \"NaN\""),
                      (" width=\"1e19\" height=\"2400\"", "<hierarchy> width: 1e19 is beyond ±10000000, the largest coordinate or size a screen can have"),
                      (" width=\"1080\" height=\"-inf\"", "<hierarchy> height: expected a finite number, got \"-inf\""),
                      (" density=\"1e-17\"", "<hierarchy> density: expected a number from 0.1 to 100 (pixels per dp), got \"1e-17\""),
                      (" density=\"x\"", "<hierarchy> density: expected a number from 0.1 to 100 (pixels per dp), got \"x\"")])
    func hierarchyNumbers(_ attributes: String, message: String) {
        let p = problems(android(bounds: "[0,0][10,10]", hierarchy: attributes))
        #expect(p.map(\.message) == [message])
        #expect(p.first?.position?.line == 1)
    }

    @Test("a declared density in range is used as given")
    func densityInRange() throws {
        let loaded = try LoadedScene.load(Array(android(bounds: "[0,0][10,10]", hierarchy: " density=\"2.625\"").utf8), fileName: "d.xml")
        #expect(loaded.checkEnvironment().densityInUse.value == 2.625)
        #expect(loaded.checkEnvironment().densityInUse.isGiven)
    }

    @Test("a Rico element with bounds [0,0,1e308,1e308]: refused at the element")
    func ricoBounds() {
        let text = #"{"activity_name": "a/b", "activity": {"root": {"class": "android.widget.FrameLayout", "bounds": [0, 0, 1440, 2560], "visibility": "visible", "children": [{"class": "android.widget.Button", "bounds": [0, 0, 1e308, 1e308], "clickable": true, "visibility": "visible"}]}}}"#
        let p = problems(text)
        #expect(p.count == 1)
        #expect(p.first?.message.hasPrefix("bounds: expected [left, top, right, bottom] with finite numbers within ±10000000") == true)
        #expect(p.first?.elementPath?.hasSuffix("Button[1]") == true)
    }

    @Test("XCUITest x and width of 1.797e308 (audited with null frames before): refused; CGRectNull's inf stays an empty frame")
    func xcuiTest() throws {
        let p = problems("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                <XCUIElementTypeButton type="XCUIElementTypeButton" x="1.7976931348623157e308" y="0" width="1.7976931348623157e308" height="10"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """)
        #expect(p.map(\.description) == [
            "3:132: Window[1]/Button[1]: x: 1.7976931348623157e308 is beyond ±10000000, the largest coordinate or size a screen can have",
            "3:132: Window[1]/Button[1]: width: 1.7976931348623157e308 is beyond ±10000000, the largest coordinate or size a screen can have",
        ])
        let app = problems("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="1e19" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844"/>
            </XCUIElementTypeApplication>
            """)
        #expect(app.map(\.message) == ["<XCUIElementTypeApplication> width: 1e19 is beyond ±10000000, the largest coordinate or size a screen can have"])
        let null = try DumpImporter.importDump(Array("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                <XCUIElementTypeButton type="XCUIElementTypeButton" x="inf" y="inf" width="0" height="0"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """.utf8))
        #expect(null.elements.last?.frameOnScreen == .zero)
    }

    @Test("WebDriverAgent: a frame text or a rect beyond a screen is refused at the element",
          arguments: [#""frame": "{{1.797e308, 0}, {10, 10}}""#, #""rect": {"x": 0, "y": 0, "width": 1e300, "height": 10}"#])
    func webDriverAgent(_ member: String) {
        let text = #"{"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"type": "Window", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": [{"type": "Button", "name": "b", "#
            + member + "}]}]}}"
        let p = problems(text)
        #expect(p.count == 1)
        #expect(p.first?.elementPath == "Window[1]/Button[1]")
        #expect(p.first?.message.contains("10000000") == true)
    }

    @Test("the checks' integer conversions saturate instead of trapping, whatever a scene's transforms make of a frame")
    func conversionsSaturate() {
        let r = SmallTargetCheck.pixelRect(Rect(minX: -1e308, minY: 0, maxX: 1e308, maxY: .infinity))
        #expect(r.left == -(1 << 53) && r.right == 1 << 53 && r.top == 0 && r.bottom == 1 << 53)
        #expect(r.width == 1 << 54)
        #expect(Int(saturating: .nan) == 0 && Int(saturating: -.infinity) == -(1 << 53) && Int(saturating: 12) == 12)
        let env = CheckEnvironment(platform: .android, displaySize: Size(width: 1e300, height: .nan))
        #expect(SmallTargetCheck.display(env)! == (1 << 53, 0))
        // A density near zero (an estimate from a display of 1e-300 px, say): saturated dp.
        #expect(TouchTargetSizeRule.dp(1_000_000, density: .leastNonzeroMagnitude) == 1 << 53)
        #expect(TouchTargetSizeRule.dp(0, density: 0) == 0)
        #expect(TouchTargetSizeRule.dpTruncated(-5, density: .leastNonzeroMagnitude) == -(1 << 53))
        #expect(TouchTargetSizeRule.dp(150, density: 3) == 50)
    }
}
