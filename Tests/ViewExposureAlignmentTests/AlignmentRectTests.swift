import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureAlignment
import ViewExposureTestSupport

@Suite("Alignment rectangles")
struct AlignmentRectTests {
    /// docs/semantics.md §5.4: a 200×200 image with a 20-point shadow at the bottom right.
    func shadowedImageView() -> View {
        let v = View(frame: Rect(x: 70, y: 162, width: 200, height: 200), identifier: "image")
        v.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 20, right: 20)
        return v
    }

    @Test func seedExampleShadowedImage() {
        let v = shadowedImageView()
        // 200 − 20 = 180 on both axes, same origin.
        #expect(v.alignmentRect == Rect(x: 70, y: 162, width: 180, height: 180))
        #expect(v.frame(forAlignmentRect: Rect(x: 70, y: 162, width: 180, height: 180))
                == Rect(x: 70, y: 162, width: 200, height: 200))
        #expect(v.intrinsicAlignmentSize(forContentSize: Size(width: 200, height: 200))
                == Size(width: 180, height: 180))
    }

    @Test func centeringBySeedAlignmentRectReproducesTheLoggedFrame() {
        // The seed's log: frame {{70, 162}, {200, 200}} centered by its 180×180 alignment rect;
        // that is a superview of 320×504 (alignment center (160, 252) = (70 + 90, 162 + 90)).
        let parent = View(frame: Rect(x: 0, y: 64, width: 320, height: 504))
        let v = shadowedImageView()
        v.center = Point(x: 3, y: 7)
        parent.addSubview(v)
        #expect(v.centerInSuperviewByAlignmentRect())
        #expect(v.frame == Rect(x: 70, y: 162, width: 200, height: 200))
        // A scrolled superview centers in its visible bounds: origin (0, 100) → +100 in y.
        parent.bounds.origin = Point(x: 0, y: 100)
        #expect(v.centerInSuperviewByAlignmentRect())
        #expect(v.frame == Rect(x: 70, y: 262, width: 200, height: 200))
        // Without a superview nothing happens.
        let lone = shadowedImageView()
        #expect(!lone.centerInSuperviewByAlignmentRect())
        #expect(lone.frame == Rect(x: 70, y: 162, width: 200, height: 200))
    }

    @Test func insetsFromAlignmentRectAndImageBoundsClampFirst() {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        // The core exactly: top 0, left 0, bottom 20, right 20.
        #expect(EdgeInsets(alignmentRect: Rect(x: 0, y: 0, width: 180, height: 180), imageBounds: bounds)
                == EdgeInsets(top: 0, left: 0, bottom: 20, right: 20))
        // A core sticking out left and top (−10, −5) is clamped to the bounds first, so the
        // insets stay ≥ 0: clamped 0,0 → 170,175 → insets top 0, left 0, bottom 25, right 30.
        #expect(EdgeInsets(alignmentRect: Rect(x: -10, y: -5, width: 180, height: 180), imageBounds: bounds)
                == EdgeInsets(top: 0, left: 0, bottom: 25, right: 30))
        // Offset image bounds: distances are between corresponding edges.
        #expect(EdgeInsets(alignmentRect: Rect(x: 15, y: 12, width: 80, height: 60),
                           imageBounds: Rect(x: 10, y: 10, width: 100, height: 100))
                == EdgeInsets(top: 2, left: 5, bottom: 38, right: 15))
        // Apart: no insets. Touching an edge: a zero-width core at the right edge.
        #expect(EdgeInsets(alignmentRect: Rect(x: 300, y: 0, width: 10, height: 10), imageBounds: bounds) == nil)
        #expect(EdgeInsets(alignmentRect: Rect(x: 200, y: 0, width: 10, height: 10), imageBounds: bounds)
                == EdgeInsets(top: 0, left: 200, bottom: 190, right: 0))
    }

    @Test func flippedModeSwapsTopAndBottom() {
        let v = shadowedImageView()   // bottom inset 20
        // y-up: "bottom" is the minY edge, so the alignment rect starts 20 higher in y.
        #expect(v.alignmentRect(forFrame: v.frame, orientation: .yUp)
                == Rect(x: 70, y: 182, width: 180, height: 180))
        #expect(v.frame(forAlignmentRect: Rect(x: 70, y: 182, width: 180, height: 180), orientation: .yUp)
                == v.frame)
        // Asymmetric top/bottom insets make the difference visible on both edges.
        v.alignmentRectInsets = EdgeInsets(top: 4, left: 0, bottom: 10, right: 0)
        let f = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(v.alignmentRect(forFrame: f) == Rect(x: 0, y: 4, width: 100, height: 36))
        #expect(v.alignmentRect(forFrame: f, orientation: .yUp) == Rect(x: 0, y: 10, width: 100, height: 36))
    }

    @Test func baselineIsMeasuredFromTheAlignmentRectBottom() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        v.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        let f = v.frame
        // y-down: alignment bottom = 50 − 10 = 40; a baseline at y 32 is 8 above it.
        #expect(v.baselineOffsetFromBottom(baseline: 32, frame: f) == 8)
        #expect(v.baseline(offsetFromBottom: 8, frame: f) == 32)
        // y-up: alignment bottom = minY + 10 = 10; a baseline at y 18 is 8 above it.
        #expect(v.baselineOffsetFromBottom(baseline: 18, frame: f, orientation: .yUp) == 8)
        #expect(v.baseline(offsetFromBottom: 8, frame: f, orientation: .yUp) == 18)
    }

    @Test func customMappingIsUsedAndItsInverseFailureIsNamed() {
        let v = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        // Forward moves y by 10 and halves the size; backward doubles it but forgets the move.
        v.alignmentMapping = AlignmentMapping(
            alignmentRectForFrame: { f, _ in Rect(x: f.x, y: f.y + 10, width: f.width / 2, height: f.height / 2) },
            frameForAlignmentRect: { a, _ in Rect(x: a.x, y: a.y, width: a.width * 2, height: a.height * 2) })
        #expect(v.alignmentRect == Rect(x: 0, y: 10, width: 50, height: 50))
        let frames = [Rect(x: 1, y: 2, width: 30, height: 40)]
        let failure = v.effectiveAlignmentMapping.verifyInverse(frames: frames, alignmentRects: [])
        #expect(failure?.direction == .frameToAlignmentToFrame)
        #expect(failure?.input == frames[0])
        #expect(failure?.roundTrip == Rect(x: 1, y: 12, width: 30, height: 40))
        #expect(failure?.description.contains("frame → alignment rect → frame") == true)
    }

    @Test func inverseFailureOnlyTheOtherWayRoundIsNamedToo() {
        // Correct for frames ≥ 20 wide, but an alignment rect of negative width comes back
        // clamped at 0: only alignment → frame → alignment fails.
        let m = AlignmentMapping(
            alignmentRectForFrame: { f, _ in Rect(x: f.x, y: f.y, width: max(f.width - 20, 0), height: f.height) },
            frameForAlignmentRect: { a, _ in Rect(x: a.x, y: a.y, width: a.width + 20, height: a.height) })
        let frames = [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 5, y: 5, width: 20, height: 1)]
        #expect(m.verifyInverse(frames: frames, alignmentRects: [Rect(x: 0, y: 0, width: 3, height: 3)]) == nil)
        let bad = Rect(x: 0, y: 0, width: -5, height: 10)
        let failure = m.verifyInverse(frames: frames, alignmentRects: [bad])
        #expect(failure?.direction == .alignmentToFrameToAlignment)
        #expect(failure?.input == bad)
        #expect(failure?.intermediate == Rect(x: 0, y: 0, width: 15, height: 10))
        #expect(failure?.roundTrip == Rect(x: 0, y: 0, width: 0, height: 10))
    }
}
