/// The accessibility checks of `exposure audit` (docs/dumps.md, "Accessibility checks"): each
/// has a name (as `--checks` and `--fail-on` take it), the rule it follows and its threshold.
public enum AccessibilityCheck: String, Sendable, CaseIterable, Comparable {
    /// A touch target below the platform's minimum size: Android as the Accessibility Test
    /// Framework's `TouchTargetSizeCheck` computes it (48×48 dp, 32 dp against a screen edge,
    /// 32×32 dp in an input method's window), iOS against 44×44 pt.
    case smallTarget
    /// The declared target is big enough, but the part a touch reaches (inside its clips, not
    /// taken by what lies in front) holds no rect of the minimum size.
    case smallReachableArea
    /// Two clickables with identical screen bounds and a shared action (ATF's
    /// `DuplicateClickableBoundsCheck`).
    case duplicateBounds
    /// Two touch targets whose touch areas overlap by a real share, where `covered` does not
    /// already name the one in front: reported on the one behind, with the share of its touch
    /// area the front one takes.
    case overlappingTargets
    /// Cut by its layout: a clipping ancestor that does not scroll it, or the screen edge when
    /// nothing scrolls it, beyond a tolerance (not by the scroll position of a list).
    case clipped
    /// The dump's own visibility claim disagrees with the geometry.
    case visibilityMismatch

    /// The rule the check follows, in a few words.
    public var source: String {
        switch self {
        case .smallTarget: return "Android: ATF TouchTargetSizeCheck 4.1; iOS: Apple HIG minimum hit target"
        case .smallReachableArea: return "this project: the reachable touch area against the same minimum"
        case .duplicateBounds: return "ATF DuplicateClickableBoundsCheck"
        case .overlappingTargets: return "this project: touch areas overlapping where no cover says it (beyond ATF's 'potentially obscured')"
        case .clipped: return "this project: a control cut by a clipping ancestor that does not scroll it, or by the screen edge"
        case .visibilityMismatch: return "dump's visible / displayed / visible-to-user against exposure and reachability"
        }
    }

    /// The threshold, in words.
    public var threshold: String {
        switch self {
        case .smallTarget: return "48×48 dp (32 dp at a screen edge, 32×32 dp in an input method); 44×44 pt"
        case .smallReachableArea: return "a rect of the smallTarget minimum inside the reachable area"
        case .duplicateBounds: return "identical bounds, shared click or long-click action"
        case .overlappingTargets: return "overlap thicker than 1 unit both ways and at least 10 % of the target behind"
        case .clipped: return "more than 4 pt (dp) cut off"
        case .visibilityMismatch: return "claimed visible: < 1 % visible or unreachable; claimed invisible: ≥ 99.5 % visible and reachable"
        }
    }

    /// Declaration order.
    public static func < (a: AccessibilityCheck, b: AccessibilityCheck) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One finding of an ``AccessibilityCheck`` about an element.
public struct CheckFinding: Sendable, Equatable {
    /// The check that found it.
    public var check: AccessibilityCheck
    /// Whether the dump settles it (`false`: the dump lacks what the rule reads — no density,
    /// no scroll direction; such findings never fail).
    public var isCertain: Bool
    /// What was found, in a few words (sizes, shares, the rule's branch).
    public var detail: String
    /// The other element involved (the duplicate, the target in front), by id.
    public var other: String?
    /// A share in percent, when the check measures one (overlap, part left visible).
    public var share: Double?
    /// ATF's result type for the ATF checks: `error` or `warning` (demoted); `nil` otherwise.
    public var level: String?

    /// Creates a finding.
    public init(check: AccessibilityCheck, isCertain: Bool = true, detail: String, other: String? = nil,
                share: Double? = nil, level: String? = nil) {
        self.check = check
        self.isCertain = isCertain
        self.detail = detail
        self.other = other
        self.share = share
        self.level = level
    }
}
