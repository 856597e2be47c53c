import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver
import ViewExposureScene
import ViewExposureTestSupport

/// Inputs that broke an invariant of the libFuzzer harnesses (Fuzz/, `make fuzz`), each kept as
/// a test once fixed.
@Suite("Fuzzing regressions")
struct FuzzRegressionTests {
    /// FuzzScene's round trip: a frame whose far edge overflows `Double` gave a view with an
    /// infinite center, which the encoder writes as `null`, so the scene could not be written
    /// back (the encoded text did not decode). Now every coordinate is bounded (issue 28:
    /// ±2 × 10⁷, `InputBounds.sceneCoordinate`), which rules that out with the path of each number.
    @Test("a frame beyond what a scene can hold is refused with the path of each number",
          arguments: [
            (#"{"root": {"frame": [1.7e308, 0, 1.7e308, 1]}}"#, ["root.frame[0]", "root.frame[2]"]),
            (#"{"root": {"frame": [0, 0, 1, 1], "subviews": [{"frame": [0, 1e308, 1, 1.7976931348623157e308]}]}}"#,
             ["root.subviews[0].frame[1]", "root.subviews[0].frame[3]"]),
            (#"{"root": {"frame": [0, 0, 1, 20000000.5]}}"#, ["root.frame[3]"]),
            (#"{"root": {"frame": [0, 0, 1, 1], "boundsOrigin": [-3e7, 0], "transform": [1, 0, 0, 1, 0, 1e9]}}"#,
             ["root.boundsOrigin[0]", "root.transform[5]"]),
          ])
    func frameBeyondBounds(_ text: String, paths: [String]) {
        let problems = sceneProblems(text)
        #expect(problems.count == paths.count)
        for (p, path) in zip(problems, paths) {
            #expect(p.hasPrefix(path + ": "))
            #expect(p.contains("is beyond ±20000000, the largest coordinate or size a scene can have"))
        }
    }

    @Test("the largest frames that fit still round-trip")
    func largestFrames() throws {
        let scene = try decodeScene(#"{"root": {"frame": [-20000000, 0, 20000000, 2e7], "subviews": [{"frame": [8e6, -2e7, 9e6, 1.7e7], "transform": [1e300, 0, 0, -1e300, 2e7, -2e7]}]}}"#)
        let again = try decodeScene(scene.encodedJSON())
        #expect(sceneSnapshot(again) == sceneSnapshot(scene))
    }

    /// The same check guards a timeline's `set` event, which reads the same view keys.
    @Test("a timeline may not move a view beyond what a scene can hold")
    func timelineFrame() throws {
        let scene = try decodeScene(#"{"root": {"id": "w", "frame": [0, 0, 10, 10]}}"#)
        do {
            _ = try ObservationTimeline.decode(Array(#"{"targets": [{"view": "w"}], "events": [{"t": 0, "set": {"view": "w", "frame": [1e308, 0, 1e308, 1]}}]}"#.utf8), scene: scene)
            Issue.record("decoded")
        } catch {
            #expect(error.problems.map(\.path) == ["events[0].set.frame[0]", "events[0].set.frame[2]"])
        }
    }
}
