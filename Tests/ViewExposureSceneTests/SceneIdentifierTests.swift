import Testing
import ViewExposureScene
import ViewExposure

/// Duplicate ids are judged as `String`s (canonical equivalence) whether or not they are plain
/// ASCII without escapes (which the decoder compares by their bytes), and whenever in the file
/// the first other id appears; the first use is named by its path.
@Suite("Scene ids: duplicates by String equality, by bytes or not")
struct SceneIdentifierTests {
    /// `n` views with ids `v0` … `v{n-1}`, then `extra` (raw JSON id texts) appended as views.
    func scene(ids n: Int, then extra: [String]) -> String {
        var views = (0..<n).map { #"{"id": "v\#($0)", "frame": [0, 0, 1, 1]}"# }
        views += extra.map { #"{"id": \#($0), "frame": [0, 0, 1, 1]}"# }
        return #"{"root": {"frame": [0, 0, 10, 10], "subviews": ["# + views.joined(separator: ", ") + "]}}"
    }

    @Test("an ASCII id repeated among many is refused, naming the first use")
    func asciiDuplicateAmongMany() {
        #expect(sceneProblems(scene(ids: 3_000, then: [#""v1234""#])) == [
            #"root.subviews[3000].id: duplicate id "v1234"; it is already used at root.subviews[1234]"#,
        ])
        #expect(sceneProblems(scene(ids: 3_000, then: [#""v3000""#])) == [])
    }

    @Test("an escaped spelling of an ASCII id is the same id, before or after the switch to String keys")
    func escapedSpelling() {
        #expect(sceneProblems(scene(ids: 10, then: [#""v\u0037""#])) == [
            #"root.subviews[10].id: duplicate id "v7"; it is already used at root.subviews[7]"#,
        ])
        // After a non-ASCII id switched the table, plain ids are still found.
        #expect(sceneProblems(scene(ids: 10, then: [#""é""#, #""v3""#, #""e\u0301""#])) == [
            #"root.subviews[11].id: duplicate id "v3"; it is already used at root.subviews[3]"#,
            #"root.subviews[12].id: duplicate id "é"; it is already used at root.subviews[10]"#,
        ])
    }

    @Test("a non-ASCII spelling canonically equal to an ASCII id (KELVIN SIGN is K) is a duplicate")
    func kelvinSign() {
        #expect(sceneProblems(scene(ids: 2, then: [#""K""#, "\"\u{212A}\""])) == [
            "root.subviews[3].id: duplicate id \"\u{212A}\"; it is already used at root.subviews[2]",
        ])
    }

    @Test("ids and the index: every view found by its id, empty and non-string ids refused")
    func indexAndBadIds() throws {
        let decoded = try Scene.decode(scene(ids: 500, then: [#""Å""#]))
        #expect(decoded.viewsByIdentifier.count == 501)
        #expect(decoded.view(withIdentifier: "v499")?.identifier == "v499")
        #expect(decoded.view(withIdentifier: "Å") != nil)
        #expect(sceneProblems(scene(ids: 1, then: [#""""#, "7"])) == [
            "root.subviews[1].id: expected a non-empty string",
            "root.subviews[2].id: expected a string, got a number",
        ])
    }
}
