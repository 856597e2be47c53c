import ViewExposureReference
import PropertyBased
import Testing
import ViewExposure

/// The C kernel (through `ObstructionKernel`) against the pure-Swift reference on random rect
/// sets, with every SIMD path × algorithm forced, from fixed seeds.
@Suite struct KernelDifferentialTests {
    /// Every forced configuration the tests compare (AVX2 ones only where available).
    static let configurations: [(ObstructionKernel.SIMDPath, ObstructionKernel.Algorithm)] = {
        var all: [(ObstructionKernel.SIMDPath, ObstructionKernel.Algorithm)] = [
            (.automatic, .automatic), (.scalar, .fragments), (.scalar, .sweep), (.baseline, .fragments), (.baseline, .sweep),
        ]
        if ObstructionKernel.isAVX2Available { all += [(.avx2, .fragments), (.avx2, .sweep)] }
        return all
    }()

    static let target = Rect(x: 0, y: 0, width: 100, height: 100)

    /// Runs `cases` random sets of one shape through every configuration.
    func differential(
        _ kind: CoordinateKind, seed: UInt64, cases: Int, maxCount: Int, maxSide: Double, junkRate: Int
    ) {
        var rng = RectSetGenerator.rng(seed)
        let generator = RectSetGenerator.set(kind, maxCount: maxCount, maxSide: maxSide, junkRate: junkRate)
        let kernels = Self.configurations.map { config -> ObstructionKernel in
            let k = ObstructionKernel()
            k.force(simd: config.0, algorithm: config.1)
            return k
        }
        for caseIndex in 0..<cases {
            let obstructions = generator.run(using: &rng)
            // Every third case uses a target that is not the default one.
            let clipped = caseIndex % 3 == 2
                ? Rect(minX: kind.snap(10.3), minY: kind.snap(5.7), maxX: kind.snap(77.1), maxY: kind.snap(93.9))
                : Self.target
            let expected = KernelReference.exposure(of: clipped, obstructions: obstructions)
            var first: ExposureGeometry?
            for (k, config) in zip(kernels, Self.configurations) {
                k.removeAll()
                for r in obstructions { k.append(r) }
                let context = "seed \(seed) case \(caseIndex) \(config) n=\(obstructions.count)"
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
    func smallSetsMatchReference(kind: CoordinateKind) {
        differential(kind, seed: 1, cases: 150, maxCount: 12, maxSide: 60, junkRate: 0)
    }

    @Test(arguments: CoordinateKind.allCases)
    func heavyOverlapMatchesReference(kind: CoordinateKind) {
        differential(kind, seed: 2, cases: 40, maxCount: 120, maxSide: 70, junkRate: 0)
    }

    @Test(arguments: CoordinateKind.allCases)
    func tinyRectsMatchReference(kind: CoordinateKind) {
        differential(kind, seed: 3, cases: 30, maxCount: 250, maxSide: 4, junkRate: 0)
    }

    @Test(arguments: CoordinateKind.allCases)
    func invalidRectsAreIgnored(kind: CoordinateKind) {
        differential(kind, seed: 4, cases: 80, maxCount: 30, maxSide: 40, junkRate: 5)
    }

    @Test func degenerateAndHugeSizes() {
        // Sides from 0 (degenerate) to far larger than the target.
        differential(.integer, seed: 5, cases: 60, maxCount: 20, maxSide: 400, junkRate: 2)
        differential(.halfInteger, seed: 6, cases: 60, maxCount: 40, maxSide: 1, junkRate: 0)
    }
}
