import ViewExposureGeometry
import ViewExposureTree

/// MRAID exposure and Open Measurement geometry of one view from one walk of its obstruction
/// candidates (docs/semantics.md §3.10–3.11).
///
/// Both standards look at the same views: those after the tested view in pre-order (the later
/// siblings of the view and of each ancestor with their subtrees, then the later windows). They
/// judge them differently — MRAID leaves out transparent subtrees and looks inside clipping
/// views, OMID keeps every view with alpha above 0, takes a clipping view whole without its
/// subviews, and counts friendly views anywhere — so the walk carries, for each parent whose
/// subviews it is going through (a `JointFrame`), whether each standard still wants them and
/// what each established above them (MRAID: the transform into the tested view, the clipping
/// limit, the effective alpha; OMID: the transform to the screen). Most views, far from the ad,
/// are passed over by one test for both (`JointSkipTest`: the cached subtree region against
/// the union of both standards' rects, with a margin that makes it stricter than either
/// standard's own skip); at the others it asks both sets of rules (`ExposureMeasurer.examine`,
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
        guard !start.backgrounded, start.firstHidden == start.pathCount else {
            let (friendly, declared) = omid.walk(start)
            return (measure(view), omid.finish(start, friendly: friendly, declared: declared))
        }
        // Built once and lent (inout) to the walk: a copy would retain its three references.
        var alongside: OMIDAlongside? = OMIDAlongside(measurer: omid, start: start)
        guard let gathered = gather(view, alongside: &alongside) else {
            // MRAID's rules stopped before any walk: OMID walks alone.
            let (friendly, declared) = omid.walk(start)
            return (.zero, omid.finish(start, friendly: friendly, declared: declared))
        }
        let exposure = Exposure(testedArea: gathered.testedArea, geometry: kernel.exposure(of: gathered.clippedRect),
                                friendlyObstructions: gathered.friendly)
        let found = alongside.take()!
        return (exposure, omid.finish(start, friendly: found.friendly, declared: found.declared))
    }

    /// The joint walk of `gather`: the levels of `path` (nearest first), then the windows in
    /// front of `window`, each finished before the next, as both separate walks go. OMID's
    /// friendly views and their count go into `omid`.
    func collectJointly(path: [TestedViewPathLevel], walk: TestedViewPath, window: Window, omid: inout OMIDAlongside,
                        friendly: inout [FriendlyObstructionReport]) {
        var frames = jointFrames
        jointFrames = []
        defer {
            frames.removeAll(keepingCapacity: true)
            jointFrames = frames
        }
        let measurer = omid.measurer, omidPath = measurer.path
        let onScreen = omid.onScreen, ad = omid.ad
        for (k, level) in path.enumerated() {
            let subviews = level.parent._withUnsafeGuaranteedRef { $0.subviews }
            guard level.childIndex + 1 < subviews.count else { continue }
            let first = JointFrame(subviews, from: level.childIndex + 1,
                                   parentToScreen: omidPath[omidPath.count - 2 - k].toScreen,
                                   parentToTested: level.parentToTested, limit: walk.clippedRect,
                                   parentAlpha: level.parentAlpha, omid: true, mraid: true, areWindows: false,
                                   omidRect: nil, onScreen: onScreen)
            collectJointly(from: first, frames: &frames, omid: measurer, onScreen: onScreen, ad: ad,
                           omidFriendly: &omid.friendly, declared: &omid.declared, friendly: &friendly)
        }
        if let screen = window.screen, let index = screen.windows.firstIndex(where: { $0 === window }),
           index + 1 < screen.windows.count {
            let first = JointFrame(screen.windows.map { $0 as View }, from: index + 1, parentToScreen: .identity,
                                   parentToTested: walk.screenToTested, limit: walk.clippedRect, parentAlpha: 1,
                                   omid: true, mraid: true, areWindows: true, omidRect: nil, onScreen: onScreen)
            collectJointly(from: first, frames: &frames, omid: measurer, onScreen: onScreen, ad: ad,
                           omidFriendly: &omid.friendly, declared: &omid.declared, friendly: &friendly)
        }
    }

    /// Walks the subtrees of `first`'s views in pre-order, asking each standard that still
    /// wants a view about it (after the shared skip test, ``JointSkipTest``), and
    /// opens a frame on its subviews for the standards that want those; an OMID obstruction
    /// judged after its subviews is accepted when their frame closes (`omidRect`).
    ///
    /// Frames move (`consume`), never copy: a copy retains the frame's `subviews` and costs a
    /// release later — atomic operations that cost more time than their instructions show.
    private func collectJointly(from first: consuming JointFrame, frames: inout [JointFrame], omid o: OMIDMeasurer,
                                onScreen: Rect, ad: Rect, omidFriendly: inout [OMIDFriendlyObstruction],
                                declared: inout Int, friendly: inout [FriendlyObstructionReport]) {
        let classifier = self.classifier
        let kernel = self.kernel
        var current = first
        frames: while true {
            // The frame's settings, read once; the loop touches the frame again only to leave it.
            let skip = current.skip, end = current.end
            let wantsOMID = current.omid, wantsMRAID = current.mraid, areWindows = current.areWindows
            let parentToScreen = current.parentToScreen, parentToTested = current.parentToTested
            let parentLimit = current.limit, parentAlpha = current.parentAlpha
            var i = current.next
            while i < end {
                // The views passed over, in one tight loop; then the first one either standard asks about.
                i = current.subviews.withUnsafeBytes { raw in
                    var k = i
                    while k < end, UnretainedViews.element(k, of: raw)._withUnsafeGuaranteedRef({ skip.passesOver($0) }) {
                        k += 1
                    }
                    return k
                }
                guard i < end else { break }
                let view = current.subviews.withUnsafeBytes { UnretainedViews.element(i, of: $0) }
                i += 1
                // Plain locals, no optional tuples: those cost a destroy each per view.
                var descends = (omid: false, mraid: false)
                var toScreen = AffineTransform.identity, toTested = AffineTransform.identity
                var limit = Rect.zero, alpha: Float = 0, omidRect = Rect.zero
                var children: [View] = []
                view._withUnsafeGuaranteedRef { v in
                    if wantsOMID, let n = o.examine(v, parentToScreen: parentToScreen, isWindow: areWindows,
                                                    onScreen: onScreen, ad: ad, friendly: &omidFriendly,
                                                    declared: &declared) {
                        descends.omid = true
                        toScreen = n.toScreen
                        omidRect = n.rect
                    }
                    if wantsMRAID, let n = Self.examine(v, parentToTested: parentToTested, limit: parentLimit,
                                                        parentAlpha: parentAlpha, isWindow: areWindows,
                                                        classifier: classifier, kernel: kernel, friendly: &friendly) {
                        descends.mraid = true
                        toTested = n.toTested
                        limit = n.limit
                        alpha = n.alpha
                    }
                    // Read once here, not kept from either answer: one retain a frame.
                    if descends.omid || descends.mraid { children = v.subviews }
                }
                guard descends.omid || descends.mraid else { continue }
                current.next = i
                frames.append(consume current)
                current = JointFrame(children, from: 0, parentToScreen: toScreen, parentToTested: toTested, limit: limit,
                                     parentAlpha: alpha, omid: descends.omid, mraid: descends.mraid, areWindows: false,
                                     omidRect: descends.omid ? omidRect : nil, onScreen: onScreen)
                continue frames
            }
            if let rect = current.omidRect { o.accept(rect, onScreen: onScreen) }
            guard let parent = frames.popLast() else { return }
            current = parent
        }
    }
}

/// OMID's side of the joint walk: its measurer (whose accepted obstructions the walk fills;
/// unowned: the caller of `measureWithOMID` holds it, and a copy of this costs no retain), the
/// ad's rect and on-screen rect, and the friendly views the walk met.
struct OMIDAlongside {
    unowned(unsafe) let measurer: OMIDMeasurer
    let onScreen: Rect, ad: Rect
    var friendly: [OMIDFriendlyObstruction] = []
    var declared = 0

    init(measurer: OMIDMeasurer, start: OMIDMeasurementStart) {
        self.measurer = measurer
        onScreen = start.onScreen
        ad = start.geometry
    }
}

/// The sibling views the joint walk is going through — the subviews of one view, or the later
/// siblings of a path level, or the later windows — with what each standard established above
/// them (meaningful only for the standards that still want them: `omid`, `mraid`).
///
/// One frame a parent, not an entry a view: the views far from the ad, most of them, are read
/// straight from the parent's `subviews` (held here, which keeps them alive) and passed over
/// by one test for both standards (``JointSkipTest``).
struct JointFrame {
    let subviews: [View]
    /// The next view to visit and the end (front-most last).
    var next: Int, end: Int
    /// OMID: the parent's transform to the screen; the parent's rect, accepted when the frame
    /// is done (post-order).
    let parentToScreen: AffineTransform, omidRect: Rect?
    /// MRAID: the parent's coordinates → the tested view's, the clipping limit, the parent's
    /// effective alpha.
    let parentToTested: AffineTransform, limit: Rect, parentAlpha: Float
    /// Which standards want the views, and whether they are windows (then every one is
    /// examined: a window clips its content).
    let omid: Bool, mraid: Bool, areWindows: Bool
    /// The shared skip test of the views (``JointSkipTest``).
    let skip: JointSkipTest

    /// A frame over `subviews[from...]`. With `onScreen` (OMID's on-screen rect), it sets up
    /// the shared skip test when every standard that wants the views maps their parent by a
    /// pure translation: the box is the union of MRAID's `limit` and OMID's on-screen rect,
    /// both taken back into the parent's coordinates.
    init(_ subviews: [View], from: Int, parentToScreen: AffineTransform, parentToTested: AffineTransform, limit: Rect,
         parentAlpha: Float, omid: Bool, mraid: Bool, areWindows: Bool, omidRect: Rect?, onScreen: Rect) {
        self.subviews = subviews
        next = from
        end = subviews.count
        self.parentToScreen = parentToScreen
        self.parentToTested = parentToTested
        self.limit = limit
        self.parentAlpha = parentAlpha
        self.omid = omid
        self.mraid = mraid
        self.areWindows = areWindows
        self.omidRect = omidRect
        var skip = JointSkipTest(omid: omid)
        if !areWindows && (omid || mraid) {
            if mraid { skip.include(limit, by: parentToTested) }
            if omid { skip.include(onScreen, by: parentToScreen) }
        } else {
            skip.scale = .nan
        }
        self.skip = skip
    }
}

/// The joint walk's one skip test for both standards over the views of a frame: a box in the
/// parent's coordinates and the scale of its margin; `scale` is NaN when there is no test
/// (windows, or a standard that maps the parent by more than a translation).
struct JointSkipTest {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    var scale = 1.0
    /// Whether OMID wants the views (then a subtree holding a friendly view is never skipped).
    let omid: Bool

    init(omid: Bool) {
        self.omid = omid
    }

    /// Widens the box by `r` taken back by `t` (the parent's coordinates → those of `r`), or
    /// gives up the test when `t` is not a pure translation.
    mutating func include(_ r: Rect, by t: AffineTransform) {
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else {
            scale = .nan
            return
        }
        minX = Swift.min(minX, r.minX - t.tx)
        minY = Swift.min(minY, r.minY - t.ty)
        maxX = Swift.max(maxX, r.maxX - t.tx)
        maxY = Swift.max(maxY, r.maxY - t.ty)
        scale += Swift.abs(t.tx) + Swift.abs(t.ty)
            + Swift.max(Swift.abs(r.minX), Swift.abs(r.maxX), Swift.abs(r.minY), Swift.abs(r.maxY))
    }

    /// Whether neither standard can get anything from `v`'s subtree, so it is passed over
    /// unvisited: its cached region (`View.subtreeRegion`, in the parent's coordinates)
    /// misses the box by a margin of 1e-8 of the coordinates involved — far more than the
    /// rounding of either standard's own projection, and than OMID's padding of it (1e-9) —
    /// and, for OMID, no friendly view is in it. Then MRAID's test (the region projected into
    /// the tested view's coordinates overlaps the limit) and OMID's (the padded region
    /// projected to the screen overlaps the on-screen rect beyond 0.01) both fail: each
    /// standard skips the subtree too, so the answers are unchanged. A region that is not a
    /// number, or too large for the margin, is never passed over. O(1) once cached.
    @inline(__always) func passesOver(_ v: View) -> Bool {
        guard !scale.isNaN else { return false }
        let (r, hasFriendly) = v.subtreeRegionAndFriendlyMarker
        let margin = 1e-8 * (scale + Swift.max(Swift.abs(r.minX), Swift.abs(r.maxX), Swift.abs(r.minY), Swift.abs(r.maxY)))
        guard r.maxX + margin < minX || r.minX - margin > maxX || r.maxY + margin < minY || r.minY - margin > maxY
        else { return false }
        return !(omid && hasFriendly)
    }
}
