import Testing
@testable import ViewExposureLive
import ViewExposureGeometry
import ViewExposureTestSupport

/// The live walk projects a translated view's bounds without calling the shared projection;
/// its answer must be the shared one to the bit, or the live and model answers could part.
@Suite("Live hierarchies: the walk's projection")
@MainActor
struct LiveProjectionTests {
    typealias Walk = LiveExposureWalk<YUpView>

    /// The four edges of a rect, as bit patterns.
    static func bits(_ r: Rect) -> [UInt64] {
        [r.minX.bitPattern, r.minY.bitPattern, r.maxX.bitPattern, r.maxY.bitPattern]
    }

    /// A coordinate of the kinds a view has: whole points, fractions, halves of odd sizes,
    /// negatives (scroll offsets), large values, and signed zeros.
    static func coordinate(_ random: inout TestRandom) -> Double {
        switch random.below(6) {
        case 0: return Double(random.int(-2_000, 2_000))
        case 1: return Double(random.int(-2_000_000, 2_000_000)) / 1_000
        case 2: return Double(random.int(-4_001, 4_001)) / 2
        case 3: return Double(random.int(-1_000_000, 1_000_000)) * 1e6 + 0.1
        case 4: return random.below(2) == 0 ? 0.0 : -0.0
        default: return Double(random.int(-1_000, 1_000)) / 3
        }
    }

    @Test func aTranslationProjectsAsTheSharedProjection() {
        var random = TestRandom(seed: 0x5EED_0018)
        for _ in 0..<20_000 {
            let r = Rect(x: Self.coordinate(&random), y: Self.coordinate(&random),
                         width: abs(Self.coordinate(&random)), height: abs(Self.coordinate(&random)))
            let t = AffineTransform(translationX: Self.coordinate(&random), y: Self.coordinate(&random))
            #expect(Self.bits(Walk.project(r, by: t)) == Self.bits(RoundingNoise.project(r, by: t)))
        }
    }

    @Test func anyOtherTransformIsTheSharedProjection() {
        let r = Rect(x: 10.5, y: -3, width: 100, height: 40.25)
        for t in [AffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 3, ty: 4),
                  AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 7, ty: 0),
                  AffineTransform(a: 1, b: 0.25, c: 0, d: 1, tx: 0, ty: 0)] {
            #expect(Self.bits(Walk.project(r, by: t)) == Self.bits(RoundingNoise.project(r, by: t)))
        }
    }
}
