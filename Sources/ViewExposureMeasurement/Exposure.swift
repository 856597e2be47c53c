import ViewExposureGeometry
import ViewExposureTree

/// The result of measuring a view's exposure (MRAID 3.0 `exposureChange`, docs/semantics.md §3.5),
/// in the tested view's bounds coordinates.
///
/// Invariants, as produced by ``ExposureMeasurer``:
/// - `exposedPercentage` is in `0...100`;
/// - `visibleRectangle` is the bounding box of the visible part, `.zero` when nothing is
///   visible;
/// - `occlusionRectangles` are pairwise disjoint, inside `visibleRectangle`, sorted by area
///   descending (then minY, then minX), and `nil` — never empty — when there are none.
///
/// **Equality** is at the reported precision: two exposures are equal when every number
/// rounds to the same value at 4 fraction digits (what ``mraidJSON`` writes), the occlusion
/// rectangles are the same in the same order (or both `nil`) and the friendly obstruction
/// reports are equal in order. So an SDK can keep the last result and fire `exposureChange`
/// only when `new != last`: changes it could not report do not fire events. `hash(into:)`
/// agrees with `==`.
public struct Exposure: Hashable, Sendable, CustomStringConvertible {
    /// The visible share of the tested view's bounds, in percent (`0...100`).
    public var exposedPercentage: Double
    /// The bounding box of the visible part of the tested view, or `.zero`.
    public var visibleRectangle: Rect
    /// The covered parts of `visibleRectangle`, disjoint and sorted; `nil` when none.
    public var occlusionRectangles: [Rect]?
    /// The friendly obstructions left out of the calculation, back to front.
    public var friendlyObstructions: [FriendlyObstructionReport]

    /// Creates a result from its parts (no validation: ``ExposureMeasurer`` is what produces
    /// results satisfying the type's invariants).
    public init(exposedPercentage: Double, visibleRectangle: Rect, occlusionRectangles: [Rect]?,
                friendlyObstructions: [FriendlyObstructionReport] = []) {
        self.exposedPercentage = exposedPercentage
        self.visibleRectangle = visibleRectangle
        self.occlusionRectangles = occlusionRectangles
        self.friendlyObstructions = friendlyObstructions
    }

    /// Nothing visible: 0 %, the zero rect, no occlusion rectangles, no friendly reports.
    /// What a hidden, transparent, detached, backgrounded or fully clipped view measures.
    public static let zero = Exposure(exposedPercentage: 0, visibleRectangle: .zero,
                                      occlusionRectangles: nil, friendlyObstructions: [])

    /// Equal at the reported precision (see the type's documentation).
    public static func == (lhs: Exposure, rhs: Exposure) -> Bool {
        guard ReportedPrecision.key(lhs.exposedPercentage) == ReportedPrecision.key(rhs.exposedPercentage),
              ReportedPrecision.equal(lhs.visibleRectangle, rhs.visibleRectangle),
              lhs.friendlyObstructions == rhs.friendlyObstructions else { return false }
        switch (lhs.occlusionRectangles, rhs.occlusionRectangles) {
        case (nil, nil):
            return true
        case let (l?, r?):
            return l.count == r.count && zip(l, r).allSatisfy { ReportedPrecision.equal($0, $1) }
        default:
            return false
        }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ReportedPrecision.key(exposedPercentage))
        ReportedPrecision.hash(visibleRectangle, into: &hasher)
        if let rects = occlusionRectangles {
            hasher.combine(rects.count)
            for r in rects { ReportedPrecision.hash(r, into: &hasher) }
        } else {
            hasher.combine(-1)
        }
        hasher.combine(friendlyObstructions)
    }

    /// The MRAID JSON text.
    public var description: String { mraidJSON }
}
