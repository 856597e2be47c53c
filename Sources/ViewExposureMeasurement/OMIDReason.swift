/// Why an Open Measurement `geometryChange` reports less than the whole ad, as its `reasons`
/// array spells them (docs/semantics.md §3.10).
///
/// A measurement lists each reason at most once, in the order of the cases here
/// (``OMIDGeometry/reasons``).
public enum OMIDReason: String, Sendable, CaseIterable, Comparable {
    /// No ad node in the tree, or the ad's `notVisibleReason` is `notAttached`,
    /// `noWindowFocus` or `noAdView`.
    case notFound
    /// The ad has no area, or another `notVisibleReason` (the model: the ad or an ancestor is
    /// hidden or has alpha 0).
    case hidden
    /// A clipping ancestor or the viewport shrank the ad by more than 0.01 in width or height.
    case clipped
    /// At least one obstruction was accepted.
    case obstructed
    /// The app is in the background, the ad's window has no focus, or there is no output
    /// device: percentage and pixels are 0 and obstructions are not looked for.
    case backgrounded
    /// The ad's `hasWindowFocus` is false (with ``backgrounded``).
    case noWindowFocus
    /// The root's `noOutputDevice` is true (with ``backgrounded``).
    case noOutputDevice
    /// The device is locked; the numbers are unchanged.
    case deviceLocked
    /// Picture in picture is active; the numbers are unchanged.
    case pictureInPicture

    /// The order of the cases (the order reasons are listed in).
    public static func < (lhs: OMIDReason, rhs: OMIDReason) -> Bool {
        lhs.position < rhs.position
    }

    /// The case's place in the declaration order, 0…8.
    var position: UInt16 {
        switch self {
        case .notFound: 0
        case .hidden: 1
        case .clipped: 2
        case .obstructed: 3
        case .backgrounded: 4
        case .noWindowFocus: 5
        case .noOutputDevice: 6
        case .deviceLocked: 7
        case .pictureInPicture: 8
        }
    }
}

/// A set of reasons as bits (no allocation while a measurement collects them); ``list`` gives
/// them in ``OMIDReason``'s order.
struct OMIDReasonSet {
    private var bits: UInt16 = 0

    /// Adds `reason`.
    @inline(__always) mutating func insert(_ reason: OMIDReason) {
        bits |= 1 << reason.position
    }

    /// The reasons, each once, in ``OMIDReason``'s order: the list of this set built once
    /// (``lists``), so a measurement allocates none.
    var list: [OMIDReason] {
        Self.lists[Int(bits)]
    }

    /// The list of every set of the nine reasons (512 short arrays, built on first use).
    private static let lists: [[OMIDReason]] = (0..<(1 << OMIDReason.allCases.count)).map { bits in
        OMIDReason.allCases.sorted().filter { bits & (1 << Int($0.position)) != 0 }
    }
}
