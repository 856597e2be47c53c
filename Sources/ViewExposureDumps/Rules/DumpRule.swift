/// Whether the dump itself says what a rule decides, or the rule infers it.
package enum RuleBasis: String, Sendable {
    /// The dump says it: geometry, visibility flags, `drawing-order`, windows whose order the
    /// format gives, an input method's window, a modal alert.
    case stated
    /// A class or role taken to paint, to take touches, or to sit in front.
    case inferred
}

/// What a rule decides about a view.
package enum RuleAspect: String, Sendable {
    /// Whether it paints (covers what is behind it).
    case draws
    /// Whether it takes touches.
    case touches
    /// Whether it paints, and that it takes the touches in its bounds (a surface laid over
    /// content).
    case drawsAndTouches
    /// Whether it is hidden (drawn nowhere, never hit, not audited).
    case hidden
    /// The order its subviews (or the windows) are drawn in.
    case order
    /// How its frame is read.
    case frames
}

/// One import-time rule: a stable id, shared by its section of docs/dumps.md, its fixture
/// (`Tests/Fixtures/rules/ID.*`) and its test, and named in every finding that rests on it
/// (`because`).
///
/// An inferred rule earns certainty by its measured precision on judged screens
/// (``measured``; `Scripts/judged-precision.py`): at least ``DumpRuleInfo/earnedPrecision`` over at least
/// ``DumpRuleInfo/earnedCount`` judged findings.
package struct DumpRuleInfo: Sendable, Hashable {
    /// The stable id (`ios-bars-over-content`).
    package let id: String
    /// Whether the dump states what the rule decides, or the rule infers it.
    package let basis: RuleBasis
    /// What the rule decides.
    package let aspect: RuleAspect
    /// Judged findings resting on the rule and how many of them are right (docs/judged-findings.tsv
    /// as `Scripts/judged-precision.py` counts them: ``DumpRuleMeasurements``); `nil` when none
    /// was measured.
    package var measured: (judged: Int, right: Int)? { DumpRuleMeasurements.table[id] }

    /// The least precision an inferred rule must have measured to make findings certain.
    package static let earnedPrecision = 0.97
    /// The fewest judged findings that precision must be measured over.
    package static let earnedCount = 20

    /// Whether findings resting on the rule may be certain: stated, or inferred with a
    /// measured precision of at least 97 % over at least 20 judged findings.
    package var isCertain: Bool {
        switch basis {
        case .stated: return true
        case .inferred:
            guard let m = measured, m.judged >= Self.earnedCount else { return false }
            return Double(m.right) >= Self.earnedPrecision * Double(m.judged)
        }
    }

    init(_ id: String, _ basis: RuleBasis, _ aspect: RuleAspect) {
        self.id = id
        self.basis = basis
        self.aspect = aspect
    }

    package static func == (a: DumpRuleInfo, b: DumpRuleInfo) -> Bool { a.id == b.id }
    package func hash(into h: inout Hasher) { h.combine(id) }
}

/// A set of rules, one bit per rule's place in ``DumpRules/all``: what decided a view's
/// drawing, touches, hiding and its subviews' order, kept per element in a side table of the
/// imported dump (eight bytes an element, nothing on the view).
package struct DumpRuleSet: Sendable, Hashable {
    /// Bit k: rule number k of ``DumpRules/all``.
    package var bits: UInt64

    /// The set of the rules whose bits are set in `bits`.
    package init(bits: UInt64 = 0) { self.bits = bits }

    /// No rule.
    package static let empty = DumpRuleSet()

    /// Adds `rule`.
    @inline(__always)
    package mutating func insert(_ rule: DumpRuleInfo) { bits |= DumpRules.bit(rule) }

    /// Whether `rule` is in the set.
    package func contains(_ rule: DumpRuleInfo) -> Bool { bits & DumpRules.bit(rule) != 0 }

    /// The rules of either set.
    package func union(_ other: DumpRuleSet) -> DumpRuleSet { DumpRuleSet(bits: bits | other.bits) }

    /// The rules of the set that decide one of `aspects`.
    package func only(_ aspects: Set<RuleAspect>) -> DumpRuleSet { DumpRuleSet(bits: bits & DumpRules.bits(deciding: aspects)) }

    /// Whether every rule of the set is stated or earned its certainty (``DumpRuleInfo/isCertain``).
    package var isCertain: Bool { bits & ~DumpRules.certainBits == 0 }

    /// The ids of the rules, in the order of ``DumpRuleInfo/all``.
    package var ids: [String] {
        var out: [String] = []
        var rest = bits
        while rest != 0 {
            let k = rest.trailingZeroBitCount
            out.append(DumpRules.ids[k])
            rest &= rest - 1
        }
        return out
    }

    /// The rules, in the order of ``DumpRules/all``.
    package var rules: [DumpRuleInfo] {
        DumpRules.all.enumerated().filter { bits & (1 << UInt64($0.offset)) != 0 }.map(\.element)
    }
}

/// A rule that runs over the traits of a whole dump after its elements are read: one file
/// under `Rules/` each, listed in the importer's pipeline (``DumpRules/android`` or
/// ``DumpRules/ios``), so that adding a rule means adding a file and a table entry.
protocol DumpRule: Sendable {
    /// The rule's id and what it decides.
    static var info: DumpRuleInfo { get }
    /// Runs the rule, recording in `c.record` the elements it decided.
    static func apply(_ c: inout RuleContext)
}
