import ViewExposureAudit
import ViewExposureDumps
import ViewExposureTree

/// What an imported dump's rules say a finding rests on (``FindingEvidence``): `frames` (the
/// dump's geometry); the rule that orders the two views — the window order when they are in
/// different windows, else the order rule of their nearest common ancestor's children — unless
/// one holds the other; and the rules that made the other view take the touch
/// (`unreachable`), or draw over the subject (`covered`, `passThrough`: the rules recorded in
/// the coverer's subtree), or, when no rule decided it, the format's default reading of its
/// class or type.
///
/// Complexity: O(depth) a finding, after one O(elements) pass for the subtrees' rules, made
/// on the first `covered` finding.
final class DumpFindingEvidence: FindingEvidence {
    private let dump: ImportedDump
    private lazy var subtreeRules: [DumpRuleSet] = {
        var out = dump.rules
        for i in out.indices.reversed() {
            let p = dump.parentIndex(of: i)
            if p >= 0 { out[p] = out[p].union(out[i]) }
        }
        return out
    }()

    init(_ dump: ImportedDump) { self.dump = dump }

    func basis(of problem: AuditProblem, subject: View, other: View?) -> FindingBasis {
        var rules: [DumpRuleInfo] = [Self.frames]
        guard let other, let s = dump.elementIndex(of: subject), let o = dump.elementIndex(of: other) else {
            return FindingBasis(ruleIDs: rules.map(\.id), isCertain: true)
        }
        // The order: the nearest common ancestor's children's, or the windows'.
        var ancestors = Set<Int>()
        var n = s
        while n >= 0 { ancestors.insert(n); n = dump.parentIndex(of: n) }
        var c = o, top = o
        while c >= 0 && !ancestors.contains(c) { top = c; c = dump.parentIndex(of: c) }
        if c < 0 {
            // Different windows: the front window's own rule (an input method's window), else
            // the format's window order.
            let window = dump.rules[top]
            rules += window.contains(Self.inputMethod) ? [Self.inputMethod] : window.only([.order]).rules
        } else if c != o && c != s {
            // A bar drawn over the content it floats over is in front by its rule alone.
            let bar = [Self.iosBars, Self.androidHeader].first { dump.rules[top].contains($0) && dump.rules[c].contains($0) }
            rules += bar.map { [$0] } ?? dump.rules[c].only([.order]).rules.filter {
                $0 != Self.iosWindows && $0 != Self.androidWindows && $0 != Self.systemUI && $0 != Self.iosBars && $0 != Self.androidHeader
            }
        }
        // What made the other view take the touch or draw.
        // (The view and its ancestors below the common one — a key takes the touch as part of
        // its keyboard, a view in an input method's window is drawn as part of it — and for a
        // coverer its subtree too.)
        var decided = problem == .covered ? subtreeRules[o] : DumpRuleSet()
        var a = dump.parentIndex(of: o)
        decided = decided.union(dump.rules[o])
        while a >= 0 && a != c { decided = decided.union(dump.rules[a]); a = dump.parentIndex(of: a) }
        // A touch rests on what takes touches; a cover or a view on top on what draws.
        decided = decided.only(problem == .unreachable ? [.touches, .drawsAndTouches, .hidden, .frames]
                                                       : [.draws, .drawsAndTouches, .hidden, .frames])
        var own = decided.rules.filter { $0 != Self.inputMethod || !rules.contains($0) }
        if own.isEmpty { own = [defaultRule(problem)] }
        for r in own where !rules.contains(r) { rules.append(r) }
        return FindingBasis(ruleIDs: rules.map(\.id), isCertain: rules.allSatisfy(\.isCertain))
    }

    /// The format's reading of a class or type, when no rule decided.
    private func defaultRule(_ problem: AuditProblem) -> DumpRuleInfo {
        if dump.format.isAndroid { return problem == .unreachable ? Self.clickable : Self.classDraws }
        return Self.typeTraits
    }

    private static func rule(_ id: String) -> DumpRuleInfo { DumpRuleInfo.all.first { $0.id == id }! }
    private static let frames = rule("frames")
    private static let iosWindows = rule("ios-window-order")
    private static let androidWindows = rule("android-window-order")
    private static let systemUI = rule("android-system-ui-window")
    private static let iosBars = rule("ios-bars-over-content")
    private static let androidHeader = rule("android-header-over-list")
    private static let inputMethod = rule("android-input-method-window")
    private static let clickable = rule("android-clickable")
    private static let classDraws = rule("android-class-draws")
    private static let typeTraits = rule("ios-type-traits")
}

extension ImportedDump {
    /// What this dump's rules say each audit finding rests on: give it to a
    /// ``ScreenAuditor``'s `evidence` (``LoadedScene/auditor(policy:)`` does).
    public var findingEvidence: any FindingEvidence { DumpFindingEvidence(self) }
}
