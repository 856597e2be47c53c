import ViewExposure

/// The exposure rules of docs/semantics.md §3 transcribed as literally as possible, as the oracle
/// of `ExposureMeasurer`: every rect converted with `View.convert(_:to:)` (through the common
/// ancestor), every alpha from `View.effectiveAlpha`, no caches, no subtree skipping, the
/// reference kernel for the geometry. Slow (O(views × depth)) and meant for tests and the
/// benchmark's cross-checks only.
///
/// Single-window scenes only: views of other windows cannot be converted into the tested
/// view's coordinates by design, so a scene whose window has others on its screen is refused
/// with `nil`.
public enum ExposureTranscription {
    /// The exposure of `v`, or `nil` when `v`'s window shares its screen with other windows.
    public static func exposure(of v: View, policy: ObstructionPolicy = .everyVisibleView) -> Exposure? {
        guard let window = v.window else { return .zero }
        if let screen = window.screen, screen.windows.count != 1 { return nil }
        guard (window.screen?.appState ?? .active) == .active else { return .zero }
        var node: View? = v
        while let x = node {
            if x.isHidden { return .zero }
            node = x.superview
        }
        guard Double(v.effectiveAlpha) >= 0.01, !v.bounds.isEmpty else { return .zero }
        var clipped: Rect? = v.bounds
        for a in v.ancestors where a.clipsToBounds || a === window {
            let shown = a.bounds.isEmpty ? nil : try? a.convert(a.bounds, to: v)
            clipped = clipped.flatMap { c in shown.flatMap { c.intersection($0) } }
        }
        guard let clipped else { return .zero }

        var obstructions: [Rect] = []
        var friendly: [FriendlyObstructionReport] = []
        var child = v
        while let parent = child.superview {
            let index = parent.subviews.firstIndex { $0 === child }!
            var stack: [(View, Rect)] = parent.subviews[(index + 1)...].reversed().map { ($0, clipped) }
            while let (s, limit) = stack.popLast() {
                if s.isHidden || Double(s.effectiveAlpha) < 0.01 { continue }
                let r = s.bounds.isEmpty ? nil : (try? s.convert(s.bounds, to: v)).flatMap { $0.intersection(limit) }
                if let f = s.friendlyObstruction {
                    if let r { friendly.append(FriendlyObstructionReport(identifier: s.identifier, purpose: f.purpose, reason: f.reason, rect: r)) }
                    continue
                }
                if policy == .everyVisibleView {
                    if let r { obstructions.append(r) }
                } else {
                    // What the view paints (its bounds, a border ring's strips, nothing), each
                    // part converted on its own.
                    for part in s.painting.paintedRects(in: s.bounds) {
                        if let p = (try? s.convert(part, to: v)).flatMap({ $0.intersection(limit) }) { obstructions.append(p) }
                    }
                }
                let childLimit: Rect
                if s.clipsToBounds {
                    guard let r else { continue }
                    childLimit = r
                } else {
                    childLimit = limit
                }
                stack += s.subviews.reversed().map { ($0, childLimit) }
            }
            child = parent
        }
        let inputs = ExposureInputs(clippedRect: clipped, obstructions: obstructions,
                                    friendlyObstructions: friendly, testedArea: v.bounds.area)
        return inputs.exposure(with: KernelReference.exposure(of: clipped, obstructions: obstructions))
    }

    /// Whether two results describe the same exposure: equal percentage, visible rectangle and
    /// friendly reports (at the reported precision), and occlusion rects covering the same
    /// area — their decomposition may differ where obstructions overlap (docs/semantics.md §3.5).
    public static func same(_ a: Exposure, _ b: Exposure) -> Bool {
        func covered(_ e: Exposure) -> Double { (e.occlusionRectangles ?? []).reduce(0) { $0 + $1.area } }
        var a0 = a, b0 = b
        a0.occlusionRectangles = nil
        b0.occlusionRectangles = nil
        return a0 == b0 && (a.occlusionRectangles == nil) == (b.occlusionRectangles == nil)
            && Swift.abs(covered(a) - covered(b)) <= 1e-9 * Swift.max(1, covered(a))
    }
}
