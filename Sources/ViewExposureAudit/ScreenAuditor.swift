import ViewExposureGeometry
import ViewExposureMeasurement
import ViewExposureHitTesting
import ViewExposureTree

/// Audits elements of a screen: for each, its exposure, whether a touch at its center (and at
/// the center of its largest visible part) reaches it, which view takes the touch instead,
/// which views cover it, and the pass-through case of docs/semantics.md §4.5.
///
/// Rules:
/// - a touch *reaches* an element when the hit test answers the element or a view inside it;
/// - the visible part is the element's exposure (visible rectangle minus occlusion
///   rectangles); its "largest part" is the largest rect of that region's disjoint
///   decomposition, so its center is a point where the element can be seen;
/// - ``AuditProblem/unreachable`` is judged at the center when the center is on screen, else
///   at the visible part's center;
/// - hidden, empty and off-screen elements are not hit-tested (no receiver, no coverers);
/// - coverers: see ``CoveringViews`` (outermost covering views, largest share first).
///
/// Complexity: one whole-screen exposure pass (`ExposureMeasurer.measureAll`), plus per
/// element two hit tests and two
/// front-most walks (O(views under the point)) and, for covered elements only, one walk over
/// the views in front that reach it. Not `Sendable`: one screen, one thread.
public struct ScreenAuditor {
    /// The exposure options (policy, ignore predicate) used for exposure and coverers.
    public var options: ExposureOptions

    /// Creates an auditor; dumps are audited with the content policy (containers that draw
    /// nothing do not cover anything).
    public init(options: ExposureOptions = ExposureOptions(policy: .contentDrawingViews)) {
        self.options = options
    }

    /// The audit of every subject, in the subjects' order. All subjects must be on `screen`.
    public func audit(_ subjects: [AuditSubject], on screen: Screen) -> [ElementAudit] {
        // Only elements with some part on screen are measured: the others' exposure is zero by
        // the measurer's own rule (an empty clipped rect), and a dump is mostly off screen.
        let onScreen = subjects.map { Self.onScreenRect(of: $0.view) }
        let measured = subjects.indices.filter { onScreen[$0] != nil }
        // Every measured element in one front-to-back pass over the screen.
        let pass = ExposureMeasurer(options: options).measureAll(on: screen, only: measured.map { subjects[$0].view })
        var exposureOf = [Exposure](repeating: .zero, count: subjects.count)
        for i in measured { exposureOf[i] = pass.exposure(of: subjects[i].view) }
        var out: [ElementAudit] = []
        out.reserveCapacity(subjects.count)
        for i in subjects.indices {
            out.append(audit(subjects[i], exposure: exposureOf[i], onScreen: onScreen[i], on: screen))
        }
        return out
    }

    private func audit(_ subject: AuditSubject, exposure: Exposure, onScreen: Rect?, on screen: Screen) -> ElementAudit {
        let v = subject.view
        let toScreen = v.transformToScreen
        let frame = toScreen.apply(to: v.bounds)
        let center = toScreen.apply(to: Point(x: v.bounds.midX, y: v.bounds.midY))
        let area = v.bounds.area
        let onScreenPercentage = area > 0 ? Swift.min(100, 100 * (onScreen?.area ?? 0) / area) : 0

        var problems: [AuditProblem] = []
        if !v.isDrawnAtAll {
            problems.append(.hidden)
        } else if area <= 0 {
            problems.append(.empty)
        } else if onScreenPercentage == 0 {
            problems.append(.offscreen)
        }
        if !subject.isEnabled { problems.append(.disabled) }
        // Nothing to touch or to cover: no hit tests (their fields stay empty).
        guard problems.first != .hidden && problems.first != .empty && problems.first != .offscreen, let onScreen else {
            return ElementAudit(subject: subject, frameOnScreen: frame, onScreenPercentage: onScreenPercentage,
                                exposure: exposure, center: center, centerIsOnScreen: false, receiverAtCenter: nil,
                                reachesAtCenter: false, frontmostAtCenter: nil, visibleCenter: nil,
                                receiverAtVisibleCenter: nil, reachesAtVisibleCenter: nil, coveredBy: [],
                                problems: problems)
        }

        let receiver = screen.hitTest(center)
        let reaches = receiver.map { $0 === v || $0.isDescendant(of: v) } ?? false
        let frontmost = screen.frontmostDrawnView(at: center)
        let passThrough = PassThroughAudit(receiver: receiver, frontmost: frontmost).isPassThrough

        var visibleCenter: Point?, visibleReceiver: View?, visibleReaches: Bool?
        if exposure.exposedPercentage > 0 {
            let part = Self.largestVisibleRect(exposure)
            let p = toScreen.apply(to: Point(x: part.midX, y: part.midY))
            visibleCenter = p
            visibleReceiver = screen.hitTest(p)
            visibleReaches = visibleReceiver.map { $0 === v || $0.isDescendant(of: v) } ?? false
        }
        // Covered: less is visible than is on screen. The hidden part is the on-screen rect
        // minus the visible region (the exposure's occlusion rectangles only cover the visible
        // bounding box, so they miss what is hidden outside it).
        let covered = exposure.exposedPercentage < onScreenPercentage - 1e-7
        var coverers: [Coverer] = []
        if covered {
            var hidden = RectRegion([onScreen])
            if exposure.exposedPercentage > 0 {
                var visible = RectRegion([toScreen.apply(to: exposure.visibleRectangle)])
                if let occlusions = exposure.occlusionRectangles {
                    visible.subtract(RectRegion(occlusions.map { toScreen.apply(to: $0) }))
                }
                hidden.subtract(visible)
            }
            coverers = CoveringViews.find(for: v, occluded: hidden.rects, options: options)
        }

        let centerOnScreen = onScreen.contains(center)
        let reachable = centerOnScreen ? reaches : (visibleReaches ?? reaches)
        if !reachable { problems.append(.unreachable) }
        if covered { problems.append(.covered) }
        if reaches && passThrough { problems.append(.passThrough) }
        problems.sort()

        return ElementAudit(subject: subject, frameOnScreen: frame, onScreenPercentage: onScreenPercentage,
                            exposure: exposure, center: center, centerIsOnScreen: centerOnScreen,
                            receiverAtCenter: receiver,
                            reachesAtCenter: reaches, frontmostAtCenter: frontmost, visibleCenter: visibleCenter,
                            receiverAtVisibleCenter: visibleReceiver, reachesAtVisibleCenter: visibleReaches,
                            coveredBy: coverers, problems: problems)
    }

    /// The part of `view` inside its window and clipping ancestors, on screen (bounding boxes
    /// under rotation); `nil` when empty or not in a window. O(depth).
    static func onScreenRect(of view: View) -> Rect? {
        guard view.window != nil else { return nil }
        var r: Rect? = view.frame
        var node = view.superview
        if view is Window { r = view.frame }
        while let v = node, let current = r {
            var clipped: Rect? = current
            if v is Window || v.clipsToBounds { clipped = current.intersection(v.bounds) }
            r = clipped.map { v.transformToSuperview.apply(to: $0) }
            node = v.superview
        }
        guard let result = r, !result.isEmpty else { return nil }
        return result
    }

    /// The largest rect of the visible region (visible rectangle minus occlusion rectangles),
    /// in the view's bounds coordinates. Ties: the first by minY, minX, maxY, maxX.
    ///
    /// Which rect is "largest" depends on how the region is cut into rects; this keeps the
    /// kernel's fragment subtraction of the visible rectangle against the union of the
    /// occlusions (what audits have always reported), not `RectRegion`'s banded form.
    static func largestVisibleRect(_ exposure: Exposure) -> Rect {
        guard let occlusions = exposure.occlusionRectangles else { return exposure.visibleRectangle }
        let kernel = ObstructionKernel()
        for r in occlusions { kernel.append(r) }
        let union = kernel.union()
        kernel.removeAll()
        for r in union { kernel.append(r) }
        let pieces = kernel.remainder(of: exposure.visibleRectangle)
            .sorted { ($0.minY, $0.minX, $0.maxY, $0.maxX) < ($1.minY, $1.minX, $1.maxY, $1.maxX) }
        var best = exposure.visibleRectangle
        var bestArea = -1.0
        for r in pieces where r.area > bestArea {
            best = r
            bestArea = r.area
        }
        return best
    }
}
