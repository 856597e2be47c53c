import ViewExposureGeometry

/// What a view paints itself (not counting its subviews): the part of its bounds the content
/// obstruction policy counts as covering what is behind it.
///
/// - ``fillsBounds``: a background, an image, text, an effect, custom drawing — taken as
///   covering the whole bounds (the conservative reading of "draws something").
/// - ``border(width:)``: only a border ring of that width, inset from the bounds (a layer
///   border over a transparent view, a stroked outline): it covers the four edge strips and
///   nothing inside them.
/// - ``nothing``: a transparent container: it covers nothing by itself (its subviews still
///   paint what they paint).
///
/// The rule every feature shares is ``forEachPaintedRect(in:_:)``.
public enum Painting: Hashable, Sendable {
    /// Paints its whole bounds.
    case fillsBounds
    /// Paints only a ring of `width` (> 0, finite) inside the edge of its bounds.
    case border(width: Double)
    /// Paints nothing itself.
    case nothing

    /// Whether anything is painted at all.
    @inlinable public var paintsAnything: Bool {
        switch self {
        case .fillsBounds: true
        case .border(let w): w > 0
        case .nothing: false
        }
    }

    /// Calls `body` with each painted part of `bounds` (in the view's own coordinates), at
    /// most four disjoint rects: the bounds themselves, the four strips of a ring (top and
    /// bottom full width, left and right between them), or none. A ring at least half as wide
    /// as the bounds' smaller side fills them. Empty bounds paint nothing. O(1), no allocation.
    @inlinable public func forEachPaintedRect(in bounds: Rect, _ body: (Rect) -> Void) {
        guard !bounds.isEmpty else { return }
        switch self {
        case .nothing:
            return
        case .fillsBounds:
            body(bounds)
        case .border(let w):
            guard w > 0 else { return }
            if w * 2 >= bounds.width || w * 2 >= bounds.height {
                body(bounds)
                return
            }
            let inner = bounds.height - 2 * w
            body(Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: w))
            body(Rect(x: bounds.minX, y: bounds.maxY - w, width: bounds.width, height: w))
            body(Rect(x: bounds.minX, y: bounds.minY + w, width: w, height: inner))
            body(Rect(x: bounds.maxX - w, y: bounds.minY + w, width: w, height: inner))
        }
    }

    /// The painted parts of `bounds` as an array (see ``forEachPaintedRect(in:_:)``).
    public func paintedRects(in bounds: Rect) -> [Rect] {
        var rects: [Rect] = []
        forEachPaintedRect(in: bounds) { rects.append($0) }
        return rects
    }
}
