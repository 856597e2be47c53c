/// The union of a growing set of rects, for asking whether a rect is wholly covered.
/// (Placeholder until the kernel's banded region lands: a disjoint rect list.)
public struct CoverageRegion {
    private var region = DisjointRectRegion()

    /// The empty region.
    public init() {}

    /// Adds `rect`.
    public mutating func add(_ rect: Rect) { region.formUnion(rect) }

    /// Whether every point of `rect` (non-empty) is in the region.
    public func contains(_ rect: Rect) -> Bool {
        guard !rect.isEmpty else { return false }
        var rest = DisjointRectRegion([rect])
        rest.subtract(region)
        return rest.isEmpty
    }
}
