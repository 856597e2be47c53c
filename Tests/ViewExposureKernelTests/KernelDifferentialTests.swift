import ViewExposureReference
import PropertyBased
import ViewExposureTestSupport
import Testing
import ViewExposure

/// The C kernel (through `ObstructionKernel`) against the pure-Swift reference on random rect
/// sets, with every SIMD path × algorithm forced, from fixed seeds; a failing set is shrunk
/// (PropertyBased, ``seededPropertyCheck``) before it is reported.
@Suite(.shrinking) struct KernelDifferentialTests {
    /// Every forced configuration the tests compare (AVX2 ones only where available).
    static let configurations: [(ObstructionKernel.SIMDPath, ObstructionKernel.Algorithm)] = {
        var all: [(ObstructionKernel.SIMDPath, ObstructionKernel.Algorithm)] = [
            (.automatic, .automatic), (.scalar, .fragments), (.scalar, .sweep), (.baseline, .fragments), (.baseline, .sweep),
        ]
        if ObstructionKernel.isAVX2Available { all += [(.avx2, .fragments), (.avx2, .sweep)] }
        return all
    }()

    static let target = Rect(x: 0, y: 0, width: 100, height: 100)

    /// One case: the obstructions and whether the target is the clipped one.
    struct Case: Sendable, CustomTestStringConvertible {
        var obstructions: [Rect]
        var clipped: Bool
        var testDescription: String { "\(obstructions.count) rects \(obstructions)\(clipped ? " on the clipped target" : "")" }
    }

    /// Simpler cases than `c`: the default target, then a simpler set of obstructions.
    static func simpler(_ c: Case) -> [Case] {
        (c.clipped ? [Case(obstructions: c.obstructions, clipped: false)] : [])
            + RectSetGenerator.simpler(c.obstructions).map { Case(obstructions: $0, clipped: c.clipped) }
    }

    /// Checks `cases` random sets of one shape, drawn from `seed`, through every configuration;
    /// a failing set is shrunk (``seededPropertyCheck``) before it is reported.
    func differential(
        _ kind: CoordinateKind, seed: UInt64, cases: Int, maxCount: Int, maxSide: Double, junkRate: Int
    ) async {
        let generator = RectSetGenerator.set(kind, maxCount: maxCount, maxSide: maxSide, junkRate: junkRate)
        let kernels = Self.configurations.map { config -> ObstructionKernel in
            let k = ObstructionKernel()
            k.force(simd: config.0, algorithm: config.1)
            return k
        }
        // One case in three uses a target that is not the default one.
        await seededPropertyCheck(seed: seed, count: cases,
                                  draw: { Case(obstructions: generator.run(using: &$0), clipped: $0.below(3) == 2) },
                                  shrink: { Self.simpler($0) }) { c in
            let obstructions = c.obstructions
            let clipped = c.clipped
                ? Rect(minX: kind.snap(10.3), minY: kind.snap(5.7), maxX: kind.snap(77.1), maxY: kind.snap(93.9))
                : Self.target
            let expected = KernelReference.exposure(of: clipped, obstructions: obstructions)
            var first: ExposureGeometry?
            for (k, config) in zip(kernels, Self.configurations) {
                k.removeAll()
                for r in obstructions { k.append(r) }
                let context = "seed \(seed) \(config) n=\(obstructions.count)"
                let got = k.exposure(of: clipped)
                #expect(RegionAssertions.close(got.visibleArea, expected.visibleArea, scale: clipped.area, exact: kind.isExact),
                    "\(context): area \(got.visibleArea) != \(expected.visibleArea)")
                #expect(got.visibleBounds == expected.visibleBounds, "\(context): bounds \(got.visibleBounds) != \(expected.visibleBounds)")
                // A forced algorithm sums in the same order both ways (bit-identical); the
                // automatic choice may pick another method for the area alone, so there the two
                // agree to the kind's exactness.
                let areaOnly = k.visibleArea(of: clipped)
                if config.1 == .automatic {
                    #expect(RegionAssertions.close(areaOnly, got.visibleArea, scale: clipped.area, exact: kind.isExact),
                        "\(context): area-only \(areaOnly) differs from the full result \(got.visibleArea)")
                } else {
                    #expect(areaOnly == got.visibleArea, "\(context): area-only \(areaOnly) differs from the full result \(got.visibleArea)")
                }
                RegionAssertions.checkOcclusion(
                    got.occlusionRectangles, clipped: clipped, obstructions: obstructions,
                    bounds: got.visibleBounds, exact: kind.isExact, context)
                // The same algorithm on both SIMD paths gives bit-identical results.
                if config.1 == .sweep {
                    if let f = first { #expect(f == got, "\(context): SIMD paths differ") } else { first = got }
                }
            }
        }
    }

    @Test(arguments: CoordinateKind.allCases)
    func smallSetsMatchReference(kind: CoordinateKind) async {
        await differential(kind, seed: 1, cases: 150, maxCount: 12, maxSide: 60, junkRate: 0)
    }

    @Test(arguments: CoordinateKind.allCases)
    func heavyOverlapMatchesReference(kind: CoordinateKind) async {
        await differential(kind, seed: 2, cases: 40, maxCount: 120, maxSide: 70, junkRate: 0)
    }

    @Test(arguments: CoordinateKind.allCases)
    func tinyRectsMatchReference(kind: CoordinateKind) async {
        await differential(kind, seed: 3, cases: 30, maxCount: 250, maxSide: 4, junkRate: 0)
    }

    @Test(arguments: CoordinateKind.allCases)
    func invalidRectsAreIgnored(kind: CoordinateKind) async {
        await differential(kind, seed: 4, cases: 80, maxCount: 30, maxSide: 40, junkRate: 5)
    }

    @Test func degenerateAndHugeSizes() async {
        // Sides from 0 (degenerate) to far larger than the target.
        await differential(.integer, seed: 5, cases: 60, maxCount: 20, maxSide: 400, junkRate: 2)
        await differential(.halfInteger, seed: 6, cases: 60, maxCount: 40, maxSide: 1, junkRate: 0)
    }

    /// The shrinker at work: a property false whenever an obstruction reaches into the target
    /// fails on a random set of up to 30 arbitrary rects and is reported on the simplest set
    /// that still fails — one 1×1 rect at the origin on the default target.
    @Test(.shrinking) func aFailingSetIsReportedShrunk() async throws {
        let generator = RectSetGenerator.set(.arbitrary, maxCount: 30, maxSide: 60, junkRate: 0)
        var checked: [Case] = []
        await withKnownIssue("false on purpose: it fails on any set that covers some of the target") {
            await seededPropertyCheck(seed: 7, count: 20,
                                      draw: { Case(obstructions: generator.run(using: &$0), clipped: $0.below(3) == 2) },
                                      shrink: { Self.simpler($0) }) { c in
                checked.append(c)
                let target = c.clipped ? Rect(minX: 10.3, minY: 5.7, maxX: 77.1, maxY: 93.9) : Self.target
                #expect(KernelReference.exposure(of: target, obstructions: c.obstructions).visibleArea == target.area)
            }
        }
        // The last input checked is the one reported; the first failing one was larger.
        let reported = try #require(checked.last)
        #expect(reported.obstructions == [Rect(x: 0, y: 0, width: 1, height: 1)])
        #expect(!reported.clipped)
        #expect(checked.contains { $0.obstructions.count > 1 })
    }
}
