import ViewExposureTestSupport
import Testing
import ViewExposure
@testable import ViewExposureCLI

/// Label placement in the SVG picture (a label whose anchor is taken moves down a line until
/// it finds a free one) against the rule applied naively, scanning from the label's own start
/// every time: labels from a few shared starts (nested views sharing a corner) and starts
/// that fall on other labels' lines.
@Suite("SVG label placement")
struct SVGLabelPlacementTests {
    @Test("labels land where the naive scan puts them", arguments: [1, 2])
    func agreesWithNaiveScan(seed: UInt64) throws {
        var rng = TestRandom(seed: seed)
        var drawing = SVGDrawing(canvas: Rect(x: 0, y: 0, width: 400, height: 400))
        var taken = Set<[Int]>()
        var expected: [String] = []
        for i in 0..<600 {
            let p = Point(x: Double(rng.int(0, 2)) * 50.5, y: Double(rng.int(0, 4)) * 10 + (rng.chance(20) ? 0.25 : 0))
            let size: Double = rng.chance(80) ? 9 : 10
            var y = p.y
            while taken.contains([Int(p.x.rounded()), Int(y.rounded())]) { y += size + 1 }
            taken.insert([Int(p.x.rounded()), Int(y.rounded())])
            expected.append("y=\"\(SVGDrawing.num(y))\"")
            drawing.addLabel("L\(i)", at: p, size: size)
        }
        let lines = try drawing.svgText().split(separator: "\n")
        for i in expected.indices {
            let line = lines.first { $0.hasSuffix(">L\(i)</text>") }
            #expect(line?.contains(expected[i]) == true, "label \(i): \(line ?? "missing") vs \(expected[i])")
        }
    }
}
