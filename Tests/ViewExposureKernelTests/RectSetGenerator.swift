import PropertyBased
import ViewExposureTestSupport
import ViewExposure

/// How test coordinates are drawn: the kernel must be exact on integer and half-integer
/// coordinates (areas are exact in double) and within 1e-12 relative on arbitrary doubles.
enum CoordinateKind: String, CaseIterable, Sendable {
    case integer, halfInteger, arbitrary

    /// `value` snapped to this kind's grid.
    func snap(_ value: Double) -> Double {
        switch self {
        case .integer: value.rounded(.down)
        case .halfInteger: (value * 2).rounded(.down) / 2
        case .arbitrary: value
        }
    }

    /// Whether results must be bit-identical to the reference.
    var isExact: Bool { self != .arbitrary }
}


/// Random rect sets around the target `[0, 100)²`: sizes from degenerate to larger than the
/// target, heavy overlap, touching edges and duplicates (snapped coordinates make them common),
/// and — when `junk` — empty, inverted, NaN and infinite rects.
enum RectSetGenerator {
    /// One rect with sides up to `maxSide`; `junkRate` in 0...16 of 16 draws are invalid.
    static func rect(_ kind: CoordinateKind, maxSide: Double, junkRate: Int) -> Generator<Rect, some Sequence & SendableMetatype> {
        zip(
            Gen.double(in: -20...110), Gen.double(in: -20...110),
            Gen.double(in: 0...maxSide), Gen.double(in: 0...maxSide), Gen.int(in: 0...127)
        ).map { (t: (Double, Double, Double, Double, Int)) -> Rect in
            let (x, y, w, h, junk) = t
            let x0 = kind.snap(x), y0 = kind.snap(y)
            var x1 = kind.snap(x + w), y1 = kind.snap(y + h)
            if junk % 16 < junkRate {
                switch junk / 16 {
                case 0: return Rect(x: .nan, y: y0, width: 5, height: 5)
                case 1: return Rect(x: x0, y: y0, width: .infinity, height: 5)
                case 2: return Rect(x: -.infinity, y: y0, width: 10, height: 5)
                case 3: return Rect(minX: x1, minY: y0, maxX: x0, maxY: y1)  // inverted
                case 4: y1 = y0  // empty
                case 5: return Rect(x: x0, y: y0, width: 5, height: .nan)
                case 6: return Rect(x: 1e300, y: -1e300, width: 1e300, height: 1e300)
                default: x1 = x0  // empty
                }
            }
            return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
        }
    }

    /// A set of 0...maxCount rects.
    static func set(_ kind: CoordinateKind, maxCount: Int, maxSide: Double, junkRate: Int)
        -> Generator<[Rect], some Sequence & SendableMetatype>
    {
        rect(kind, maxSide: maxSide, junkRate: junkRate).array(of: 0...maxCount)
    }

    /// Simpler sets than `rects` that a failure may still hold, for ``seededPropertyCheck``:
    /// one rect left out, then one rect made simpler (PropertyBased's array shrinker).
    static func simpler(_ rects: [Rect]) -> some Sequence<[Rect]> & SendableMetatype {
        Shrink.shrinkArray(rects, shrinker: { simpler($0) })
    }

    /// Simpler rects than `r`: on the whole-number grid (else the half-number one), its origin
    /// and size in grid steps, one at a time, moved toward 0; off both, `r` snapped to each — so
    /// a shrunk counterexample holds few, small rects with short coordinates (whatever the
    /// coordinate kind). Junk (not finite, inverted, beyond 10⁶) has none: it can only
    /// be left out.
    static func simpler(_ r: Rect) -> [Rect] {
        let corners = [r.minX, r.minY, r.maxX, r.maxY]
        guard corners.allSatisfy({ $0.isFinite && abs($0) <= 1e6 }), r.maxX >= r.minX, r.maxY >= r.minY else { return [] }
        let values = [r.minX, r.minY, r.maxX - r.minX, r.maxY - r.minY]
        guard let step = [1, 0.5].first(where: { step in values.allSatisfy { ($0 / step).rounded() == $0 / step } }) else {
            return [1, 0.5].compactMap { step -> Rect? in
                let c = corners.map { ($0 / step).rounded() * step }
                return c[2] >= c[0] && c[3] >= c[1] ? Rect(minX: c[0], minY: c[1], maxX: c[2], maxY: c[3]) : nil
            }
        }
        let simpler: [[Int]] = shrinkEach(values.map { Int($0 / step) }, toward: [0, 0, 0, 0])
        return simpler.map { (s: [Int]) -> Rect in
            let v: [Double] = s.map { Double($0) * step }
            return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
    }

    /// The tests' seeded generator, so every failure reproduces from `seed`.
    static func rng(_ seed: UInt64) -> TestRandom {
        TestRandom(seed: seed)
    }
}
