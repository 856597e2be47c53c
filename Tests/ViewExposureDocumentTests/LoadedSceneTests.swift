import ViewExposureAudit
import ViewExposureDocument
import ViewExposureTestSupport
import Testing
import ViewExposure

/// ``LoadedScene``: a scene file or a UI dump, told apart by content, with each one's default
/// policy and audit subjects.
@Suite("Loading: a scene or a dump")
struct LoadedSceneTests {
    private func load(_ text: String, name: String = "in.json") throws(SceneLoadError) -> LoadedScene {
        try LoadedScene.load(Array(text.utf8), fileName: name)
    }

    @Test("a dump loads as a dump: content policy, its interactive elements as audit subjects")
    func dump() throws {
        let loaded = try LoadedScene.load(fixtureBytes("ios-keyboard-over-button.xml"), fileName: "k.xml")
        #expect(loaded.dump != nil)
        #expect(loaded.defaultPolicy == .contentDrawingViews)
        #expect(loaded.auditSubjects.map(\.identifier) == loaded.dump?.interactiveElements.map(\.identifier))
        #expect(loaded.auditSubjects.map(\.identifier) == ["backButton", "emailField", "forgotLink", "signInButton", "payButton"])
        #expect(loaded.auditSubjects.last?.type == "Button")
    }

    @Test("a scene loads as a scene: every visible view obstructs; subjects are the views with ids that take touches")
    func scene() throws {
        let loaded = try load("""
            {"windows": [{"id": "window", "frame": [0, 0, 100, 100], "subviews": [
              {"id": "button", "frame": [0, 0, 10, 10]},
              {"id": "pass", "frame": [0, 0, 10, 10], "hitTestPolicy": "passThrough"},
              {"id": "off", "frame": [0, 0, 10, 10], "userInteractionEnabled": false},
              {"frame": [0, 0, 10, 10], "subviews": [{"id": "inner", "frame": [0, 0, 5, 5]}]}]}]}
            """)
        #expect(loaded.dump == nil)
        #expect(loaded.defaultPolicy == .everyVisibleView)
        #expect(loaded.identifiedViewsInOrder.map(\.id) == ["window", "button", "pass", "off", "inner"])
        #expect(loaded.auditSubjects.map(\.identifier) == ["button", "inner"])
    }

    @Test("what is neither is refused with the file name and where")
    func refused() {
        #expect(throws: SceneLoadError("in.json:1:1: neither a scene nor a UI dump: expected JSON ('{') or XML ('<')")) {
            try load("hello")
        }
        #expect(throws: SceneLoadError("in.json: unknown root: expected a scene (an object with \"windows\" or \"root\"), a WebDriverAgent source (an element object with \"type\", possibly under \"value\") or a Rico hierarchy (\"activity\": {\"root\": …}, or a node with \"class\" and \"bounds\")")) {
            try load(#"{"frame": [0, 0, 1, 1]}"#)
        }
        do {
            _ = try load(#"{"windows": [{"frame": [0, 0, 1]}]}"#)
            Issue.record("loaded")
        } catch {
            #expect(error.lines == ["in.json: windows[0].frame: expected 4 finite numbers, got 3"])
        }
    }
}
