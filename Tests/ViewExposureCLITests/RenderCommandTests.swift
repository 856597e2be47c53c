@testable import ViewExposureCLI
import ViewExposureTestSupport
import Testing
import ViewExposure
import ViewExposureJSON

@Suite("exposure render")
struct RenderCommandTests {
    @Test("render writes an SVG with the outlines, labels, visible and occlusion rects")
    func render() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.file("out.svg")
        let r = exposure("render", examplePath("feed"), "--view", "ad", "--out", out)
        #expect(r.exitCode == 0)
        #expect(r.standardOutput.hasPrefix("{\"svg\": \"\(out)\", \"exposure\": {\"exposedPercentage\": 55.4133,"))
        let svg = try readFileText(out)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains(">composeButton</text>"))
        #expect(svg.contains(">exposure of &quot;ad&quot;: 55.4133 % visible</text>"))
        // Visible rect: ad y 104…250 → screen y 64…210 (the ad is at screen y −40).
        #expect(svg.contains("<polygon points=\"0,64 375,64 375,210 0,210\" fill=\"#2ca02c\""))
        // Occlusion rect ad [303, 200, 56, 50] → screen [303, 160, 56, 50].
        #expect(svg.contains("<polygon points=\"303,160 359,160 359,210 303,210\" fill=\"#d62728\""))
        // Legend entries.
        #expect(svg.contains(">occlusion rectangles (1)</text>"))
    }

    @Test("render draws a rotated view as its rotated polygon and hidden views dotted")
    func renderRotated() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.file("out.svg")
        let scene = #"""
            {"windows": [{"id": "window", "frame": [0, 0, 400, 300], "subviews": [
              {"id": "ad", "frame": [40, 40, 200, 120]},
              {"id": "sticker", "frame": [180, 100, 120, 60], "transform": [0.8660254, 0.5, -0.5, 0.8660254, 0, 0]},
              {"id": "gone", "frame": [0, 250, 400, 50], "hidden": true}]}]}
            """#
        let r = ExposureCLI.run(["render", "-", "--view", "ad", "--out", out]) { Array(scene.utf8) }
        #expect(r.exitCode == 0)
        let svg = try readFileText(out)
        // Sticker: center (240, 130), corners (±60, ±30) rotated by 30° (a = 0.8660254,
        // b = 0.5): (−60, −30) → (−51.96 + 15, −30 − 25.98) + center = (203.038, 74.019), etc.
        #expect(svg.contains("<polygon points=\"203.038,74.019 306.962,134.019 276.962,185.981 173.038,125.981\" fill=\"#4a6fa5\""))
        // The hidden view is dotted grey; the tested view's label is bold orange.
        #expect(svg.contains("<polygon points=\"0,250 400,250 400,300 0,300\" fill=\"none\" stroke=\"#b0b0b0\" stroke-width=\"0.6\" stroke-dasharray=\"1 2\">"))
        #expect(svg.contains("font-weight=\"bold\" fill=\"#c85a00\" stroke=\"white\" stroke-width=\"2.5\" paint-order=\"stroke\" stroke-linejoin=\"round\">ad</text>"))
        #expect(svg.contains(">hidden or transparent view</text>"))
    }

    @Test("render to an unwritable path is bad input")
    func renderUnwritable() {
        let r = exposure("render", examplePath("feed"), "--view", "ad", "--out", "/nonexistent-dir/x.svg")
        #expect(r.exitCode == 2)
        #expect(r.standardError.hasPrefix("/nonexistent-dir/x.svg: cannot be written"))
    }
}
