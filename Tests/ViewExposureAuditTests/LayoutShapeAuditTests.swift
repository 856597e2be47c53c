import ViewExposureDumps
import ViewExposureDocument
import ViewExposureDumpGenerators
import ViewExposureAudit
import Testing
import ViewExposure

/// Issue 28's irregular shapes (``LayoutShapeGenerator``) at small sizes: the audit's indexed
/// answers (window grids, sibling grids, the exposure pass's obstruction grid) against the
/// library's plain walks and against coverers computed by brute force from the frames.
@Suite("Audit of irregular layout shapes")
struct LayoutShapeAuditTests {
    @Test("400 random buttons: answers equal the plain hit test and front-most walk")
    func randomButtons() throws {
        let (loaded, audits) = try StressShapeAuditTests.audited(LayoutShapeGenerator.randomButtons(400))
        StressShapeAuditTests.checkSampled(loaded, audits, expectedCount: 400)
        // Sizes and places really vary (the shape is not a grid in disguise).
        #expect(Set(audits.map(\.frameOnScreen.width)).count > 40)
    }

    @Test("2 500 staggered buttons: answers equal the plain walks")
    func staggeredButtons() throws {
        let (loaded, audits) = try StressShapeAuditTests.audited(LayoutShapeGenerator.staggeredButtons(2_500))
        StressShapeAuditTests.checkSampled(loaded, audits, expectedCount: 2_500)
        // Three rows: a button in the middle one overlaps 18 of its row and 19 of each other.
        let frames = audits.map(\.frameOnScreen)
        #expect(frames.indices.filter { $0 != 1_200 && frames[$0].overlaps(frames[1_200]) }.count == 18 + 2 * 19)
    }

    @Test("300 windows of one button each: every control, and its coverers, by brute force over the windows in front")
    func buttonPerWindow() throws {
        let (loaded, audits) = try StressShapeAuditTests.audited(LayoutShapeGenerator.buttonPerWindow(300))
        #expect(loaded.screen.windows.count == 300)
        // Every control, not a sample: each asks the window grids.
        for a in audits {
            let hit = loaded.screen.hitTest(a.center)
            #expect(a.receiverAtCenter === hit)
            #expect(a.frontmostAtCenter === loaded.screen.frontmostDrawnView(at: a.center))
        }
        // The layouts draw nothing, so what covers a button is the buttons of the windows in
        // front overlapping it by more than the tolerance: the first 16 of them, nearest first.
        let windows = loaded.screen.windows
        var covered = 0
        for a in audits {
            guard let w = a.subject.view.window, let k = windows.firstIndex(where: { $0 === w }) else {
                Issue.record("control outside the screen's windows")
                continue
            }
            let front = windows[(k + 1)...].compactMap(\.subviews.first).filter { b in
                b.frameOnScreen.intersection(a.frameOnScreen).map { $0.width > 1 && $0.height > 1 } ?? false
            }
            #expect(Set(a.coveredBy.map { ObjectIdentifier($0.view) }) == Set(front.prefix(16).map(ObjectIdentifier.init)))
            #expect(a.moreCoverers == (front.count > 16))
            if !front.isEmpty { covered += 1 }
        }
        #expect(covered > 200)
    }
}
