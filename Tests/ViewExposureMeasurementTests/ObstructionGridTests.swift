import ViewExposureTestSupport
import Testing
import ViewExposureGeometry
@testable import ViewExposureMeasurement

/// The whole-screen pass's index of obstructions against a scan of every rect: rects from a
/// quarter of a point to beyond the grid's coordinate limit, infinite ones, and queries of
/// every size; each candidate once, and every overlapping rect among them.
@Suite("Obstruction grid")
struct ObstructionGridTests {
    static func randomRect(_ rng: inout TestRandom) -> Rect {
        switch rng.int(0, 9) {
        case 0: return Rect(x: -.infinity, y: Double(rng.int(-50, 50)), width: .infinity, height: 10)
        case 1: return Rect(x: 0x1p41, y: 0, width: 5, height: 5)
        case 2: return Rect(x: Double(rng.int(-100, 100)), y: Double(rng.int(-100, 100)), width: 0x1p42, height: 3)
        default:
            let side = { (rng: inout TestRandom) in Double(rng.int(1, 1 << rng.int(0, 12))) / 4 }
            return Rect(x: Double(rng.int(-2_000, 2_000)) / 2, y: Double(rng.int(-2_000, 2_000)) / 2,
                        width: side(&rng), height: side(&rng))
        }
    }

    @Test("candidates hold every overlapping rect exactly once", arguments: [1, 2, 3])
    func agreesWithScan(seed: UInt64) {
        var rng = TestRandom(seed: seed)
        var grid = ObstructionGrid()
        var rects: [Rect] = []
        var found = 0
        for _ in 0..<3_000 {
            let r = Self.randomRect(&rng)
            grid.add(r, number: rects.count)
            rects.append(r)
            if rng.chance(10) {
                let q = rng.chance(90) ? Self.randomRect(&rng)
                    : rng.chance(50) ? Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300) : Rect(x: .nan, y: 0, width: 5, height: 5)
                var seen = Set<Int>()
                var overlapping = Set<Int>()
                grid.forEachCandidate(near: q) { i in
                    #expect(seen.insert(i).inserted, "rect \(i) listed twice")
                    if rects[i].overlaps(q) { overlapping.insert(i) }
                }
                let expected = Set(rects.indices.filter { rects[$0].overlaps(q) })
                #expect(overlapping == expected, "query \(q)")
                found += expected.count
            }
        }
        #expect(found > 1_000)
    }
}
