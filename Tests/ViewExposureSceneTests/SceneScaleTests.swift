import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver
import ViewExposureScene
import ViewExposureTestSupport

@Suite("Scene scale: wide and deep scenes")
struct SceneScaleTests {
    @Test("a 100 000-view scene decodes, indexes every id and encodes")
    func wide() throws {
        // 1 window → 1 000 rows → 99 cells each: 1 + 1 000 + 99 000 = 100 001 views.
        var text = #"{"windows": [{"id": "w", "frame": [0, 0, 1000, 1000], "subviews": ["#
        for row in 0..<1000 {
            if row > 0 { text += "," }
            text += #"{"id": "r\#(row)", "frame": [0, \#(row), 1000, 1], "subviews": ["#
            for cell in 0..<99 {
                if cell > 0 { text += "," }
                text += #"{"id": "c\#(row).\#(cell)", "frame": [\#(cell * 10), 0, 10, 1]}"#
            }
            text += "]}"
        }
        text += "]}]}"
        let scene = try decodeScene(text)
        #expect(scene.viewCount == 100_001)
        #expect(scene.viewsByIdentifier.count == 100_001)
        let last = try #require(scene.view(withIdentifier: "c999.98"))
        // Row 999 is at y 999; cell 98 at x 980.
        #expect(last.frameOnScreen == Rect(x: 980, y: 999, width: 10, height: 1))
        #expect(last.superview?.identifier == "r999")
        let again = try decodeScene(scene.encodedJSON())
        #expect(again.viewCount == 100_001)
    }

    @Test("a 10 000-deep scene decodes, round-trips and is released without recursion")
    func deep() throws {
        let depth = 10_000
        var text = #"{"root": "#
        for level in 0..<depth {
            text += #"{"id": "d\#(level)", "frame": [1, 2, 100, 100], "subviews": ["#
        }
        text += #"{"id": "leaf", "frame": [0, 0, 1, 1]}"#
        for _ in 0..<depth { text += "]}" }
        text += "}"
        do {
            let scene = try decodeScene(text)
            let leaf = try #require(scene.view(withIdentifier: "leaf"))
            #expect(leaf.pathFromRoot.count == depth + 1)
            // Each of the 9 999 levels below the window offsets by (1, 2); the window's own
            // frame origin (1, 2) places it on screen too: 10 000 × (1, 2).
            #expect(leaf.frameOnScreen == Rect(x: 10_000, y: 20_000, width: 1, height: 1))
            let encoded = scene.encodedJSON()
            let again = try decodeScene(encoded)
            #expect(again.view(withIdentifier: "leaf")?.frameOnScreen == leaf.frameOnScreen)
            #expect(again.encodedJSON() == encoded)
        }
        // Both scenes were released at the end of the `do` scope: reaching here means the
        // teardown of 10 000 levels did not overflow this test's small thread stack.
    }

    @Test("a 10 000-deep scene with a problem at the bottom names the full path")
    func deepProblem() {
        let depth = 10_000
        var text = #"{"root": "#
        for _ in 0..<depth { text += #"{"frame": [0, 0, 1, 1], "subviews": ["# }
        text += #"{"frame": [0, 0, 1]}"#
        for _ in 0..<depth { text += "]}" }
        text += "}"
        let problems = sceneProblems(text)
        let expectedPath = "root" + String(repeating: ".subviews[0]", count: depth) + ".frame"
        #expect(problems == [expectedPath + ": expected 4 finite numbers, got 3"])
    }
}
