import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// The tap point of an element, in whole units of the screen's coordinates (pixels on Android,
/// points on iOS), as a driver taps: Appium, UiAutomator2 and WebDriverAgent send whole numbers,
/// so a point that reaches the element only before rounding does not land (a center at
/// (402.5, 751.5) whose rounded (403, 752) hits the floating window beside the element).
///
/// The point is the center rounded (halves up, as Java's `Math.round`) when a touch there reaches
/// the element, else the whole-unit point of its ``ReachableRegion`` inside its on-screen part
/// nearest the center — a unit clear of the region's edges where the region is wide enough —
/// each confirmed by a hit test at that very point; rounded rect centers are tried when the
/// nearest points do not confirm (hit-test hooks, rotation). A whole number rounds to itself, so
/// every driver's rounding taps the confirmed point.
enum ElementTapPoint {
    /// `x` rounded to a whole unit as Java's `Math.round` does (to nearest, halves up).
    static func whole(_ x: Double) -> Double { (x + 0.5).rounded(.down) }

    /// The point, or the reason there is none. `region` is computed only when the rounded center
    /// does not reach the element.
    static func find(for audit: ElementAudit, on screen: ScreenQueries, region: () -> ReachableRegion) -> (point: Point?, reason: String?) {
        let v = audit.subject.view
        if audit.problems.contains(.hidden) { return (nil, "hidden") }
        if audit.problems.contains(.empty) { return (nil, "no area") }
        if audit.problems.contains(.offscreen) { return (nil, "off screen") }
        // Only points on screen count: a widened hit area may reach past the window's edge.
        guard let on = screen.index.onScreenRect(v) else { return (nil, "off screen") }
        func reaches(_ p: Point) -> Bool {
            on.contains(p) && (screen.hitTest(p).map { $0 === v || screen.isDescendant($0, of: v) } ?? false)
        }
        let c = audit.center
        if audit.centerIsOnScreen && audit.reachesAtCenter {
            let p = Point(x: whole(c.x), y: whole(c.y))
            if reaches(p) { return (p, nil) }
        }
        let reachable = region().region
        let rects = reachable.isEmpty ? [] : reachable.intersection(on).rects
        // Points a unit clear of the region's edges first (a touch's own slack), nearest first;
        // then the points on its last whole units. (Nothing to try when the region is empty.)
        for clearance in rects.isEmpty ? [] : [1.0, 0.0] {
            var candidates: [(Double, Point)] = []
            for r in rects {
                if let p = nearestWholePoint(to: c, in: r, clearance: clearance) {
                    candidates.append(((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y), p))
                }
            }
            candidates.sort { $0.0 < $1.0 }
            for (_, p) in candidates.prefix(64) where reaches(p) { return (p, nil) }
        }
        for r in rects.prefix(64) {
            let p = Point(x: whole(r.center.x), y: whole(r.center.y))
            if reaches(p) { return (p, nil) }
        }
        if !rects.isEmpty && audit.centerIsOnScreen && audit.reachesAtCenter {
            return (nil, "no point at whole units takes a touch (the part that does is under a unit wide)")
        }
        let taker = audit.receiverAtCenter.map { $0.identifier ?? "(unnamed)" } ?? "nothing"
        return (nil, "no point of it takes a touch (at its center: \(taker))")
    }

    /// The whole-unit point of `r` (half-open, as hit-testing reads rects) nearest `c`, at least
    /// `clearance` units inside its left and top edges and `clearance` + 1 inside its right and
    /// bottom ones (the last whole unit inside a half-open edge), or `nil` when none is.
    static func nearestWholePoint(to c: Point, in r: Rect, clearance: Double) -> Point? {
        func axis(_ v: Double, _ lo: Double, _ hi: Double) -> Double? {
            let first = (lo + clearance).rounded(.up)
            let last = (hi - clearance).rounded(.up) - 1
            guard first <= last else { return nil }
            return Swift.min(Swift.max(whole(v), first), last)
        }
        guard let x = axis(c.x, r.minX, r.maxX), let y = axis(c.y, r.minY, r.maxY) else { return nil }
        return Point(x: x, y: y)
    }
}
