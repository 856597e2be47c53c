@testable import ViewExposureCLI
import Foundation
import ViewExposureTestSupport
import Testing
import ViewExposure

@Suite("exposure hit")
struct HitTestCommandTests {
    /// window ⊃ [button ⊃ label (non-interactive), overlay (non-interactive, over the button's
    /// right half)] in a window placed at (10, 20) on the screen.
    static let scene = """
        {"windows": [{"id": "window", "frame": [10, 20, 200, 100], "subviews": [
          {"id": "button", "frame": [0, 0, 100, 40], "subviews": [
            {"id": "label", "frame": [10, 10, 30, 20], "userInteractionEnabled": false,
             "alignmentInsets": [1, 1, 1, 1]}]},
          {"id": "overlay", "frame": [50, 0, 50, 40], "userInteractionEnabled": false}]}]}
        """

    @Test func printsReceiverAndPathInScreenCoordinates() {
        // Screen (25, 35) = window (15, 15): inside the label, received by the button.
        let r = runExposure(["hit", "-", "--point", "25,35"], scene: Self.scene)
        #expect(r.exitCode == 0)
        #expect(r.standardOutput == "{\"view\": \"button\", \"path\": [\"window\", \"button\"]}\n")
    }

    @Test func auditReportsFrontmostAndPassThrough() {
        // Label inside its button: not a pass-through.
        let a = runExposure(["hit", "-", "--point", "25,35", "--audit"], scene: Self.scene)
        #expect(a.standardOutput == "{\"view\": \"button\", \"path\": [\"window\", \"button\"], \"frontmost\": \"label\", \"passThrough\": false}\n")
        // Screen (80, 30) = window (70, 10): under the non-interactive overlay over the button.
        let b = runExposure(["hit", "-", "--point", "80,30", "--audit"], scene: Self.scene)
        #expect(b.standardOutput == "{\"view\": \"button\", \"path\": [\"window\", \"button\"], \"frontmost\": \"overlay\", \"passThrough\": true}\n")
    }

    @Test func nothingReceivesOutsideEveryWindow() {
        let r = runExposure(["hit", "-", "--point", "5,5", "--audit"], scene: Self.scene)
        #expect(r.exitCode == 0)
        #expect(r.standardOutput == "{\"view\": null, \"path\": [], \"frontmost\": null, \"passThrough\": false}\n")
    }

    /// A point whose value starts with '-' is a value, not an option (spec: every numeric
    /// option); outside every window nothing receives the touch.
    @Test func negativePointIsAValue() {
        let feed = packagePath("Examples/feed.json")
        let r = ExposureCLI.run(["hit", feed, "--point", "-1,-1"])
        #expect(r.exitCode == 0)
        #expect(r.standardError.isEmpty)
        #expect(r.standardOutput == "{\"view\": null, \"path\": []}\n")
        let attached = ExposureCLI.run(["hit", feed, "--point=-1,-1"])
        #expect(attached.standardOutput == r.standardOutput)
        // A window placed at (−50, −50) on the screen: the negative point (−10, −20) lies in it.
        let shifted = """
            {"windows": [{"id": "window", "frame": [-50, -50, 100, 100]}]}
            """
        let inside = runExposure(["hit", "-", "--point", "-10,-20", "--audit"], scene: shifted)
        #expect(inside.exitCode == 0)
        #expect(inside.standardOutput == "{\"view\": \"window\", \"path\": [\"window\"], \"frontmost\": \"window\", \"passThrough\": false}\n")
    }

    @Test func renderTakesNegativePoints() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.file("render.svg")
        let r = runExposure(["render", "-", "--view", "button", "--point", "-3,-4", "--point", "80,30",
                             "--out", out], scene: Self.scene)
        #expect(r.exitCode == 0)
        #expect(r.standardOutput.contains("\"hits\": [{\"point\": [-3.0, -4.0], \"view\": null"))
        #expect(r.standardOutput.contains("{\"point\": [80.0, 30.0], \"view\": \"button\""))
    }

    @Test func badPointIsExitTwo() {
        let r = runExposure(["hit", "-", "--point", "1,x"], scene: Self.scene)
        #expect(r.exitCode == 2)
        #expect(r.standardError.contains("--point"))
        #expect(r.standardOutput.isEmpty)
    }

    @Test func flutterOverlayExampleIntercepts() {
        let file = packagePath("Examples/flutter-overlay.json")
        // (100, 320): inside the overlay (y 250..350) over the ad container (y 300..550): the
        // container swallows the touch; the flutter view gets it.
        let a = ExposureCLI.run(["hit", file, "--point", "100,320", "--audit"])
        #expect(a.exitCode == 0)
        #expect(a.standardOutput == "{\"view\": \"flutterView\", \"path\": [\"window\", \"flutterView\"], \"frontmost\": \"flutterOverlay\", \"passThrough\": false}\n")
        // (100, 400): the ad alone.
        let b = ExposureCLI.run(["hit", file, "--point", "100,400", "--audit"])
        #expect(b.standardOutput == "{\"view\": \"nativeAd\", \"path\": [\"window\", \"flutterView\", \"adContainer\", \"nativeAd\"], \"frontmost\": \"nativeAd\", \"passThrough\": false}\n")
        // (100, 530): under adHint, registered as ignoring pointers: the ad gets the touch on
        // purpose, and the audit still says it went past a drawn view.
        let c = ExposureCLI.run(["hit", file, "--point", "100,530", "--audit"])
        #expect(c.standardOutput == "{\"view\": \"nativeAd\", \"path\": [\"window\", \"flutterView\", \"adContainer\", \"nativeAd\"], \"frontmost\": \"adHint\", \"passThrough\": true}\n")
    }

    @Test func renderMarksTouchesAndAlignmentRects() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.file("render.svg")
        let r = runExposure(["render", "-", "--view", "button", "--point", "80,30", "--alignment",
                             "--out", out], scene: Self.scene)
        #expect(r.exitCode == 0)
        #expect(r.standardOutput.contains("\"hits\": [{\"point\": [80.0, 30.0], \"view\": \"button\", \"frontmost\": \"overlay\", \"passThrough\": true}]"))
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains("touch (80.0, 30.0) → button: PASS-THROUGH"))
        #expect(svg.contains("drawn on top at (80.0, 30.0): overlay"))
        #expect(svg.contains("alignment rectangles (1)"))
    }
}
