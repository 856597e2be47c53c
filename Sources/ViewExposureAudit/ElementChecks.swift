import ViewExposureGeometry

/// What the accessibility checks found about one element, and where a tap reaches it.
public struct ElementChecks: Sendable {
    /// The whole-unit reachable point nearest the element's center (screen coordinates: pixels
    /// on Android, points on iOS), confirmed by a hit test at that point; `nil` when no
    /// whole-unit point of the element takes a touch.
    public var tapPoint: Point?
    /// Why there is no tap point (`nil` when there is one).
    public var tapPointReason: String?
    /// The findings, in check order.
    public var findings: [CheckFinding] = []

    /// Creates a result.
    public init(tapPoint: Point?, tapPointReason: String?, findings: [CheckFinding] = []) {
        self.tapPoint = tapPoint
        self.tapPointReason = tapPointReason
        self.findings = findings
    }

    /// The checks with a certain finding, in check order, without repeats.
    public var failedChecks: [AccessibilityCheck] {
        var out: [AccessibilityCheck] = []
        for f in findings where f.isCertain && !out.contains(f.check) { out.append(f.check) }
        return out
    }

    /// The checks with only uncertain findings.
    public var uncertainChecks: [AccessibilityCheck] {
        let failed = failedChecks
        var out: [AccessibilityCheck] = []
        for f in findings where !f.isCertain && !failed.contains(f.check) && !out.contains(f.check) { out.append(f.check) }
        return out
    }
}
