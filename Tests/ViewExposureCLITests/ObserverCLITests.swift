@testable import ViewExposureCLI
import ViewExposureTestSupport
import Testing
import ViewExposure

/// `exposure observe`: output lines, timeline decoding errors (exit 2).
@Suite struct ObserverCLITests {
    private static let root = packageRoot()

    private func observe(scene: String, timeline: String) -> CLIResult {
        ExposureCLI.run(["observe", scene, "--timeline", "-"], standardInput: { Array(timeline.utf8) })
    }

    /// A 100 × 100 box at window y 500 in a clipping 400 × 600 list; the window is 400 × 600.
    private let scene = """
        {"windows": [{"id": "window", "frame": [0, 0, 400, 600], "subviews": [
          {"id": "list", "frame": [0, 0, 400, 600], "clipsToBounds": true, "subviews": [
            {"id": "box", "frame": [0, 550, 100, 100]}]}]}]}
        """

    private func withScene<T>(_ body: (String) throws -> T) throws -> T {
        try withTemporaryFile(named: "scene.json", containing: scene, body)
    }

    /// Box at y 550: 50 of 100 rows visible (0.5). Scrolling by 50 shows all of it at 100 ms;
    /// the timeline's set goes through the scene keys.
    @Test func printsOneLinePerEntry() throws {
        let result = try withScene { path in
            observe(scene: path, timeline: """
                {"observer": {"thresholds": [0.5, 1]}, "targets": [{"view": "box", "dataKey": "k"}],
                 "events": [{"t": 0}, {"t": 100, "set": {"view": "list", "boundsOrigin": [0, 50]}}]}
                """)
        }
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == """
            {"time": 0.0, "target": "box", "dataKey": "k", "isIntersecting": true, "intersectionRatio": 0.5, "boundingClientRect": [0.0, 550.0, 100.0, 100.0], "intersectionRect": [0.0, 550.0, 100.0, 50.0], "rootBounds": [0.0, 0.0, 400.0, 600.0]}
            {"time": 100.0, "target": "box", "dataKey": "k", "isIntersecting": true, "intersectionRatio": 1, "boundingClientRect": [0.0, 500.0, 100.0, 100.0], "intersectionRect": [0.0, 500.0, 100.0, 100.0], "rootBounds": [0.0, 0.0, 400.0, 600.0]}

            """)
    }

    @Test func badTimelineNamesEveryProblemWithItsPath() throws {
        let result = try withScene { path in
            observe(scene: path, timeline: """
                {"observer": {"rootMargin": "10pt", "thresholds": [0, 2], "throtleMs": 5, "reuseGraceMs": -1},
                 "targets": [{"view": "nope"}],
                 "events": [{"t": 10}, {"t": 5, "appState": "asleep"}, {"set": {"view": "box", "alpha": 2}}]}
                """)
        }
        #expect(result.exitCode == 2)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines == [
            "<stdin>: observer.rootMargin: rootMargin \"10pt\": value 1 \"10pt\" is not a length in px or % (e.g. 10px, -5.5px, 25%)",
            "<stdin>: observer.thresholds[1]: expected a number in 0...1, got 2",
            "<stdin>: observer.throtleMs: unknown key; did you mean \"throttleMs\"?",
            "<stdin>: observer.reuseGraceMs: expected milliseconds in 0...1000000000000, got -1",
            "<stdin>: targets[0].view: no view with id \"nope\" in the scene",
            "<stdin>: events[1].appState: expected one of \"active\", \"inactive\", \"background\", got \"asleep\"",
            "<stdin>: events[1].t: time goes back: 5 after 10",
            "<stdin>: events[2].set.alpha: expected a number in 0...1, got 2",
            "<stdin>: events[2]: missing required key \"t\" (milliseconds)",
        ])
    }

    @Test func exampleTimelineRunsOnTheFeedExample() {
        let result = ExposureCLI.run(["observe", Self.root + "/Examples/feed.json",
                                      "--timeline", Self.root + "/Examples/feed-timeline.json"])
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n")
        // The ad (0.584 visible under the navigation bar margin), scrolled past, the app in
        // the background and back, a reused cell, the ad back and hidden, and last the
        // departure of the reused cell's old item when its reuse grace ends (1 000 + 500 ms).
        #expect(lines.count == 15)
        #expect(lines.first?.contains("\"intersectionRatio\": 0.584,") == true)
        #expect(lines.contains { $0.contains("\"dataKey\": \"post-9\"") })
        #expect(lines.last?.hasPrefix("{\"time\": 1500.0, \"target\": \"cell5\", \"dataKey\": \"post-5\", \"isIntersecting\": false") == true)
    }

    /// The ratio is printed exactly (shortest round-trip text), not rounded to 4 digits: a
    /// 1 × 32 768 box with 16 383 rows inside the window has ratio 0.5 − 2⁻¹⁵ =
    /// 0.499969482421875, below the threshold 0.5 (not intersecting), which 4 digits would
    /// print as 0.5.
    @Test func intersectionRatioIsPrintedExactly() throws {
        let scene = """
            {"windows": [{"id": "window", "frame": [0, 0, 400, 20000], "subviews": [
              {"id": "box", "frame": [0, 3617, 1, 32768]}]}]}
            """
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("scene.json", scene)
        let result = observe(scene: path, timeline: """
            {"observer": {"thresholds": [0.5]}, "targets": [{"view": "box"}], "events": [{"t": 0}]}
            """)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == """
            {"time": 0.0, "target": "box", "dataKey": null, "isIntersecting": false, "intersectionRatio": 0.499969482421875, "boundingClientRect": [0.0, 3617.0, 1.0, 32768.0], "intersectionRect": [0.0, 3617.0, 1.0, 16383.0], "rootBounds": [0.0, 0.0, 400.0, 20000.0]}

            """)
        // The MRAID exposure object keeps its 1 to 4 fraction digits.
        let measured = ExposureCLI.run(["measure", path, "--view", "box"])
        #expect(measured.standardOutput.hasPrefix("{\"exposedPercentage\": 49.9969,"))
    }

    /// Two visible cells, a key moved from one to the other by two events 1 ms apart (a
    /// takes k2, then b takes k1): nothing for k1 with the default 500 ms reuse grace; a
    /// departure and a return with `"reuseGraceMs": 0`.
    @Test(arguments: [nil, 0] as [Int?])
    func keyMovedBetweenCellsOneMillisecondApart(reuseGraceMs: Int?) throws {
        let scene = """
            {"windows": [{"id": "window", "frame": [0, 0, 400, 600], "subviews": [
              {"id": "a", "frame": [0, 0, 400, 100]}, {"id": "b", "frame": [0, 100, 400, 100]}]}]}
            """
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("scene.json", scene)
        let observer = reuseGraceMs.map { "\"observer\": {\"reuseGraceMs\": \($0)}, " } ?? ""
        let result = observe(scene: path, timeline: """
            {\(observer)"targets": [{"view": "a", "dataKey": "k1"}, {"view": "b", "dataKey": "k2"}],
             "events": [{"t": 0}, {"t": 10, "dataKey": {"view": "a", "key": "k2"}},
                        {"t": 11, "dataKey": {"view": "b", "key": "k1"}}, {"t": 2000}]}
            """)
        #expect(result.exitCode == 0)
        let k1 = result.standardOutput.split(separator: "\n").filter { $0.contains("\"dataKey\": \"k1\"") }
            .map { line in ["time", "target", "isIntersecting"].map { key in Self.field(key, in: line) }.joined(separator: " ") }
        if reuseGraceMs == nil {
            #expect(k1 == ["0.0 \"a\" true"])
        } else {
            #expect(k1 == ["0.0 \"a\" true", "10.0 \"a\" false", "11.0 \"b\" true"])
        }
    }

    /// The text after `"key": ` up to the next comma in a one-line entry.
    private static func field(_ key: String, in line: Substring) -> String {
        guard let start = line.range(of: "\"\(key)\": ") else { return "?" }
        let rest = line[start.upperBound...]
        return String(rest.prefix { $0 != "," })
    }

    /// docs/semantics.md §6.2 through the command: root [17, 55, 22, 6] whose margin leaves zero
    /// height ("0px 0px -17px 0px") or zero width ("0px -30px 0px 0px"); targets touching that rect
    /// intersect edge-on with ratio 0, others do not.
    @Test(arguments: [
        ("0px 0px -17px 0px", "[17.0, 55.0, 22.0, 0.0]", [true, false], "[17.0, 55.0, 22.0, 0.0]"),
        ("0px -30px 0px 0px", "[17.0, 55.0, 0.0, 6.0]", [true, false], "[17.0, 55.0, 0.0, 5.0]"),
    ])
    func zeroSizeRootRect(margin: String, rootBounds: String, intersecting: [Bool], firstIntersection: String) throws {
        // "cross" spans window [7, 50, 50, 10]: it crosses both y = 55 and x = 17; "away" is
        // at window [20, 57, 5, 3]: below y = 55 and right of x = 17.
        let scene = """
            {"windows": [{"id": "window", "frame": [0, 0, 400, 600], "subviews": [
              {"id": "root", "frame": [17, 55, 22, 6], "subviews": [
                {"id": "cross", "frame": [-10, -5, 50, 10]}, {"id": "away", "frame": [3, 2, 5, 3]}]}]}]}
            """
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("scene.json", scene)
        let result = observe(scene: path, timeline: """
            {"observer": {"root": "root", "rootMargin": "\(margin)"},
             "targets": [{"view": "cross"}, {"view": "away"}], "events": [{"t": 0}]}
            """)
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n")
        try #require(lines.count == 2)
        #expect(lines.map { Self.field("isIntersecting", in: $0) } == intersecting.map { "\($0)" })
        #expect(lines.map { Self.field("intersectionRatio", in: $0) } == ["0", "0"])
        #expect(lines.allSatisfy { $0.contains("\"rootBounds\": \(rootBounds)}") })
        #expect(lines[0].contains("\"intersectionRect\": \(firstIntersection),"))
        #expect(lines[1].contains("\"intersectionRect\": [0.0, 0.0, 0.0, 0.0],"))
    }
}
