import ViewExposureGeometry

/// A view registered as a friendly obstruction with the IAB Open Measurement SDK: it covers
/// the ad on purpose (a close button, video controls), so exposure leaves it out, together
/// with its subtree, and reports it separately.
public struct FriendlyObstruction: Hashable, Sendable {
    /// Why the view covers the ad (OM SDK `OMIDFriendlyObstructionType`).
    public enum Purpose: String, Sendable, CaseIterable {
        /// Video or audio controls (play, mute, full screen).
        case mediaControls
        /// A button that closes the ad.
        case closeAd
        /// A view that covers the ad but is transparent or not visible to the user.
        case notVisible
        /// Anything else; give a reason.
        case other
    }

    /// Why this view covers the ad.
    public var purpose: Purpose
    /// An optional detailed reason: at most 50 characters of ASCII letters, digits and spaces.
    public let reason: String?
    /// The class the native layer names the view by (OM SDK `friendlyObstructionClass`, e.g.
    /// `UIButton`), reported by Open Measurement; `nil` when unknown (a scene file's view).
    public var className: String?

    /// The errors of an invalid reason.
    public enum ReasonError: Error, Equatable, Sendable, CustomStringConvertible {
        case tooLong(Int)
        case invalidCharacter(Character)
        /// What is wrong with the reason, as a sentence.
        public var description: String {
            switch self {
            case .tooLong(let n): return "reason has \(n) characters; at most 50 are allowed"
            case .invalidCharacter(let c): return "reason contains '\(c)'; only letters, digits and spaces are allowed"
            }
        }
    }

    /// Creates a friendly obstruction, validating `reason` as the OM SDK does: at most 50
    /// characters, each an ASCII letter, digit or space.
    public init(purpose: Purpose, reason: String? = nil) throws(ReasonError) {
        try self.init(purpose: purpose, reason: reason, className: nil)
    }

    /// Creates a friendly obstruction with the class name its native layer reports, validating
    /// `reason` as ``init(purpose:reason:)`` does.
    public init(purpose: Purpose, reason: String?, className: String?) throws(ReasonError) {
        if let reason {
            if reason.count > 50 { throw .tooLong(reason.count) }
            if let bad = reason.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == " ")) }) {
                throw .invalidCharacter(bad)
            }
        }
        self.purpose = purpose
        self.reason = reason
        self.className = className
    }
}
