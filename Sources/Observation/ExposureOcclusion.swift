import Geometry
import ViewTree
import Exposure

/// The occlusion-aware part of an intersection, by the exposure rule (spec §3) through an
/// ``ExposureMeasurer``: what views in front of the target (siblings after it on its path
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
/// The targets of one check are measured together in one front-to-back pass over the screen
/// (``ExposureMeasurer/measureAll(on:only:)``), the same answers as one by one: O(views) per
/// check however many targets, instead of O(targets × views in front).
final class ExposureOcclusion: OcclusionAreaMeasuring {
    private let measurer = ExposureMeasurer()
    private var prepared: (screen: Screen, exposures: ScreenExposures)?

    func prepare(targets: [View], on screen: Screen) {
        prepared = targets.isEmpty ? nil : (screen, measurer.measureAll(on: screen, only: targets))
    }

    func finish() { prepared = nil }

    /// The exposure of `target`: from the prepared pass when it measured it, else alone.
    private func exposure(of target: View, in window: Window) -> Exposure {
        if let p = prepared, window.screen === p.screen, p.exposures.wasAsked(about: target) {
            return p.exposures.exposure(of: target)
        }
        return measurer.measure(target)
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
