import ViewExposureGeometry
import Testing

/// `Rect`: half-open containment, overlap versus edge contact, and the set-like operations
/// every layer above builds on.
@Suite("Geometry: Rect")
struct GeometryRectTests {
    let square = Rect(x: 0, y: 0, width: 10, height: 10)

    @Test("contains(point) is half-open: min edges in, max edges out")
    func containsPointHalfOpen() {
        #expect(square.contains(Point(x: 0, y: 0)))
        #expect(square.contains(Point(x: 9.999, y: 9.999)))
        #expect(square.contains(Point(x: 0, y: 9.5)))
        #expect(!square.contains(Point(x: 10, y: 5)))
        #expect(!square.contains(Point(x: 5, y: 10)))
        #expect(!square.contains(Point(x: 10, y: 10)))
        #expect(!square.contains(Point(x: -Double.ulpOfOne, y: 0)))
        #expect(!square.contains(Point(x: .nan, y: 5)))
    }

    @Test("an empty rect contains no point, not even its origin")
    func emptyContainsNothing() {
        #expect(!Rect(x: 5, y: 5, width: 0, height: 10).contains(Point(x: 5, y: 5)))
        #expect(!Rect(x: 5, y: 5, width: -3, height: 10).contains(Point(x: 4, y: 6)))
    }

    @Test("emptiness and area: negative and NaN sizes are empty, with area 0 (not negative)")
    func emptinessAndArea() {
        #expect(Rect(x: 0, y: 0, width: -2, height: 3).isEmpty)
        #expect(Rect(x: 0, y: 0, width: -2, height: 3).area == 0)
        #expect(Rect(x: 0, y: 0, width: -2, height: -3).area == 0)
        #expect(Rect(x: 0, y: 0, width: .nan, height: 3).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 1e-300, height: 1e-300).isEmpty)
        #expect(Rect(x: 3, y: 4, width: 2.5, height: 4).area == 10)
        // The size is not standardized: a negative width does not flip the rect.
        #expect(Rect(minX: 5, minY: 0, maxX: 1, maxY: 1).minX == 5)
    }

    @Test("contains(rect): edges may coincide, any excess fails, an empty self contains nothing")
    func containsRect() {
        #expect(square.contains(square))
        #expect(square.contains(Rect(x: 2, y: 0, width: 8, height: 10)))
        #expect(!square.contains(Rect(x: 2, y: 0, width: 8.5, height: 10)))
        #expect(!square.contains(Rect(x: -1, y: 1, width: 2, height: 2)))
        #expect(square.contains(Rect(x: 3, y: 3, width: 0, height: 0)))
        #expect(!Rect.zero.contains(Rect.zero))
    }

    @Test("rects that touch along an edge or at a corner do not overlap")
    func touchingIsNotOverlapping() {
        let right = Rect(x: 10, y: 0, width: 10, height: 10)
        let corner = Rect(x: 10, y: 10, width: 5, height: 5)
        for other in [right, corner] {
            #expect(!square.overlaps(other))
            #expect(!other.overlaps(square))
            #expect(square.intersection(other) == nil)
        }
        // A sliver of overlap is overlap.
        let sliver = Rect(x: 10 - 1.0 / 1024, y: 0, width: 10, height: 10)
        #expect(square.overlaps(sliver))
        #expect(square.intersection(sliver) == Rect(x: 10 - 1.0 / 1024, y: 0, width: 1.0 / 1024, height: 10))
    }

    @Test("edge-inclusive intersection: a line for an edge, a point for a corner, nil when apart")
    func edgeInclusiveIntersection() {
        #expect(square.edgeInclusiveIntersection(Rect(x: 10, y: 4, width: 5, height: 10))
                == Rect(x: 10, y: 4, width: 0, height: 6))
        #expect(square.edgeInclusiveIntersection(Rect(x: 10, y: 10, width: 5, height: 5))
                == Rect(x: 10, y: 10, width: 0, height: 0))
        #expect(square.edgeInclusiveIntersection(Rect(x: 10.5, y: 0, width: 5, height: 5)) == nil)
        #expect(square.edgeInclusiveIntersection(Rect(x: 2, y: 2, width: 3, height: 3))
                == Rect(x: 2, y: 2, width: 3, height: 3))
    }

    @Test("intersection of overlapping rects, both ways; nil with an empty operand")
    func intersection() {
        let a = Rect(x: -5, y: 2, width: 10, height: 20)
        let expected = Rect(x: 0, y: 2, width: 5, height: 8)
        #expect(square.intersection(a) == expected)
        #expect(a.intersection(square) == expected)
        #expect(square.intersection(Rect(x: 2, y: 2, width: 0, height: 5)) == nil)
        #expect(square.intersection(Rect(x: 2, y: 2, width: -4, height: 5)) == nil)
    }

    @Test("union is the bounding box; empty operands are ignored; two empties give .zero")
    func union() {
        let a = Rect(x: 20, y: -5, width: 5, height: 5)
        #expect(square.union(a) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(a.union(square) == square.union(a))
        // An empty rect far away does not stretch the union.
        let emptyFar = Rect(x: 1000, y: 1000, width: 0, height: 3)
        #expect(square.union(emptyFar) == square)
        #expect(emptyFar.union(square) == square)
        #expect(emptyFar.union(Rect(x: -7, y: 1, width: -1, height: 1)) == .zero)
    }

    @Test("inset moves edges inward by (top, left, bottom, right); negated insets undo it")
    func insetAndOutset() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let inset = square.inset(by: insets)
        #expect(inset == Rect(x: 2, y: 1, width: 4, height: 6))
        #expect(inset.inset(by: insets.negated) == square)
        // Negative insets outset.
        #expect(square.inset(by: EdgeInsets(top: -1, left: -1, bottom: -1, right: -1))
                == Rect(x: -1, y: -1, width: 12, height: 12))
        // Insetting past the middle leaves an empty rect, not a flipped one.
        let over = square.inset(by: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6))
        #expect(over.isEmpty)
        #expect(over.area == 0)
    }

    @Test("offsetBy moves the origin only; edges and center follow")
    func offset() {
        let moved = square.offsetBy(dx: 3, dy: -2)
        #expect(moved == Rect(x: 3, y: -2, width: 10, height: 10))
        #expect(moved.maxX == 13 && moved.maxY == 8)
        #expect(moved.center == Point(x: 8, y: 3))
    }
}
