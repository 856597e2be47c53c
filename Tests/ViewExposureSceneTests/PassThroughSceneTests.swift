import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureAlignment
import ViewExposureObserver
import ViewExposureScene
import ViewExposureTestSupport

@Suite("Pass-through: the scene key interception")
struct PassThroughSceneTests {
    static func scene(_ interception: String) -> String {
        """
        {"windows": [{"id": "window", "frame": [0, 0, 400, 800], "subviews": [
          {"id": "container", "frame": [0, 200, 400, 200], "interception": \(interception),
           "subviews": [{"id": "ad", "frame": [0, 0, 400, 200]}]},
          {"id": "overlay", "frame": [0, 150, 400, 100], "userInteractionEnabled": false},
          {"id": "hint", "frame": [0, 350, 400, 30], "userInteractionEnabled": false}]}]}
        """
    }

    func problems(_ interception: String) -> [String] {
        do {
            _ = try Scene.decode(Self.scene(interception))
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func decodedInterceptionSwallowsUnderItsOverlays() throws {
        let s = try Scene.decode(Self.scene(#"{"overlays": ["overlay"], "ignoringPointers": ["hint"]}"#))
        // Overlap of overlay and container: screen y 200..250.
        #expect(hitID(s.screen.hitTest(Point(x: 10, y: 220))) == "window")
        #expect(hitID(s.screen.hitTest(Point(x: 10, y: 300))) == "ad")
        // Under the hint (ignoring pointers): the ad.
        #expect(hitID(s.screen.hitTest(Point(x: 10, y: 360))) == "ad")
        let container = try #require(s.view(withIdentifier: "container"))
        let policy = try #require(container.installedInterception)
        #expect(policy.registrations.map { $0.overlay?.identifier ?? "?" } == ["overlay", "hint"])
        #expect(policy.registrations.map(\.ignoresPointers) == [false, true])
        // The region audit finds the installed policy by itself: only the hint's strip is left
        // (container-local y 150..180).
        #expect(container.passThroughRegion().region.rects == [Rect(x: 0, y: 150, width: 400, height: 30)])
    }

    @Test func encoderWritesTheKeyBack() throws {
        let s = try Scene.decode(Self.scene(#"{"overlays": ["overlay"], "ignoringPointers": ["hint"]}"#))
        let text = s.encodedJSON()
        #expect(text.contains(#""interception": {"overlays": ["overlay"], "ignoringPointers": ["hint"]}"#))
        let again = try Scene.decode(text)
        #expect(again.encodedJSON() == text)
        #expect(hitID(again.screen.hitTest(Point(x: 10, y: 220))) == "window")
    }

    @Test func badInterceptionValuesAreReportedWithTheirPaths() {
        let base = "windows[0].subviews[0].interception"
        #expect(problems(#"["overlay"]"#).first?.hasPrefix("\(base): expected an object with \"overlays\"") == true)
        #expect(problems(#"["overlay"]"#).count == 1)
        #expect(problems(#"{"overlays": ["nope"]}"#) == ["\(base).overlays[0]: no view with id \"nope\""])
        #expect(problems(#"{"overlays": ["ad"]}"#) == ["\(base).overlays[0]: \"ad\" is the container itself or inside it; an overlay must be outside the container"])
        #expect(problems(#"{"overlays": ["overlay", "overlay"]}"#) == ["\(base).overlays[1]: \"overlay\" is listed twice"])
        #expect(problems(#"{"overlay": ["overlay"]}"#) == ["\(base).overlay: unknown key; did you mean \"overlays\"?"])
        #expect(problems(#"{"overlays": "overlay"}"#).first?.hasPrefix("\(base).overlays: expected an array of view ids") == true)
        #expect(problems(#"{"overlays": [3]}"#).first?.hasPrefix("\(base).overlays[0]: expected a string") == true)
        #expect(problems(#"{}"#).isEmpty)
    }

    @Test func aTypoOfTheKeyIsCaught() {
        let json = """
            {"root": {"id": "w", "frame": [0, 0, 10, 10], "interceptoin": {}}}
            """
        do {
            _ = try Scene.decode(json)
            Issue.record("a misspelt key must be refused")
        } catch {
            #expect(error.problems.map(\.message) == ["unknown key; did you mean \"interception\"?"])
        }
    }
}
