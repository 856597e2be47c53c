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
/// - coverers: see `CoveringViews` (outermost covering views, largest share first), less
///   those whose overlap is no thicker than ``coverTolerance`` and decoration
///   (`isDecoration(_:box:of:on:tolerance:)`); `AuditProblem/covered` when any is left;
/// - pass-through is judged against the element (its own subviews are part of it);
/// - findings resting on a sibling order the source does not give (``unknownChildOrder``, and
///   for a pair of nested layers ``unknownNestedChildOrder``), or
///   on a same-type, same-frame control in front (a duplicate), go to
///   ``ElementAudit/uncertainProblems`` instead of ``ElementAudit/problems``.
///
/// Complexity: one whole-screen exposure pass (`ExposureMeasurer.measureAll`), plus per
/// element two hit tests and two
/// front-most walks (O(views under the point)) and, for covered elements only, one walk over
/// the views in front that reach it. Not `Sendable`: one screen, one thread.
public struct ScreenAuditor {
    /// The exposure options (policy, ignore predicate) used for exposure and coverers.
    public var options: ExposureOptions
    /// Views whose subviews' drawing order the source does not give (a dump's
    /// `viewsWithUnknownChildOrder`): a receiver or coverer that is in front of the element
    /// only by the order of two of their subviews makes the finding uncertain.
    public var unknownChildOrder: Set<ObjectIdentifier> = []
    /// Views whose subviews' drawing order the source does not give for two subviews of about
    /// one size, one within the other (equal frames included), and gives for the others (a
    /// dump's `viewsWithUnknownNestedChildOrder`): only a finding resting on the order of such a
    /// pair is uncertain.
    public var unknownNestedChildOrder: Set<ObjectIdentifier> = []
    /// Overlaps no thicker than this (points or pixels, as the source's frames) do not count
    /// as cover: dumps round frames outward, so adjacent rows overlap by up to one unit.
    public var coverTolerance: Double = 1
    /// What the source's rules say each finding rests on (an imported dump's): every
    /// `unreachable`, `covered` and `passThrough` finding then carries its
    /// ``ElementAudit/because``, and is certain only when that basis is
    /// (``FindingBasis/isCertain``). `nil`: no `because`, certainty by sibling order alone.
    public var evidence: (any FindingEvidence)?

    /// Creates an auditor; dumps are audited with the content policy (containers that draw
    /// nothing do not cover anything).
    public init(options: ExposureOptions = ExposureOptions(policy: .contentDrawingViews),
                unknownChildOrder: [View] = [], unknownNestedChildOrder: [View] = []) {
        self.options = options
        self.unknownChildOrder = Set(unknownChildOrder.map(ObjectIdentifier.init))
        self.unknownNestedChildOrder = Set(unknownNestedChildOrder.map(ObjectIdentifier.init))
    }

    /// The audit of every subject, in the subjects' order. All subjects must be on `screen`.
    public func audit(_ subjects: [AuditSubject], on screen: Screen) -> [ElementAudit] {
        // Only elements with some part on screen are measured: the others' exposure is zero by
        // the measurer's own rule (an empty clipped rect), and a dump is mostly off screen.
        // The auditor asks no reachable regions: the index's touch areas are left out.
        let queries = ScreenQueries(screen: screen, touchAreas: false)
        // The views read once (reading them through the subjects copies each subject).
        var views: [View] = []
        views.reserveCapacity(subjects.count)
        for i in subjects.indices { views.append(subjects[i].view) }
        let onScreen = views.map { queries.index.onScreenRect($0) }
        let measured = views.indices.filter { onScreen[$0] != nil }
        // Every measured element in one front-to-back pass over the screen.
        let pass = ExposureMeasurer(options: options).measureAll(on: screen, only: measured.map { views[$0] })
        var exposureOf = [Exposure](repeating: .zero, count: subjects.count)
        for i in measured { exposureOf[i] = pass.exposure(of: views[i]) }
        // Each subject's type by its view, looked up only for receivers (no strings copied).
        var subjectOf: [ObjectIdentifier: Int] = [:]
        subjectOf.reserveCapacity(subjects.count)
        for (i, v) in views.enumerated() { subjectOf[ObjectIdentifier(v)] = i }
        let typeOf = { (v: View) -> String? in subjectOf[ObjectIdentifier(v)].map { subjects[$0].type ?? "" } }
        let order = UnknownOrder(unknownChildOrder, nested: unknownNestedChildOrder, index: queries.index)
        var out: [ElementAudit] = []
        out.reserveCapacity(subjects.count)
        for i in subjects.indices {
            out.append(audit(subjects[i], exposure: exposureOf[i], onScreen: onScreen[i], on: queries, order: order,
                             typeOf: typeOf))
        }
        return out
    }

    private func audit(_ subject: AuditSubject, exposure: Exposure, onScreen: Rect?, on screen: ScreenQueries,
                       order: UnknownOrder, typeOf: (View) -> String?) -> ElementAudit {
        let v = subject.view
        let n = screen.index.number(of: v)
        let toScreen = screen.index.transformToScreen(v, number: n)
        let frame = toScreen.apply(to: v.bounds)
        let center = toScreen.apply(to: Point(x: v.bounds.midX, y: v.bounds.midY))
        let area = v.bounds.area
        let onScreenPercentage = area > 0 ? Swift.min(100, 100 * (onScreen?.area ?? 0) / area) : 0

        var problems: [AuditProblem] = []
        if !screen.index.isDrawnAtAll(v, number: n) {
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
        let reaches = receiver.map { $0 === v || screen.isDescendant($0, of: v) } ?? false
        let frontmost = screen.frontmostDrawnView(at: center)
        // Pass-through is judged against the element, not the receiver: a touch that one of
        // its own subviews takes went past nothing of another control's.
        var passThrough = false
        if reaches, let f = frontmost, f !== v, !screen.isDescendant(f, of: v), screen.isInFront(f, of: v),
           !Self.isDecoration(f, box: frame, of: v, on: screen, tolerance: coverTolerance) {
            passThrough = true
        }

        var visibleCenter: Point?, visibleReceiver: View?, visibleReaches: Bool?
        if exposure.exposedPercentage > 0 {
            let part = Self.largestVisibleRect(exposure)
            let p = toScreen.apply(to: Point(x: part.midX, y: part.midY))
            visibleCenter = p
            visibleReceiver = screen.hitTest(p)
            visibleReaches = visibleReceiver.map { $0 === v || screen.isDescendant($0, of: v) } ?? false
        }
        // Hidden part: the on-screen rect minus the visible region (the exposure's occlusion
        // rectangles only cover the visible bounding box, so they miss what is hidden outside
        // it). Coverers whose overlap is a sliver (rounded frames) or that are decoration of
        // the element do not count.
        var coverers: [Coverer] = []
        var moreCoverers = false
        if exposure.exposedPercentage < onScreenPercentage - 1e-7 {
            let hidden: [Rect]
            if exposure.exposedPercentage > 0 {
                var region = RectRegion([onScreen])
                var visible = RectRegion([toScreen.apply(to: exposure.visibleRectangle)])
                if let occlusions = exposure.occlusionRectangles {
                    visible.subtract(RectRegion(occlusions.map { toScreen.apply(to: $0) }))
                }
                region.subtract(visible)
                hidden = region.rects
            } else {
                // Nothing visible (most controls of a crowded screen): no region to build.
                hidden = RectRegion.rects(of: onScreen)
            }
            // The closure captures plain values, not `self`: it runs for every candidate.
            let tolerance = coverTolerance
            if let n {
                (coverers, moreCoverers) = CoveringViews.find(for: v, occluded: hidden, options: options,
                                                              index: screen.index) { c, cn, hiddenBox in
                    guard Swift.min(hiddenBox.width, hiddenBox.height) > tolerance,
                          !Self.isDecoration(c, box: frame, of: v, on: screen, tolerance: tolerance) else { return nil }
                    return !order.between(n, and: cn, in: screen.index)
                }
            }
        }
        let covered = !coverers.isEmpty

        let centerOnScreen = onScreen.contains(center)
        let reachable = centerOnScreen ? reaches : (visibleReaches ?? reaches)
        let judgedReceiver = centerOnScreen ? receiver : (visibleCenter == nil ? receiver : visibleReceiver)
        // A control of the same type and frame taking the touch is most likely the same
        // control listed twice (layered renderers duplicate views): the dump cannot tell.
        let twinInFront = judgedReceiver.map { r in
            r !== v && !screen.isDescendant(r, of: v) && typeOf(r) == (subject.type ?? "")
                && Self.sameFrame(screen.index.transformToScreen(r).apply(to: r.bounds), frame, tolerance: coverTolerance)
        } ?? false
        var uncertain: [AuditProblem] = []
        var because: [AuditProblem: [String]] = [:]
        // Unwrapped once per element, not once per question (the coverers ask up to
        // `basisTries` times).
        let evidence = self.evidence
        // What the source's rules say a finding rests on (`nil`: no evidence, certain).
        func ruleBasis(_ problem: AuditProblem, _ other: View?, extra: String? = nil) -> FindingBasis? {
            guard let evidence else { return nil }
            var b = evidence.basis(of: problem, subject: v, other: other)
            if let extra, !b.ruleIDs.contains(extra) { b.ruleIDs.append(extra) }
            return b
        }
        // The same, recorded in `because`; whether the rules let the finding be certain.
        func basis(_ problem: AuditProblem, _ other: View?, extra: String? = nil) -> Bool {
            guard let b = ruleBasis(problem, other, extra: extra) else { return true }
            because[problem] = b.ruleIDs
            return b.isCertain
        }
        // A finding about `other` (the receiver, or the view drawn on top): uncertain when it is
        // in front only by a sibling order the source does not give, else as its basis says.
        func judge(_ problem: AuditProblem, against other: View?) {
            if let o = other, order.between(v, and: o, in: screen.index, auditor: self) {
                _ = basis(problem, o)
                uncertain.append(problem)
            } else if basis(problem, other) || !Self.certaintyFromEvidence {
                problems.append(problem)
            } else {
                uncertain.append(problem)
            }
        }
        if !reachable {
            if twinInFront {
                _ = basis(.unreachable, judgedReceiver, extra: Self.sameFrameTwinRule)
                uncertain.append(.unreachable)
            } else {
                // Center off screen and nothing of it showing: it is unreachable because what
                // covers it hides all it has on screen, so the finding rests on that coverer.
                judge(.unreachable, against: judgedReceiver ?? (centerOnScreen || visibleCenter != nil ? nil : coverers.first?.view))
            }
        }
        if covered {
            // The first coverer (largest share first) whose basis is certain settles it; else
            // the finding rests on the first one. At most `basisTries` coverers are asked (a
            // screen of stacked controls names thousands).
            // Only the basis that settles it is recorded (an unsettled finding records the
            // first coverer's below): no dictionary write per coverer asked.
            var settled = false
            var settling: FindingBasis?
            var tries = 0
            if !twinInFront {
                for k in coverers.indices where coverers[k].isCertain {
                    tries += 1
                    if tries > Self.basisTries { break }
                    let b = ruleBasis(.covered, coverers[k].view)
                    if b?.isCertain ?? true || !Self.certaintyFromEvidence {
                        // The share reported is the largest coverer's: when that one is not
                        // certain and hides more than the share tolerance beyond this one, the
                        // share, and so the finding, rests on the uncertain one.
                        if let first = coverers.first, !first.isCertain,
                           first.sharePercentage - coverers[k].sharePercentage > Self.shareTolerance {
                            break
                        }
                        settled = true
                        settling = b
                        break
                    }
                    coverers[k].isCertain = false
                }
            }
            if settled {
                if let settling { because[.covered] = settling.ruleIDs }
                problems.append(.covered)
            } else {
                if let first = coverers.first { _ = basis(.covered, first.view, extra: twinInFront ? Self.sameFrameTwinRule : nil) }
                uncertain.append(.covered)
            }
        }
        if passThrough { judge(.passThrough, against: frontmost) }
        problems.sort()
        uncertain.sort()

        return ElementAudit(subject: subject, frameOnScreen: frame, onScreenPercentage: onScreenPercentage,
                            exposure: exposure, center: center, centerIsOnScreen: centerOnScreen,
                            receiverAtCenter: receiver,
                            reachesAtCenter: reaches, frontmostAtCenter: frontmost, visibleCenter: visibleCenter,
                            receiverAtVisibleCenter: visibleReceiver, reachesAtVisibleCenter: visibleReaches,
                            coveredBy: coverers, moreCoverers: moreCoverers, problems: problems,
                            uncertainProblems: uncertain, because: because)
    }

    /// The rule a finding rests on when a control of the same type and frame takes the touch
    /// in front of it (docs/dumps.md, `same-frame-twin`).
    static let sameFrameTwinRule = "same-frame-twin"

    /// How far (points of the element's area) a covered share may be off (docs/dumps.md,
    /// "Certainty"): a certain finding's reported share must be that of what it is certain of.
    static let shareTolerance = 5.0

    /// How many certain coverers a `covered` finding's basis is asked of, at most.
    static let basisTries = 4

    /// Whether a finding whose ``FindingBasis`` is not certain is reported uncertain.
    static let certaintyFromEvidence = true

    /// Whether two frames are equal to within `tolerance` on every side.
    static func sameFrame(_ a: Rect, _ b: Rect, tolerance: Double) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    /// Whether `other` is only in front of (or behind) `view` by the order of two subviews of
    /// a view whose subviews' order the source does not give (``unknownChildOrder``), for
    /// views not on one indexed screen (`UnknownOrder` answers for those that are). O(depth).
    func orderIsUnknown(between view: View, and other: View) -> Bool {
        guard !unknownChildOrder.isEmpty || !unknownNestedChildOrder.isEmpty else { return false }
        var ancestors = Set<ObjectIdentifier>()
        var node: View? = view
        while let n = node { ancestors.insert(ObjectIdentifier(n)); node = n.superview }
        node = other
        while let n = node, !ancestors.contains(ObjectIdentifier(n)) { node = n.superview }
        guard let common = node, common !== view, common !== other else { return false }
        // Off the indexed screen, a nested pair is not told apart: any order of such a view counts.
        return unknownChildOrder.contains(ObjectIdentifier(common)) || unknownNestedChildOrder.contains(ObjectIdentifier(common))
    }

    /// Whether `other` is decoration of `view` (whose frame on screen is `box`): it takes no
    /// touch and holds nothing that does, is not part of a surface drawn in front (no
    /// ancestor of it below the common ancestor draws), and either lies within the element's frame (a label
    /// or icon drawn on the control, in its touch padding) but is no strip across the whole element
    /// along one of its edges (a bar's background over a view that fills the window), or is a leaf straddling one of its
    /// edges no deeper than a quarter of it in the same window (``straddlesEdgePadding(_:of:tolerance:)``), or the
    /// element draws nothing itself (an icon over a transparent touch target). Decoration is neither cover nor a
    /// pass-through: the touch reaches the control through it. O(size of `other`'s subtree +
    /// its depth below the common ancestor). `tolerance` is ``coverTolerance``.
    static func isDecoration(_ other: View, box: Rect, of view: View, on screen: ScreenQueries, tolerance: Double) -> Bool {
        if !other.isHidden && other.isUserInteractionEnabled && other.hitTestPolicy != .passThrough { return false }
        if !other.subviews.isEmpty {
            var stack = other.subviews
            while let n = stack.popLast() {
                if !n.isHidden && n.isUserInteractionEnabled && n.hitTestPolicy != .passThrough { return false }
                stack += n.subviews
            }
        }
        // Part of a drawn surface in front (a sheet's title over a scrim) is not decoration.
        var up = other.superview
        while let a = up, !screen.isDescendant(view, of: a) {
            if a.drawsContent && !a.isHidden { return false }
            up = a.superview
        }
        if !view.drawsContent { return true }
        let t = tolerance
        let frame = screen.index.transformToScreen(other).apply(to: other.bounds)
        if frame.minX >= box.minX - t && frame.minY >= box.minY - t
            && frame.maxX <= box.maxX + t && frame.maxY <= box.maxY + t {
            // A strip across the whole control along one of its edges (a bar's background over a
            // view that fills the window) is not drawn on the control: it is in front of it.
            let acrossWidth = frame.minX <= box.minX + t && frame.maxX >= box.maxX - t
                && (frame.minY <= box.minY + t || frame.maxY >= box.maxY - t)
            let acrossHeight = frame.minY <= box.minY + t && frame.maxY >= box.maxY - t
                && (frame.minX <= box.minX + t || frame.maxX >= box.maxX - t)
            return !(acrossWidth || acrossHeight)
        }
        // A caption is the control's own window's; another window's edge is not padding.
        return other.subviews.isEmpty && other.window === view.window
            && Self.straddlesEdgePadding(frame, of: box, tolerance: t)
    }

    /// Whether `frame` (a leaf drawn in front) straddles one edge of `box` — within the box's
    /// extent along that edge, outside it beyond the edge — and reaches no deeper into the box
    /// than a quarter of its depth: a caption or badge drawn in the control's padding (a
    /// seek bar's track is drawn in its middle; its caption overhangs the frame's bottom).
    static func straddlesEdgePadding(_ frame: Rect, of box: Rect, tolerance t: Double) -> Bool {
        let withinX = frame.minX >= box.minX - t && frame.maxX <= box.maxX + t
        let withinY = frame.minY >= box.minY - t && frame.maxY <= box.maxY + t
        if withinX {
            if frame.maxY > box.maxY + t && frame.minY >= box.maxY - box.height / 4 { return true }
            if frame.minY < box.minY - t && frame.maxY <= box.minY + box.height / 4 { return true }
        }
        if withinY {
            if frame.maxX > box.maxX + t && frame.minX >= box.maxX - box.width / 4 { return true }
            if frame.minX < box.minX - t && frame.maxX <= box.minX + box.width / 4 { return true }
        }
        return false
    }

    /// The part of `view` inside its window and clipping ancestors, on screen (bounding boxes
    /// under rotation); `nil` when empty or not in a window. O(depth).
    public static func onScreenRect(of view: View) -> Rect? {
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
