@testable import ViewExposureCLI
import ViewExposureTestSupport
import Foundation
import ViewExposureJSON
import Testing
import ViewExposure

@Suite("CLI: accessibility checks, tap-point and the HTML report")
struct AccessibilityCLITests {
    private let android = fixturePath("android-small-targets.xml")
    private let ios = fixturePath("ios-accessibility-checks.xml")

    @Test("tap-point prints {x, y}; exit 1 with the reason when nothing reaches the element")
    func tapPoint() {
        let ok = exposure("tap-point", ios, "--element", "bigButton")
        #expect(ok.exitCode == 0 && ok.standardOutput == #"{"x": 190.0, "y": 201.0}"# + "\n")
        let none = exposure("tap-point", ios, "--element", "buyA")
        #expect(none.exitCode == 1 && none.standardError.contains("buyA: no tap point") && none.standardError.contains("buyB"))
        let bad = exposure("tap-point", ios, "--element", "nope")
        #expect(bad.exitCode == 2)
    }

    @Test("audit lines carry tapPoint and findings; --checks selects; --fail-on CHECK fails on certain findings only")
    func checksAndFailOn() throws {
        let all = exposure("audit", android, "--density", "2.625")
        #expect(all.exitCode == 0)
        let lines = try all.standardOutput.split(separator: "\n").map { try JSONDocument.parse(String($0)).root }
        let icon = try #require(lines.first { $0["element"]?.string == "icon" })
        #expect(icon["tapPoint"]?.elements.compactMap(\.number) == [250, 350])
        #expect(icon["findings"]?.elements.first?["check"]?.string == "smallTarget")
        let only = exposure("audit", android, "--density", "2.625", "--checks", "clipped")
        #expect(!only.standardOutput.contains("smallTarget") && only.standardOutput.contains("\"clipped\""))
        let fail = exposure("audit", android, "--density", "2.625", "--fail-on", "smallTarget")
        #expect(fail.exitCode == 1 && fail.standardError.contains("--fail-on smallTarget"))
        // Without a density every smallTarget finding is uncertain: nothing fails.
        #expect(exposure("audit", android, "--fail-on", "smallTarget").exitCode == 0)
        #expect(exposure("audit", android, "--checks", "smallTarget,nope").exitCode == 2)
        #expect(exposure("audit", android, "--density", "0").exitCode == 2)
    }

    @Test("--html writes one self-contained page with one row per control of the JSON lines")
    func htmlReport() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let out = dir.file("report.html")
        let r = exposure("audit", android, ios, "--html", out)
        #expect(r.exitCode == 0)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        let lines = r.standardOutput.split(separator: "\n").count
        #expect(html.components(separatedBy: "<tr class=\"control\"").count - 1 == lines)
        #expect(html.components(separatedBy: "<rect class=\"control").count - 1 == lines)
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
    }

    @Test("--fail-on CHECK fails on ATF errors, CHECK:warning on warnings too; --fail-on repeats")
    func failOnLevelsAndRepeats() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // A WebView's small link: ATF demotes it to a warning.
        let web = dir.file("web.xml")
        let xml = "<hierarchy rotation=\"0\" width=\"1080\" height=\"2400\"><node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400]\">"
            + "<node class=\"android.webkit.WebView\" bounds=\"[0,100][1080,2300]\"><node resource-id=\"x:id/link\" class=\"android.view.View\" clickable=\"true\" visible-to-user=\"true\" bounds=\"[100,500][200,560]\"/></node>"
            + "</node></hierarchy>"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: web))
        #expect(exposure("audit", web, "--density", "2.625", "--fail-on", "smallTarget").exitCode == 0)
        let warn = exposure("audit", web, "--density", "2.625", "--fail-on", "smallTarget:warning")
        #expect(warn.exitCode == 1 && warn.standardError.contains("--fail-on smallTarget:warning"))
        // Two --fail-on: both criteria, no file named "duplicateBounds".
        let two = exposure("audit", android, "--density", "2.625", "--fail-on", "duplicateBounds", "--fail-on", "smallTarget")
        #expect(two.exitCode == 1 && two.standardError.contains("--fail-on duplicateBounds") && two.standardError.contains("--fail-on smallTarget"))
        let mixed = exposure("audit", "--fail-on", "covered", "90", "--fail-on", "clipped", android)
        #expect(mixed.exitCode == 1 && mixed.standardError.contains("(--fail-on covered)"))
        #expect(exposure("audit", android, "--fail-on", "smallTarget:severe").exitCode == 2)
        #expect(exposure("audit", android, "--fail-on", "covered", "10", "--fail-on", "covered", "20").exitCode == 2)
    }

    @Test("--junit and --sarif: one test case per control with a failure per certain finding; one SARIF result per finding")
    func ciFormats() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let junit = dir.file("audit.xml"), sarif = dir.file("audit.sarif")
        let r = exposure("audit", android, ios, "--density", "2.625", "--junit", junit, "--sarif", sarif)
        #expect(r.exitCode == 0)
        let lines = try r.standardOutput.split(separator: "\n").map { try JSONDocument.parse(String($0)).root }
        let findings = lines.flatMap { $0["findings"]?.elements ?? [] }
        let certain = findings.filter { $0["certain"]?.bool == true }
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == lines.count)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == certain.count)
        let log = try JSONDocument.parse(String(contentsOfFile: sarif, encoding: .utf8)).root
        #expect(log["version"]?.string == "2.1.0")
        let results = log["runs"]?.elements.first?["results"]?.elements ?? []
        #expect(results.count == findings.count && !findings.isEmpty)
        let icon = try #require(results.first { $0["locations"]?.elements.first?["logicalLocations"]?.elements.first?["name"]?.string == "icon" })
        #expect(icon["ruleId"]?.string == "smallTarget" && icon["level"]?.string == "error")
        #expect(MarkupEscaping.escaped("a<\u{1}\"&") == "a&lt;\u{FFFD}&quot;&amp;")
        #expect(AuditSARIFReport.uri("dumps/a b#1.xml") == "dumps/a%20b%231.xml")
    }

    @Test("screenshot sizes from PNG and JPEG headers; hostile bytes give nil")
    func screenshotHeaders() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 4, 56, 0, 0, 9, 96, 8, 2, 0, 0, 0]   // 1080 x 2400
        #expect(ScreenshotImage.pngSize(png).map { [$0.0, $0.1] } == [1080, 2400])
        #expect(ScreenshotImage(bytes: png)?.mimeType == "image/png")
        #expect(ScreenshotImage.pngSize(Array(png.prefix(20))) == nil)
        // SOI, an APP0 segment (16 bytes), fill bytes, SOF2 (progressive): 8-bit, 2532 x 1170.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14)
            + [0xFF, 0xFF, 0xC2, 0, 17, 8, 0x09, 0xE4, 0x04, 0x92, 3] + [UInt8](repeating: 0, count: 9)
        #expect(ScreenshotImage.jpegSize(jpeg).map { [$0.0, $0.1] } == [1170, 2532])
        // A DHT (C4) segment is no frame; a length past the end, a scan before any frame: nil.
        #expect(ScreenshotImage.jpegSize([0xFF, 0xD8, 0xFF, 0xC4, 0, 4, 0, 0, 0xFF, 0xDA, 0, 2]) == nil)
        #expect(ScreenshotImage.jpegSize([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0]) == nil)
        #expect(ScreenshotImage.jpegSize([0xFF, 0xD8, 0xFF, 0xC0, 0, 1]) == nil)
        #expect(ScreenshotImage(bytes: Array("<svg/>".utf8)) == nil && ScreenshotImage(bytes: []) == nil)
    }

    @Test("--html: the screenshot (given or beside the dump) drawn under the outlines, assumptions stated, rows worst first")
    func htmlScreenshot() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 1, 14, 0, 0, 2, 88, 8, 2, 0, 0, 0]   // 270 x 600: a quarter of 1080 x 2400
        let dump = dir.file("screen.xml"), image = dir.file("screen.png"), out = dir.file("r.html")
        try Data(contentsOf: URL(fileURLWithPath: android)).write(to: URL(fileURLWithPath: dump))
        try Data(png).write(to: URL(fileURLWithPath: image))
        #expect(exposure("audit", dump, "--html", out).exitCode == 0)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.contains("href=\"data:image/png;base64,") && html.contains("270×600 px, drawn under the outlines at 0.25×"))
        #expect(html.contains("Density 2.625 px per dp, estimated") && html.contains("Display 1080×2400 px, stated by the dump."))
        // Worst first: the unreachable and covered bigButton before the quiet edgeButton.
        let big = try #require(html.range(of: ">bigButton<")), edge = try #require(html.range(of: ">edgeButton<"))
        #expect(big.lowerBound < edge.lowerBound)
        // Given explicitly: a file that is no image is bad input; --screenshot wants --html and one file.
        #expect(exposure("audit", dump, "--html", out, "--screenshot", dump).exitCode == 2)
        #expect(exposure("audit", dump, "--screenshot", image).exitCode == 2)
        #expect(exposure("audit", dump, ios, "--html", out, "--screenshot", image).exitCode == 2)
        #expect(exposure("audit", ios, "--html", out, "--screenshot", image).exitCode == 0)
        let stretched = try String(contentsOfFile: out, encoding: .utf8)
        // 270 x 600 px over a 390 x 844 pt screen: 0.69× across, 0.71× down — said, not hidden.
        #expect(stretched.contains("across and 0.71× down — its aspect ratio is not the screen") && stretched.contains("iOS (xcuitest-xml)"))
        #expect(!html.contains("aspect ratio is not the screen"))
    }

    @Test("--html draws the screen the windows holding visible controls cover, not a window sized in pixels that shows nothing")
    func htmlPictureExtent() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let dump = dir.file("board.xml"), out = dir.file("r.html")
        let xml = "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"Board\" enabled=\"true\" visible=\"true\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">"
            + "<XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" enabled=\"true\" visible=\"true\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">"
            + "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"go\" label=\"Go\" enabled=\"true\" visible=\"true\" x=\"20\" y=\"100\" width=\"200\" height=\"50\"/></XCUIElementTypeWindow>"
            + "<XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" enabled=\"true\" visible=\"false\" x=\"0\" y=\"0\" width=\"1170\" height=\"2532\"/>"
            + "</XCUIElementTypeApplication>"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: dump))
        #expect(exposure("audit", dump, "--html", out).exitCode == 0)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.contains("<svg width=\"333\" height=\"720\" viewBox=\"0 0 390 844\""))
    }
}
