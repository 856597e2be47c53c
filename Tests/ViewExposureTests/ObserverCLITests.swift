import ExposureCLI
import Testing
import ViewExposure

/// `exposure observe`: output lines, timeline decoding errors (exit 2).
@Suite struct ObserverCLITests {
    /// The package root, from this file's path (Tests/ViewExposureTests/ObserverCLITests.swift).
    private static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

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
        let path = "/tmp/observer-cli-\(UInt32.random(in: 0 ... .max)).json"
        try #require(writeFile(path, scene))
        defer { removeFile(path) }
        return try body(path)
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
            {"time": 100.0, "target": "box", "dataKey": "k", "isIntersecting": true, "intersectionRatio": 1.0, "boundingClientRect": [0.0, 500.0, 100.0, 100.0], "intersectionRect": [0.0, 500.0, 100.0, 100.0], "rootBounds": [0.0, 0.0, 400.0, 600.0]}

            """)
    }

    @Test func badTimelineNamesEveryProblemWithItsPath() throws {
        let result = try withScene { path in
            observe(scene: path, timeline: """
                {"observer": {"rootMargin": "10pt", "thresholds": [0, 2], "throtleMs": 5},
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
        // the background and back, a reused cell, the ad back and hidden.
        #expect(lines.count == 15)
        #expect(lines.first?.contains("\"intersectionRatio\": 0.584") == true)
        #expect(lines.contains { $0.contains("\"dataKey\": \"post-9\"") })
    }
}
