import ViewExposure
import ViewExposureJSON

/// `measure --omid`: MRAID's exposure and Open Measurement's geometry of one view side by
/// side, and every difference between them named and explained (docs/semantics.md §3.11, the
/// MRAID-against-OMID table): app state, visibility thresholds, coordinates, clipping,
/// which views obstruct, the half-point grid, rounding and friendly reporting.
///
/// Each difference is found by measuring, not assumed: the two clipped rects compared on the
/// screen, the exactly covered area of OMID's accepted obstructions (a `RectRegion`) against
/// MRAID's covered area and against OMID's grid count, OMID's exact share against its whole
/// percent.
struct StandardsComparison {
    /// One named difference and why.
    struct Difference {
        /// The rule's name (`appState`, `visibility`, `coordinates`, `clipping`,
        /// `obstructions`, `grid`, `rounding`, `friendly`).
        let rule: String
        /// A sentence with the numbers.
        let explanation: String
    }

    let mraid: Exposure
    let omid: OMIDGeometry
    let differences: [Difference]

    /// Measures `view` by both standards (`options` for MRAID; OMID has no options).
    init(_ view: View, options: ExposureOptions) {
        let measurer = ExposureMeasurer(options: options)
        let appState = view.window?.screen?.appState ?? .active
        // One walk answers both standards.
        (mraid, omid) = measurer.measureWithOMID(view, state: OMIDSessionState(isBackgrounded: appState == .background),
                                                 using: OMIDMeasurer())
        let inputs = measurer.inputs(for: view)
        var found: [Difference] = []
        func note(_ rule: String, _ text: String) { found.append(Difference(rule: rule, explanation: text)) }
        let n = { (x: Double) -> String in var w = JSONWriter(); w.number(x); return w.text }
        let r = { (x: Rect) -> String in var w = JSONWriter(); w.rectObject(x); return w.text }

        if appState != .active {
            note("appState", "the app is \(appState.rawValue): MRAID measures 0 unless the app is active; OMID reports backgrounded (0 %) only in the background"
                 + (appState == .inactive ? " and measures an inactive app as usual" : ""))
        }
        let alpha = view.effectiveAlpha
        if alpha > 0 && alpha < View.transparencyThreshold {
            note("visibility", "the view's effective alpha is \(alpha): below 0.01 MRAID sees nothing, while an OM SDK native layer leaves out only alpha 0")
        }
        let area = view.bounds.area
        let mraidVisible = mraid.exposedPercentage * area / 100
        let onScreen = omid.onScreenGeometry
        let omidVisible = omid.reasons.contains(.hidden) || omid.reasons.contains(.notFound)
        if let inputs, !omidVisible {
            let origin = view.transformToScreen.apply(to: Point(x: 0, y: 0))
            if origin.x != 0 || origin.y != 0 {
                note("coordinates", "MRAID's rectangles are in the view's own coordinates, OMID's in the root's (points): the view's origin is at (\(n(origin.x)), \(n(origin.y))) on screen")
            }
            let mraidClip = RoundingNoise.project(inputs.clippedRect, by: view.transformToScreen)
            if !Self.same(mraidClip, onScreen) {
                note("clipping", "MRAID clips the view to \(r(mraidClip)) on screen, OMID to \(r(onScreen)): OMID applies a clipping ancestor only where it trims more than 0.01, the viewport always")
            }
            let region = RectRegion(omid.obstructions.compactMap { $0.intersection(onScreen) })
            let exactCovered = region.area(inside: onScreen)
            let mraidCovered = inputs.clippedRect.area - mraidVisible
            if abs(exactCovered - mraidCovered) > 1e-6 * Swift.max(1, area) {
                var why = "OMID counts every node after the view as opaque, whole: a clipping container with its own rect, views with any alpha above 0"
                if options.policy == .contentDrawingViews { why += ", views that paint nothing (this measurement's content policy leaves those out of MRAID)" }
                note("obstructions", "MRAID's obstructions cover \(n(mraidCovered)) pt², OMID's accepted ones \(n(exactCovered)) pt² exactly: \(why)")
            }
            if omid.reasons.contains(.backgrounded) == false {
                let gridCovered = onScreen.area - omid.pixelsInView
                if abs(gridCovered - exactCovered) > 1e-9 * Swift.max(1, area) {
                    note("grid", "OMID counts \(n(gridCovered)) pt² covered on the half-point grid of its obstructions' edges, not the exact \(n(exactCovered)): strips thinner than 0.5 hide nothing and cells from 0.5 count as whole points")
                }
            }
        } else if mraid.exposedPercentage != 0 || omid.percentageInView != 0 {
            note("visibility", "MRAID measures \(n(mraid.exposedPercentage)) %, OMID reports \(omid.reasons.map(\.rawValue).joined(separator: ", "))")
        }
        let fullArea = omid.geometry.area
        if fullArea > 0 {
            let exactShare = omid.pixelsInView / fullArea * 100
            if exactShare != Double(omid.percentageInView) {
                note("rounding", "OMID rounds percentageInView to a whole percent, half up (\(n(exactShare)) → \(omid.percentageInView)); MRAID reports \(n(mraid.exposedPercentage)) with up to 4 decimals")
            }
        }
        if !mraid.friendlyObstructions.isEmpty || omid.declaredFriendlyObstructions > 0 {
            note("friendly", "MRAID reports \(mraid.friendlyObstructions.count) friendly obstruction(s) clipped to the visible part, in the view's coordinates; OMID reports \(omid.friendlyObstructions.count) clipped to the view's whole rect in the root's coordinates and declares \(omid.declaredFriendlyObstructions) (every one its walk met); neither reduces the numbers")
        }
        differences = found
    }

    /// Equal at the reported precision (4 fraction digits).
    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        var x = JSONWriter(), y = JSONWriter()
        x.rectObject(a)
        y.rectObject(b)
        return x.utf8 == y.utf8
    }

    /// `{"mraid": {…}, "omid": {…}, "differences": [{"rule": …, "explanation": …}]}`, one
    /// member per line.
    func write(to w: inout JSONWriter) {
        w.beginObject()
        w.key("mraid"); mraid.write(to: &w)
        w.key("omid"); omid.write(to: &w)
        w.key("differences")
        w.objects(differences) { w, d in
            w.key("rule"); w.string(d.rule)
            w.key("explanation"); w.string(d.explanation)
        }
        w.endObject()
    }
}
