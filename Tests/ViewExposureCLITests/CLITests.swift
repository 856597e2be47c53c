@testable import ViewExposureCLI
import ViewExposureTestSupport
import Testing
import ViewExposure
import ViewExposureJSON

@Suite("CLI: exposure commands run in-process")
struct CLITests {
    // MARK: measure

    @Test("measure --view prints the MRAID object of the feed's ad")
    func measureFeedAd() {
        let r = exposure("measure", examplePath("feed"), "--view", "ad")
        #expect(r.exitCode == 0)
        #expect(r.standardError == "")
        // The ad (375×250) sits at content y 360 in the feed scrolled by 400: screen y −40…210.
        // The feed clips at 0, the navigation bar (0…64) covers ad y 40…104, so the visible
        // part is ad y 104…250 (146 high). The compose button (303, 160, 56×56 on screen) covers
        // ad [303, 200, 56, 50] after clipping: visible area 375·146 − 56·50 = 51 950 of
        // 93 750 = 55.41333 %.
        #expect(r.standardOutput == """
            {"exposedPercentage": 55.4133, "visibleRectangle": {"x": 0.0, "y": 104.0, "width": 375.0, "height": 146.0}, "occlusionRectangles": [{"x": 303.0, "y": 200.0, "width": 56.0, "height": 50.0}]}

            """)
    }

    @Test("friendly obstructions are listed after the MRAID keys")
    func measureFriendly() {
        let r = exposure("measure", examplePath("interstitial"), "--view", "ad")
        #expect(r.exitCode == 0)
        // ad 375×667 = 250 125; the status bar window (375×20 = 7 500) and the skip timer
        // (72×28 = 2 016) obstruct; the close button is friendly: 240 609 / 250 125 = 96.19550 %.
        #expect(r.standardOutput == """
            {"exposedPercentage": 96.1955, "visibleRectangle": {"x": 0.0, "y": 20.0, "width": 375.0, "height": 647.0}, "occlusionRectangles": [{"x": 16.0, "y": 44.0, "width": 72.0, "height": 28.0}], "friendlyObstructions": [{"id": "closeButton", "purpose": "closeAd", "reason": "Close button", "rect": {"x": 319.0, "y": 40.0, "width": 40.0, "height": 40.0}}]}

            """)
    }

    @Test("--policy content: containers that draw nothing do not obstruct")
    func measurePolicy() {
        let r = exposure("measure", examplePath("interstitial"), "--view", "ad", "--policy", "content")
        #expect(r.exitCode == 0)
        // The status bar draws nothing, only its clock (75×16 = 1 200) obstructs:
        // (250 125 − 2 016 − 1 200) / 250 125 = 98.71424 %.
        #expect(r.standardOutput.hasPrefix(#"{"exposedPercentage": 98.7142, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 375.0, "height": 667.0}, "occlusionRectangles": [{"x": 16.0, "y": 44.0, "width": 72.0, "height": 28.0}, {"x": 150.0, "y": 2.0, "width": 75.0, "height": 16.0}]"#))
    }

    @Test("measure --all lists every view with an id, one per line, in document order")
    func measureAll() {
        let r = exposure("measure", examplePath("carousel"), "--all")
        #expect(r.exitCode == 0)
        let lines = r.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "{")
        #expect(lines.last == "}")
        let keys = lines.dropFirst().dropLast().map { $0.split(separator: "\"")[1] }
        #expect(keys == ["window", "list", "row0", "carouselRow", "carousel", "card0", "card1", "card2",
                         "card3", "card4", "row2", "row3", "row4", "row5", "row6"])
        // card1 (164×180) at carousel x 196, scrolled by 260 → x −64…100: 100 wide visible
        // (card x 64…164). The carousel row is at list y 120, the list scrolled by 200 → the
        // card (row y 10…190) is at y −70…110: 110 high visible (card y 70…180).
        // 100·110 / (164·180) = 37.26287 %.
        #expect(lines.contains(#"  "card1": {"exposedPercentage": 37.2629, "visibleRectangle": {"x": 64.0, "y": 70.0, "width": 100.0, "height": 110.0}, "occlusionRectangles": null},"#))
        // The JSON parses back (the library's own strict parser).
        let parsed = try? JSONDocument.parse(r.standardOutput)
        #expect(parsed?.root.count == 15)
    }

    @Test("--view and --all together, or neither, is a usage error (exit 2)")
    func measureUsage() {
        let both = exposure("measure", examplePath("feed"), "--view", "ad", "--all")
        #expect(both.exitCode == 2)
        #expect(both.standardError.contains("give one of --view ID, --views ID,ID,… and --all"))
        let neither = exposure("measure", examplePath("feed"))
        #expect(neither.exitCode == 2)
        #expect(neither.standardError.contains("missing --view ID (or --views ID,ID,… or --all)"))
        #expect(neither.standardOutput == "")
    }

    @Test("an unknown view id is bad input, with a suggestion")
    func unknownView() {
        let r = exposure("measure", examplePath("feed"), "--view", "add")
        #expect(r.exitCode == 2)
        #expect(r.standardError == "\(examplePath("feed")): --view: no view with id \"add\"; did you mean \"ad\"?\n")
        #expect(r.standardOutput == "")
    }

    // MARK: input errors

    @Test("every problem of a bad scene is one line on stderr, exit 2")
    func badScene() {
        let r = exposure("measure", "-", "--view", "a", stdin: """
            {"windows": [{"frame": [0, 0, 10], "subviews": [{"id": "a", "frame": [0, 0, 1, 1], "alpha": 7}]}]}
            """)
        #expect(r.exitCode == 2)
        #expect(r.standardOutput == "")
        #expect(r.standardError == """
            <stdin>: windows[0].frame: expected 4 finite numbers, got 3
            <stdin>: windows[0].subviews[0].alpha: expected a number in 0...1, got 7

            """)
    }

    @Test("invalid JSON reports line:column, exit 2")
    func badJSON() {
        let r = exposure("convert", "-", "--from", "a", "--to", "window", "--point", "0,0",
                         stdin: "{\"windows\": [\n  {\"frame\": [0, 0, 1, 1]},\n]}")
        #expect(r.exitCode == 2)
        #expect(r.standardError == "<stdin>:3:1: trailing comma before ']' is not allowed\n")
    }

    @Test("a missing file or a directory is bad input")
    func missingFile() {
        let missing = exposure("measure", "/nonexistent/scene.json", "--view", "a")
        #expect(missing.exitCode == 2)
        #expect(missing.standardError == "/nonexistent/scene.json: no such file\n")
        let directory = exposure("measure", packageRoot(), "--view", "a")
        #expect(directory.exitCode == 2)
        #expect(directory.standardError == "\(packageRoot()): is a directory, not a file\n")
    }

    @Test("unknown subcommands and options are usage errors, exit 2")
    func usageErrors() {
        #expect(exposure("frobnicate").exitCode == 2)
        #expect(exposure("measure", examplePath("feed"), "--view", "ad", "--bogus").exitCode == 2)
        #expect(exposure("measure", examplePath("feed"), "--view", "ad", "--policy", "some").exitCode == 2)
    }

    @Test("failures map to exit statuses 2 (bad input) and 1 (internal)")
    func failureStatuses() {
        #expect(CLIFailure.badInput("x").exitCode == 2)
        #expect(CLIFailure.internalFailure("x").exitCode == 1)
        #expect(CLIFailure.internalFailure("boom").lines == ["exposure: internal failure: boom"])
    }

    @Test("a 10 000-deep scene through measure, convert and render (iterative all the way)")
    func deepScene() throws {
        let depth = 10_000
        var scene = #"{"root": {"id": "w", "frame": [0, 0, 400, 400], "subviews": ["#
        for level in 0..<depth { scene += #"{"id": "d\#(level)", "frame": [0.02, 0.02, 100, 100], "subviews": ["# }
        scene += #"{"id": "leaf", "frame": [0, 0, 10, 10]}"#
        for _ in 0..<depth { scene += "]}" }
        scene += "]}}"
        let input = Array(scene.utf8)
        // The leaf is 10 000 × 0.02 = 200 points from the window's corner, fully on screen.
        let measured = ExposureCLI.run(["measure", "-", "--view", "leaf"]) { input }
        #expect(measured.standardOutput == #"{"exposedPercentage": 100.0, "visibleRectangle": {"x": 0.0, "y": 0.0, "width": 10.0, "height": 10.0}, "occlusionRectangles": null}"# + "\n")
        let converted = ExposureCLI.run(["convert", "-", "--from", "leaf", "--to", "window", "--point", "0,0"]) { input }
        #expect(converted.standardOutput == "{\"point\": [200.0, 200.0]}\n")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.file("out.svg")
        let rendered = ExposureCLI.run(["render", "-", "--view", "leaf", "--out", out]) { input }
        #expect(rendered.exitCode == 0)
        #expect(try readFileBytes(out).count > 10_000 * 50)
    }

    // MARK: convert

    @Test("convert a point and a rect between views and to the window")
    func convert() {
        // The ad's origin: content y 360, feed scrolled by 400 → window y −40.
        #expect(exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point", "0,0").standardOutput
                == "{\"point\": [0.0, -40.0]}\n")
        #expect(exposure("convert", examplePath("feed"), "--from", "ad", "--to", "feed", "--rect", "0,0,375,250").standardOutput
                == "{\"rect\": [0.0, 360.0, 375.0, 250.0]}\n")
        // From window coordinates into the ad: the inverse.
        #expect(exposure("convert", examplePath("feed"), "--from", "window", "--to", "ad", "--point", "10, 0").standardOutput
                == "{\"point\": [10.0, 40.0]}\n")
        // Negative values with '='.
        #expect(exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point=-5,-0.5").standardOutput
                == "{\"point\": [-5.0, -40.5]}\n")
    }

    @Test("convert takes values that start with '-' as they are, for --point and --rect")
    func convertNegativeValues() {
        let point = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point", "-5,-5")
        #expect(point.exitCode == 0)
        #expect(point.standardOutput == "{\"point\": [-5.0, -45.0]}\n")
        let rect = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "feed", "--rect", "-5,-5,10,10")
        #expect(rect.exitCode == 0)
        #expect(rect.standardOutput == "{\"rect\": [-5.0, 355.0, 10.0, 10.0]}\n")
        let attached = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "feed", "--rect=-5,-5,10,10")
        #expect(attached.standardOutput == rect.standardOutput)
        // A value is still checked: "-5" alone is not X,Y (bad input, not a usage error).
        let short = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point", "-5")
        #expect(short.exitCode == 2)
        #expect(short.standardError == "--point: expected X,Y (2 finite numbers separated by commas), got \"-5\"\n")
        // A negative width is refused by the rect rule, not taken for an option.
        let negative = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--rect", "-1,2,-3,4")
        #expect(negative.standardError == "--rect: width and height must not be negative, got \"-1,2,-3,4\"\n")
    }

    @Test("convert through a rotation: a point maps through the transform about the center")
    func convertRotated() {
        let scene = #"{"root": {"frame": [0, 0, 200, 200], "subviews": [{"id": "r", "frame": [0, 0, 100, 50], "transform": [0, 1, -1, 0, 0, 0]}]}}"#
        // Center (50, 25); (0, 0) is (−50, −25) from the middle; rotating by 90° clockwise
        // (a=0 b=1 c=−1 d=0): x' = −y = 25, y' = x = −50 → (75, −25).
        let point = ExposureCLI.run(["convert", "-", "--from", "r", "--to", "window", "--point", "0,0"]) { Array(scene.utf8) }
        #expect(point.standardOutput == "{\"point\": [75.0, -25.0]}\n")
        // The whole 100×50 bounds become the 50×100 box around (50, 25).
        let rect = ExposureCLI.run(["convert", "-", "--from", "r", "--to", "window", "--rect", "0,0,100,50"]) { Array(scene.utf8) }
        #expect(rect.standardOutput == "{\"rect\": [25.0, -25.0, 50.0, 100.0]}\n")
    }

    @Test("convert refuses bad coordinates, views in different windows and singular transforms")
    func convertErrors() {
        let bad = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--point", "1,nan")
        #expect(bad.exitCode == 2)
        #expect(bad.standardError == "--point: expected X,Y (2 finite numbers separated by commas), got \"1,nan\"\n")
        let short = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--rect", "1,2,3")
        #expect(short.standardError == "--rect: expected X,Y,W,H (4 finite numbers separated by commas), got \"1,2,3\"\n")
        let negative = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window", "--rect", "1,2,-3,4")
        #expect(negative.standardError == "--rect: width and height must not be negative, got \"1,2,-3,4\"\n")
        let both = exposure("convert", examplePath("feed"), "--from", "ad", "--to", "window")
        #expect(both.exitCode == 2)
        let windows = exposure("convert", examplePath("interstitial"), "--from", "ad", "--to", "statusBar.clock", "--point", "0,0")
        #expect(windows.exitCode == 2)
        #expect(windows.standardError.hasSuffix("--from ad --to statusBar.clock: the views are not in the same tree (or window); their coordinates cannot be related\n"))
        let singular = ExposureCLI.run(["convert", "-", "--from", "window", "--to", "z", "--point", "0,0"]) {
            Array(#"{"root": {"frame": [0, 0, 10, 10], "subviews": [{"id": "z", "frame": [0, 0, 5, 5], "transform": [0, 0, 0, 0, 0, 0]}]}}"#.utf8)
        }
        #expect(singular.exitCode == 2)
        #expect(singular.standardError.contains("view z has a singular transform"))
    }

    // MARK: render

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
