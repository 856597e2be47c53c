import ViewExposureDumpGenerators
import ViewExposureTestSupport
import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// `measureAll` on issue 28's staggered shape (views overlapping about 170 others each, the
/// obstructions gathered through the pass's grid) against measuring each view alone, with
/// views of very different sizes mixed in (every level of the grid) and border rings (several
/// rects of one sequence).
@Suite("Exposure: whole-screen pass on staggered views")
struct ExposureMeasureAllShapesTests {
    @Test("1 200 staggered views with mixed sizes and rings agree with single measurements",
          arguments: [ObstructionPolicy.everyVisibleView, .contentDrawingViews])
    func staggered(_ policy: ObstructionPolicy) {
        var rng = TestRandom(seed: 28)
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 1_080, height: 2_400), identifier: "window")
        screen.addWindow(window)
        var all: [View] = [window]
        for i in 0..<1_200 {
            let o = LayoutShapeGenerator.staggeredOrigin(i)
            let v = View(frame: Rect(x: Double(o.x), y: Double(o.y), width: 10, height: 10), identifier: "v\(i)")
            if rng.chance(5) {
                // A view of another scale: a quarter point up to most of the window.
                let side = Double(1 << rng.int(0, 12)) / 4
                v.frame = Rect(x: Double(o.x), y: Double(o.y), width: side, height: side / 2)
            }
            if rng.chance(5) { v.painting = .border(width: 2) }
            window.addSubview(v)
            all.append(v)
        }
        let (compared, partial) = ExposureMeasureAllTests.compare(screen, all, options: ExposureOptions(policy: policy))
        #expect(compared == 1_201)
        #expect(partial > 500)
    }
}
