import ViewExposureReference
import ViewExposureTestSupport
import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// The Prebid Mobile exposure checker (docs/benchmark-workloads.md §1.3; `PrebidRectExposure`,
/// `PrebidViewExposureChecker`) against the library (`ObstructionKernel`, `ExposureMeasurer`)
/// on small random inputs with integer and half-integer coordinates.
///
/// Where the SDK's rules and the library's coincide, the answers must be the same: the
/// visible rectangle exactly, the visible area exactly (every area here fits a `Float`), the
/// exposure factor as the one `Float` division of those exact areas, and occlusion rects that
/// cover exactly the library's occlusion region. Where the rules differ, each test names the
/// rule and shows the difference is exactly that rule: taking the rule out of the library's
/// scene (or out of the checker) makes the answers equal again, and a scene where only that
/// rule matters shows the specific difference.
@Suite("Prebid Mobile checker against the library")
struct PrebidDifferentialTests {
    typealias Random = TestRandom

    /// A half-integer in `lo...hi` (both integers).
    static func half(_ rng: inout Random, _ lo: Int, _ hi: Int) -> Double { Double(rng.int(2 * lo, 2 * hi)) / 2 }

    /// The library's kernel answer for `clipped` under `obstructions` (clipped to it first, as
    /// the measurer hands them over).
    static func libraryGeometry(_ clipped: Rect, _ obstructions: [Rect]) -> ExposureGeometry {
        let kernel = ObstructionKernel()
        for o in obstructions { if let r = o.intersection(clipped) { kernel.append(r) } }
        return kernel.exposure(of: clipped)
    }

    /// The library's geometry for measuring `v`, or `nil` when the library answers zero.
    static func libraryGeometry(of v: View) -> (geometry: ExposureGeometry, testedArea: Double)? {
        guard let inputs = ExposureMeasurer().inputs(for: v) else { return nil }
        return (libraryGeometry(inputs.clippedRect, inputs.obstructions), inputs.testedArea)
    }

    /// Asserts that the checker's answer `p` is the library's `g` where the rules coincide
    /// (see the suite's documentation); `nil` means the library answers zero.
    static func expectCoincide(_ p: PrebidExposure, _ library: (geometry: ExposureGeometry, testedArea: Double)?,
                               _ context: @autoclosure () -> String) {
        guard let (g, testedArea) = library, g.visibleArea > 0 else {
            #expect(p == .zero, "\(context()): library zero, prebid \(p)")
            return
        }
        #expect(p.visibleRectangle == g.visibleBounds, "\(context()): visible rectangle")
        #expect(Double(p.visibleArea) == g.visibleArea, "\(context()): visible area \(p.visibleArea) vs \(g.visibleArea)")
        #expect(p.exposureFactor == Float(g.visibleArea) / Float(testedArea), "\(context()): factor")
        let mine = p.occlusionRectangles ?? []
        #expect((p.occlusionRectangles == nil) == g.occlusionRectangles.isEmpty, "\(context()): nil occlusion")
        #expect(!KernelReference.anyOverlap(mine), "\(context()): occlusion rects overlap")
        #expect(mine.allSatisfy { p.visibleRectangle.contains($0) }, "\(context()): occlusion outside the box")
        // The same covered region: equal union areas, and nothing more in the union of both.
        let a = KernelReference.unionArea(mine), b = KernelReference.unionArea(g.occlusionRectangles)
        #expect(a == b && KernelReference.unionArea(mine + g.occlusionRectangles) == a, "\(context()): occlusion region")
        // The SDK's order: by Float area, largest first.
        #expect(zip(mine, mine.dropFirst()).allSatisfy { Float($0.area) >= Float($1.area) }, "\(context()): order")
    }

    // MARK: - Where the rules coincide

    @Test("rects: same exposure, visible rectangle and occlusion region")
    func rectsCoincide() {
        var rng = Random(seed: 0x5EED_0001)
        var partial = 0, overlapping = 0, asTheyAre = 0
        for i in 0..<3_000 {
            let target = Rect(x: Self.half(&rng, -10, 10), y: Self.half(&rng, -10, 10),
                              width: Self.half(&rng, 1, 40), height: Self.half(&rng, 1, 40))
            let obstructions = (0..<rng.int(0, 10)).map { _ in
                Rect(x: Self.half(&rng, Int(target.minX) - 10, Int(target.maxX) + 5),
                     y: Self.half(&rng, Int(target.minY) - 10, Int(target.maxY) + 5),
                     width: Self.half(&rng, 0, 30), height: Self.half(&rng, 0, 30))
            }
            let p = PrebidRectExposure.exposure(of: target, obstructions: obstructions)
            let g = Self.libraryGeometry(target, obstructions)
            Self.expectCoincide(p, (g, target.area), "case \(i) \(target) \(obstructions)")
            if g.visibleArea > 0 && g.visibleArea < target.area { partial += 1 }
            // Pairwise-disjoint clipped obstructions with distinct areas come back as they are,
            // in the same order, from both.
            let clipped = obstructions.compactMap { $0.intersection(target) }
            if KernelReference.anyOverlap(clipped) {
                overlapping += 1
            } else if Set(clipped.map { Float($0.area) }).count == clipped.count, g.visibleArea > 0 {
                #expect((p.occlusionRectangles ?? []) == g.occlusionRectangles, "case \(i)")
                asTheyAre += 1
            }
        }
        #expect(partial > 1_500 && overlapping > 500 && asTheyAre > 500)
    }

    /// A random single-window scene, 200×200, half-integer frames; `alpha`, `friendly` and
    /// `scales` switch on transparent views, friendly obstructions and 2× / ½× scales.
    static func scene(_ rng: inout Random, views: Int, alpha: Bool = false, friendly: Bool = false,
                      scales: Bool = true) -> (Screen, Window, [View]) {
        let screen = Screen()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), identifier: "w")
        screen.addWindow(window)
        var all: [View] = [window]
        for i in 0..<views {
            let v = View(frame: Rect(x: half(&rng, -20, 190), y: half(&rng, -20, 190),
                                     width: half(&rng, 0, 80), height: half(&rng, 0, 80)), identifier: "v\(i)")
            v.clipsToBounds = rng.chance(25)
            v.isHidden = rng.chance(5)
            v.drawsContent = !rng.chance(20)
            if rng.chance(10) { v.bounds.origin = Point(x: half(&rng, -10, 10), y: half(&rng, -10, 10)) }
            if scales, rng.chance(6) {
                v.transform = rng.chance(50) ? AffineTransform(scaleX: 2, y: 2) : AffineTransform(scaleX: 0.5, y: 0.5)
            }
            if alpha { v.alpha = rng.chance(15) ? 0 : (rng.chance(6) ? 0.005 : (rng.chance(10) ? 0.5 : 1)) }
            if friendly, rng.chance(10) { v.friendlyObstruction = try? FriendlyObstruction(purpose: .other, reason: nil) }
            all[rng.int(0, all.count - 1)].addSubview(v)
            all.append(v)
        }
        return (screen, window, all)
    }

    @Test("trees: same exposure as the measurer (no alpha, friendly or front-window rules in play)")
    func treesCoincide() {
        var rng = Random(seed: 0x5EED_0002)
        var partial = 0
        for s in 0..<150 {
            let (screen, _, all) = Self.scene(&rng, views: rng.int(5, 40))
            for v in all.dropFirst() {
                Self.expectCoincide(PrebidViewExposureChecker.exposure(of: v), Self.libraryGeometry(of: v),
                                    "scene \(s) \(v.identifier ?? "?")")
                let e = ExposureMeasurer().measure(v).exposedPercentage
                if e > 0 && e < 100 { partial += 1 }
            }
            withExtendedLifetime(screen) {}
        }
        #expect(partial > 300)
    }

    @Test("worked example: the SDK's fragment layout and its largest-first re-sort")
    func workedExample() {
        // B overlaps A's lower-right corner. fragmentize(B around A) keeps the strip right of A
        // at B's full height (20×30) and the part below A only as wide as the overlap (20×10);
        // re-sorted, the larger comes first. The library's kernel cuts full-width bands.
        let a = Rect(x: 0, y: 0, width: 50, height: 50), b = Rect(x: 30, y: 30, width: 40, height: 30)
        let p = PrebidRectExposure.exposure(of: Rect(x: 0, y: 0, width: 100, height: 100), obstructions: [a, b])
        #expect(p.occlusionRectangles == [a, Rect(x: 50, y: 30, width: 20, height: 30), Rect(x: 30, y: 50, width: 20, height: 10)])
        #expect(p.visibleArea == 6_700 && p.exposureFactor == 0.67)
        #expect(p.visibleRectangle == Rect(x: 0, y: 0, width: 100, height: 100))
        let g = Self.libraryGeometry(Rect(x: 0, y: 0, width: 100, height: 100), [a, b])
        #expect(g.visibleArea == 6_700 && g.occlusionRectangles != p.occlusionRectangles)
    }

    // MARK: - Where the rules differ, one rule at a time

    @Test("rule: no alpha — transparent views obstruct, a transparent tested view is measured")
    func noAlphaRule() {
        var rng = Random(seed: 0x5EED_0003)
        var differs = 0
        for s in 0..<120 {
            let (screen, _, all) = Self.scene(&rng, views: rng.int(5, 40), alpha: true)
            let answers = all.dropFirst().map { PrebidViewExposureChecker.exposure(of: $0) }
            let library = all.dropFirst().map { ExposureMeasurer().measure($0).exposedPercentage }
            // Taking the alpha rule out of the scene makes the library agree with the SDK.
            let alphas = all.map(\.alpha)
            for v in all { v.alpha = 1 }
            for (i, v) in all.dropFirst().enumerated() {
                #expect(PrebidViewExposureChecker.exposure(of: v) == answers[i], "the SDK reads no alpha")
                Self.expectCoincide(answers[i], Self.libraryGeometry(of: v), "scene \(s) \(v.identifier ?? "?")")
            }
            for (v, a) in zip(all, alphas) { v.alpha = a }
            differs += zip(answers, library).filter { abs($0.exposedPercentage - $1) > 1e-3 }.count
            withExtendedLifetime(screen) {}
        }
        #expect(differs > 100)

        // Only the rule matters: a fully transparent overlay on the lower half.
        let f = ExposureFixture(width: 100, height: 100)
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        let overlay = f.window.addChild(rect(0, 50, 100, 50), "overlay")
        overlay.alpha = 0
        #expect(measureExposure(ad).exposedPercentage == 100)
        #expect(PrebidViewExposureChecker.exposure(of: ad).exposureFactor == 0.5)
        overlay.alpha = 1
        ad.alpha = 0
        #expect(measureExposure(ad) == .zero)
        #expect(PrebidViewExposureChecker.exposure(of: ad).exposureFactor == 0.5)
    }

    @Test("rule: no windows in front — only the tested view's window is walked")
    func noWindowsInFront() {
        var rng = Random(seed: 0x5EED_0004)
        var differs = 0
        for s in 0..<120 {
            let (screen, _, all) = Self.scene(&rng, views: rng.int(5, 30))
            let front = Window(frame: Rect(x: Self.half(&rng, -50, 150), y: Self.half(&rng, -50, 150),
                                           width: Self.half(&rng, 0, 120), height: Self.half(&rng, 0, 120)))
            front.addSubview(View(frame: Rect(x: Self.half(&rng, 0, 50), y: Self.half(&rng, 0, 50), width: 40, height: 40)))
            screen.addWindow(front)
            let answers = all.dropFirst().map { PrebidViewExposureChecker.exposure(of: $0) }
            let library = all.dropFirst().map { ExposureMeasurer().measure($0).exposedPercentage }
            screen.removeWindow(front)
            for (i, v) in all.dropFirst().enumerated() {
                Self.expectCoincide(answers[i], Self.libraryGeometry(of: v), "scene \(s) \(v.identifier ?? "?")")
            }
            differs += zip(answers, library).filter { abs($0.exposedPercentage - $1) > 1e-3 }.count
        }
        #expect(differs > 30)

        let f = ExposureFixture(width: 100, height: 100)
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        f.screen.addWindow(Window(frame: rect(0, 50, 100, 50), identifier: "alert"))
        #expect(measureExposure(ad).exposedPercentage == 50)
        #expect(PrebidViewExposureChecker.exposure(of: ad).exposureFactor == 1)
    }

    @Test("rule: no friendly obstructions — a friendly view obstructs like any other")
    func noFriendlyObstructions() {
        var rng = Random(seed: 0x5EED_0005)
        var differs = 0
        for s in 0..<120 {
            let (screen, _, all) = Self.scene(&rng, views: rng.int(5, 40), friendly: true)
            let answers = all.dropFirst().map { PrebidViewExposureChecker.exposure(of: $0) }
            let library = all.dropFirst().map { ExposureMeasurer().measure($0).exposedPercentage }
            for v in all { v.friendlyObstruction = nil }
            for (i, v) in all.dropFirst().enumerated() {
                Self.expectCoincide(answers[i], Self.libraryGeometry(of: v), "scene \(s) \(v.identifier ?? "?")")
            }
            differs += zip(answers, library).filter { abs($0.exposedPercentage - $1) > 1e-3 }.count
            withExtendedLifetime(screen) {}
        }
        #expect(differs > 10)

        let f = ExposureFixture(width: 100, height: 100)
        let ad = f.window.addChild(rect(0, 0, 100, 100), "ad")
        let close = f.window.addChild(rect(90, 0, 10, 10), "close")
        close.friendlyObstruction = try? FriendlyObstruction(purpose: .closeAd, reason: nil)
        #expect(measureExposure(ad).exposedPercentage == 100)
        #expect(PrebidViewExposureChecker.exposure(of: ad).exposureFactor == 0.99)
    }

    @Test("rule: a view without a superview (the window itself) measures zero")
    func noSuperview() {
        let f = ExposureFixture(width: 100, height: 100)
        f.window.addChild(rect(0, 50, 100, 50))   // the window's own content: never obstructs it
        #expect(measureExposure(f.window).exposedPercentage == 100)
        #expect(PrebidViewExposureChecker.exposure(of: f.window) == .zero)
    }

    @Test("rule: float accumulation — exact while areas fit a Float, off by rounding beyond")
    func floatAccumulation() {
        // Three disjoint 4097×4097 squares in a 10 000×10 000 view: each area (2²⁴ + 8193) is
        // odd above 2²⁴, so the Float running sum drops units; the exact visible area is
        // 10⁸ − 3 × 16 785 409 = 49 643 773.
        let target = Rect(x: 0, y: 0, width: 10_000, height: 10_000)
        let squares = [Rect(x: 0, y: 0, width: 4097, height: 4097), Rect(x: 4097, y: 0, width: 4097, height: 4097),
                       Rect(x: 0, y: 4097, width: 4097, height: 4097)]
        let p = PrebidRectExposure.exposure(of: target, obstructions: squares)
        let g = Self.libraryGeometry(target, squares)
        #expect(g.visibleArea == 49_643_773)
        #expect(p.visibleRectangle == g.visibleBounds)
        #expect(p.occlusionRectangles?.count == 3)
        // Float sums: 16 785 408, then 33 570 816, then 50 356 224 (ties to even, spacing 2, 4, 4).
        #expect(p.obstructedArea == 50_356_224 && p.visibleArea == 49_643_776)
        // Off by 3 units, within the bound of (pieces + 2) ulps of the Float clip area.
        let error = Double(p.visibleArea) - g.visibleArea
        #expect(error == 3 && error <= Double(p.clipArea.ulp) * 5)
        #expect(p.exposedPercentage != 100 * g.visibleArea / target.area)
        #expect(abs(p.exposedPercentage - 100 * g.visibleArea / target.area) < 1e-4)
    }

    @Test("rule: edge touching — CoreGraphics agrees with the library; Foundation-on-Linux changes only the decomposition")
    func edgeTouching() {
        // Coarse integer grid: obstructions touch one another and the visible box's edges often.
        // Under the Linux answer (touching rects intersect) `fragmentize` cuts a rect along an
        // edge it merely touches — two pieces where one would do — and phase 3 keeps a touching
        // obstruction as a zero-area sliver; the covered region, the factor and the visible
        // rectangle stay the same.
        var rng = Random(seed: 0x5EED_0006)
        var slivers = 0, split = 0
        for i in 0..<3_000 {
            let target = Rect(x: 0, y: 0, width: 10, height: 10)
            let obstructions = (0..<rng.int(1, 6)).map { _ in
                Rect(x: Double(rng.int(-2, 9)), y: Double(rng.int(-2, 9)),
                     width: Double(rng.int(1, 10)), height: Double(rng.int(1, 10)))
            }
            let cg = PrebidRectExposure.exposure(of: target, obstructions: obstructions, rule: .coreGraphics)
            let linux = PrebidRectExposure.exposure(of: target, obstructions: obstructions, rule: .linuxFoundation)
            Self.expectCoincide(cg, (Self.libraryGeometry(target, obstructions), target.area), "case \(i)")
            #expect(linux.exposureFactor == cg.exposureFactor && linux.visibleRectangle == cg.visibleRectangle
                    && linux.visibleArea == cg.visibleArea, "case \(i)")
            let all = linux.occlusionRectangles ?? [], expected = cg.occlusionRectangles ?? []
            let positive = all.filter { $0.area > 0 }
            #expect(!KernelReference.anyOverlap(positive), "case \(i)")
            let region = KernelReference.unionArea(expected)
            #expect(KernelReference.unionArea(positive) == region
                    && KernelReference.unionArea(positive + expected) == region, "case \(i): \(obstructions)")
            slivers += all.count - positive.count
            if positive != expected { split += 1 }
        }
        #expect(slivers > 100 && split > 50)

        // Only the rule matters: an obstruction covering the lower half touches the visible box
        // (the upper half) along y = 5 after collapsing.
        let target = Rect(x: 0, y: 0, width: 10, height: 10), lower = Rect(x: 0, y: 5, width: 10, height: 5)
        let cg = PrebidRectExposure.exposure(of: target, obstructions: [lower], rule: .coreGraphics)
        let linux = PrebidRectExposure.exposure(of: target, obstructions: [lower], rule: .linuxFoundation)
        #expect(cg.visibleRectangle == Rect(x: 0, y: 0, width: 10, height: 5) && cg.occlusionRectangles == nil)
        #expect(linux.visibleRectangle == cg.visibleRectangle && linux.exposureFactor == 0.5)
        #expect(linux.occlusionRectangles == [Rect(x: 0, y: 5, width: 10, height: 0)])
        #expect(Self.libraryGeometry(target, [lower]).occlusionRectangles.isEmpty)

        // And a cut along a touching edge: B's top edge lies on A's bottom edge over x 3..6.
        let a = Rect(x: 3, y: 0, width: 6, height: 6), b = Rect(x: 0, y: 6, width: 6, height: 4)
        let cut = PrebidRectExposure.exposure(of: Rect(x: 0, y: 0, width: 20, height: 20), obstructions: [a, b],
                                              rule: .linuxFoundation)
        #expect(cut.occlusionRectangles == [a, Rect(x: 0, y: 6, width: 3, height: 4), Rect(x: 3, y: 6, width: 3, height: 4)])
        let whole = PrebidRectExposure.exposure(of: Rect(x: 0, y: 0, width: 20, height: 20), obstructions: [a, b])
        #expect(whole.occlusionRectangles == [a, b] && whole.exposureFactor == cut.exposureFactor)
    }
}
