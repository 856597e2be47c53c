import ViewExposureGeometry
import ViewExposureTree

/// Computes the Open Measurement SDK's `geometryChange` for an ad view in the view tree
/// (docs/semantics.md §3.10), as the OM SDK service computes it from the `NativeViewInfo` tree
/// its native layer sends — the tree `NativeViewInfoWriter` writes for the same views.
///
/// What the native layer leaves out is left out here: hidden views and views with alpha 0
/// (with their subtrees). Every other view is a node with its screen rect (the bounding box
/// under a transform) and its `clipsToBounds`; windows clip. The viewport is the screen's
/// windows' extent from (0, 0) (the root's size for a replayed tree).
///
/// Rules (each once: `OMIDRectRules`, `OMIDCoveredArea`):
/// - on-screen rect: the viewport ∩ the ad, then each clipping ancestor, innermost first, only
///   where it shrinks width or height by more than 0.01 (`clipped` then);
/// - obstruction candidates: the views after the ad in pre-order (later siblings of the ad
///   and of each ancestor with their subtrees, then later windows); a clipping candidate
///   obstructs whole and hides its subtree, a friendly one (`View.friendlyObstruction`) hides
///   its subtree and is reported instead; alpha does not matter otherwise;
/// - accepted: non-zero size, overlapping the on-screen rect by more than 0.01 each way, not an
///   exact duplicate of one accepted before; listed children before their parent;
/// - `pixelsInView` = on-screen area − the area covered on the half-point grid.
///
/// Complexity: O(depth + candidates visited + n log n) for n accepted obstructions; iterative
/// (10 000-deep trees are fine). A subtree whose cached region (`View.subtreeRegion`) misses
/// the on-screen rect is skipped unvisited, as MRAID exposure skips it — but only when no view
/// in it carries a friendly marker (cached beside the region), because
/// `declaredFriendlyObstructions` counts every friendly node the walk meets, far from the ad
/// or not. Not `Sendable`: keep one per thread; buffers are reused.
public final class OMIDMeasurer {
    /// A candidate waiting on the walk's stack: the view, its superview's transform to the
    /// screen, and whether its subtree was already pushed (then it is judged now, after its
    /// children: post-order, as the service lists obstructions).
    private struct Pending {
        let view: Unmanaged<View>
        let parentToScreen: AffineTransform
        let rect: Rect?
        let isWindow: Bool
    }

    // Stored properties skip the runtime's exclusivity check (a call and a thread-local lookup
    // each, a dozen a measurement): a measurer belongs to one thread, and no method holds an
    // access to one across a call that could reach it again.
    @exclusivity(unchecked) private var stack: [Pending] = []
    @exclusivity(unchecked) private var kept: [ArraySlice<View>] = []
    /// Whether the tree measured now was read from a log (its views keep their logged rects).
    @exclusivity(unchecked) private(set) var usesLoggedRects = false
    /// The ad's path from its window down, each level with its transform to the screen (set
    /// by `begin`, the buffer reused across measurements). Unretained: the window the start
    /// holds keeps the path alive as long as the tree does not change, and nothing between
    /// `begin` and `finish` changes it — the walk beside MRAID, whose `ignoring` predicate
    /// could, reads only the transforms.
    @exclusivity(unchecked) private(set) var path: [(view: Unmanaged<View>, toScreen: AffineTransform)] = []
    @exclusivity(unchecked) private var accepted: [Rect] = []
    /// The accepted rects as a set, built only once there are more than
    /// `linearDuplicateSearch` of them (a few are compared one by one: no hashing).
    @exclusivity(unchecked) private var acceptedSet: Set<Rect> = []
    private static let linearDuplicateSearch = 16

    /// Creates a measurer.
    public init() {}

    /// The `geometryChange` of `ad` now, with the session's `state`. `ad == nil` (no ad node;
    /// give the `root` window for the viewport) or an ad in no window is not found.
    public func measure(_ ad: View?, root: Window? = nil, state: OMIDSessionState = .init()) -> OMIDGeometry {
        defer { reset() }
        let s: OMIDMeasurementStart
        switch begin(ad, root: root, state: state) {
        case .done(let g): return g
        case .walk(let start): s = start
        }
        let (friendly, declared) = walk(s)
        return finish(s, friendly: friendly, declared: declared)
    }

    /// The walk over the candidates (none when backgrounded): accepts obstructions, returns
    /// the friendly ones met and how many.
    func walk(_ s: OMIDMeasurementStart) -> (friendly: [OMIDFriendlyObstruction], declared: Int) {
        var friendly: [OMIDFriendlyObstruction] = []
        var declared = 0
        if !s.backgrounded {
            // Later siblings at each level, innermost first, then later windows.
            for i in path.indices.dropFirst().reversed() where i - 1 < s.firstHidden {
                let siblings = path[i - 1].view._withUnsafeGuaranteedRef { $0.subviews }
                guard let index = path[i].view._withUnsafeGuaranteedRef({ UnretainedViews.index(of: $0, in: siblings) })
                else { continue }
                collect(siblings[(index + 1)...], parentToScreen: path[i - 1].toScreen, areWindows: false,
                        onScreen: s.onScreen, ad: s.geometry, friendly: &friendly, declared: &declared)
            }
            if let screen = s.window.screen, let index = screen.windows.firstIndex(where: { $0 === s.window }) {
                collect(screen.windows[(index + 1)...].map { $0 as View }[...], parentToScreen: .identity, areWindows: true,
                        onScreen: s.onScreen, ad: s.geometry, friendly: &friendly, declared: &declared)
            }
        }
        return (friendly, declared)
    }

    /// Drops the references to the tree and the gathered rects, keeping the capacity.
    func reset() {
        stack.removeAll(keepingCapacity: true)
        kept.removeAll(keepingCapacity: true)
        accepted.removeAll(keepingCapacity: true)
        acceptedSet.removeAll(keepingCapacity: true)
        path.removeAll(keepingCapacity: true)
    }

    /// Everything before the walk: the session's reasons, the ad's path with its transforms
    /// to the screen, its rect and its on-screen rect; `.done` when the ad is not found.
    func begin(_ ad: View?, root: Window?, state: OMIDSessionState) -> OMIDMeasurementBeginning {
        var reasons = OMIDReasonSet()
        if state.isDeviceLocked { reasons.insert(.deviceLocked) }
        if state.isPictureInPictureActive { reasons.insert(.pictureInPicture) }
        let backgrounded = state.isBackgrounded || !state.hasWindowFocus || state.hasNoOutputDevice
        if backgrounded { reasons.insert(.backgrounded) }
        if !state.hasWindowFocus { reasons.insert(.noWindowFocus) }
        if state.hasNoOutputDevice { reasons.insert(.noOutputDevice) }

        guard let ad, let window = ad.window else {
            reasons.insert(.notFound)
            return .done(OMIDGeometry(viewport: (ad?.window ?? root).map(Self.viewport(of:)) ?? Size(width: 0, height: 0),
                                      percentageInView: 0, pixelsInView: 0, reasons: reasons.list, geometry: .zero,
                                      onScreenGeometry: .zero, obstructions: [], friendlyObstructions: [],
                                      declaredFriendlyObstructions: 0))
        }
        let viewport = Self.viewport(of: window)
        usesLoggedRects = window.subviews.withUnsafeBytes { raw in
            !raw.isEmpty && UnretainedViews.element(0, of: raw)._withUnsafeGuaranteedRef { $0 is LoggedNativeView }
        }
        // The path from the window down to the ad, each level with its transform to the screen
        // (in the reused buffer, swapped out and back: no allocation once it has grown, no
        // retain).
        var path: [(view: Unmanaged<View>, toScreen: AffineTransform)] = []
        swap(&path, &self.path)
        defer { swap(&path, &self.path) }
        path.removeAll(keepingCapacity: true)
        // Unretained all the way up (the window holds the path): no retain and release a level.
        var node = Unmanaged.passUnretained(ad)
        while true {
            path.append((node, .identity))
            guard let parent = node._withUnsafeGuaranteedRef({ $0.superview.map(Unmanaged.passUnretained) }) else { break }
            node = parent
        }
        path.reverse()
        // The first level at which the path is hidden (alpha 0 included): from there on the
        // native layer sends nothing but the path itself.
        let firstHidden = path.firstIndex { $0.view._withUnsafeGuaranteedRef { $0.isHidden || !($0.alpha > 0) } } ?? path.count
        let isHidden = firstHidden < path.count
        var toScreen = window.transformToSuperview
        path[0].toScreen = toScreen
        for i in path.indices.dropFirst() {
            toScreen = path[i].view._withUnsafeGuaranteedRef { $0.transformToSuperview }.concatenating(toScreen)
            path[i].toScreen = toScreen
        }
        let adRect = Self.rect(of: ad, toScreen: path[path.count - 1].toScreen, logged: usesLoggedRects)
        let notFound = state.notVisibleReason.map { OMIDSessionState.notFoundReasons.contains($0) } ?? false
        let geometry = notFound ? Rect.zero : adRect
        var onScreen = Rect.zero
        if notFound {
            reasons.insert(.notFound)
        } else if isHidden || state.notVisibleReason != nil || !(adRect.width > 0 && adRect.height > 0) {
            reasons.insert(.hidden)
        } else {
            var clippedAway = false
            let viewportRect = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
            if let r = OMIDRectRules.intersection(viewportRect, adRect) {
                if OMIDRectRules.shrinksBeyondTolerance(adRect, to: r) { reasons.insert(.clipped) }
                onScreen = r
                // Clipping ancestors, innermost first (a window always clips).
                for i in path.indices.dropLast().reversed()
                where i == 0 || path[i].view._withUnsafeGuaranteedRef({ $0.clipsToBounds }) {
                    let clip = path[i].view._withUnsafeGuaranteedRef {
                        Self.rect(of: $0, toScreen: path[i].toScreen, logged: usesLoggedRects)
                    }
                    guard let c = OMIDRectRules.intersection(onScreen, clip) else {
                        if OMIDRectRules.shrinksBeyondTolerance(onScreen, to: .zero) { clippedAway = true; break }
                        continue
                    }
                    if OMIDRectRules.shrinksBeyondTolerance(onScreen, to: c) {
                        onScreen = c
                        reasons.insert(.clipped)
                    }
                }
            } else {
                clippedAway = true
            }
            if clippedAway {
                onScreen = .zero
                reasons.insert(.clipped)
            }
        }
        return .walk(OMIDMeasurementStart(reasons: reasons, backgrounded: backgrounded, viewport: viewport, window: window,
                                          pathCount: path.count, firstHidden: firstHidden, geometry: geometry,
                                          onScreen: onScreen))
    }

    /// Everything after the walk: the covered area and the numbers, from the obstructions the
    /// walk accepted and the friendly ones it met.
    func finish(_ s: OMIDMeasurementStart, friendly: consuming [OMIDFriendlyObstruction], declared: Int) -> OMIDGeometry {
        var reasons = s.reasons
        if !accepted.isEmpty { reasons.insert(.obstructed) }
        let onScreen = s.onScreen, geometry = s.geometry
        let onScreenArea = onScreen.width > 0 && onScreen.height > 0 ? onScreen.width * onScreen.height : 0
        var pixels = 0.0
        if !s.backgrounded {
            pixels = Swift.max(0, onScreenArea - OMIDCoveredArea.covered(onScreen, by: accepted))
        }
        let fullArea = geometry.width > 0 && geometry.height > 0 ? geometry.width * geometry.height : 0
        // Clamped before the conversion: areas beyond `Double`'s range (an infinite ad area, an
        // infinite on-screen area less an infinite cover) make no number, and no trap.
        let share = fullArea > 0 ? pixels / fullArea * 100 : 0
        let percentage = share.isNaN ? 0 : Int(OMIDCoveredArea.roundHalfUp(Swift.min(100, Swift.max(0, share))))
        return OMIDGeometry(viewport: s.viewport, percentageInView: percentage, pixelsInView: pixels,
                            reasons: reasons.list, geometry: geometry, onScreenGeometry: onScreen,
                            obstructions: accepted, friendlyObstructions: friendly,
                            declaredFriendlyObstructions: declared)
    }

    /// Walks the candidates `views` (siblings, back to front) with their subtrees in
    /// pre-order, judging each obstruction after its subtree (post-order). Views are held
    /// unretained (as the MRAID walk holds them, `PendingObstructor`): the `subviews` arrays
    /// they come from are kept alive in `kept` until the measurement ends.
    private func collect(_ views: ArraySlice<View>, parentToScreen: AffineTransform, areWindows: Bool, onScreen: Rect,
                         ad: Rect, friendly: inout [OMIDFriendlyObstruction], declared: inout Int) {
        push(views, parentToScreen: parentToScreen, areWindows: areWindows)
        while let p = stack.popLast() {
            if let rect = p.rect {
                accept(rect, onScreen: onScreen)
                continue
            }
            p.view._withUnsafeGuaranteedRef { v in
                visit(v, p, onScreen: onScreen, ad: ad, friendly: &friendly, declared: &declared)
            }
        }
    }

    /// One candidate, first met: left out, skipped, counted as friendly, judged as an
    /// obstruction now (clipping or childless), or pushed back to be judged after its subviews.
    @inline(__always)
    private func visit(_ v: View, _ p: Pending, onScreen: Rect, ad: Rect, friendly: inout [OMIDFriendlyObstruction],
                       declared: inout Int) {
        guard let descend = examine(v, parentToScreen: p.parentToScreen, isWindow: p.isWindow, onScreen: onScreen, ad: ad,
                                    friendly: &friendly, declared: &declared) else { return }
        stack.append(Pending(view: p.view, parentToScreen: p.parentToScreen, rect: descend.rect, isWindow: false))
        push(descend.subviews[...], parentToScreen: descend.toScreen, areWindows: false)
    }

    /// The rules for one candidate `v` (its superview maps to the screen by `parentToScreen`),
    /// first met: left out, skipped, counted as friendly, or accepted now (clipping or
    /// childless) — then `nil` —, or its rect, transform to the screen and subviews when those
    /// are candidates and it is judged after them (`accept`, post-order). The joint walk
    /// (`ExposureMeasurer.measureWithOMID`) asks the same of each view it meets.
    @inline(__always)
    func examine(_ v: View, parentToScreen: AffineTransform, isWindow: Bool, onScreen: Rect, ad: Rect,
                 friendly: inout [OMIDFriendlyObstruction], declared: inout Int)
        -> (rect: Rect, toScreen: AffineTransform, subviews: [View])? {
        // What the native layer leaves out, with the subtree.
        guard !v.isHidden, v.alpha > 0 else { return nil }
        // A subtree that cannot overlap the on-screen rect adds no obstruction; without a
        // friendly view in it, nothing to count either: skipped unvisited (its cached region,
        // padded past any rounding between logged and recomputed rects).
        if !v.subtreeHasFriendlyObstruction,
           !OMIDRectRules.overlaps(RoundingNoise.pad(RoundingNoise.projectConservatively(v.subtreeRegion, by: parentToScreen)),
                                   onScreen) { return nil }
        let toScreen = v.transformToSuperview.concatenating(parentToScreen)
        let rect = Self.rect(of: v, toScreen: toScreen, logged: usesLoggedRects)
        if let f = v.friendlyObstruction {
            declared += 1
            if OMIDRectRules.overlaps(rect, onScreen) {
                friendly.append(OMIDFriendlyObstruction(identifier: v.identifier,
                                                        rect: OMIDRectRules.clampedIntersection(rect, ad), registration: f))
            }
            return nil
        }
        let subviews = v.subviews
        if v.clipsToBounds || isWindow || subviews.isEmpty {
            accept(rect, onScreen: onScreen)
            return nil
        }
        return (rect, toScreen, subviews)
    }

    /// Pushes `views` (back to front) so that they pop in order, keeping their array alive.
    private func push(_ views: ArraySlice<View>, parentToScreen: AffineTransform, areWindows: Bool) {
        kept.append(views)
        views.withUnsafeBytes { raw in
            var i = views.count - 1
            while i >= 0 {
                stack.append(Pending(view: UnretainedViews.element(i, of: raw), parentToScreen: parentToScreen, rect: nil,
                                     isWindow: areWindows))
                i -= 1
            }
        }
    }

    /// Accepts `rect` as an obstruction when it has size, overlaps the on-screen rect beyond
    /// the tolerance and is no exact duplicate of an accepted one.
    @inline(__always) func accept(_ rect: Rect, onScreen: Rect) {
        guard rect.width > 0, rect.height > 0, OMIDRectRules.overlaps(rect, onScreen) else { return }
        if accepted.count < Self.linearDuplicateSearch {
            guard !accepted.contains(rect) else { return }
        } else {
            if acceptedSet.isEmpty { acceptedSet = Set(accepted) }
            guard acceptedSet.insert(rect).inserted else { return }
        }
        accepted.append(rect)
    }

    /// A view's node rect: the logged rect of a replayed view that has not moved (looked for
    /// only when `logged`), else its bounds' bounding box on the screen (a negative size
    /// counts as none).
    @inline(__always) static func rect(of view: View, toScreen: AffineTransform, logged: Bool = true) -> Rect {
        if logged, let rect = (view as? LoggedNativeView)?.unmovedLoggedRect { return rect }
        var b = view.bounds
        b.size = Size(width: Swift.max(0, b.width), height: Swift.max(0, b.height))
        return RoundingNoise.project(b, by: toScreen)
    }

    /// The viewport: from (0, 0) to the far edges of the screen's windows (of `root` alone
    /// when it is on no screen).
    static func viewport(of root: Window) -> Size {
        if let screen = root.screen { return extent(of: screen.windows) }
        return extent(of: [root])
    }

    /// From (0, 0) to the far edges of the shown `views` (no cast of a `[Window]` to `[View]`;
    /// read unretained, as the walks read views: no retain and release a window).
    private static func extent(of views: [Window]) -> Size {
        var width = 0.0, height = 0.0
        views.withUnsafeBytes { raw in
            for i in 0..<views.count {
                raw.load(fromByteOffset: i &* MemoryLayout<Window>.stride, as: Unmanaged<Window>.self)
                    ._withUnsafeGuaranteedRef { w in
                        guard !w.isHidden else { return }
                        let f = w.frame
                        width = Swift.max(width, f.maxX)
                        height = Swift.max(height, f.maxY)
                    }
            }
        }
        return Size(width: width, height: height)
    }
}

/// What ``OMIDMeasurer``'s set-up establishes before the walk.
enum OMIDMeasurementBeginning {
    /// The ad is not found: the answer, no walk.
    case done(OMIDGeometry)
    /// Walk the candidates from here.
    case walk(OMIDMeasurementStart)
}

/// The state of one OMID measurement before its walk: the reasons so far, the length of the
/// ad's path (the levels are the measurer's `path`), the first hidden level, the ad's rect and
/// its on-screen rect.
struct OMIDMeasurementStart {
    let reasons: OMIDReasonSet
    /// Whether the session is backgrounded (then nothing is walked and the numbers are 0).
    let backgrounded: Bool
    let viewport: Size
    let window: Window
    /// The length of the ad's path (the measurer's `path`), window and ad included.
    let pathCount: Int
    /// The first index in `path` that is hidden or has alpha 0 (`pathCount` when none).
    let firstHidden: Int
    /// The ad's rect (`.zero` when not found) and its on-screen rect.
    let geometry: Rect
    let onScreen: Rect
}
