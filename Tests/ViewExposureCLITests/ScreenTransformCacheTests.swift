import ViewExposureTestSupport
import Testing
import ViewExposure
@testable import ViewExposureCLI

/// The renderer's shared screen transforms against `View.transformToScreen`, bit for bit (the
/// sign of zero included), on random trees mixing integer and binary-fraction offsets, offsets
/// such as 0.1 whose sums depend on their order, negative zeros, scales and rotations.
@Suite("Screen transform cache")
struct ScreenTransformCacheTests {
    static func bits(_ t: AffineTransform) -> [UInt64] {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.bitPattern)
    }

    @Test("answers equal the getter's bit for bit", arguments: [1, 2, 3])
    func agreesWithGetter(seed: UInt64) {
        var rng = TestRandom(seed: seed)
        let window = Window(frame: Rect(x: Double(rng.int(0, 3)) / 2, y: 0, width: 400, height: 800))
        var views: [View] = [window]
        for _ in 0..<2_000 {
            let offset = { (rng: inout TestRandom) -> Double in
                switch rng.int(0, 9) {
                case 0: return 0.1 * Double(rng.int(-9, 9))
                case 1: return -0.0
                case 2: return Double(rng.int(-40, 40)) / 8
                default: return Double(rng.int(-40, 40))
                }
            }
            let v = View(frame: Rect(x: offset(&rng), y: offset(&rng), width: Double(rng.int(0, 50)), height: Double(rng.int(0, 50))))
            if rng.chance(1) { v.transform = AffineTransform(scaleX: 2, y: 0.5) }
            if rng.chance(1) { v.transform = AffineTransform(rotationAngle: 0.3) }
            if rng.chance(5) { v.bounds.origin = Point(x: offset(&rng), y: offset(&rng)) }
            // Chains: the parent is one of the last few views, or the window (a new chain).
            (rng.chance(5) ? window : views[Swift.max(0, views.count - rng.int(1, 4))]).addSubview(v)
            views.append(v)
        }
        let cache = ScreenTransformCache()
        var plain = 0
        for v in views.shuffled(using: &rng) {
            let cached = cache.transformToScreen(v), direct = v.transformToScreen
            #expect(Self.bits(cached) == Self.bits(direct), "\(cached) vs \(direct)")
            if direct.a == 1 && direct.b == 0 && direct.c == 0 && direct.d == 1 { plain += 1 }
        }
        #expect(plain > 200)
    }
}
