import ViewExposureGeometry
import ViewExposureTree

/// Every view's exposure in one front-to-back pass over the windows (reverse painter's order).
///
/// The pass visits each view before its subviews and its subviews front-most first, so that
/// when it reaches a view V, everything drawn in front of V that is neither V's descendant
/// nor its ancestor has been visited *and its subtree finished*; a view adds its own
/// obstruction only when its subtree is finished. So at V the accumulated obstructions are
/// exactly V's obstructors (docs/semantics.md §3.3), gathered in screen coordinates, each already
/// limited by its clipping ancestors and its window:
///
/// - A hidden view ends the walk of its subtree (nothing in it is measured or obstructs). A
///   view whose effective alpha is below 0.01 obstructs nothing, nor does its subtree.
/// - A friendly obstruction, or a view the `ignoring` predicate matches, opens a *scope*:
///   what its subtree adds obstructs the views inside it only (as measuring one of those
///   alone gives: the friendly ancestor is on its path, not in front of it), and the scope is
///   dropped when the subtree is finished. A friendly view is then reported in the enclosing
///   scope.
/// - The content policy leaves out views that draw nothing, but their clipping still limits
///   their descendants.
///
/// For V the pass keeps the obstructions overlapping V's clipped rect, in painter's order
/// (the order ``measure(_:)`` gathers them in), maps them into V's coordinates and asks the
/// kernel — the same inputs, so the same answer, as measuring V alone. Views fully covered
/// by what is in front (`RectRegion`) skip the kernel. A view whose transform to the
/// screen is not axis-aligned (a rotation) is measured alone, because its obstructions'
/// bounding boxes are taken in its own rotated coordinates.
///
/// Results equal ``measure(_:)`` per view at the reported precision; on coordinates that are
/// exact in binary (integers, halves, scales by powers of two) they are identical.
///
/// Complexity: O(views whose subtree can show) for the walk — a subtree whose cached region
/// misses its clipping ancestors is skipped with one read, so an off-screen cell of a long list
/// costs O(1) — plus, per view whose clipped rect is neither empty nor fully covered, the
/// obstructions near it and the kernel's work on them. Iterative: a 10 000-deep tree is fine.
extension ExposureMeasurer {
    /// The exposure of every view in `windows` (back to front, as a `Screen` orders them),
    /// or only of the views in `only` when given (the pass still walks everything in front of
    /// them). `appState` other than `AppState.active` gives every view zero exposure.
    public func measureAll(windows: [Window], appState: AppState = .active, only: [View]? = nil) -> ScreenExposures {
        guard let only else { return measureAll(windows, appState, wanted: nil) }
        guard appState == .active else {
            var result = ScreenExposures()
            for view in only { result.record(view, .zero) }
            result.finish()
            return result
        }
        let chosen = Set(only.map(ObjectIdentifier.init))
        return measureAll(windows: windows, appState: appState) { chosen.contains(ObjectIdentifier($0)) }
    }

    /// The exposure of every view in `windows` for which `wanted` is true; the pass still
    /// walks everything in front of them. `wanted` is asked once per view the pass reaches, in
    /// reverse painter's order; a view it turns down is not measured, not among
    /// ``ScreenExposures/entries``, and reads ``Exposure/zero``. With `appState` other than
    /// `AppState.active` nothing is measured or recorded.
    ///
    /// For asking about many views without building a set of them (e.g. every view with an
    /// identifier).
    public func measureAll(windows: [Window], appState: AppState = .active,
                           where wanted: (View) -> Bool) -> ScreenExposures {
        withoutActuallyEscaping(wanted) { measureAll(windows, appState, wanted: $0) }
    }

    /// The pass; `wanted` does not escape it.
    private func measureAll(_ windows: [Window], _ appState: AppState, wanted: ((View) -> Bool)?) -> ScreenExposures {
        var result = ScreenExposures()
        if appState == .active {
            var pass = ScreenExposurePass(measurer: self, wanted: wanted)
            for window in windows.reversed() { pass.walk(window, into: &result) }
        }
        result.finish()
        return result
    }

    /// The exposure of every view on `screen` (its windows and app state), or only of `only`.
    public func measureAll(on screen: Screen, only: [View]? = nil) -> ScreenExposures {
        measureAll(windows: screen.windows, appState: screen.appState, only: only)
    }

    /// The exposure of every view on `screen` for which `wanted` is true; see
    /// ``measureAll(windows:appState:where:)``.
    public func measureAll(on screen: Screen, where wanted: (View) -> Bool) -> ScreenExposures {
        measureAll(windows: screen.windows, appState: screen.appState, where: wanted)
    }
}

/// The state of one ``ExposureMeasurer/measureAll(windows:appState:only:)`` pass.
struct ScreenExposurePass {
    /// One view on the walk's stack: what its ancestors established, and what to do when its
    /// subtree is finished.
    struct Frame {
        let view: View
        /// The view's bounds coordinates → screen coordinates.
        let toScreen: AffineTransform
        /// Where the view's subviews can obstruct, on screen (its clipping ancestors, its
        /// window, and itself when it clips); `nil` when nowhere.
        let childLimit: Rect?
        /// The view's effective alpha.
        let alpha: Float
        /// Whether the view's subviews may obstruct at all (alpha, singular transforms).
        let childrenObstruct: Bool
        /// The index of the next subview to visit, counting down (front-most first).
        var next: Int
        /// The view's bounds on screen limited by its clipping ancestors and window: what it
        /// covers (and reports, when friendly) once its subtree is finished.
        let own: Rect?
        /// Whether `own` obstructs (visible, not friendly or ignored, draws content if asked).
        let addsObstruction: Bool
        /// For a view that paints only a border ring (content policy): the ring's width, and
        /// the limit its strips are cut to; it obstructs with the strips, not `own`.
        let border: (width: Double, limit: Rect?)?
        let friendly: FriendlyObstruction?
        let opensScope: Bool
        let exposure: Exposure?
    }

    let measurer: ExposureMeasurer
    /// Which views to measure; `nil` = all. Never escapes the pass (see `measureAll`).
    let wanted: ((View) -> Bool)?
    let kernel = ObstructionKernel()
    let classifier: ObstructionClassifier
    var scopes: [ObstructionScope] = [ObstructionScope(tracksCoverage: true)]
    var sequence = 0
    var stack: [Frame] = []

    init(measurer: ExposureMeasurer, wanted: ((View) -> Bool)?) {
        self.measurer = measurer
        self.wanted = wanted
        classifier = measurer.classifier
    }

    /// Walks `window`'s tree, recording exposures into `result`.
    mutating func walk(_ window: Window, into result: inout ScreenExposures) {
        enter(window, parentToScreen: .identity, parentLimit: nil, parentAlpha: 1,
              parentObstructs: true, isWindow: true)
        while !stack.isEmpty {
            let top = stack.count - 1
            let i = stack[top].next
            if i >= 0 {
                stack[top].next = i - 1
                let parent = stack[top]
                enter(parent.view.subviews[i], parentToScreen: parent.toScreen, parentLimit: parent.childLimit,
                      parentAlpha: parent.alpha, parentObstructs: parent.childrenObstruct, isWindow: false)
            } else {
                leave(stack.removeLast(), into: &result)
            }
        }
    }

    /// Pushes `view` (unless hidden), measuring it first when asked for.
    private mutating func enter(_ view: View, parentToScreen: AffineTransform, parentLimit: Rect?,
                                parentAlpha: Float, parentObstructs: Bool, isWindow: Bool) {
        // A subtree that cannot reach where its parent lets it show can neither be seen nor
        // obstruct: skip it unvisited. Its views read zero, as measuring them alone gives. (A
        // window has no such limit; a `nil` limit below a window means nowhere.)
        if !isWindow {
            guard let parentLimit,
                  ObstructionClassifier.subtreeMayReach(view, parentToTarget: parentToScreen, limit: parentLimit) else { return }
        }
        let alpha = parentAlpha * view.alpha
        let role = classifier.role(of: view, effectiveAlpha: alpha, ancestorsObstruct: parentObstructs)
        var opensScope = false
        var friendly: FriendlyObstruction?
        var addsObstruction = false
        var border: (width: Double, limit: Rect?)?
        switch role {
        case .hidden:
            return
        case .inert, .paintsNothing:
            break
        case .ignored:
            opensScope = true
        case .friendly:
            opensScope = true
            friendly = view.friendlyObstruction
        case .fills:
            addsObstruction = true
        case .paintsBorder(let width):
            border = (width, isWindow ? nil : parentLimit)
        }
        let placement = ObstructorPlacement(view, parentToTarget: parentToScreen, limit: isWindow ? nil : parentLimit,
                                            isWindow: isWindow)

        let exposure = wanted?(view) ?? true ? measure(view, toScreen: placement.toTarget, alpha: alpha, projected: placement.projected,
                                        isWindow: isWindow, limit: parentLimit) : nil

        if opensScope { scopes.append(ObstructionScope(tracksCoverage: false)) }
        let childrenObstruct: Bool
        switch role {
        case .hidden, .inert: childrenObstruct = false
        case .ignored, .friendly, .paintsNothing, .paintsBorder, .fills: childrenObstruct = placement.isInvertible && placement.childLimit != nil
        }
        stack.append(Frame(view: view, toScreen: placement.toTarget, childLimit: placement.childLimit, alpha: alpha,
                           childrenObstruct: childrenObstruct, next: view.subviews.count - 1,
                           own: placement.covered, addsObstruction: addsObstruction, border: border, friendly: friendly,
                           opensScope: opensScope, exposure: exposure))
    }

    /// Finishes `frame`'s subtree: drops its scope, adds its own obstruction (or friendly
    /// report) and records its exposure.
    private mutating func leave(_ frame: Frame, into result: inout ScreenExposures) {
        if frame.opensScope { scopes.removeLast() }
        sequence += 1
        if let own = frame.own {
            if let f = frame.friendly {
                scopes[scopes.count - 1].friendly.append(
                    ObstructionScope.Friendly(view: frame.view, marker: f, rect: own, sequence: sequence))
            } else if frame.addsObstruction {
                scopes[scopes.count - 1].add(own, sequence: sequence)
            } else if let border = frame.border {
                let seq = sequence
                var strips: [Rect] = []
                ObstructorPlacement.forEachCoveredRect(of: .border(width: border.width), bounds: frame.view.bounds,
                                                       toTarget: frame.toScreen, limit: border.limit) { strips.append($0) }
                for r in strips { scopes[scopes.count - 1].add(r, sequence: seq) }
            }
        }
        if let e = frame.exposure { result.record(frame.view, e) }
    }

    /// The exposure of `view` given what the walk established; see the extension's notes.
    private mutating func measure(_ view: View, toScreen: AffineTransform, alpha: Float, projected: Rect?,
                                  isWindow: Bool, limit parentLimit: Rect?) -> Exposure {
        let testedArea = view.bounds.area
        let limit = isWindow ? nil : parentLimit
        guard !View.isTransparent(alpha), testedArea > 0, let projected, isWindow || parentLimit != nil,
              let clippedOnScreen = limit.map({ projected.intersection($0) }) ?? projected else { return .zero }
        // Bounding boxes in rotated coordinates are not bounding boxes on screen.
        guard toScreen.b == 0, toScreen.c == 0, let fromScreen = toScreen.inverted else { return measurer.measure(view) }
        let clipped: Rect
        if let limit {
            guard let c = view.bounds.intersection(RoundingNoise.project(limit, by: fromScreen)) else { return .zero }
            clipped = c
        } else {
            clipped = view.bounds
        }
        let friendly = friendlyReports(overlapping: clippedOnScreen, clipped: clipped, fromScreen: fromScreen)
        if scopes.count == 1 && scopes[0].covers(clippedOnScreen) {
            // Nothing visible: the kernel would answer area 0, no bounds, no rects.
            return Exposure(testedArea: testedArea, geometry: ExposureGeometry(visibleArea: 0, visibleBounds: .zero, occlusionRectangles: []),
                            friendlyObstructions: friendly)
        }
        var found: [(rect: Rect, sequence: Int, place: Int)] = []
        if scopes.count > 1 || !scopes[0].misses(clippedOnScreen) {
            // Scope by scope, so that among rects of one sequence (a ring's strips, which go to
            // one scope) the place in the scope orders them.
            for scope in scopes { scope.collect(overlapping: clippedOnScreen, into: &found) }
        }
        // Painter's order, as a single measurement gathers them; a ring's strips in the order
        // they were added.
        found.sort { $0.sequence != $1.sequence ? $0.sequence > $1.sequence : $0.place < $1.place }
        kernel.removeAll()
        for o in found {
            if let r = RoundingNoise.project(o.rect, by: fromScreen).intersection(clipped) { kernel.append(r) }
        }
        return Exposure(testedArea: testedArea, geometry: kernel.exposure(of: clipped), friendlyObstructions: friendly)
    }

    /// The friendly obstructions in front of a view, back to front, as it reports them.
    private func friendlyReports(overlapping onScreen: Rect, clipped: Rect, fromScreen: AffineTransform) -> [FriendlyObstructionReport] {
        var found: [ObstructionScope.Friendly] = []
        for scope in scopes {
            for f in scope.friendly where f.rect.overlaps(onScreen) { found.append(f) }
        }
        guard !found.isEmpty else { return [] }
        found.sort { $0.sequence > $1.sequence }
        return found.compactMap { f in
            RoundingNoise.project(f.rect, by: fromScreen).intersection(clipped).map {
                FriendlyObstructionReport(identifier: f.view.identifier, purpose: f.marker.purpose,
                                          reason: f.marker.reason, rect: $0)
            }
        }
    }
}
