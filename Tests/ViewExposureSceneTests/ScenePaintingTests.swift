import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureScene

/// The scene key `painting`: what a view paints itself, read, validated with its JSON path,
/// written back, and counted by the content policy.
@Suite("Scene key painting")
struct ScenePaintingTests {
    @Test func valuesRoundTrip() throws {
        let text = #"{"windows": [{"frame": [0, 0, 100, 100], "subviews": [{"id": "a", "frame": [0, 0, 10, 10], "painting": {"border": 2.5}}, {"id": "b", "frame": [0, 0, 10, 10], "painting": "nothing"}, {"id": "c", "frame": [0, 0, 10, 10], "painting": "bounds"}]}]}"#
        let scene = try decodeScene(text)
        let views = scene.windows[0].subviews
        #expect(views.map(\.painting) == [.border(width: 2.5), .nothing, .fillsBounds])
        let encoded = scene.encodedJSON()
        // A ring is written as `painting`; nothing keeps the older `drawsContent: false`;
        // bounds is the default and left out.
        #expect(encoded.contains(#""id": "a", "frame": [0, 0, 10, 10], "painting": {"border": 2.5}}"#))
        #expect(encoded.contains(#""id": "b", "frame": [0, 0, 10, 10], "drawsContent": false}"#))
        #expect(encoded.contains(#""id": "c", "frame": [0, 0, 10, 10]}"#))
        #expect(try decodeScene(encoded).windows[0].subviews.map(\.painting) == views.map(\.painting))
    }

    @Test(arguments: [
        (#""painting": "ring""#, #"windows[0].subviews[0].painting: expected "bounds", "nothing" or {"border": width}, got "ring""#),
        (#""painting": 3"#, #"windows[0].subviews[0].painting: expected "bounds", "nothing" or {"border": width}, got a number"#),
        (#""painting": {"border": 0}"#, "windows[0].subviews[0].painting.border: expected a width > 0, got 0"),
        (#""painting": {"border": "2"}"#, "windows[0].subviews[0].painting.border: expected a finite number, got a string"),
        (#""painting": {"width": 2}"#, "windows[0].subviews[0].painting.width: unknown key; allowed keys are border"),
        (#""painting": {}"#, #"windows[0].subviews[0].painting: expected "bounds", "nothing" or {"border": width}, got an empty object"#),
        (#""drawsContent": false, "painting": "nothing""#, "windows[0].subviews[0].painting: drawsContent and painting both set; keep one (painting says more)"),
    ])
    func badValuesNameTheirPath(_ keys: String, _ message: String) {
        let text = #"{"windows": [{"frame": [0, 0, 100, 100], "subviews": [{"frame": [0, 0, 10, 10], "# + keys + "}]}]}"
        #expect(sceneProblems(text) == [message])
    }

    @Test func theContentPolicyCountsOnlyTheRing() throws {
        // A 100×100 ad under a same-size overlay that strokes a 10-point border: the ring
        // covers 100·100 − 80·80 = 3 600 of 10 000.
        let scene = try decodeScene(#"{"windows": [{"frame": [0, 0, 100, 100], "subviews": [{"id": "ad", "frame": [0, 0, 100, 100]}, {"id": "overlay", "frame": [0, 0, 100, 100], "painting": {"border": 10}}]}]}"#)
        let ad = try #require(scene.windows[0].subviews.first)
        let content = ExposureMeasurer(options: ExposureOptions(policy: .contentDrawingViews)).measure(ad)
        #expect(content.exposedPercentage == 64)
        // What shows is the inside of the ring.
        #expect(content.visibleRectangle == Rect(x: 10, y: 10, width: 80, height: 80))
        #expect(ExposureMeasurer().measure(ad).exposedPercentage == 0)
    }
}
