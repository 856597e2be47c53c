import Testing
import ViewExposure

/// Exposure cases worked out by hand (each expected value derived in the comment next to it),
/// on every forced SIMD path × algorithm.
@Suite struct ExposureHandWorkedTests {
    /// The forced configurations every case runs on. AVX2 ones are included only where the
    /// CPU has AVX2: forcing it elsewhere would silently run the baseline twice. Where it is
    /// missing, ``avx2PathIsCoveredWhereAvailable()`` is reported as skipped instead.
    static let configurations: [(ObstructionKernel.SIMDPath, ObstructionKernel.Algorithm)] = {
        var all: [(ObstructionKernel.SIMDPath, ObstructionKernel.Algorithm)] = [
            (.automatic, .automatic), (.scalar, .fragments), (.scalar, .sweep), (.baseline, .fragments), (.baseline, .sweep),
        ]
        if ObstructionKernel.isAVX2Available { all += [(.avx2, .fragments), (.avx2, .sweep)] }
        return all
    }()

    func exposure(_ clipped: Rect, _ obstructions: [Rect]) -> [ExposureGeometry] {
        Self.configurations.map { config in
            let k = ObstructionKernel()
            let forced = k.force(simd: config.0, algorithm: config.1)
            #expect(forced, "the forced SIMD path \(config.0) is not the one in use")
            for o in obstructions { k.append(o) }
            return k.exposure(of: clipped)
        }
    }

    @Test(.enabled(if: ObstructionKernel.isAVX2Available, "this CPU has no AVX2: the AVX2 path is not covered here"))
    func avx2PathIsCoveredWhereAvailable() {
        #expect(Self.configurations.contains { $0.0 == .avx2 })
        #expect(ObstructionKernel().force(simd: .avx2, algorithm: .sweep))
    }

    @Test func noObstructionsShowsEverything() {
        // 320×50 banner, nothing in front: area 16000, bounds = the banner, no rects.
        for g in exposure(Rect(x: 0, y: 0, width: 320, height: 50), []) {
            #expect(g == ExposureGeometry(visibleArea: 16000, visibleBounds: Rect(x: 0, y: 0, width: 320, height: 50), occlusionRectangles: []))
        }
    }

    @Test func leftHalfCoveredShrinksTheBounds() {
        // [0,320)×[0,50) minus [−10,160)×[−5,60): visible [160,320)×[0,50) = 160×50 = 8000.
        // The obstruction lies outside the visible box, so no occlusion rect remains.
        for g in exposure(Rect(x: 0, y: 0, width: 320, height: 50), [Rect(x: -10, y: -5, width: 170, height: 65)]) {
            #expect(g.visibleArea == 8000)
            #expect(g.visibleBounds == Rect(x: 160, y: 0, width: 160, height: 50))
            #expect(g.occlusionRectangles.isEmpty)
        }
    }

    @Test func separateObstructionsComeBackAsTheyAreSorted() {
        // 100×100 with a 10×20 at (10,10) and a 20×10 at (50,50), touching nothing:
        // area 10000 − 200 − 200 = 9600; equal areas → order by minY: (10,10) first.
        let a = Rect(x: 10, y: 10, width: 10, height: 20), b = Rect(x: 50, y: 50, width: 20, height: 10)
        for g in exposure(Rect(x: 0, y: 0, width: 100, height: 100), [b, a]) {
            #expect(g.visibleArea == 9600)
            #expect(g.visibleBounds == Rect(x: 0, y: 0, width: 100, height: 100))
            #expect(g.occlusionRectangles == [a, b])
        }
    }

    @Test func touchingObstructionsDoNotOverlap() {
        // Two 30×30 squares sharing the edge x = 40: no overlap, returned as they are;
        // area 10000 − 1800 = 8200.
        let a = Rect(x: 10, y: 10, width: 30, height: 30), b = Rect(x: 40, y: 10, width: 30, height: 30)
        for g in exposure(Rect(x: 0, y: 0, width: 100, height: 100), [a, b]) {
            #expect(g.visibleArea == 8200)
            #expect(g.occlusionRectangles == [a, b])
        }
    }

    @Test func overlappingObstructionsBecomeDisjoint() {
        // 20×20 at (10,10) and (20,20) overlap in 10×10: union 400 + 400 − 100 = 700,
        // visible 10000 − 700 = 9300; the rects are disjoint and add up to 700.
        let a = Rect(x: 10, y: 10, width: 20, height: 20), b = Rect(x: 20, y: 20, width: 20, height: 20)
        for g in exposure(Rect(x: 0, y: 0, width: 100, height: 100), [a, b, a]) {
            #expect(g.visibleArea == 9300)
            #expect(g.occlusionRectangles.reduce(0) { $0 + $1.area } == 700)
            #expect(RegionAssertions.pairwiseDisjoint(g.occlusionRectangles, tolerance: 0))
        }
    }

    @Test func occlusionIsClippedToTheVisibleBounds() {
        // Target 100×100; a full-height band [0,40) covers the left, a 10×10 at (60,0) sits
        // inside the rest. Visible box [40,100)×[0,100); the band contributes nothing inside it,
        // the square comes back whole: area 10000 − 4000 − 100 = 5900.
        let band = Rect(x: 0, y: 0, width: 40, height: 100), square = Rect(x: 60, y: 0, width: 10, height: 10)
        for g in exposure(Rect(x: 0, y: 0, width: 100, height: 100), [band, square]) {
            #expect(g.visibleArea == 5900)
            #expect(g.visibleBounds == Rect(x: 40, y: 0, width: 60, height: 100))
            #expect(g.occlusionRectangles == [square])
        }
    }

    @Test func fullyCoveredReportsZeroBounds() {
        // Two halves covering everything: nothing visible → area 0, `.zero`, no rects.
        let halves = [Rect(x: 0, y: 0, width: 60, height: 100), Rect(x: 50, y: 0, width: 50, height: 100)]
        for g in exposure(Rect(x: 0, y: 0, width: 100, height: 100), halves) {
            #expect(g == ExposureGeometry(visibleArea: 0, visibleBounds: .zero, occlusionRectangles: []))
        }
    }

    @Test func invalidInputIsEmpty() {
        // NaN/inf/inverted obstructions obstruct nothing; an empty or NaN target shows nothing.
        let junk = [
            Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
            Rect(minX: 50, minY: 50, maxX: 10, maxY: 10),
        ]
        for g in exposure(Rect(x: 0, y: 0, width: 10, height: 10), junk) {
            #expect(g.visibleArea == 100 && g.occlusionRectangles.isEmpty)
        }
        for g in exposure(Rect(x: .nan, y: 0, width: 10, height: 10), []) {
            #expect(g == ExposureGeometry(visibleArea: 0, visibleBounds: .zero, occlusionRectangles: []))
        }
        for g in exposure(Rect(x: 0, y: 0, width: 0, height: 10), []) {
            #expect(g.visibleArea == 0 && g.visibleBounds == .zero)
        }
    }

    @Test func areaOnlyMatchesFullResult() {
        // Same two overlapping squares: 9300 through the observer entry point too.
        let k = ObstructionKernel()
        k.append(Rect(x: 10, y: 10, width: 20, height: 20))
        k.append(Rect(x: 20, y: 20, width: 20, height: 20))
        #expect(k.count == 2)
        #expect(k.visibleArea(of: Rect(x: 0, y: 0, width: 100, height: 100)) == 9300)
        k.removeAll()
        #expect(k.count == 0 && k.visibleArea(of: Rect(x: 0, y: 0, width: 100, height: 100)) == 10000)
    }
}
