import ViewExposureGeometry
import ViewExposureTree

/// A friendly obstruction that was left out of a measurement because it would otherwise have
/// covered part of the tested view.
///
/// Only friendly views that *would have obstructed* are reported: in front of the tested
/// view, not hidden, not transparent, not ignored by the options' predicate, and overlapping
/// the clipped rect (so `rect` is never empty). A friendly view inside another friendly
/// view's subtree is left out with that subtree and not reported on its own.
///
/// Equality and hashing use the reported precision of ``Exposure`` (4 fraction digits).
public struct FriendlyObstructionReport: Hashable, Sendable, CustomStringConvertible {
    /// The friendly view's `identifier`.
    public var identifier: String?
    /// Why the view covers the ad.
    public var purpose: FriendlyObstruction.Purpose
    /// The optional detailed reason it was registered with.
    public var reason: String?
    /// The part of the tested view it covers: its bounds projected into the tested view's
    /// coordinates (a bounding box), limited by its clipping ancestors and intersected with
    /// the clipped rect. Never empty.
    public var rect: Rect

    /// Creates a report.
    public init(identifier: String?, purpose: FriendlyObstruction.Purpose, reason: String?, rect: Rect) {
        self.identifier = identifier
        self.purpose = purpose
        self.reason = reason
        self.rect = rect
    }

    /// Equal when identifier, purpose and reason are equal and the rects are equal at 4
    /// fraction digits.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identifier == rhs.identifier && lhs.purpose == rhs.purpose && lhs.reason == rhs.reason
            && ReportedPrecision.equal(lhs.rect, rhs.rect)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(purpose)
        hasher.combine(reason)
        ReportedPrecision.hash(rect, into: &hasher)
    }

    /// `identifier (purpose: reason) rect`.
    public var description: String {
        "\(identifier ?? "_") (\(purpose.rawValue)\(reason.map { ": " + $0 } ?? "")) \(rect)"
    }
}
