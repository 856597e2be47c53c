import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver
import ViewExposureScene
import ViewExposureTestSupport

/// Decodes `text` or fails the test.
func decodeScene(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Scene {
    do {
        return try Scene.decode(text)
    } catch {
        Issue.record("unexpected scene error:\n\(error)", sourceLocation: sourceLocation)
        throw error
    }
}

/// The problem lines of decoding `text`, or `[]` when it decodes.
func sceneProblems(_ text: String) -> [String] {
    do {
        _ = try Scene.decode(text)
        return []
    } catch {
        return error.problems.map(\.description)
    }
}

@Suite("Scene decoding")
struct SceneDecodingTests {
    @Test("every view key's default, from a view with only a frame")
    func defaults() throws {
        let scene = try decodeScene(#"{"windows": [{"frame": [0, 0, 100, 50], "subviews": [{"id": "v", "frame": [10, 20, 30, 40]}]}]}"#)
        #expect(scene.screen.appState == .active)
        let v = try #require(scene.view(withIdentifier: "v"))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        // center = middle of the frame: (10 + 15, 20 + 20).
        #expect(v.center == Point(x: 25, y: 40))
        #expect(v.transform == .identity)
        #expect(v.clipsToBounds == false)
        #expect(v.isHidden == false)
        #expect(v.alpha == 1)
        #expect(v.isUserInteractionEnabled == true)
        #expect(v.drawsContent == true)
        #expect(v.alignmentRectInsets == .zero)
        #expect(v.hitInsets == .zero)
        #expect(v.hitTestPolicy == .default)
        #expect(v.friendlyObstruction == nil)
        #expect(v.subviews.isEmpty)
        #expect(v.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("every view key is read")
    func everyKey() throws {
        let scene = try decodeScene("""
            {"appState": "inactive", "windows": [{"id": "w", "frame": [0, 0, 320, 480], "subviews": [
              {"id": "v", "frame": [10, 20, 100, 60], "boundsOrigin": [5, -7],
               "transform": [2, 0, 0, 0.5, 3, 4], "clipsToBounds": true, "hidden": true,
               "alpha": 0.25, "userInteractionEnabled": false, "drawsContent": false,
               "alignmentInsets": [1, 2, 3, 4], "hitInsets": [-5, -6, -7, -8],
               "hitTestPolicy": "passThrough",
               "friendlyObstruction": {"purpose": "mediaControls", "reason": "Play button"},
               "subviews": [{"id": "a", "frame": [0, 0, 1, 1]}, {"id": "b", "frame": [0, 0, 2, 2]}]}
            ]}]}
            """)
        #expect(scene.screen.appState == .inactive)
        let v = try #require(scene.view(withIdentifier: "v"))
        #expect(v.center == Point(x: 60, y: 50))
        #expect(v.bounds == Rect(x: 5, y: -7, width: 100, height: 60))
        #expect(v.transform == AffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 3, ty: 4))
        #expect(v.clipsToBounds)
        #expect(v.isHidden)
        #expect(v.alpha == Float(0.25))
        #expect(!v.isUserInteractionEnabled)
        #expect(!v.drawsContent)
        #expect(v.alignmentRectInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(v.hitInsets == EdgeInsets(top: -5, left: -6, bottom: -7, right: -8))
        #expect(v.hitTestPolicy == .passThrough)
        #expect(v.friendlyObstruction == (try FriendlyObstruction(purpose: .mediaControls, reason: "Play button")))
        #expect(v.subviews.map(\.identifier) == ["a", "b"])
        #expect(v.subviews.allSatisfy { $0.superview === v && $0.window === scene.windows[0] })
        // Transform about the center: the 100×60 bounds scaled by (2, 0.5) → 200×30 around
        // (60, 50), then translated by (3, 4): frame = [60-100+3, 50-15+4, 200, 30].
        #expect(v.frame == Rect(x: -37, y: 39, width: 200, height: 30))
    }

    @Test("the scene format's example decodes as described")
    func specExample() throws {
        let scene = try decodeScene("""
            {
              "appState": "active",
              "windows": [
                {
                  "id": "window",
                  "frame": [0, 0, 375, 667],
                  "subviews": [
                    { "id": "feed", "frame": [0, 64, 375, 603], "clipsToBounds": true,
                      "boundsOrigin": [0, 420],
                      "subviews": [ { "id": "ad", "frame": [0, 500, 375, 250] } ] },
                    { "id": "tabBar", "frame": [0, 618, 375, 49] }
                  ]
                }
              ]
            }
            """)
        let ad = try #require(scene.view(withIdentifier: "ad"))
        // Feed at y 64 scrolled by 420: the ad's content y 500 is at 64 + 80 = 144 on screen.
        #expect(ad.frameOnScreen == Rect(x: 0, y: 144, width: 375, height: 250))
        #expect(scene.view(withIdentifier: "feed")?.bounds == Rect(x: 0, y: 420, width: 375, height: 603))
        #expect(scene.windows[0].subviews.map(\.identifier) == ["feed", "tabBar"])
    }

    @Test("top-level entries become windows back to front; frames are in screen coordinates")
    func windows() throws {
        let scene = try decodeScene("""
            {"windows": [{"id": "back", "frame": [0, 0, 320, 480]},
                         {"id": "front", "frame": [0, 400, 320, 80], "subviews": [{"id": "x", "frame": [10, 10, 20, 20]}]}]}
            """)
        #expect(scene.windows.map(\.identifier) == ["back", "front"])
        #expect(scene.windows.allSatisfy { $0.screen === scene.screen })
        let x = try #require(scene.view(withIdentifier: "x"))
        #expect(x.window === scene.windows[1])
        // (10, 10) in the front window at y 400 → (10, 410) on screen.
        #expect(x.frameOnScreen == Rect(x: 10, y: 410, width: 20, height: 20))
    }

    @Test("\"root\" is one window; appState background")
    func root() throws {
        let scene = try decodeScene(#"{"root": {"id": "r", "frame": [0, 0, 10, 10]}, "appState": "background"}"#)
        #expect(scene.windows.count == 1)
        #expect(scene.windows[0].identifier == "r")
        #expect(scene.screen.appState == .background)
    }

    @Test("null friendlyObstruction and reason mean none")
    func nulls() throws {
        let scene = try decodeScene("""
            {"root": {"frame": [0, 0, 10, 10], "subviews": [
              {"id": "a", "frame": [0, 0, 1, 1], "friendlyObstruction": null},
              {"id": "b", "frame": [0, 0, 1, 1], "friendlyObstruction": {"purpose": "other", "reason": null}}]}}
            """)
        #expect(scene.view(withIdentifier: "a")?.friendlyObstruction == nil)
        #expect(scene.view(withIdentifier: "b")?.friendlyObstruction == (try FriendlyObstruction(purpose: .other)))
    }

    @Test("alpha is stored as Float: 0.01 stays below UIKit's threshold")
    func alphaFloat() throws {
        let scene = try decodeScene(#"{"root": {"frame": [0, 0, 1, 1], "subviews": [{"id": "a", "frame": [0, 0, 1, 1], "alpha": 0.01}]}}"#)
        let a = try #require(scene.view(withIdentifier: "a"))
        #expect(a.alpha == Float(0.01))
        #expect(a.isInvisibleItself)
    }

    @Test("an empty windows array is an empty screen")
    func emptyScreen() throws {
        let scene = try decodeScene(#"{"windows": []}"#)
        #expect(scene.windows.isEmpty)
        #expect(scene.viewCount == 0)
    }

    // MARK: Errors

    @Test("every problem kind is reported with its exact path",
          arguments: [
            (#"[]"#, [#"expected a JSON object with "windows" or "root" at the top level, got an array"#]),
            (#"{}"#, [#"missing "windows" (an array of views) or "root" (one view)"#]),
            (#"{"windows": {}}"#, ["windows: expected an array of views, got an object"]),
            (#"{"windows": [], "root": {"frame": [0, 0, 1, 1]}}"#, [#"windows: use either "windows" or "root", not both"#]),
            (#"{"windows": [], "appState": "paused"}"#,
             [#"appState: expected one of "active", "inactive", "background", got "paused""#]),
            (#"{"windows": [], "screen": 1}"#, ["screen: unknown key; allowed keys are appState, windows, root"]),
            (#"{"windows": [], "window": 1}"#, [#"window: unknown key; did you mean "windows"?"#]),
            (#"{"windows": [7]}"#, ["windows[0]: expected a view object, got a number"]),
            (#"{"windows": [{}]}"#, [#"windows[0]: missing required key "frame""#]),
            (#"{"windows": [{"frame": [0, 0, 1]}]}"#, ["windows[0].frame: expected 4 finite numbers, got 3"]),
            (#"{"windows": [{"frame": "0 0 1 1"}]}"#, ["windows[0].frame: expected 4 finite numbers, got a string"]),
            (#"{"windows": [{"frame": [0, "0", 1, 1]}]}"#, ["windows[0].frame[1]: expected a finite number, got a string"]),
            (#"{"windows": [{"frame": [0, 0, 1e999, 1]}]}"#,
             ["windows[0].frame[2]: expected a finite number, got a number too large for a Double"]),
            (#"{"windows": [{"frame": [0, 0, -1, -2]}]}"#,
             ["windows[0].frame: width must not be negative, got -1", "windows[0].frame: height must not be negative, got -2"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "boundsOrigin": [1]}]}"#, ["windows[0].boundsOrigin: expected 2 finite numbers, got 1"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "transform": [1, 0, 0, 1]}]}"#, ["windows[0].transform: expected 6 finite numbers, got 4"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "alpha": 1.5}]}"#, ["windows[0].alpha: expected a number in 0...1, got 1.5"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "alpha": -0.1}]}"#, ["windows[0].alpha: expected a number in 0...1, got -0.1"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "alpha": "1"}]}"#, ["windows[0].alpha: expected a finite number, got a string"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "hidden": 1}]}"#, ["windows[0].hidden: expected true or false, got a number"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "clipsToBounds": "yes"}]}"#, ["windows[0].clipsToBounds: expected true or false, got a string"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "userInteractionEnabled": null}]}"#, ["windows[0].userInteractionEnabled: expected true or false, got null"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "drawsContent": []}]}"#, ["windows[0].drawsContent: expected true or false, got an array"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "alignmentInsets": [1, 2, 3]}]}"#, ["windows[0].alignmentInsets: expected 4 finite numbers, got 3"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "hitInsets": {}}]}"#, ["windows[0].hitInsets: expected 4 finite numbers, got an object"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "hitTestPolicy": "none"}]}"#,
             [#"windows[0].hitTestPolicy: expected one of "default", "passThrough", "subviewsOnly", got "none""#]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "id": 3}]}"#, ["windows[0].id: expected a string, got a number"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "id": ""}]}"#, ["windows[0].id: expected a non-empty string"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "subviews": {}}]}"#, ["windows[0].subviews: expected an array of views, got an object"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "frmae": [0, 0, 1, 1]}]}"#, [#"windows[0].frmae: unknown key; did you mean "frame"?"#]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "color": "red"}]}"#,
             ["windows[0].color: unknown key; allowed keys are id, frame, boundsOrigin, transform, clipsToBounds, hidden, alpha, userInteractionEnabled, drawsContent, painting, alignmentInsets, hitInsets, hitTestPolicy, friendlyObstruction, interception, subviews"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "my key": 1}]}"#, [#"windows[0]["my key"]: unknown key; allowed keys are id, frame, boundsOrigin, transform, clipsToBounds, hidden, alpha, userInteractionEnabled, drawsContent, painting, alignmentInsets, hitInsets, hitTestPolicy, friendlyObstruction, interception, subviews"#]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "friendlyObstruction": "closeAd"}]}"#,
             [#"windows[0].friendlyObstruction: expected {"purpose": …, "reason": …} or null, got a string"#]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "friendlyObstruction": {}}]}"#,
             [#"windows[0].friendlyObstruction: missing required key "purpose""#]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "friendlyObstruction": {"purpose": "close"}}]}"#,
             [#"windows[0].friendlyObstruction.purpose: expected one of "mediaControls", "closeAd", "notVisible", "other", got "close""#]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "friendlyObstruction": {"purpose": "other", "reason": "a-b"}}]}"#,
             ["windows[0].friendlyObstruction.reason: reason contains '-'; only letters, digits and spaces are allowed"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "friendlyObstruction": {"purpose": "other", "reason": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}}]}"#,
             ["windows[0].friendlyObstruction.reason: reason has 51 characters; at most 50 are allowed"]),
            (#"{"windows": [{"frame": [0, 0, 1, 1], "friendlyObstruction": {"purpose": "other", "why": "x"}}]}"#,
             ["windows[0].friendlyObstruction.why: unknown key; allowed keys are purpose, reason"]),
            (#"{"root": {"frame": [0, 0, 1, 1], "subviews": [{"frame": [0, 0, 1, 1]}, {"frame": [0, 0, 1, 1], "subviews": [{"frame": [0, 0]}]}]}}"#,
             ["root.subviews[1].subviews[0].frame: expected 4 finite numbers, got 2"]),
            (#"{"windows": [{"id": "a", "frame": [0, 0, 1, 1]}, {"frame": [0, 0, 1, 1], "subviews": [{"id": "a", "frame": [0, 0, 1, 1]}]}]}"#,
             [#"windows[1].subviews[0].id: duplicate id "a"; it is already used at windows[0]"#]),
          ] as [(String, [String])])
    func problems(_ text: String, _ expected: [String]) {
        #expect(sceneProblems(text) == expected)
    }

    @Test("the documented example message, and all problems of a file at once in document order")
    func allProblemsInOrder() {
        let text = """
            {"windows": [{"frame": [0, 0, 375, 667], "alpha": 2, "subviews": [
              {"id": "a", "frame": [0, 0, 10, 10]},
              {"id": "a", "frame": [0, 0, 10, 10], "subviews": [{"frame": [0, 0, 1, 1], "hidden": "no"}]},
              {"frame": [0, 0, 10], "hiden": true}
            ]}], "appState": "gone"}
            """
        #expect(sceneProblems(text) == [
            "windows[0].alpha: expected a number in 0...1, got 2",
            #"windows[0].subviews[1].id: duplicate id "a"; it is already used at windows[0].subviews[0]"#,
            "windows[0].subviews[1].subviews[0].hidden: expected true or false, got a string",
            "windows[0].subviews[2].frame: expected 4 finite numbers, got 3",
            #"windows[0].subviews[2].hiden: unknown key; did you mean "hidden"?"#,
            #"appState: expected one of "active", "inactive", "background", got "gone""#,
        ])
    }

    @Test("problem lines carry the file name; syntax errors carry line:column")
    func formatting() {
        do {
            _ = try Scene.decode(#"{"windows": [{"frame": [0, 0, 1]}]}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.lines(fileName: "scene.json") == ["scene.json: windows[0].frame: expected 4 finite numbers, got 3"])
        }
        do {
            _ = try Scene.decode("{\"windows\": [\n  {\"frame\": [0, 0, 1, 1],}\n]}")
            Issue.record("expected an error")
        } catch {
            #expect(error.lines(fileName: "scene.json") == ["scene.json:2:26: trailing comma before '}' is not allowed"])
        }
        do {
            _ = try Scene.decode("[]")
            Issue.record("expected an error")
        } catch {
            // A top-level problem has no path: just the file name.
            #expect(error.lines(fileName: "scene.json") == [#"scene.json: expected a JSON object with "windows" or "root" at the top level, got an array"#])
        }
    }
}
