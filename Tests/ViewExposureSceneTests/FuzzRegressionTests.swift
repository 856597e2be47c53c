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
    /// back (the encoded text did not decode).
    @Test("a frame reaching beyond Double's range is refused with its path",
          arguments: [
            #"{"root": {"frame": [1.7e308, 0, 1.7e308, 1]}}"#,
            #"{"root": {"frame": [0, 0, 1, 1], "subviews": [{"frame": [0, 1e308, 1, 1.7976931348623157e308]}]}}"#,
          ])
    func frameBeyondDoubleRange(_ text: String) {
        let problems = sceneProblems(text)
        #expect(problems.count == 1)
        #expect(problems.first?.hasSuffix(
            "frame: x + width and y + height must be finite; the frame reaches beyond the range of a Double") == true)
    }

    @Test("the largest frames that fit still round-trip")
    func largestFrames() throws {
        let scene = try decodeScene(#"{"root": {"frame": [-1.7976931348623157e308, 0, 1.7976931348623157e308, 1e308], "subviews": [{"frame": [8e307, -1e308, 9e307, 1.7e308]}]}}"#)
        let again = try decodeScene(scene.encodedJSON())
        #expect(sceneSnapshot(again) == sceneSnapshot(scene))
    }

    /// The same check guards a timeline's `set` event, which reads the same view keys.
    @Test("a timeline may not move a view beyond Double's range")
    func timelineFrame() throws {
        let scene = try decodeScene(#"{"root": {"id": "w", "frame": [0, 0, 10, 10]}}"#)
        do {
            _ = try ObservationTimeline.decode(Array(#"{"targets": [{"view": "w"}], "events": [{"t": 0, "set": {"view": "w", "frame": [1e308, 0, 1e308, 1]}}]}"#.utf8), scene: scene)
            Issue.record("decoded")
        } catch {
            #expect(error.problems.map(\.description) == [
                "events[0].set.frame: x + width and y + height must be finite; the frame reaches beyond the range of a Double"])
        }
    }
}
