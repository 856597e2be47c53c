import ViewExposureGeometry
import Testing

/// `AffineTransform` in the `CGAffineTransform` convention, and the rounding-noise snapping
/// that keeps rotated geometry on its exact values.
@Suite("Geometry: AffineTransform and RoundingNoise")
struct GeometryTransformTests {
    let p = Point(x: 3, y: -2)

    @Test("apply(to: point): x' = a·x + c·y + tx, y' = b·x + d·y + ty")
    func applyToPoint() {
        let t = AffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        #expect(t.apply(to: p) == Point(x: 2 * 3 + 5 * -2 + 11, y: 3 * 3 + 7 * -2 + 13))
        #expect(t.applyLinear(to: p) == Point(x: 2 * 3 + 5 * -2, y: 3 * 3 + 7 * -2))
        #expect(AffineTransform.identity.apply(to: p) == p)
        #expect(AffineTransform(translationX: 4, y: 5).apply(to: p) == Point(x: 7, y: 3))
        #expect(AffineTransform(scaleX: 2, y: -1).apply(to: p) == Point(x: 6, y: 2))
    }

    @Test("a positive rotation turns clockwise on screen (y down): +x goes to +y")
    func rotationDirection() {
        let q = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(abs(q.x) < 1e-15)
        #expect(q.y == 1)
    }

    @Test("apply(to: rect) is the bounding box, standardized under a flip")
    func applyToRect() {
        let r = Rect(x: 1, y: 2, width: 4, height: 6)
        #expect(AffineTransform(scaleX: -1, y: 2).apply(to: r) == Rect(x: -5, y: 4, width: 4, height: 12))
        // The unit square turned 45° about the origin: a diamond with corners at x ±√½, y 0…√2.
        let box = AffineTransform(rotationAngle: .pi / 4).apply(to: Rect(x: 0, y: 0, width: 1, height: 1))
        let h = 0.5.squareRoot()
        #expect(abs(box.minX + h) < 1e-15 && abs(box.maxX - h) < 1e-15)
        #expect(abs(box.minY) < 1e-15 && abs(box.maxY - 2 * h) < 1e-15)
    }

    @Test("concatenating: self first, then other")
    func concatenationOrder() {
        let move = AffineTransform(translationX: 10, y: 0)
        let scale = AffineTransform(scaleX: 2, y: 2)
        let one = Point(x: 1, y: 1)
        #expect(move.concatenating(scale).apply(to: one) == Point(x: 22, y: 2))
        #expect(scale.concatenating(move).apply(to: one) == Point(x: 12, y: 2))
        // Agrees with applying one after the other, for a general pair.
        let t = AffineTransform(a: 1, b: 2, c: -1, d: 0.5, tx: 3, ty: -4)
        let u = AffineTransform(a: 0.25, b: -1, c: 2, d: 1, tx: -2, ty: 8)
        #expect(t.concatenating(u).apply(to: p) == u.apply(to: t.apply(to: p)))
        #expect(AffineTransform.identity.concatenating(t) == t)
        #expect(t.concatenating(.identity) == t)
    }

    @Test("inverted undoes the transform; singular and non-finite transforms have no inverse")
    func inversion() throws {
        // Dyadic components: every product and quotient below is exact.
        let t = AffineTransform(a: 2, b: 0, c: 0.5, d: 4, tx: -3, ty: 8)
        let inverse = try #require(t.inverted)
        #expect(inverse.apply(to: t.apply(to: p)) == p)
        #expect(t.concatenating(inverse) == .identity)
        #expect(t.determinant == 8)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)   // det 0
        #expect(AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
        // A rotation's inverse is the opposite rotation (up to rounding).
        let r = try #require(AffineTransform(rotationAngle: 0.3).inverted)
        let back = AffineTransform(rotationAngle: -0.3)
        #expect(abs(r.a - back.a) < 1e-15 && abs(r.b - back.b) < 1e-15 && abs(r.c - back.c) < 1e-15)
    }

    @Test("axis alignment and identity are read from the components")
    func predicates() {
        #expect(AffineTransform(scaleX: 3, y: -2).preservesAxisAlignment)
        #expect(!AffineTransform(rotationAngle: 0.1).preservesAxisAlignment)
        #expect(AffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(!AffineTransform(translationX: 0, y: 1e-300).isIdentity)
        #expect(!AffineTransform(a: 1, b: 0, c: 0, d: .nan, tx: 0, ty: 0).isFinite)
    }

    @Test("RoundingNoise.snap moves values within 1e-12 of the 2⁻¹⁶ grid onto it, and only those")
    func snap() {
        #expect(RoundingNoise.snap(99.99999999999999) == 100)
        #expect(RoundingNoise.snap(6.123233995736766e-17) == 0)   // cos(π/2)
        #expect(RoundingNoise.snap(-3 - 2e-15) == -3)
        // Exact values and values off the grid stay as they are.
        #expect(RoundingNoise.snap(100) == 100)
        #expect(RoundingNoise.snap(0.1) == 0.1)
        #expect(RoundingNoise.snap(3.00000000001) == 3.00000000001)   // 1e-11 away: real
        #expect(RoundingNoise.snap(RoundingNoise.step * 3) == RoundingNoise.step * 3)
    }

    @Test("a quarter turn projects onto exact edges, which the raw bounding box misses")
    func projectRotation() {
        let t = AffineTransform(rotationAngle: .pi / 2)
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        let raw = t.apply(to: r)
        #expect(raw != Rect(x: -50, y: 0, width: 50, height: 100))   // the noise is there
        #expect(RoundingNoise.project(r, by: t) == Rect(x: -50, y: 0, width: 50, height: 100))
    }

    @Test("a pure translation is projected as it is (it adds no noise), anything else is snapped")
    func projectTranslation() {
        let nearGrid = Rect(x: 3 + 1e-13, y: 0, width: 1, height: 1)
        let moved = RoundingNoise.project(nearGrid, by: AffineTransform(translationX: 1, y: 0))
        #expect(moved == AffineTransform(translationX: 1, y: 0).apply(to: nearGrid))
        #expect(moved.minX != 4)
        let scaled = RoundingNoise.project(nearGrid, by: AffineTransform(scaleX: 2, y: 2))
        #expect(scaled.minX == 6)
    }

    @Test("conservative projection contains the exact one, padded by 1e-9 relative")
    func projectConservatively() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50)
        let t = AffineTransform(rotationAngle: .pi / 2)
        let wide = RoundingNoise.projectConservatively(r, by: t)
        let exact = RoundingNoise.project(r, by: t)
        #expect(wide.contains(exact))
        #expect(wide != exact)
        #expect(wide == RoundingNoise.pad(t.apply(to: r)))
        // The pad: 1e-9 × the largest coordinate magnitude (at least 1).
        let padded = RoundingNoise.pad(Rect(x: -1000, y: 0, width: 10, height: 10))
        #expect(padded.minX == -1000 - 1e-6 && padded.maxY == 10 + 1e-6)
        #expect(RoundingNoise.pad(Rect(x: 0, y: 0, width: 0.5, height: 0.5)).minX == -1e-9)
        // A translation is not padded.
        let move = AffineTransform(translationX: 5, y: 5)
        #expect(RoundingNoise.projectConservatively(r, by: move) == move.apply(to: r))
    }
}
