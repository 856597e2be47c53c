import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureTree

/// Something wrong (or worth knowing) about an audited element.
public enum AuditProblem: String, Sendable, CaseIterable, Comparable {
    /// A touch at its center (or, when the center is off screen, at the center of its
    /// largest visible part) goes to another element, or nowhere.
    case unreachable
    /// Part of its on-screen area is hidden by something drawn in front of it.
    case covered
    /// The touch at its center reaches it, but another view is drawn on top there
    /// (docs/semantics.md §4.5's pass-through case: what the user sees is not what takes the touch).
    case passThrough
    /// The source says it is disabled.
    case disabled
    /// No part of it is on screen (outside the window or its clipping containers).
    case offscreen
    /// It has no area.
    case empty
    /// It, or an ancestor, is hidden or transparent.
    case hidden

    /// Worst first: the order of the cases.
    public static func < (a: AuditProblem, b: AuditProblem) -> Bool { a.rank < b.rank }

    /// The case's place in declaration order (compared without searching ``allCases``).
    private var rank: Int {
        switch self {
        case .unreachable: 0
        case .covered: 1
        case .passThrough: 2
        case .disabled: 3
        case .offscreen: 4
        case .empty: 5
        case .hidden: 6
        }
    }
}

/// A view drawn in front of an audited element that hides part of it.
public struct Coverer {
    /// The covering view (the outermost one: views inside a coverer are folded into it).
    public let view: View
    /// Its id, or `(unnamed)`.
    public var identifier: String { view.identifier ?? "(unnamed)" }
    /// How much of the element it hides, in percent of the element's area (coverers may
    /// overlap, so shares need not add up).
    public let sharePercentage: Double
    /// The bounding box of what it hides, on screen, to single precision (a screen of stacked
    /// controls names hundreds of thousands of coverers; the audit judged the box in full
    /// precision before keeping it).
    public var hiddenBox: Rect {
        Rect(minX: Double(box.minX), minY: Double(box.minY), maxX: Double(box.maxX), maxY: Double(box.maxY))
    }
    private let box: (minX: Float, minY: Float, maxX: Float, maxY: Float)
    /// Whether the dump tells that it is drawn in front of the element: `false` when that
    /// rests on a sibling order the dump does not give.
    public var isCertain: Bool = true
    /// The view's pre-order number on its screen (`ScreenIndex`), as the audit found it (in
    /// the padding after ``isCertain``: no bytes added); a reader checks it against its own
    /// index (`ScreenIndex.number(of:)`) before trusting it.
    let number: Int32

    /// A coverer hiding `sharePercentage` % of the element within `hiddenBox`; `number` is the
    /// view's pre-order number on its screen.
    init(view: View, sharePercentage: Double, hiddenBox: Rect, isCertain: Bool = true, number: Int) {
        self.view = view
        self.sharePercentage = sharePercentage
        box = (Float(hiddenBox.minX), Float(hiddenBox.minY), Float(hiddenBox.maxX), Float(hiddenBox.maxY))
        self.isCertain = isCertain
        self.number = Int32(truncatingIfNeeded: number)
    }
}

/// How sure the audit is of a finding.
public enum AuditConfidence: String, Sendable {
    /// What the source says settles it.
    case certain
    /// It rests on something the source does not say (the drawing order of two siblings).
    case uncertain
}

/// The audit of one element: how much of it is visible, whether touches reach it, and what is
/// in the way.
///
/// Points are in screen coordinates; percentages are of the element's own area.
public struct ElementAudit {
    /// The element examined.
    public let subject: AuditSubject
    /// Its frame on screen (the bounding box of its bounds).
    public let frameOnScreen: Rect
    /// The share of its area inside the screen and its clipping containers, in percent.
    public let onScreenPercentage: Double
    /// Its exposure (MRAID; the policy chosen for the audit).
    public let exposure: Exposure
    /// The center of its frame.
    public let center: Point
    /// Whether ``center`` lies in its on-screen part (else reachability is judged at
    /// ``visibleCenter``).
    public let centerIsOnScreen: Bool
    /// The view a touch at ``center`` goes to, or `nil` (also when the element is hidden, empty
    /// or off screen: those are not hit-tested).
    public let receiverAtCenter: View?
    /// Whether that touch reaches the element (it or a view inside it takes the touch).
    public let reachesAtCenter: Bool
    /// The view drawn on top at ``center``, or `nil`.
    public let frontmostAtCenter: View?
    /// The center of the largest rect of its visible part, `nil` when nothing is visible.
    public let visibleCenter: Point?
    /// The view a touch at ``visibleCenter`` goes to.
    public let receiverAtVisibleCenter: View?
    /// Whether that touch reaches the element; `nil` when nothing is visible.
    public let reachesAtVisibleCenter: Bool?
    /// The views in front that hide part of it, the largest share first.
    public let coveredBy: [Coverer]
    /// Whether more views hide part of it than ``coveredBy`` names: some sibling list (a level
    /// of its path, or the windows in front) held more than 16 coverers, and only the first 16
    /// of it in drawing order (nearest above it first) are named. The hidden share is still
    /// `onScreenPercentage − exposure`.
    public var moreCoverers: Bool = false
    /// What is wrong, worst first; empty when nothing is. Only what the source settles:
    /// findings that rest on what it does not say are in ``uncertainProblems``.
    public let problems: [AuditProblem]
    /// Findings the source cannot settle (`unreachable`, `covered`, `passThrough` that rest on
    /// the drawing order of siblings the dump does not order), worst first; they are not
    /// problems (``fails(minimumVisiblePercentage:)`` ignores them).
    public var uncertainProblems: [AuditProblem] = []
    /// For each finding (certain or uncertain) among `unreachable`, `covered` and
    /// `passThrough`, the ids of the rules and facts it rests on (docs/dumps.md, "Rules");
    /// empty when the auditor has no ``FindingEvidence`` (a scene file).
    public var because: [AuditProblem: [String]] = [:]
    /// The accessibility checks' tap point and findings, once an ``AccessibilityChecker`` has
    /// run (`nil` before).
    public var checks: ElementChecks? = nil
    /// ``AuditConfidence/uncertain`` when some finding is uncertain.
    public var confidence: AuditConfidence { uncertainProblems.isEmpty ? .certain : .uncertain }

    /// The share of the on-screen part that is visible, in percent (100 when nothing is on
    /// screen, so that off-screen elements do not count as covered).
    public var visibleShareOfOnScreen: Double {
        onScreenPercentage > 0 ? Swift.min(100, 100 * exposure.exposedPercentage / onScreenPercentage) : 100
    }

    /// Whether the element fails `--fail-on covered N`: on screen, not hidden, and either
    /// unreachable, or covered with less than `minimumVisiblePercentage` % of its on-screen
    /// part visible. Uncertain findings never fail.
    public func fails(minimumVisiblePercentage: Double) -> Bool {
        if problems.contains(.hidden) || problems.contains(.offscreen) || problems.contains(.empty) { return false }
        return problems.contains(.unreachable)
            || (problems.contains(.covered) && visibleShareOfOnScreen < minimumVisiblePercentage)
    }

    /// A sort key, worst first: the worst problem (a certain accessibility-check finding ranks
    /// with `disabled`), then the visible share, ascending.
    public var severity: (Int, Double) {
        let rank: Int
        if problems.contains(.unreachable) && problems.contains(.covered) { rank = 0 }
        else if problems.contains(.unreachable) { rank = 1 }
        else if problems.contains(.covered) { rank = 2 }
        else if problems.contains(.passThrough) { rank = 3 }
        else if !uncertainProblems.isEmpty { rank = 4 }
        else if problems.contains(.disabled) { rank = 4 }
        else if problems.isEmpty, !(checks?.failedChecks.isEmpty ?? true) { rank = 4 }
        else if problems.isEmpty { rank = 5 }
        else if problems.contains(.offscreen) || problems.contains(.empty) { rank = 6 }
        else { rank = 7 }
        return (rank, visibleShareOfOnScreen)
    }

    /// `audits` sorted worst first (stable: equal ones keep their order).
    public static func sortedWorstFirst(_ audits: [ElementAudit]) -> [ElementAudit] {
        audits.enumerated().sorted { a, b in
            let sa = a.element.severity, sb = b.element.severity
            if sa.0 != sb.0 { return sa.0 < sb.0 }
            if sa.1 != sb.1 { return sa.1 < sb.1 }
            return a.offset < b.offset
        }.map(\.element)
    }
}
