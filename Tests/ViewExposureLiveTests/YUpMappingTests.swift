import Testing
import ViewExposure

/// The y-up (AppKit) mapping: ``LiveViewState/init(frame:bounds:superviewBounds:superviewIsFlipped:clipsToBounds:isHidden:alpha:isUserInteractionEnabled:alignmentRectInsets:)``
/// through a mirror of ``YUpView``s.
@Suite("Live hierarchies: y-up frames")
@MainActor
struct YUpMappingTests {
    /// A 400×300 content view whose window sits at (100, 600) on a 1 000-point-high y-up
    /// screen: its top edge is at 900, so 100 from the top.
    func window() -> YUpView {
        let w = YUpView(frame: .zero, bounds: Rect(x: 0, y: 0, width: 400, height: 300))
        w.windowFrameOnScreen = Rect(x: 100, y: 600, width: 400, height: 300)
        w.screenWindows = [w]
        return w
    }

    @Test func unflippedSuperviewsReflectFrames() throws {
        let w = window()
        let ad = w.add(YUpView(frame: Rect(x: 0, y: 0, width: 400, height: 100)))        // bottom strip
        let banner = w.add(YUpView(frame: Rect(x: 0, y: 50, width: 400, height: 100)))   // over its top half
        let mirror = LiveHierarchyMirror.ofScreen(w)
        #expect(mirror.screen.windows.first?.frame == Rect(x: 100, y: 100, width: 400, height: 300))
        #expect(mirror.view(for: ad)?.frame == Rect(x: 0, y: 200, width: 400, height: 100))
        #expect(mirror.view(for: banner)?.frame == Rect(x: 0, y: 150, width: 400, height: 100))
        // The ad's top half is covered; coordinates read from its visual top-left.
        let e = ExposureMeasurer().measure(liveView: ad)
        #expect(e.exposedPercentage == 50)
        #expect(e.visibleRectangle == Rect(x: 0, y: 50, width: 400, height: 50))
        #expect(e.occlusionRectangles == nil)   // the covered half is outside the visible one
        // Top-left screen coordinates: the banner spans 250..350 from the screen's top.
        #expect(mirror.hitTest(Point(x: 150, y: 260)) === banner)
        #expect(mirror.hitTest(Point(x: 150, y: 360)) === ad)
        #expect(mirror.hitTest(Point(x: 150, y: 120)) === w)
    }

    @Test func flippedSuperviewsKeepFrames() {
        let w = window()
        let flipped = w.add(YUpView(frame: Rect(x: 0, y: 0, width: 400, height: 300)))
        flipped.isFlipped = true
        let child = flipped.add(YUpView(frame: Rect(x: 10, y: 20, width: 30, height: 40)))
        let mirror = LiveHierarchyMirror.ofScreen(w)
        #expect(mirror.view(for: child)?.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(mirror.view(for: child)?.frameOnScreen == Rect(x: 110, y: 120, width: 30, height: 40))
    }

    /// A scrolled clip view: its bounds origin is the scroll position, in its own (y-up) space.
    @Test func scrolledUnflippedBounds() {
        let w = window()
        let clip = w.add(YUpView(frame: Rect(x: 0, y: 0, width: 400, height: 300),
                                 bounds: Rect(x: 0, y: 50, width: 400, height: 300)))
        // y-up 100..140 in a visible range of 50..350: 210 from the visible top.
        let row = clip.add(YUpView(frame: Rect(x: 0, y: 100, width: 400, height: 40)))
        let mirror = LiveHierarchyMirror.ofScreen(w)
        #expect(mirror.view(for: row)?.frameOnScreen == Rect(x: 100, y: 100 + 210, width: 400, height: 40))
    }

    /// Bounds smaller than the frame scale the content (AppKit's `scaleUnitSquare`): a scale
    /// transform about the center.
    @Test func boundsScaling() {
        let w = window()
        let zoomed = w.add(YUpView(frame: Rect(x: 0, y: 100, width: 200, height: 200),
                                   bounds: Rect(x: 0, y: 0, width: 100, height: 100)))
        let dot = zoomed.add(YUpView(frame: Rect(x: 0, y: 0, width: 10, height: 10)))  // bottom-left
        let mirror = LiveHierarchyMirror.ofScreen(w)
        #expect(mirror.view(for: zoomed)?.transform == AffineTransform(scaleX: 2, y: 2))
        #expect(mirror.view(for: zoomed)?.frame == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(mirror.view(for: dot)?.frameOnScreen == Rect(x: 100, y: 100 + 180, width: 20, height: 20))
    }

    /// A window missing from `liveWindows` is measured as the front-most one; no windows at
    /// all means the view is in none.
    @Test func windowListWithoutTheViewsWindow() {
        let w = window()
        let ad = w.add(YUpView(frame: Rect(x: 0, y: 0, width: 400, height: 300)))
        let other = window()
        other.add(YUpView(frame: Rect(x: 0, y: 0, width: 400, height: 300)))
        w.screenWindows = [w, other]
        #expect(ExposureMeasurer().measure(liveView: ad) == .zero)   // `other` is in front
        w.screenWindows = [other]
        #expect(ExposureMeasurer().measure(liveView: ad).exposedPercentage == 100)
        w.screenWindows = []
        #expect(ExposureMeasurer().measure(liveView: ad) == .zero)
    }
}
