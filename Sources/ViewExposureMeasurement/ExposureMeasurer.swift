import ViewExposureGeometry
import ViewExposureTree

/// Measures the MRAID exposure of views (docs/semantics.md §3), reusing its buffers and its
/// `ObstructionKernel` across measurements.
///
/// One measurement walks once from the tested view V up to its window (establishing the
/// clipped rect and the transforms into V's coordinates), then once over the potential
/// obstructors — at every level of that path the siblings after the path child with their
/// subtrees, then the windows in front of V's window — appending each obstruction straight
/// into the kernel. Nothing recurses, so 10 000-deep trees are fine.
///
/// Rules (see also ``ExposureOptions``, ``ObstructionPolicy``):
/// - `.zero` when V is hidden, an ancestor is hidden, V's effective alpha (the product of the
///   alphas from the root down, in `Float`) is below `View/transparencyThreshold`, V is not
///   in a window, the app is not `AppState/active` (a window that is on no `Screen` counts
///   as active: nothing says otherwise), V's bounds have no area, a transform on the path is
///   singular, or the clipped rect is empty.
/// - A hidden or transparent obstructor (effective alpha < 0.01, the product of the alphas
///   from the root down) hides nothing, and neither does its subtree. A clipping obstructor
///   (and every window) limits its descendants to itself. V's subviews, earlier siblings and
///   windows behind V's window never obstruct.
/// - A friendly obstruction is left out with its subtree and reported (see
///   ``FriendlyObstructionReport``).
/// - A subtree is skipped without visiting its views when its cached region (the bounding
///   box of everything in it, `View.subtreeRegion`, kept by the tree and invalidated on every
///   geometry or hierarchy change) misses the limit, when its root clips and misses it, or
///   when its transform to V is singular. So views far from V cost one cached read per
///   skipped subtree, even under non-clipping containers.
/// - A view whose transform to V is singular is drawn with no area: it obstructs nothing
///   (`ObstructionClassifier` holds these rules for both this walk and `measureAll`).
/// - Transformed views project as bounding boxes (rotation overstates an obstruction).
///   Translation-only paths are exact on integer and half-integer coordinates.
///
/// Complexity: O(depth + siblings after the path + views visited in subtrees that reach the
/// clipped rect) per measurement once the regions are cached (a stale subtree is recomputed
/// once, O(its size)), plus the kernel's work on the gathered rects. Not `Sendable`: keep one
/// per thread.
public final class ExposureMeasurer {
    /// The options every measurement uses.
    public let options: ExposureOptions
    /// The obstruction rules under `options`.
    let classifier: ObstructionClassifier
    @usableFromInline package let kernel = ObstructionKernel()
    var levels: [TestedViewPathLevel] = []
    var pending: [PendingObstructor] = []
    var keptAlive: [ArraySlice<View>] = []
    /// The open frames of the walk beside OMID (``measureWithOMID(_:state:using:)``).
    var jointFrames: [JointFrame] = []

    /// Creates a measurer with `options`.
    public init(options: ExposureOptions = .init()) {
        self.options = options
        classifier = ObstructionClassifier(options: options)
    }

    /// The exposure of `view` now.
    public func measure(_ view: View) -> Exposure {
        defer { reset() }
        var alone: OMIDAlongside?
        guard let gathered = gather(view, alongside: &alone) else { return .zero }
        return Exposure(testedArea: gathered.testedArea, geometry: kernel.exposure(of: gathered.clippedRect),
                        friendlyObstructions: gathered.friendly)
    }

    /// What measuring `view` would hand to the kernel, or `nil` when one of the zero-exposure
    /// rules applies (then ``measure(_:)`` returns ``Exposure/zero``). For every view,
    /// `inputs(for: v)?.exposure(with: g) ?? .zero` with `g` the kernel's answer about the
    /// inputs equals `measure(v)`.
    public func inputs(for view: View) -> ExposureInputs? {
        defer { reset() }
        var alone: OMIDAlongside?
        guard let gathered = gather(view, alongside: &alone) else { return nil }
        return ExposureInputs(clippedRect: gathered.clippedRect, obstructions: kernel.obstructions,
                              friendlyObstructions: gathered.friendly, testedArea: gathered.testedArea)
    }

    /// Drops the references to the tree and the gathered rects, keeping the capacity.
    func reset() {
        levels.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        keptAlive.removeAll(keepingCapacity: true)
        kernel.removeAll()
    }

    /// Applies the zero-exposure rules, walks the path and appends every obstruction into the
    /// kernel; `nil` when exposure is zero (then nothing was walked). With `omid`, the same
    /// walk gathers OMID's candidates too (``measureWithOMID(_:state:using:)``).
    func gather(_ view: View, alongside omid: inout OMIDAlongside?)
        -> (clippedRect: Rect, testedArea: Double, friendly: [FriendlyObstructionReport])? {
        guard let window = view.window, !view.isHidden,
              (window.screen?.appState ?? .active) == .active else { return nil }
        let testedArea = view.bounds.area
        guard testedArea > 0 else { return nil }
        // Work on local buffers (no exclusivity checks on the measurer's properties in the
        // loop), reusing their capacity across measurements.
        var stack = pending, kept = keptAlive, path = levels
        pending = []
        keptAlive = []
        levels = []
        defer { pending = stack; keptAlive = kept; levels = path }
        guard let walk = TestedViewPath.walk(from: view, to: window, levels: &path, keepingAlive: &kept),
              !View.isTransparent(walk.testedAlpha) else { return nil }

        var friendly: [FriendlyObstructionReport] = []
        let clipped = walk.clippedRect
        if omid != nil {
            collectJointly(path: path, walk: walk, window: window, omid: &omid!, friendly: &friendly)
            return (clipped, testedArea, friendly)
        }
        for level in path {
            let subviews = level.parent._withUnsafeGuaranteedRef { $0.subviews }
            guard level.childIndex + 1 < subviews.count else { continue }
            push(subviews[(level.childIndex + 1)...], parentToTested: level.parentToTested, limit: clipped,
                 parentAlpha: level.parentAlpha, areWindows: false, onto: &stack, keepingAlive: &kept)
            collectObstructions(from: &stack, keepingAlive: &kept, friendly: &friendly)
        }
        if let screen = window.screen, let index = screen.windows.firstIndex(where: { $0 === window }),
           index + 1 < screen.windows.count {
            let windows = screen.windows.map { $0 as View }
            push(windows[(index + 1)...], parentToTested: walk.screenToTested, limit: clipped,
                 parentAlpha: 1, areWindows: true, onto: &stack, keepingAlive: &kept)
            collectObstructions(from: &stack, keepingAlive: &kept, friendly: &friendly)
        }
        return (clipped, testedArea, friendly)
    }
}
