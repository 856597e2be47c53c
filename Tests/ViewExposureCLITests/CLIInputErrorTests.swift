@testable import ViewExposureCLI
import ViewExposureTestSupport
import Testing
import ViewExposure
import ViewExposureJSON

/// What every command shares: refusals of bad input with their exit statuses, any depth, and a
/// UI dump taken wherever a scene is.
@Suite("CLI: refusals, exit statuses and inputs every command shares")
struct CLIInputErrorTests {
    private let keyboard = fixturePath("ios-keyboard-over-button.xml")

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

    @Test("a control character quoted from the input is escaped: one message, one line")
    func controlCharactersInMessages() {
        // The key holds a newline and a terminal colour escape (a fuzzer's find).
        let r = exposure("audit", "-", stdin: #"{"value": {"type": "Application", "rect": {"x": 0, "y": 0, "width": 9, "height": 9}, "a\u0000b\n\u001b[31m", "x": 1}}"#)
        #expect(r.exitCode == 2)
        #expect(r.standardError == #"<stdin>:1:108: expected ':' after the key "a\u{0}b\n\u{1B}[31m", found ','"# + "\n")
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

    @Test("hit and render take a dump; the format comes from the content (standard input too)")
    func otherCommands() throws {
        let hit = exposure("hit", keyboard, "--point", "195,785")
        #expect(hit.exitCode == 0)
        #expect(hit.standardOutput.hasPrefix(#"{"view": "space", "path": ["Window[2]", "Window[2]/Other[1]", "Keyboard[1]", "space"]}"#))
        let text = String(decoding: try fixtureBytes("android-bottom-sheet.xml"), as: UTF8.self)
        let viaStdin = exposure("hit", "-", "--point", "360,250", stdin: text)
        #expect(viaStdin.standardOutput.hasPrefix(#"{"view": "touch_outside""#))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.file("dump-render.svg")
        let render = exposure("render", keyboard, "--audit", "--out", out)
        #expect(render.exitCode == 0)
        #expect(render.standardOutput == "{\"svg\": \"\(out)\", \"audit\": {\"elements\": 5, \"covered\": [\"signInButton\", \"payButton\"], \"unreachable\": [\"signInButton\", \"payButton\"]}}\n")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains("payButton: 0 % visible, covered by Keyboard[1]"))
        #expect(svg.contains("→ space"))
        #expect(exposure("render", keyboard, "--out", out).exitCode == 2)   // neither --view nor --audit
    }
}
