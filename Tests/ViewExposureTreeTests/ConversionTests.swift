import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureTestSupport

/// Point and rect conversion between views (docs/semantics.md §2.5), hand-computed.
@Suite("View conversion")
struct ConversionTests {
    /// Callers keep the window alive: views hold their superviews weakly, as in UIKit.
    ///
    /// window ─ scroll (0, 64, 320, 400), scrolled to y 100 ─ cell (10, 150, 100, 40)
    ///                                                        └ cell2 (0, 300, 50, 50)
    func scrollScene() -> (Window, View, View, View) {
        let window = Window(frame: rect(0, 0, 320, 480))
        let scroll = window.addChild(rect(0, 64, 320, 400), "scroll")
        scroll.bounds.origin = Point(x: 0, y: 100)
        let cell = scroll.addChild(rect(10, 150, 100, 40), "cell")
        let cell2 = scroll.addChild(rect(0, 300, 50, 50), "cell2")
        return (window, scroll, cell, cell2)
    }

    /// cell (5, 5) → scroll content (15, 155) → window (15, 155 − 100 + 64) = (15, 119).
    @Test func pointThroughScrollOffset() throws {
        let (window, _, cell, _) = scrollScene()
        #expect(try cell.convert(Point(x: 5, y: 5), to: nil) == Point(x: 15, y: 119))
        #expect(try cell.convert(Point(x: 5, y: 5), to: window) == Point(x: 15, y: 119))
        #expect(try cell.convert(Point(x: 15, y: 119), from: nil) == Point(x: 5, y: 5))
        #expect(try cell.convert(Point(x: 15, y: 119), from: window) == Point(x: 5, y: 5))
    }

    /// The cell's bounds land at window (10, 150 − 100 + 64) = (10, 114).
    @Test func rectThroughScrollOffset() throws {
        let (window, scroll, cell, _) = scrollScene()
        #expect(try cell.convert(cell.bounds, to: nil) == rect(10, 114, 100, 40))
        #expect(try cell.convert(cell.bounds, to: scroll) == cell.frame)
        scroll.bounds.origin.y = 150
        #expect(try cell.convert(cell.bounds, to: nil) == rect(10, 64, 100, 40))
        withExtendedLifetime(window) {}
    }

    /// Between cousins through the common ancestor: cell (0, 0) is scroll (10, 150), that is
    /// cell2 (10, −150); and back.
    @Test func betweenSiblings() throws {
        let (window, scroll, cell, cell2) = scrollScene()
        defer { withExtendedLifetime(window) {} }
        #expect(cell.commonAncestor(with: cell2) === scroll)
        #expect(try cell.convert(Point.zero, to: cell2) == Point(x: 10, y: -150))
        #expect(try cell2.convert(Point(x: 10, y: -150), to: cell) == .zero)
        #expect(try cell.convert(Point.zero, from: cell2) == Point(x: -10, y: 150))
    }

    /// A 100×100 view at the origin scaled by 2 about its center (50, 50): p ↦ 50 + 2(p − 50).
    @Test func scale() throws {
        let window = Window(frame: rect(0, 0, 320, 480))
        let v = window.addChild(rect(0, 0, 100, 100), "v")
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == rect(-50, -50, 200, 200))
        #expect(try v.convert(Point.zero, to: nil) == Point(x: -50, y: -50))
        #expect(try v.convert(Point(x: 100, y: 100), to: nil) == Point(x: 150, y: 150))
        #expect(try v.convert(Point(x: 150, y: 150), from: nil) == Point(x: 100, y: 100))
        #expect(try v.convert(rect(25, 25, 50, 50), to: nil) == rect(0, 0, 100, 100))
        // A child at (10, 10) of the scaled view: its origin is 50 + 2(10 − 50) = −30.
        let child = v.addChild(rect(10, 10, 5, 5), "child")
        #expect(try child.convert(Point.zero, to: nil) == Point(x: -30, y: -30))
        #expect(try child.convert(child.bounds, to: nil) == rect(-30, -30, 10, 10))
    }

    /// Scale and scroll offset together: the view scrolled by (10, 0) then scaled by 2; point
    /// p maps to 50 + 2(p − (10 + 50)) = 2p − 70.
    @Test func scaleWithScrollOffset() throws {
        let window = Window(frame: rect(0, 0, 320, 480))
        let v = window.addChild(rect(0, 0, 100, 100), "v")
        v.bounds.origin = Point(x: 10, y: 0)
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(try v.convert(Point(x: 10, y: 0), to: nil) == Point(x: -50, y: -50))
        #expect(try v.convert(Point(x: -50, y: -50), from: nil) == Point(x: 10, y: 0))
    }

    /// A 100×100 view at (100, 100) rotated by 90° clockwise about (150, 150): an offset
    /// (px, py) from the center becomes (−py, px). Its top-right corner (100, 0), offset
    /// (50, −50), goes to (150 + 50, 150 + 50) = (200, 200). cos(π/2) ≠ 0: tolerance.
    @Test func rotation() throws {
        let window = Window(frame: rect(0, 0, 320, 480))
        let v = window.addChild(rect(100, 100, 100, 100), "v")
        v.transform = AffineTransform(rotationAngle: Double.pi / 2)
        let p = try v.convert(Point(x: 100, y: 0), to: nil)
        #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 200) < 1e-9)
        let back = try v.convert(Point(x: 200, y: 200), from: nil)
        #expect(abs(back.x - 100) < 1e-9 && abs(back.y) < 1e-9)
        // A 45° turn: the bounds' bounding box grows to 100√2 about the center.
        v.transform = AffineTransform(rotationAngle: Double.pi / 4)
        let box = try v.convert(v.bounds, to: nil)
        let half = 50 * 2.0.squareRoot()
        #expect(abs(box.minX - (150 - half)) < 1e-9 && abs(box.maxY - (150 + half)) < 1e-9)
    }

    /// A view and its composed transform up to an ancestor agree with point conversion.
    @Test func transformToAncestor() throws {
        let (window, scroll, cell, _) = scrollScene()
        let t = cell.transform(toAncestor: scroll)
        #expect(t.apply(to: Point.zero) == Point(x: 10, y: 150))
        #expect(cell.transform(toAncestor: nil).apply(to: .zero) == (try cell.convert(Point.zero, to: window)))
    }

    /// Views in different windows or trees cannot be converted between: an error, not a guess.
    @Test func differentTreesIsAnError() {
        let (window, _, cell, _) = scrollScene()
        let (otherWindow, _, otherCell, _) = scrollScene()
        defer { withExtendedLifetime((window, otherWindow)) {} }
        #expect(throws: ConversionError.differentTrees) { try cell.convert(Point.zero, to: otherCell) }
        #expect(throws: ConversionError.differentTrees) { try cell.convert(rect(0, 0, 1, 1), from: otherCell) }
        let detached = View(frame: rect(0, 0, 10, 10))
        #expect(throws: ConversionError.differentTrees) { try detached.convert(Point.zero, to: cell) }
        #expect(cell.commonAncestor(with: detached) == nil)
        #expect(ConversionError.differentTrees.description.contains("not in the same tree"))
    }

    /// Mapping into a view with a zero scale has no answer: the error names the view.
    @Test func singularTransformIsAnError() {
        let window = Window(frame: rect(0, 0, 320, 480))
        let flat = window.addChild(rect(0, 0, 100, 100), "flat")
        flat.transform = AffineTransform(scaleX: 0, y: 1)
        #expect(throws: ConversionError.singularTransform(viewIdentifier: "flat")) {
            try flat.convert(Point.zero, from: nil)
        }
        // The other way is defined: everything collapses onto x = 50.
        #expect((try? flat.convert(Point(x: 7, y: 0), to: nil)) == Point(x: 50, y: -50 + 50))
    }

    /// A window's own placement on the screen: `frameOnScreen` adds it; window coordinates
    /// (`nil`) do not.
    @Test func toAndFromWindowAndScreen() throws {
        let window = Window(frame: rect(1000, 2000, 320, 480))
        let v = window.addChild(rect(10, 10, 20, 20), "v")
        #expect(try v.convert(v.bounds, to: nil) == rect(10, 10, 20, 20))
        #expect(v.frameOnScreen == rect(1010, 2010, 20, 20))
        #expect(try v.convert(Point(x: 10, y: 10), from: nil) == .zero)
    }
}
