import ViewExposureGeometry
import ViewExposureJSON
import ViewExposureTree

/// `clipped` (docs/dumps.md): a control cut by its layout, as far as a dump can show it — its
/// frame reaches more than ``tolerance`` (in points, or dp on Android) beyond a clipping
/// ancestor that does not scroll it, or beyond the screen when no ancestor scrolls it. What a
/// list it scrolls in cuts is the scroll position, not a fault (the user scrolls; a test scrolls
/// first), and a point or two past the screen's edge is a frame's slack (an icon's shadow
/// inset, rounding). A dump has no glyph extents: text that does not fit its label (XCTest's
/// `textClipped`) is not seen here. Whatever covers the control is `covered`'s business, not
/// this. Android bounds come already clipped, so there it is seen only where a dump's bounds
/// leave their window.
enum ClippedCheck {
    /// The cut that counts, in points (dp on Android).
    static let tolerance = 4.0

    /// How far `f` reaches beyond `on` at the worst side.
    static func cut(_ f: Rect, _ on: Rect) -> Double {
        Swift.max(on.minX - f.minX, on.minY - f.minY, f.maxX - on.maxX, f.maxY - on.maxY)
    }

    /// The finding for `audit`: O(depth) for a control cut beyond the tolerance, O(1) otherwise.
    static func finding(for audit: ElementAudit, env: CheckEnvironment, index: ScreenIndex,
                        containers: ContainerAncestry?) -> CheckFinding? {
        let v = audit.subject.view
        guard !audit.problems.contains(.hidden), !audit.problems.contains(.empty), !audit.problems.contains(.offscreen),
              let on = index.onScreenRect(v) else { return nil }
        let unit = env.platform == .android ? Double(env.densityInUse.value) : 1
        let f = audit.frameOnScreen
        let amount = cut(f, on)
        guard amount > tolerance * unit else { return nil }
        let scroller = containers?.nearestScroller(of: v)
        // What cut it: the nearest clipping ancestor whose box does not hold the frame.
        var cutter: View?
        var node = v.superview
        while let a = node, !(a is Window) {
            if a.clipsToBounds, cut(f, index.transformToScreen(a).apply(to: a.bounds)) > tolerance * unit {
                cutter = a
                break
            }
            node = a.superview
        }
        if let scroller {
            // Cut by the list it scrolls in (or by a clip around that list, or by the screen
            // edge the list runs past): the scroll position.
            guard let cutter, !index.isDescendant(scroller, of: cutter) else { return nil }
        }
        let by = cutter.map { $0.identifier ?? "(unnamed)" } ?? "the screen edge"
        let size = "\(JSONNumber.shortest((amount / unit * 10).rounded() / 10)) \(env.platform == .android ? "dp" : "pt")"
        return CheckFinding(check: .clipped, detail: "cut by \(by) (\(size) cut off): \(AuditTable.percent(audit.onScreenPercentage)) on screen",
                            other: cutter?.identifier, share: audit.onScreenPercentage)
    }
}
