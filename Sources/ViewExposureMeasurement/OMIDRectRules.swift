import ViewExposureGeometry

/// The rect rules of Open Measurement's geometry (docs/semantics.md §3.10), each written once:
/// the 0.01 tolerance of clipping and overlap, and intersection as the service does it.
enum OMIDRectRules {
    /// The tolerance of clipping and of overlap, in points (dp).
    static let tolerance = 0.01

    /// `a ∩ b`, or `nil` when they share no area (an edge or corner is not an overlap).
    @inline(__always) static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let minX = Swift.max(a.minX, b.minX), maxX = Swift.min(a.maxX, b.maxX)
        let minY = Swift.max(a.minY, b.minY), maxY = Swift.min(a.maxY, b.maxY)
        guard minX < maxX, minY < maxY else { return nil }
        return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// `a ∩ b` with its size clamped at zero (for reporting a friendly node that only touches
    /// the ad): never `nil`.
    static func clampedIntersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = Swift.max(a.minX, b.minX), minY = Swift.max(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: Swift.max(0, Swift.min(a.maxX, b.maxX) - minX),
                    height: Swift.max(0, Swift.min(a.maxY, b.maxY) - minY))
    }

    /// Whether `clip` shrinks `rect` (to `clipped`) by more than the tolerance in width or
    /// height: only then does a clipping ancestor apply.
    @inline(__always) static func shrinksBeyondTolerance(_ rect: Rect, to clipped: Rect) -> Bool {
        rect.width - clipped.width > tolerance || rect.height - clipped.height > tolerance
    }

    /// Whether `r` overlaps `onScreen` by more than the tolerance each way: each of its far
    /// edges lies beyond the other's near edge by more than 0.01. Edge-wise, so a rect covering
    /// the origin overlaps the zero rect there (a hidden ad's on-screen rect).
    @inline(__always) static func overlaps(_ r: Rect, _ onScreen: Rect) -> Bool {
        r.maxX - onScreen.minX > tolerance && onScreen.maxX - r.minX > tolerance
            && r.maxY - onScreen.minY > tolerance && onScreen.maxY - r.minY > tolerance
    }
}
