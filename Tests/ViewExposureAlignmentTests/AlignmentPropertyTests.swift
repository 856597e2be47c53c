import PropertyBased
import ViewExposureTestSupport
import Testing
import ViewExposureGeometry
import ViewExposureTree
import ViewExposureAlignment

@Suite("Alignment rectangles: inverse pairs (property tests)")
struct AlignmentPropertyTests {
    /// Dyadic values (multiples of 1/8 in ±4000): every sum below is exact in a Double.
    static let dyadic = Gen.int(in: -32_000...32_000).map { Double($0) / 8 }
    static let dyadicSize = Gen.int(in: 0...32_000).map { Double($0) / 8 }
    /// Insets in eighths, negative (outset) and fractional included.
    static let dyadicInset = Gen.int(in: -800...800).map { Double($0) / 8 }

    static let frames = zip(dyadic, dyadic, dyadicSize, dyadicSize)
        .map { Rect(x: $0, y: $1, width: $2, height: $3) }
    static let insets = zip(dyadicInset, dyadicInset, dyadicInset, dyadicInset)
        .map { EdgeInsets(top: $0, left: $1, bottom: $2, right: $3) }

    /// A fixed seed, so that every run checks the same 2 000 cases.
    static let seed: UInt64 = 0x5EED_A11C_0000_0001

    @Test func insetsMappingIsAnExactInverseOnDyadicValuesBothWays() {
        var rng = TestRandom(seed: Self.seed)
        for _ in 0..<2_000 {
            let f = Self.frames.run(using: &rng)
            let a = Self.frames.run(using: &rng)
            let i = Self.insets.run(using: &rng)
            for o in VerticalOrientation.allCases {
                let m = AlignmentMapping.insets(i)
                #expect(m.verifyInverse(frames: [f], alignmentRects: [a], orientation: o) == nil,
                        "insets \(i), orientation \(o)")
            }
            // The view API agrees with the mapping.
            let v = View(frame: f)
            v.alignmentRectInsets = i
            #expect(v.frame(forAlignmentRect: v.alignmentRect(forFrame: f)) == f)
            #expect(v.alignmentRect(forFrame: v.frame(forAlignmentRect: a)) == a)
        }
    }

    @Test func insetsMappingRoundTripsArbitraryDoublesWithinTolerance() {
        // Arbitrary doubles in ±1000: each round trip adds and removes the same values, so the
        // error is a few ulps of ~3000 (≈ 5e-13 each); 1e-9 is a generous bound.
        let value = Gen.double(in: -1000...1000)
        let size = Gen.double(in: 0...1000)
        let inset = Gen.double(in: -100...100)
        var rng = TestRandom(seed: Self.seed)
        for _ in 0..<2_000 {
            let f = Rect(x: value.run(using: &rng), y: value.run(using: &rng),
                         width: size.run(using: &rng), height: size.run(using: &rng))
            let i = EdgeInsets(top: inset.run(using: &rng), left: inset.run(using: &rng),
                               bottom: inset.run(using: &rng), right: inset.run(using: &rng))
            #expect(AlignmentMapping.insets(i).verifyInverse(frames: [f], alignmentRects: [f],
                                                            tolerance: 1e-9) == nil)
        }
    }

    @Test func aBrokenMappingIsCaughtWithTheOffendingInput() {
        // Off by an eighth in x one way only: every sample must be reported, frame way first.
        let m = AlignmentMapping(
            alignmentRectForFrame: { f, _ in f.offsetBy(dx: 0.125, dy: 0) },
            frameForAlignmentRect: { a, _ in a })
        var rng = TestRandom(seed: Self.seed)
        for _ in 0..<200 {
            let f = Self.frames.run(using: &rng)
            let failure = m.verifyInverse(frames: [f], alignmentRects: [f])
            #expect(failure?.direction == .frameToAlignmentToFrame)
            #expect(failure?.input == f)
            #expect(failure?.roundTrip == f.offsetBy(dx: 0.125, dy: 0))
        }
    }

    @Test func randomSeedRunAlsoHolds() async {
        await propertyCheck(count: 200, input: Self.frames, Self.insets) { f, i in
            #expect(AlignmentMapping.insets(i).verifyInverse(frames: [f], alignmentRects: [f]) == nil)
        }
    }
}
