import KernelReference
import ViewExposure

/// The exposure rules of semantics.md §3 transcribed as literally as possible — every rect
/// converted with `View.convert(_:to:)`, every alpha from `effectiveAlpha`, the reference
/// kernel for the area — to cross-check `ExposureMeasurer` in the benchmark (not timed).
/// Single-window scenes only (conversion between windows is an error by design).
enum ExposureTranscription {
    static func exposure(of v: View) -> Exposure {
        guard let window = v.window, (window.screen?.appState ?? .active) == .active,
              window.screen.map({ $0.windows.count == 1 }) ?? true else { return .zero }
        var node: View? = v
        while let x = node {
            if x.isHidden { return .zero }
            node = x.superview
        }
        guard Double(v.effectiveAlpha) >= 0.01, v.bounds.area > 0 else { return .zero }
        var clipped: Rect? = v.bounds
        for a in v.ancestors where a.clipsToBounds || a === window {
            clipped = clipped.flatMap { c in (try? a.convert(a.bounds, to: v)).flatMap { c.intersection($0) } }
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
                let r = (try? s.convert(s.bounds, to: v)).flatMap { $0.intersection(limit) }
                if let f = s.friendlyObstruction {
                    if let r { friendly.append(FriendlyObstructionReport(identifier: s.identifier, purpose: f.purpose, reason: f.reason, rect: r)) }
                    continue
                }
                if let r { obstructions.append(r) }
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
}
