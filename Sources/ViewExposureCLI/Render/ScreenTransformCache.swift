import ViewExposure

/// `View.transformToScreen` for many views of one scene, each path's work shared: the library's
/// getter walks up the whole chain (O(depth)), so outlining every control of a chain 100 000
/// deep was quadratic.
///
/// Exact, not approximate: the getter multiplies the chain's transforms bottom up, and
/// floating-point products depend on their order. So the cache answers itself only where the
/// order cannot matter — every transform on the path a plain translation (`a = d = 1`, `b = c =
/// +0`, no `-0` offset) whose offsets are multiples of 2^-20 and sum, in absolute value, to at
/// most 2^32: then every partial sum is exact in any order and both products are the
/// translation by the exact sums, bit for bit. Any other path (a scale, a rotation, an offset
/// such as 0.1) gets the getter's own answer. Iterative; the scene must not change while a
/// cache is in use. O(1) amortized per view after its path's first visit.
final class ScreenTransformCache {
    /// The exact offsets of a plain path to the screen and the sum of their absolute values;
    /// `nil` for a path that is not plain.
    private struct Offsets {
        let x: Double, y: Double, magnitude: Double
    }

    private var known: [ObjectIdentifier: Offsets?] = [:]
    private static let step = 0x1p20
    private static let bound = 0x1p32

    /// `view.transformToScreen`.
    func transformToScreen(_ view: View) -> AffineTransform {
        if let offsets = offsets(of: view) {
            return AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: offsets.x, ty: offsets.y)
        }
        return view.transformToScreen
    }

    /// The offsets of `view`'s path, filling in its ancestors that were not known yet.
    private func offsets(of view: View) -> Offsets? {
        var path: [View] = []
        var node: View? = view
        var above: Offsets? = Offsets(x: 0, y: 0, magnitude: 0)
        while let n = node {
            if let k = known[ObjectIdentifier(n)] { above = k; break }
            path.append(n)
            node = n.superview
        }
        for n in path.reversed() {
            above = above.flatMap { Self.extend($0, by: n.transformToSuperview) }
            known.updateValue(above, forKey: ObjectIdentifier(n))
        }
        return above
    }

    /// `offsets` followed by `t`, when `t` is a plain translation keeping the sums exact.
    private static func extend(_ offsets: Offsets, by t: AffineTransform) -> Offsets? {
        guard t.a == 1, t.d == 1, t.b == 0, t.c == 0, t.b.sign == .plus, t.c.sign == .plus,
              isPlainOffset(t.tx), isPlainOffset(t.ty) else { return nil }
        let magnitude = offsets.magnitude + abs(t.tx) + abs(t.ty)
        guard magnitude <= bound else { return nil }
        return Offsets(x: offsets.x + t.tx, y: offsets.y + t.ty, magnitude: magnitude)
    }

    /// A finite offset, not `-0`, a multiple of 2^-20 of at most 2^32.
    private static func isPlainOffset(_ v: Double) -> Bool {
        guard v.isFinite, abs(v) <= bound, !(v == 0 && v.sign == .minus) else { return false }
        let scaled = v * step
        return scaled.rounded() == scaled
    }
}
