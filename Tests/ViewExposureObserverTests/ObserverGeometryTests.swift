import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement
import ViewExposureObserver
import ViewExposureTestSupport

/// Geometry of intersection entries: thresholds, edges, zero area, margins, clipping.
@Suite struct ObserverGeometryTests {
    /// A 100-high cell at content y 650 in a clipping list [0, 600) of the 400 × 600 window.
    /// Scrolling by `off` puts it at window y 650 − off, so its visible height is
    /// clamp(off − 50, 0, 100) and the ratio is that ÷ 100.
    @Test func eachThresholdCrossingInAScrollDeliversOneEntry() throws {
        let f = ObserverFixture()
        let list = f.add(Rect(x: 0, y: 0, width: 400, height: 600), clips: true)
        let cell = f.add(Rect(x: 0, y: 650, width: 400, height: 100), to: list)
        let o = f.observer(try options(thresholds: [1, 0.5, 0, 0.5]))
        o.observe(cell)
        var seen: [(offset: Double, intersecting: Bool, ratio: Double, index: Int)] = []
        for e in f.log.take() { seen.append((0, e.isIntersecting, e.intersectionRatio, e.thresholdIndex)) }
        for off in [40.0, 50, 60, 100, 120, 150, 160, 100, 90, 0] {
            list.bounds.origin = Point(x: 0, y: off)
            for e in f.log.take() { seen.append((off, e.isIntersecting, e.intersectionRatio, e.thresholdIndex)) }
        }
        // First check (not touching), edge contact at 50 (ratio 0 reaches threshold 0),
        // 0.5 at 100, 1 at 150, back to 0.5 at 100, 0.4 at 90 (index 1), apart at 0.
        #expect(seen.map(\.offset) == [0, 50, 100, 150, 100, 90, 0])
        #expect(seen.map(\.intersecting) == [false, true, true, true, true, true, false])
        #expect(seen.map(\.ratio) == [0, 0, 0.5, 1, 0.5, 0.4, 0])
        #expect(seen.map(\.index) == [0, 1, 2, 3, 2, 1, 0])
    }

    /// Cell [0, 600, 400, 100] touches the window's bottom edge (600): edge-adjacent counts.
    @Test func edgeAdjacentTargetIntersectsWithRatioZero() throws {
        let f = ObserverFixture()
        let cell = f.add(Rect(x: 0, y: 600, width: 400, height: 100))
        let o = f.observer(try options())
        o.observe(cell)
        let e = try #require(f.log.take().first)
        #expect(e.isIntersecting)
        #expect(e.intersectionRatio == 0)
        #expect(e.intersectionRect == Rect(x: 0, y: 600, width: 400, height: 0))
        #expect(e.boundingClientRect == Rect(x: 0, y: 600, width: 400, height: 100))
        #expect(e.rootBounds == Rect(x: 0, y: 0, width: 400, height: 600))
        // One point further out they no longer touch.
        cell.center.y += 1
        let apart = try #require(f.log.take().first)
        #expect(!apart.isIntersecting)
        #expect(apart.intersectionRect == .zero)
    }

    /// A zero-width target has ratio 1 when it touches the root and 0 when it does not.
    @Test func zeroAreaTargetRatioIsOneWhenTouchingElseZero() throws {
        let f = ObserverFixture()
        let line = f.add(Rect(x: 100, y: 100, width: 0, height: 50))
        let o = f.observer(try options(thresholds: [0, 1]))
        o.observe(line)
        let inside = try #require(f.log.take().first)
        #expect(inside.isIntersecting)
        #expect(inside.intersectionRatio == 1)
        #expect(inside.thresholdIndex == 2)
        line.center = Point(x: 500, y: 100)
        let outside = try #require(f.log.take().first)
        #expect(!outside.isIntersecting)
        #expect(outside.intersectionRatio == 0)
    }

    /// Half of a 100 × 100 target is inside: ratio 0.5 is below the only threshold 0.75, so
    /// it is not intersecting (docs/semantics.md §6.3), though the intersection rect is reported.
    @Test func thresholdAboveCurrentRatioMeansNotIntersecting() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 350, y: 0, width: 100, height: 100))
        let o = f.observer(try options(thresholds: [0.75]))
        o.observe(t)
        let e = try #require(f.log.take().first)
        #expect(!e.isIntersecting)
        #expect(e.intersectionRatio == 0.5)
        #expect(e.intersectionRect == Rect(x: 350, y: 0, width: 50, height: 100))
        // 0.6 is still below: no entry (same index 0, same isIntersecting).
        t.center.x -= 10
        #expect(f.log.take().isEmpty)
        // 0.8 reaches it.
        t.center.x -= 20
        let up = try #require(f.log.take().first)
        #expect(up.isIntersecting)
        #expect(up.intersectionRatio == 0.8)
    }

    /// "10px 20% 0px 5%" on the 400 × 600 window: top 10, right 20% of 400 = 80, bottom 0,
    /// left 5% of 400 = 20 → rootBounds [−20, −10, 500, 610].
    @Test func rootMarginPixelsAndPercentOfWidth() throws {
        let f = ObserverFixture()
        // 50 right of the window: inside the 80-point right margin, fully.
        let t = f.add(Rect(x: 450, y: 100, width: 20, height: 20))
        let o = f.observer(try options(margin: "10px 20% 0px 5%"))
        o.observe(t)
        let e = try #require(f.log.take().first)
        #expect(e.rootBounds == Rect(x: -20, y: -10, width: 500, height: 610))
        #expect(e.isIntersecting)
        #expect(e.intersectionRatio == 1)
    }

    /// "10% 0px": top and bottom are 10% of the height 600 = 60 → rootBounds [0, −60, 400, 720];
    /// a negative margin shrinks: "-50px" → [50, 50, 300, 500].
    @Test func rootMarginPercentOfHeightAndNegativeShrinks() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 0, y: 640, width: 400, height: 40))
        let grown = f.observer(try options(margin: "10% 0px"))
        grown.observe(t)
        let e = try #require(f.log.take().first)
        #expect(e.rootBounds == Rect(x: 0, y: -60, width: 400, height: 720))
        #expect(e.intersectionRatio == 0.5)   // [640, 660) of [640, 680)
        let shrunk = f.observer(try options(margin: "-50px"))
        let inner = f.add(Rect(x: 0, y: 0, width: 100, height: 100))
        shrunk.observe(inner)
        let s = try #require(f.log.take().first)
        #expect(s.rootBounds == Rect(x: 50, y: 50, width: 300, height: 500))
        #expect(s.intersectionRatio == 0.25)  // [50,100)² of [0,100)²
    }

    /// The margin works in the root's own coordinates, before mapping to the window: a root
    /// [100, 100, 100, 50] scaled 2× about its center covers window [50, 75, 200, 100]; its
    /// bounds grown by "0px -11px 12px 0px" are [0, 0, 89, 62], which map to
    /// [50, 75, 178, 124] — 22 narrower and 24 taller than unmargined (not 11 and 12).
    @Test func rootMarginAppliesInTheScaledRootsOwnSpace() throws {
        let f = ObserverFixture()
        let root = f.add(Rect(x: 100, y: 100, width: 100, height: 50))
        root.transform = AffineTransform(scaleX: 2, y: 2)
        let t = f.add(Rect(x: 10, y: 10, width: 20, height: 20), to: root)
        let plain = f.observer(try options(root: root))
        plain.observe(t)
        let unmargined = try #require(f.log.take().first)
        #expect(unmargined.rootBounds == Rect(x: 50, y: 75, width: 200, height: 100))
        let o = f.observer(try options(root: root, margin: "0px -11px 12px 0px"))
        o.observe(t)
        let e = try #require(f.log.take().first)
        #expect(e.rootBounds == Rect(x: 50, y: 75, width: 178, height: 124))
        #expect(e.isIntersecting)
        #expect(e.boundingClientRect == Rect(x: 70, y: 95, width: 40, height: 40))
    }

    /// The same through a scaled ancestor: ancestor [0, 0, 200, 200] scaled 2× about its
    /// center maps x to 2x − 100; the root [50, 50, 100, 50] in it covers window [0, 0, 200,
    /// 100], and its margined bounds [0, 0, 89, 62] become [0, 0, 178, 124].
    @Test func rootMarginAppliesBeforeAScaledAncestor() throws {
        let f = ObserverFixture()
        let ancestor = f.add(Rect(x: 0, y: 0, width: 200, height: 200))
        ancestor.transform = AffineTransform(scaleX: 2, y: 2)
        let root = f.add(Rect(x: 50, y: 50, width: 100, height: 50), to: ancestor)
        let t = f.add(Rect(x: 0, y: 0, width: 10, height: 10), to: root)
        let o = f.observer(try options(root: root, margin: "0px -11px 12px 0px"))
        o.observe(t)
        let e = try #require(f.log.take().first)
        #expect(e.rootBounds == Rect(x: 0, y: 0, width: 178, height: 124))
    }

    /// Percentages are of the root's own, untransformed size: "10% 0px 0px 10%" on the
    /// 100 × 50 root scaled 2× is 5 (top) and 10 (left) root points, 10 and 20 window points:
    /// bounds [−10, −5, 110, 55] map to [30, 65, 220, 110].
    @Test func rootMarginPercentagesAreOfTheUntransformedRoot() throws {
        let f = ObserverFixture()
        let root = f.add(Rect(x: 100, y: 100, width: 100, height: 50))
        root.transform = AffineTransform(scaleX: 2, y: 2)
        let t = f.add(Rect(x: -5, y: 0, width: 10, height: 10), to: root)
        let o = f.observer(try options(root: root, margin: "10% 0px 0px 10%"))
        o.observe(t)
        let e = try #require(f.log.take().first)
        #expect(e.rootBounds == Rect(x: 30, y: 65, width: 220, height: 110))
        // The target's left half lies in the left margin: all of it is inside.
        #expect(e.intersectionRatio == 1)
    }

    /// Under a quarter turn the root's width becomes window height: "0px 0px 0px 10%" on a
    /// 200 × 100 root grows its bounds to 220 × 100 in its own space, which the rotation
    /// turns into a 100 × 220 window rect (applied after mapping it would be 110 × 200).
    @Test func rootMarginFollowsTheRootsRotation() throws {
        let f = ObserverFixture()
        let root = f.add(Rect(x: 100, y: 100, width: 200, height: 100))
        root.transform = AffineTransform(rotationAngle: .pi / 2)
        let t = f.add(Rect(x: 10, y: 10, width: 10, height: 10), to: root)
        let o = f.observer(try options(root: root, margin: "0px 0px 0px 10%"))
        o.observe(t)
        let r = try #require(f.log.take().first).rootBounds
        #expect(abs(r.width - 100) < 1e-9)
        #expect(abs(r.height - 220) < 1e-9)
        // Center (200, 150); the root-space left edge x = −20 lies 120 from the center, and
        // a clockwise quarter turn sends −x to −y: the top is at 150 − 120 = 30.
        #expect(abs(r.minY - 30) < 1e-9)
        #expect(abs(r.minX - 150) < 1e-9)
    }

    /// docs/semantics.md §6.2: a margin that drives the height negative clamps it to 0 at the same
    /// origin, and a target crossing that zero-height rect intersects edge-on. Root frame
    /// [17, 55, 22, 6] with "0px 0px -17px 0px" → rootBounds [17, 55, 22, 0].
    @Test func zeroHeightRootRectIntersectsTargetsCrossingIt() throws {
        let f = ObserverFixture()
        let root = f.add(Rect(x: 17, y: 55, width: 22, height: 6))
        let crossing = f.add(Rect(x: -10, y: -5, width: 50, height: 10), to: root)   // window y 50..60
        let below = f.add(Rect(x: 0, y: 1, width: 10, height: 3), to: root)          // window y 56..59
        let touching = f.add(Rect(x: 0, y: -3, width: 10, height: 3), to: root)      // window y 52..55
        let o = f.observer(try options(root: root, margin: "0px 0px -17px 0px"))
        o.observe(crossing)
        o.observe(below)
        o.observe(touching)
        let e = f.log.take()
        #expect(e.count == 3)
        #expect(e.allSatisfy { $0.rootBounds == Rect(x: 17, y: 55, width: 22, height: 0) })
        #expect(e.map(\.isIntersecting) == [true, false, true])
        #expect(e.map(\.intersectionRatio) == [0, 0, 0])
        #expect(e[0].intersectionRect == Rect(x: 17, y: 55, width: 22, height: 0))
        #expect(e[1].intersectionRect == .zero)
        #expect(e[2].intersectionRect == Rect(x: 17, y: 55, width: 10, height: 0))
    }

    /// The same for width, and a positive threshold: "0px -30px 0px 0px" leaves
    /// [17, 55, 0, 6]; a target crossing x = 17 touches it (ratio 0), which reaches the
    /// threshold 0 but not 0.1.
    @Test func zeroWidthRootRectIntersectsOnlyAtThresholdZero() throws {
        let f = ObserverFixture()
        let root = f.add(Rect(x: 17, y: 55, width: 22, height: 6))
        let crossing = f.add(Rect(x: -5, y: 1, width: 10, height: 2), to: root)   // window x 12..22
        let right = f.add(Rect(x: 1, y: 1, width: 5, height: 2), to: root)        // window x 18..23
        let o = f.observer(try options(root: root, margin: "0px -30px 0px 0px"))
        o.observe(crossing)
        o.observe(right)
        let e = f.log.take()
        #expect(e.map(\.rootBounds) == [Rect(x: 17, y: 55, width: 0, height: 6), Rect(x: 17, y: 55, width: 0, height: 6)])
        #expect(e.map(\.isIntersecting) == [true, false])
        #expect(e[0].intersectionRect == Rect(x: 17, y: 56, width: 0, height: 2))
        let strict = f.observer(try options(root: root, margin: "0px -30px 0px 0px", thresholds: [0.1]))
        strict.observe(crossing)
        let s = try #require(f.log.take().first)
        #expect(!s.isIntersecting)
        #expect(s.intersectionRect == Rect(x: 17, y: 56, width: 0, height: 2))
    }

    /// A left margin past the right edge moves the origin and clamps the width: "0px 0px 0px
    /// -30px" on [17, 55, 22, 6] gives [47, 55, 0, 6] (the moved left edge), never an
    /// inverted rect.
    @Test func shrinkingFromTheLeftKeepsTheMovedOrigin() throws {
        #expect(try RootMargin(parsing: "0px 0px 0px -30px").grow(Rect(x: 17, y: 55, width: 22, height: 6))
                == Rect(x: 47, y: 55, width: 0, height: 6))
        #expect(try RootMargin(parsing: "-10px").grow(Rect(x: 0, y: 0, width: 8, height: 30))
                == Rect(x: 10, y: 10, width: 0, height: 10))
    }

    /// A vertical list [0, 0, 400, 600] holds a horizontal carousel [0, 100, 200, 150] whose
    /// cell sits at content x 250 (window x 250, inside the window but outside the carousel).
    @Test func nestedClippingHidesCellScrolledOutOfCarousel() throws {
        let f = ObserverFixture()
        let list = f.add(Rect(x: 0, y: 0, width: 400, height: 600), clips: true)
        let carousel = f.add(Rect(x: 0, y: 100, width: 200, height: 150), to: list, clips: true)
        let cell = f.add(Rect(x: 250, y: 0, width: 100, height: 150), to: carousel)
        let o = f.observer(try options())
        o.observe(cell)
        let hidden = try #require(f.log.take().first)
        #expect(!hidden.isIntersecting)
        #expect(hidden.boundingClientRect == Rect(x: 250, y: 100, width: 100, height: 150))
        // Scroll the carousel by 100: the cell is at window x [150, 250), half inside [0, 200).
        carousel.bounds.origin.x = 100
        let half = try #require(f.log.take().first)
        #expect(half.isIntersecting)
        #expect(half.intersectionRatio == 0.5)
        #expect(half.intersectionRect == Rect(x: 150, y: 100, width: 50, height: 150))
        // Scroll the list down by 300: the carousel (and cell) leave the list's viewport.
        list.bounds.origin.y = 300
        let gone = try #require(f.log.take().first)
        #expect(!gone.isIntersecting)
    }

    /// With an explicit root, clipping above the root does not apply and rects stay in
    /// window coordinates; a target outside the root's subtree never intersects.
    @Test func explicitRootUsesItsBoundsAndNeedsDescendants() throws {
        let f = ObserverFixture()
        let outer = f.add(Rect(x: 0, y: 0, width: 100, height: 100), clips: true)
        let root = f.add(Rect(x: 50, y: 50, width: 200, height: 200), to: outer)
        let inside = f.add(Rect(x: 100, y: 100, width: 50, height: 50), to: root)
        let stranger = f.add(Rect(x: 60, y: 60, width: 10, height: 10))
        let o = f.observer(try options(root: root))
        o.observe(inside)
        o.observe(stranger)
        let entries = f.log.take()
        #expect(entries.count == 2)
        // inside: window [150, 150, 50, 50], beyond `outer`'s clip but inside the root.
        #expect(entries[0].isIntersecting)
        #expect(entries[0].intersectionRatio == 1)
        #expect(entries[0].rootBounds == Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(entries[0].intersectionRect == Rect(x: 150, y: 150, width: 50, height: 50))
        #expect(!entries[1].isIntersecting)
    }

    /// A 2× scale about the center of a [100, 100, 50, 50] view gives window [75, 75, 100, 100].
    @Test func transformedTargetUsesItsBoundingBoxInWindowCoordinates() throws {
        let f = ObserverFixture()
        let t = f.add(Rect(x: 100, y: 100, width: 50, height: 50))
        t.transform = AffineTransform(scaleX: 2, y: 2)
        let o = f.observer(try options())
        o.observe(t)
        let e = try #require(f.log.take().first)
        #expect(e.boundingClientRect == Rect(x: 75, y: 75, width: 100, height: 100))
        #expect(e.intersectionRatio == 1)
    }
}
