import ViewExposureGeometry
import ViewExposureTree
import ViewExposureMeasurement

/// The occlusion-aware part of an intersection, by the exposure rule (docs/semantics.md §3.3)
/// through an ``ExposureMeasurer``: what views in front of the target (siblings after it on its path
/// and their subtrees, windows in front) cover, and what the window does not show, does not
/// count.
///
/// The intersection rect is taken into the target's coordinates (exact for translations and
/// scales; the bounding box under rotation), and its uncovered area is the part of it inside
/// the exposure's visible rectangle minus the (disjoint) occlusion rectangles there.
/// *Decision*: "covered" is the part of the intersection that the window shows but that is
/// not uncovered — so clipping by ancestors above an explicit root also counts against
/// ``IntersectionObserverEntry/isVisible``.
///
/// The targets of one check share one front-to-back pass over the screen
/// (``ExposureMeasurer/measureAll(on:only:)``), the same answers as one by one: O(views that
/// can show) per check however many targets, instead of O(targets × views in front). The pass
/// runs on the first target that intersects (none intersecting: no pass) and measures every
/// view it reaches — off-screen subtrees are skipped unvisited and read zero, as alone.
final class ExposureOcclusion: OcclusionAreaMeasuring {
    private let measurer = ExposureMeasurer()
    private var screen: Screen?
    private var pass: ScreenExposures?

    func prepare(on screen: Screen) {
        self.screen = screen
        pass = nil
    }

    func finish() {
        screen = nil
        pass = nil
    }

    /// The exposure of `target`: from the check's pass when it is on the prepared screen, else
    /// measured alone.
    private func exposure(of target: View, in window: Window) -> Exposure {
        guard let screen, window.screen === screen else { return measurer.measure(target) }
        if pass == nil { pass = measurer.measureAll(on: screen) }
        return pass!.exposure(of: target)
    }

    func uncoveredArea(of rectInWindow: Rect, target: View, window: Window) -> (uncovered: Double, covered: Double) {
        let toWindow = target.transform(toAncestor: nil)
        guard let toTarget = toWindow.inverted else { return (0, 0) }
        // Areas come back in window units: an affine map scales areas by |determinant|.
        let scale = Swift.abs(toWindow.determinant)
        let shown = rectInWindow.intersection(window.bounds).map { toTarget.apply(to: $0) }
        guard let shown else { return (0, 0) }
        let exposure = exposure(of: target, in: window)
        guard let visiblePart = shown.intersection(exposure.visibleRectangle) else { return (0, shown.area * scale) }
        var uncovered = visiblePart.area
        for r in exposure.occlusionRectangles ?? [] {
            if let c = r.intersection(visiblePart) { uncovered -= c.area }
        }
        uncovered = Swift.max(0, uncovered)
        // Relative tolerance: the areas come from the same rects, only summation rounds.
        let covered = shown.area - uncovered
        return (uncovered * scale, covered <= shown.area * 1e-12 ? 0 : covered * scale)
    }
}
