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
/// wants the subviews. It is MRAID's own walk (`collectInFrames`, ExposureMeasurer+FrameWalk.swift)
/// with OMID switched on. Each standard sees its views in the order its own walk sees them, so
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
}

/// OMID's side of the joint walk: its measurer (whose accepted obstructions the walk fills),
/// its set-up, and the friendly views the walk met.
struct OMIDAlongside {
    let measurer: OMIDMeasurer
    let start: OMIDMeasurementStart
    var friendly: [OMIDFriendlyObstruction] = []
    var declared = 0
}
