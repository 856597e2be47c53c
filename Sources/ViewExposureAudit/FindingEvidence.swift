import ViewExposureTree

/// What a finding rests on: the ids of the rules and facts of the source (docs/dumps.md,
/// "Rules") that decided it, and whether every one of them is stated by the source or earned
/// its certainty by measured precision.
public struct FindingBasis: Sendable, Equatable {
    /// Rule ids, facts first (`frames`), then the order the finding rests on, then what made
    /// the other view draw or take the touch.
    public var ruleIDs: [String]
    /// Whether the finding may be certain as far as these rules go.
    public var isCertain: Bool

    /// A basis of `ruleIDs`, certain or not.
    public init(ruleIDs: [String], isCertain: Bool) {
        self.ruleIDs = ruleIDs
        self.isCertain = isCertain
    }
}

/// Tells, for a screen built from a source that records its rules (an imported dump), what a
/// finding about `subject` rests on. `other` is the view the finding names: the receiver of
/// the touch (``AuditProblem/unreachable``), the coverer (``AuditProblem/covered``), the view
/// drawn on top (``AuditProblem/passThrough``); `nil` when the touch goes nowhere.
///
/// Asked once per finding (and per coverer tried), never per candidate view: O(depth).
public protocol FindingEvidence: AnyObject {
    /// The rules and facts the finding `problem` about `subject` rests on, `other` being the
    /// view it names.
    func basis(of problem: AuditProblem, subject: View, other: View?) -> FindingBasis
}
