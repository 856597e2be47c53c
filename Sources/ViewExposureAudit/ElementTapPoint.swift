import ViewExposureGeometry
import ViewExposureHitTesting
import ViewExposureTree

/// The tap point of an element: its center when a touch there reaches it, else the point of its
/// ``ReachableRegion`` inside its on-screen part nearest the center (half a unit inside the region's rect, so that rounded
/// coordinates stay inside), confirmed by a hit test; rect centers are tried when the nearest
/// points do not confirm (hit-test hooks, rotation).
enum ElementTapPoint {
    /// The point, or the reason there is none. `region` is computed only when the center does
    /// not reach the element.
    static func find(for audit: ElementAudit, on screen: ScreenQueries, region: () -> ReachableRegion) -> (point: Point?, reason: String?) {
        let v = audit.subject.view
        if audit.problems.contains(.hidden) { return (nil, "hidden") }
        if audit.problems.contains(.empty) { return (nil, "no area") }
        if audit.problems.contains(.offscreen) { return (nil, "off screen") }
        if audit.centerIsOnScreen && audit.reachesAtCenter { return (audit.center, nil) }
        func reaches(_ p: Point) -> Bool {
            screen.hitTest(p).map { $0 === v || screen.isDescendant($0, of: v) } ?? false
        }
        let c = audit.center
        // Only points on screen count: a widened hit area may reach past the window's edge.
        guard let on = screen.index.onScreenRect(v) else { return (nil, "off screen") }
        let rects = region().region.intersection(on).rects
        var candidates: [(Double, Point)] = []
        for r in rects {
            let inset = Swift.min(0.5, r.width / 4, r.height / 4)
            let p = Point(x: Swift.min(Swift.max(c.x, r.minX + inset), r.maxX - inset),
                          y: Swift.min(Swift.max(c.y, r.minY + inset), r.maxY - inset))
            candidates.append(((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y), p))
        }
        candidates.sort { $0.0 < $1.0 }
        for (_, p) in candidates.prefix(64) where reaches(p) { return (p, nil) }
        for r in rects.prefix(64) where reaches(r.center) { return (r.center, nil) }
        let taker = audit.receiverAtCenter.map { $0.identifier ?? "(unnamed)" } ?? "nothing"
        return (nil, "no point of it takes a touch (at its center: \(taker))")
    }
}
