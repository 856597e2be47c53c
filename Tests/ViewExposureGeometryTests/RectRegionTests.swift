import ViewExposureTestSupport
import Testing
import ViewExposureGeometry

/// `RectRegion` against the point set it stands for: random integer rects, every operation
/// checked on the unit cells of a small grid (a cell is in the region exactly when its centre
/// is, since all edges are integers).
@Suite("Geometry: the rect region")
struct RectRegionTests {
    static let grid = 0..<30

    static func randomRects(_ rng: inout TestRandom, count: Int) -> [Rect] {
        (0..<count).map { _ in
            Rect(x: Double(rng.int(0, 20)), y: Double(rng.int(0, 20)),
                 width: Double(rng.int(0, 8)), height: Double(rng.int(0, 8)))
        }
    }

    /// The grid cells (by centre) inside any of `rects`.
    static func cells(_ rects: [Rect]) -> Set<[Int]> {
        var out = Set<[Int]>()
        for x in grid { for y in grid where rects.contains(where: { $0.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) }) {
            out.insert([x, y])
        } }
        return out
    }

    /// The grid cells `region` holds, asked through `contains(_:)` with a point.
    static func cells(_ region: RectRegion) -> Set<[Int]> {
        var out = Set<[Int]>()
        for x in grid { for y in grid where region.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
            out.insert([x, y])
        } }
        return out
    }

    @Test("union, difference and intersection are the point-set operations")
    func setOperations() {
        var rng = TestRandom(seed: 71)
        for _ in 0..<200 {
            let a = Self.randomRects(&rng, count: rng.int(0, 8)), b = Self.randomRects(&rng, count: rng.int(0, 8))
            let ca = Self.cells(a), cb = Self.cells(b)
            var union = RectRegion(a)
            union.formUnion(RectRegion(b))
            #expect(Self.cells(union) == ca.union(cb))
            #expect(union.area == Double(ca.union(cb).count))
            var difference = RectRegion(a)
            difference.subtract(RectRegion(b))
            #expect(Self.cells(difference) == ca.subtracting(cb))
            #expect(Self.cells(RectRegion(a).intersection(RectRegion(b))) == ca.intersection(cb))
            if let first = b.first {
                #expect(Self.cells(RectRegion(a).intersection(first)) == ca.intersection(Self.cells([first])))
                var minus = RectRegion(a)
                minus.subtract(first)
                #expect(Self.cells(minus) == ca.subtracting(Self.cells([first])))
            }
            // The listed rects are disjoint, sorted by minY then minX, and tile the region.
            let rects = union.rects
            #expect(rects.count == union.rectCount)
            for i in rects.indices { for j in rects.indices where i < j { #expect(!rects[i].overlaps(rects[j])) } }
            #expect(rects == rects.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) })
            #expect(Self.cells(rects) == Self.cells(union))
        }
    }

    @Test("the banded form depends only on the point set, not on the order of additions")
    func canonicalForm() {
        var rng = TestRandom(seed: 72)
        for _ in 0..<100 {
            let rects = Self.randomRects(&rng, count: rng.int(1, 10))
            let forward = RectRegion(rects), backward = RectRegion(rects.reversed())
            #expect(forward.rects == backward.rects)
            #expect(forward == backward)
        }
        // Two halves of a square list as the one square.
        let halves = RectRegion([Rect(x: 0, y: 0, width: 5, height: 10), Rect(x: 5, y: 0, width: 5, height: 10)])
        #expect(halves.rects == [Rect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test("edges are half-open; empty, inverted and non-finite rects add nothing")
    func edgesAndBadRects() {
        var region = RectRegion([Rect(x: 0, y: 0, width: 10, height: 10)])
        #expect(region.contains(Point(x: 0, y: 0)))
        #expect(!region.contains(Point(x: 10, y: 5)))
        #expect(!region.contains(Point(x: 5, y: 10)))
        #expect(region.contains(Point(x: 10.0.nextDown, y: 10.0.nextDown)))
        region.formUnion(Rect(x: 20, y: 20, width: 0, height: 5))
        region.formUnion(Rect(minX: 30, minY: 30, maxX: 25, maxY: 35))
        region.formUnion(Rect(minX: 40, minY: 0, maxX: .infinity, maxY: 5))
        region.formUnion(Rect(minX: .nan, minY: 0, maxX: 50, maxY: 5))
        #expect(region.rects == [Rect(x: 0, y: 0, width: 10, height: 10)])
        #expect(region.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(RectRegion().isEmpty && RectRegion().area == 0 && RectRegion().bounds == .zero)
    }

    @Test("a copy keeps its value when the original changes")
    func copyOnWrite() {
        var original = RectRegion([Rect(x: 0, y: 0, width: 10, height: 10)])
        let copy = original
        original.formUnion(Rect(x: 10, y: 0, width: 10, height: 10))
        original.subtract(Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(copy.rects == [Rect(x: 0, y: 0, width: 10, height: 10)])
        #expect(original.area == 175)
        var cleared = copy
        cleared.removeAll()
        #expect(cleared.isEmpty && copy.area == 100)
    }

    @Test("the rects of one rect, made without a region, are the region's, bit for bit")
    func rectsOfOneRect() {
        let cases: [Rect] = [
            Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0.1, y: 0.2, width: 0.2, height: 0.7),
            Rect(minX: -0.0, minY: -0.0, maxX: 3, maxY: 4), Rect(minX: -5, minY: -7, maxX: -0.0, maxY: -0.0),
            Rect(x: 1, y: 1, width: 0, height: 5), Rect(minX: 4, minY: 0, maxX: 2, maxY: 1),
            Rect(minX: .nan, minY: 0, maxX: 1, maxY: 1), Rect(minX: 0, minY: 0, maxX: .infinity, maxY: 1),
            Rect(x: 1e300, y: -1e300, width: 1e-300, height: 3),
        ]
        for r in cases {
            let made = RectRegion.rects(of: r), kept = RectRegion([r]).rects
            #expect(made.count == kept.count, "\(r)")
            for (a, b) in zip(made, kept) {
                #expect([a.minX, a.minY, a.maxX, a.maxY, a.width, a.height].map(\.bitPattern)
                        == [b.minX, b.minY, b.maxX, b.maxY, b.width, b.height].map(\.bitPattern), "\(r)")
            }
        }
    }
}
