@testable import ViewExposureCLI
import Testing
import ViewExposureTestSupport
import ViewExposure

@Suite("exposure align")
struct AlignmentCommandTests {
    @Test func seedShadowedImage() {
        // docs/semantics.md §5.4: frame {{70, 162}, {200, 200}} with insets (0, 0, 20, 20) →
        // 180×180.
        let scene = """
            {"root": {"id": "window", "frame": [0, 0, 320, 568], "subviews": [
              {"id": "image", "frame": [70, 162, 200, 200], "alignmentInsets": [0, 0, 20, 20]}]}}
            """
        let r = runExposure(["align", "-", "--view", "image"], scene: scene)
        #expect(r.exitCode == 0)
        #expect(r.standardOutput == "{\"frame\": [70.0, 162.0, 200.0, 200.0], \"alignmentRect\": [70.0, 162.0, 180.0, 180.0], \"insets\": [0.0, 0.0, 20.0, 20.0]}\n")
    }

    @Test func frameIsTheTransformedBoundingBox() {
        // A 100×50 view centered at (100, 100) turned a quarter: frame 50×100 around the same
        // center → [75, 50, 50, 100]; alignment insets (top 5, left 10) shrink that frame.
        let scene = """
            {"root": {"id": "window", "frame": [0, 0, 200, 200], "subviews": [
              {"id": "v", "frame": [50, 75, 100, 50], "transform": [0, 1, -1, 0, 0, 0],
               "alignmentInsets": [5, 10, 0, 0]}]}}
            """
        let r = runExposure(["align", "-", "--view", "v"], scene: scene)
        #expect(r.standardOutput == "{\"frame\": [75.0, 50.0, 50.0, 100.0], \"alignmentRect\": [85.0, 55.0, 40.0, 95.0], \"insets\": [5.0, 10.0, 0.0, 0.0]}\n")
    }

    @Test func unknownViewIsExitTwo() {
        let r = runExposure(["align", "-", "--view", "nope"],
                            scene: "{\"root\": {\"id\": \"window\", \"frame\": [0, 0, 10, 10]}}")
        #expect(r.exitCode == 2)
        #expect(r.standardError.contains("--view: no view with id \"nope\""))
    }
}
