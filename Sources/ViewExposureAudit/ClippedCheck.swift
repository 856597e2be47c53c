import ViewExposureGeometry
import ViewExposureTree

/// `clipped` (docs/dumps.md), the analogue of XCTest's `.textClipped`: text elements first —
/// a text element inside the control (iOS `StaticText`/`TextView`, Android a `TextView` class or
/// a `text` attribute; the first 64 views of its subtree) cut by a clipping ancestor or the
/// screen edge — then the control's own frame. A cut counts when more than ``tolerance`` lies
/// outside; whatever covers the element is `covered`'s business, not this. Android bounds come
/// already clipped, so there it is seen only where a dump's bounds leave their window.
enum ClippedCheck {
    static let tolerance = 1.0

    /// How far `f` reaches beyond `on` at the worst side.
    static func cut(_ f: Rect, _ on: Rect) -> Double {
        Swift.max(on.minX - f.minX, on.minY - f.minY, f.maxX - on.maxX, f.maxY - on.maxY)
    }

    /// Whether the source says `v` shows text.
    static func isText(_ v: View, env: CheckEnvironment) -> Bool {
        guard let a = env.attributes(v) else { return false }
        if let t = a["type"], t.hasSuffix("StaticText") || t.hasSuffix("TextView") { return true }
        if let c = a["class"], c.hasSuffix("TextView") { return true }
        return !(a["text"] ?? "").isEmpty
    }

    /// The finding for `audit`; `cache` remembers which views show text (else asked each time).
    static func finding(for audit: ElementAudit, env: CheckEnvironment, index: ScreenIndex,
                        cache: AttributeCache? = nil) -> CheckFinding? {
        let v = audit.subject.view
        guard !audit.problems.contains(.hidden), !audit.problems.contains(.empty), !audit.problems.contains(.offscreen),
              let on = index.onScreenRect(v) else { return nil }
        // Text first: a text element of the control whose own on-screen part is cut.
        var stack = [v], seen = 0
        while let n = stack.popLast(), seen < 64 {
            seen += 1
            if n.isHidden { continue }
            if cache?.showsText(n, { isText($0, env: env) }) ?? isText(n, env: env), n.bounds.area > 0 {
                let tf = index.transformToScreen(n).apply(to: n.bounds)
                if let ton = index.onScreenRect(n), cut(tf, ton) > tolerance {
                    let share = Swift.min(100, 100 * ton.area / tf.area)
                    return CheckFinding(check: .clipped,
                                        detail: "text \(n === v ? "of it" : (n.identifier ?? "(unnamed)")) cut: \(AuditTable.percent(share)) on screen",
                                        other: n === v ? nil : n.identifier, share: share)
                }
            }
            stack += n.subviews.reversed()
        }
        let f = audit.frameOnScreen
        guard cut(f, on) > tolerance else { return nil }
        // What cut it: the nearest clipping ancestor whose box does not hold the frame.
        var by = "the screen edge"
        var node = v.superview
        while let a = node {
            if a is Window { break }
            if a.clipsToBounds, !index.transformToScreen(a).apply(to: a.bounds).contains(f) {
                by = a.identifier ?? "(unnamed)"
                break
            }
            node = a.superview
        }
        return CheckFinding(check: .clipped, detail: "cut by \(by): \(AuditTable.percent(audit.onScreenPercentage)) on screen",
                            other: by == "the screen edge" ? nil : by, share: audit.onScreenPercentage)
    }
}
