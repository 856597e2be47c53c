@testable import ViewExposureCLI
import ViewExposureTestSupport
import ViewExposureDumps
import Foundation
import ViewExposureJSON
import Testing
import ViewExposure
import ViewExposureScene

@Suite("exposure import")
struct ImportCommandTests {
    private let sheet = fixturePath("android-bottom-sheet.xml")

    @Test("import writes the equivalent scene: same tree, same answers")
    func importScene() throws {
        let r = exposure("import", sheet)
        #expect(r.exitCode == 0 && r.standardError == "")
        let scene = try Scene.decode(r.standardOutput)
        let dump = try DumpImporter.importDump(fixtureBytes("android-bottom-sheet.xml"))
        #expect(scene.viewCount == dump.elements.count)
        let scrim = try #require(scene.view(withIdentifier: "touch_outside"))
        #expect(scrim.frame == Rect(x: 0, y: 0, width: 720, height: 1280) && scrim.drawsContent)
        #expect(scene.view(withIdentifier: "main_content")?.drawsContent == false)
        #expect(scene.view(withIdentifier: "main_content")?.hitTestPolicy == .passThrough)
        // Replaying the scene gives the dump's answers (with the dump's policy).
        let fromScene = exposure("measure", "-", "--view", "touch_outside", "--policy", "content", stdin: r.standardOutput)
        let fromDump = exposure("measure", sheet, "--view", "touch_outside")
        #expect(fromScene.standardOutput == fromDump.standardOutput)
        #expect(exposure("hit", "-", "--point", "360,250", stdin: r.standardOutput).standardOutput
                == exposure("hit", sheet, "--point", "360,250").standardOutput)
        // Notes go to standard error.
        let multi = exposure("import", fixturePath("android-keyboard-multiwindow.xml"))
        #expect(multi.standardError.contains("android-keyboard-multiwindow.xml: note: windows put back to front"))
    }
}
