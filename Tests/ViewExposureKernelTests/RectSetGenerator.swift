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

    /// The tests' seeded generator, so every failure reproduces from `seed`.
    static func rng(_ seed: UInt64) -> TestRandom {
        TestRandom(seed: seed)
    }
}
