import Testing
import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver
import ViewExposureScene
import ViewExposureTestSupport

@Suite("Scene view keys applied to an existing view")
struct SceneViewAttributesTests {
    private func object(_ text: String) throws -> JSONValue {
        try JSONDocument.parse(text).root
    }

    @Test("a set of keys is validated and applied; absent keys stay as they are")
    func applies() throws {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        v.alpha = 0.5
        try v.applySceneKeys(try object(#"{"view": "ad", "boundsOrigin": [0, 30], "hidden": true}"#),
                             at: "events[1].set", ignoring: ["view"])
        #expect(v.bounds == Rect(x: 0, y: 30, width: 100, height: 100))
        #expect(v.isHidden)
        #expect(v.alpha == 0.5)
        // frame sets center and bounds size, keeping the scroll offset; the transform stays.
        v.transform = AffineTransform(scaleX: 2, y: 2)
        try v.applySceneKeys(try object(#"{"frame": [10, 10, 20, 40], "friendlyObstruction": {"purpose": "notVisible"}}"#), at: "set")
        #expect(v.center == Point(x: 20, y: 30))
        #expect(v.bounds == Rect(x: 0, y: 30, width: 20, height: 40))
        #expect(v.transform == AffineTransform(scaleX: 2, y: 2))
        #expect(v.friendlyObstruction?.purpose == .notVisible)
        try v.applySceneKeys(try object(#"{"friendlyObstruction": null}"#), at: "set")
        #expect(v.friendlyObstruction == nil)
    }

    @Test("nothing is applied when any key is invalid; every problem is reported")
    func allOrNothing() throws {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let keys = try object(#"{"view": "ad", "hidden": true, "alpha": 3, "id": "x", "subviews": []}"#)
        do {
            try v.applySceneKeys(keys, at: "events[2].set", ignoring: ["view"])
            Issue.record("expected an error")
        } catch {
            #expect(error.problems.map(\.description) == [
                "events[2].set.alpha: expected a number in 0...1, got 3",
                "events[2].set.id: unknown key; allowed keys are frame, boundsOrigin, transform, clipsToBounds, hidden, alpha, userInteractionEnabled, drawsContent, painting, alignmentInsets, hitInsets, hitTestPolicy, friendlyObstruction, view",
                "events[2].set.subviews: unknown key; allowed keys are frame, boundsOrigin, transform, clipsToBounds, hidden, alpha, userInteractionEnabled, drawsContent, painting, alignmentInsets, hitInsets, hitTestPolicy, friendlyObstruction, view",
            ])
        }
        #expect(v.isHidden == false)
    }

    @Test("a non-object is refused")
    func notAnObject() throws {
        let array = try object("[]")
        #expect(throws: SceneError(problems: [SceneProblem(path: "set", message: "expected an object of view keys, got an array")])) {
            try ViewAttributes.parse(array, at: "set")
        }
    }

    @Test("applying notifies the screen's observers once per changed property")
    func notifies() throws {
        final class Recorder: TreeObserver {
            var changes: [ViewChange] = []
            func view(_ view: View, didChange change: ViewChange) { changes.append(change) }
            func screen(_ screen: Screen, didChangeAppStateFrom old: AppState) {}
        }
        let scene = try Scene.decode(#"{"root": {"frame": [0, 0, 100, 100], "subviews": [{"id": "v", "frame": [0, 0, 10, 10]}]}}"#)
        let recorder = Recorder()
        scene.screen.addObserver(recorder)
        let v = try #require(scene.view(withIdentifier: "v"))
        try v.applySceneKeys(try object(#"{"boundsOrigin": [0, 5], "alpha": 0.5, "hidden": false}"#), at: "set")
        // boundsOrigin → scrollOffset, alpha → visibility; hidden is unchanged → nothing.
        #expect(recorder.changes == [.scrollOffset, .visibility])
    }
}
