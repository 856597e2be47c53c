import ViewExposureGeometry
import ViewExposureTree

/// MRAID exposure and Open Measurement geometry of one view from one walk of its obstruction
/// candidates (docs/semantics.md §3.10–3.11).
///
/// Both standards look at the same views: those after the tested view in pre-order (the later
/// siblings of the view and of each ancestor with their subtrees, then the later windows). They
/// judge them differently — MRAID leaves out transparent subtrees and looks inside clipping
/// views, OMID keeps every view with alpha above 0, takes a clipping view whole without its
/// subviews, and counts friendly views anywhere — so the walk carries, for each view on its
/// stack, whether each standard still wants it and what each established above it (MRAID: the
/// transform into the tested view, the clipping limit, the effective alpha; OMID: the transform
/// to the screen). At each view it asks both sets of rules (`ExposureMeasurer.examine`,
/// `OMIDMeasurer.examine`, the same code the separate walks run), and descends while either
/// wants the subviews. Each standard sees its views in the order its own walk sees them, so
/// both answers equal the separate measurements exactly.
///
/// When MRAID walks nothing (zero exposure by its rules: hidden, transparent, app not active,
/// …) or OMID walks nothing (backgrounded session), the other one walks alone: still one walk.
extension ExposureMeasurer {
    /// MRAID's ``Exposure`` of `view` (under this measurer's options) and OMID's
    /// ``OMIDGeometry`` of `view` as the ad with the session's `state`, from one walk; equal to
    /// `(measure(view), omid.measure(view, state: state))`. `omid` lends its buffers.
    /// Complexity: that of ``measure(_:)`` plus OMID's extra candidates (inside clipping views
    /// or transparent subtrees that reach the ad's on-screen rect, subtrees holding a friendly
    /// view) and OMID's covered-area sweep.
    public func measureWithOMID(_ view: View, state: OMIDSessionState = .init(),
                                using omid: OMIDMeasurer) -> (mraid: Exposure, omid: OMIDGeometry) {
        defer {
            reset()
            omid.reset()
        }
        let start: OMIDMeasurementStart
        switch omid.begin(view, root: nil, state: state) {
        case .done(let g):
            return (measure(view), g)
        case .walk(let s):
            start = s
        }
        // OMID walks nothing, or only part of the levels (a hidden path: MRAID walks nothing then).
        guard !start.backgrounded, start.firstHidden == start.path.count else {
            let (friendly, declared) = omid.walk(start)
            return (measure(view), omid.finish(start, friendly: friendly, declared: declared))
        }
        var alongside: OMIDAlongside? = OMIDAlongside(measurer: omid, start: start)
        guard let gathered = gather(view, alongside: &alongside), let o = alongside else {
            // MRAID's rules stopped before any walk: OMID walks alone.
            let (friendly, declared) = omid.walk(start)
            return (.zero, omid.finish(start, friendly: friendly, declared: declared))
        }
        let exposure = Exposure(testedArea: gathered.testedArea, geometry: kernel.exposure(of: gathered.clippedRect),
                                friendlyObstructions: gathered.friendly)
        return (exposure, omid.finish(start, friendly: o.friendly, declared: o.declared))
    }

    /// The joint walk of `gather`: the levels of `path` (nearest first), then the windows in
    /// front of `window`, each drained before the next, as both separate walks go.
    func collectJointly(path: [TestedViewPathLevel], walk: TestedViewPath, window: Window, omid: OMIDAlongside,
                        omidFriendly: inout [OMIDFriendlyObstruction], declared: inout Int,
                        keepingAlive kept: inout [ArraySlice<View>], friendly: inout [FriendlyObstructionReport]) {
        var stack = jointPending
        jointPending = []
        defer { jointPending = stack }
        let omidPath = omid.start.path, measurer = omid.measurer
        let onScreen = omid.start.onScreen, ad = omid.start.geometry
        for (k, level) in path.enumerated() {
            let subviews = level.parent._withUnsafeGuaranteedRef { $0.subviews }
            guard level.childIndex + 1 < subviews.count else { continue }
            push(subviews[(level.childIndex + 1)...], parentToScreen: omidPath[omidPath.count - 2 - k].toScreen,
                 parentToTested: level.parentToTested, limit: walk.clippedRect, parentAlpha: level.parentAlpha,
                 omid: true, mraid: true, areWindows: false, onto: &stack, keepingAlive: &kept)
            collectJointly(from: &stack, omid: measurer, onScreen: onScreen, ad: ad, omidFriendly: &omidFriendly,
                           declared: &declared, keepingAlive: &kept, friendly: &friendly)
        }
        if let screen = window.screen, let index = screen.windows.firstIndex(where: { $0 === window }),
           index + 1 < screen.windows.count {
            let windows = screen.windows.map { $0 as View }
            push(windows[(index + 1)...], parentToScreen: .identity, parentToTested: walk.screenToTested,
                 limit: walk.clippedRect, parentAlpha: 1, omid: true, mraid: true, areWindows: true, onto: &stack,
                 keepingAlive: &kept)
            collectJointly(from: &stack, omid: measurer, onScreen: onScreen, ad: ad, omidFriendly: &omidFriendly,
                           declared: &declared, keepingAlive: &kept, friendly: &friendly)
        }
    }

    /// Pushes `views` (back to front) so that they pop front-most last, keeping the array alive.
    private func push(_ views: ArraySlice<View>, parentToScreen: AffineTransform, parentToTested: AffineTransform,
                      limit: Rect, parentAlpha: Float, omid: Bool, mraid: Bool, areWindows: Bool,
                      onto stack: inout [JointPendingObstructor], keepingAlive kept: inout [ArraySlice<View>]) {
        kept.append(views)
        views.withUnsafeBytes { raw in
            var i = views.count - 1
            while i >= 0 {
                stack.append(JointPendingObstructor(view: UnretainedViews.element(i, of: raw), parentToScreen: parentToScreen,
                                                    parentToTested: parentToTested, limit: limit, parentAlpha: parentAlpha,
                                                    omidRect: nil, omid: omid, mraid: mraid, isWindow: areWindows))
                i -= 1
            }
        }
    }

    /// Pops the pending views in pre-order, asking each standard that still wants a view
    /// about it, and pushes its subviews for the standards that want those; an OMID
    /// obstruction judged after its subviews waits on the stack below them (`omidRect`).
    private func collectJointly(from stack: inout [JointPendingObstructor], omid o: OMIDMeasurer, onScreen: Rect, ad: Rect,
                                omidFriendly: inout [OMIDFriendlyObstruction], declared: inout Int,
                                keepingAlive kept: inout [ArraySlice<View>], friendly: inout [FriendlyObstructionReport]) {
        let classifier = self.classifier
        let kernel = self.kernel
        while let p = stack.popLast() {
            if let rect = p.omidRect {
                o.accept(rect, onScreen: onScreen)
                continue
            }
            p.view._withUnsafeGuaranteedRef { v in
                // Plain locals, no optional tuples: those cost a destroy each per view.
                var descends = (omid: false, mraid: false)
                var toScreen = AffineTransform.identity, toTested = AffineTransform.identity
                var limit = Rect.zero, alpha: Float = 0
                var subviews: [View] = []
                if p.omid, let n = o.examine(v, parentToScreen: p.parentToScreen, isWindow: p.isWindow, onScreen: onScreen,
                                             ad: ad, friendly: &omidFriendly, declared: &declared) {
                    stack.append(JointPendingObstructor(view: p.view, parentToScreen: p.parentToScreen,
                                                        parentToTested: p.parentToTested, limit: p.limit,
                                                        parentAlpha: p.parentAlpha, omidRect: n.rect, omid: true,
                                                        mraid: false, isWindow: false))
                    descends.omid = true
                    toScreen = n.toScreen
                    subviews = n.subviews
                }
                if p.mraid, let n = Self.examine(v, parentToTested: p.parentToTested, limit: p.limit,
                                                 parentAlpha: p.parentAlpha, isWindow: p.isWindow, classifier: classifier,
                                                 kernel: kernel, friendly: &friendly) {
                    descends.mraid = true
                    toTested = n.toTested
                    limit = n.limit
                    alpha = n.alpha
                    subviews = n.subviews
                }
                guard descends.omid || descends.mraid else { return }
                push(subviews[...], parentToScreen: toScreen, parentToTested: toTested, limit: limit, parentAlpha: alpha,
                     omid: descends.omid, mraid: descends.mraid, areWindows: false,
                     onto: &stack, keepingAlive: &kept)
            }
        }
    }
}

/// OMID's side of the joint walk: its measurer (whose accepted obstructions the walk fills),
/// its set-up, and the friendly views the walk met.
struct OMIDAlongside {
    let measurer: OMIDMeasurer
    let start: OMIDMeasurementStart
    var friendly: [OMIDFriendlyObstruction] = []
    var declared = 0
}

/// A view waiting on the joint walk's stack, with what each standard established above it
/// (meaningful only for the standards that still want it: `omid`, `mraid`); or, with
/// `omidRect`, an OMID obstruction to judge now that its subtree is done.
struct JointPendingObstructor {
    /// The view, kept alive by the `subviews` arrays the measurer keeps (`PendingObstructor`).
    let view: Unmanaged<View>
    /// OMID: the superview's transform to the screen.
    let parentToScreen: AffineTransform
    /// MRAID: the superview's coordinates → the tested view's, the clipping limit, the
    /// superview's effective alpha.
    let parentToTested: AffineTransform
    let limit: Rect
    let parentAlpha: Float
    /// The view's OMID rect, to accept now (its subviews are done).
    let omidRect: Rect?
    let omid: Bool
    let mraid: Bool
    /// Whether the view is a window.
    let isWindow: Bool
}
