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
}
